// Each table's row count and an md5 of all its rows in primary-key order: two databases with the
// same figures hold the same rows, byte for byte as PostgreSQL prints them.
import { backupTables } from '../../../../api/src/db/backup';
import { openDatabase } from '../../../../api/src/db/client';

export interface TableFigure {
  rows: number;
  md5: string;
}

export type TableFigures = Map<string, TableFigure>;

export type TableVerdict = 'identical' | 'different' | 'written during the backup';

export interface TableComparison {
  table: string;
  rows: number;
  restoredRows: number;
  verdict: TableVerdict;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The figures of every table of the schema. Rows are printed with the same settings on both
 * sides (a server's own time zone would change every timestamp's text).
 */
export async function tableFigures(databaseUrl: string): Promise<TableFigures> {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', '-c timezone=UTC -c datestyle=ISO,MDY -c intervalstyle=postgres -c extra_float_digits=1');
  // A large table takes longer than the api's 5 s query limit.
  const handle = await openDatabase({ dataDir: '', databaseUrl: url.toString(), databasePoolMax: 1, timeoutMs: 600_000 });
  try {
    const figures: TableFigures = new Map();
    for (const table of backupTables()) {
      const order = table.primaryKey.map(quoted).join(', ');
      const [row] = await handle.arrayRows(
        {
          name: `tulia_drill_figures_${table.name}`,
          text: `select count(*)::int, coalesce(md5(string_agg(t::text, ',' order by ${order})), '') from ${quoted(table.name)} as t`,
        },
        [],
      );
      figures.set(table.name, { rows: Number(row?.[0] ?? 0), md5: String(row?.[1] ?? '') });
    }
    return figures;
  } finally {
    await handle.close();
  }
}

/**
 * Compares the restored copy with the source's figures taken before and after the backup. A
 * table that changed in between was being written (a live database): its snapshot is unknown,
 * so it is reported, not judged.
 */
export function compareFigures(before: TableFigures, after: TableFigures, restored: TableFigures): TableComparison[] {
  return [...before].map(([table, figure]) => {
    const later = after.get(table);
    const copy = restored.get(table);
    const stable = later?.md5 === figure.md5 && later.rows === figure.rows;
    const verdict: TableVerdict = !stable ? 'written during the backup' : copy?.md5 === figure.md5 && copy.rows === figure.rows ? 'identical' : 'different';
    return { table, rows: figure.rows, restoredRows: copy?.rows ?? 0, verdict };
  });
}
