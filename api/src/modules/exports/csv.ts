import { Readable } from 'node:stream';

/** Excel reads a CSV as UTF-8 (Kenyan names with accents, emoji) only when it starts with a BOM. */
export const UTF8_BOM = '\uFEFF';

// A spreadsheet runs a cell that begins with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): text that a spreadsheet would run as a formula gets a leading
 * quote, and a cell holding a quote, comma or line break is quoted with its quotes doubled.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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
