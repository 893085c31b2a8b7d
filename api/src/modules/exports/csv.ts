import { Readable } from 'node:stream';

/** Excel reads a CSV as UTF-8 (Kenyan names with accents, emoji) only when it starts with a BOM. */
export const UTF8_BOM = '\uFEFF';

// A spreadsheet runs a cell that begins with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): text that a spreadsheet would run as a formula gets a leading
 * quote, and every cell is quoted with its quotes doubled. Quoting only cells with a comma
 * would leave `a;=1+1` to split into a live formula where ";" is the list separator.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The cells of one CSV line as csvRow writes them (every cell quoted), for reading an export back. */
export function csvCellsOf(line: string): string[] {
  const cells: string[] = [];
  const cell = /"((?:[^"]|"")*)"(?:,|$)/gy;
  while (cell.lastIndex < line.length) {
    const match = cell.exec(line);
    if (!match) break;
    cells.push((match[1] ?? '').replace(/""/g, '"'));
  }
  return cells;
}

/** One line of a CSV file, CRLF-terminated as RFC 4180 writes it. */
export function csvRow(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/**
 * A CSV file streamed batch by batch: the BOM and the header row at once, then each batch's
 * rows as the batch arrives, so memory holds one batch whatever the table's size. The next
 * batch is only asked for when the reader has taken the previous one.
 */
export function csvStream<T>(columns: readonly CsvColumn<T>[], batches: AsyncIterable<readonly T[]>): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield UTF8_BOM + csvRow(columns.map((column) => column.header));
    for await (const batch of batches) {
      if (batch.length > 0) yield batch.map((row) => csvRow(columns.map((column) => column.value(row)))).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
