import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { REFUSAL_ACTIONS } from '../audit/log';
import type { Database } from '../db/client';
import * as schema from '../db/schema';

/** Every table of the schema, by name. */
export const TABLE_NAMES: string[] = (Object.values(schema) as unknown[]).flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : [])).sort();

/** A refused request records itself (a failed sign-in, a 403) in the audit log: that is all it may change. */
function recordsOfRefusals(table: string) {
  if (table !== 'audit_log') return sql``;
  return sql`where t.action not in (${sql.join(
    REFUSAL_ACTIONS.map((action) => sql`${action}`),
    sql`, `,
  )})`;
}

/** Row count and a digest of the content of a table. */
export type Snapshot = Record<string, { rows: number; digest: string }>;

/**
 * The row count and an md5 of the whole content of every table, in one query, so that a test
 * can tell that a request changed nothing at all (not only the counts).
 */
export async function snapshotTables(db: Database): Promise<Snapshot> {
  const parts = TABLE_NAMES.map(
    (name) =>
      sql`select ${name}::text as name, count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(name)} t ${recordsOfRefusals(name)}`,
  );
  const query = sql.join(parts, sql` union all `);
  // node-postgres answers a QueryResult, PGlite a Results: both carry rows.
  const { rows } = (await db.execute(query)) as unknown as { rows: { name: string; rows: number; digest: string }[] };
  return Object.fromEntries(rows.map((row) => [row.name, { rows: Number(row.rows), digest: row.digest }]));
}

/** The tables whose content differs between two snapshots. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return TABLE_NAMES.filter((name) => before[name]?.digest !== after[name]?.digest || before[name]?.rows !== after[name]?.rows);
}

/**
 * The next transaction id of the server: every write takes one, reads do not. An unchanged
 * mark proves that nothing was written; a changed one (a write, a rolled-back write, another
 * database of the same server) calls for the full comparison.
 */
async function writeMark(db: Database): Promise<string> {
  const { rows } = (await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as mark`)) as unknown as { rows: { mark: string }[] };
  return rows[0]?.mark ?? '';
}

/**
 * Tells which tables a request changed. The full snapshot (tens of milliseconds on PGlite) is
 * taken only when the write mark moved, so the suites can check thousands of requests.
 */
export class ChangeDetector {
  private mark = '';
  private snapshot: Snapshot | undefined;

  constructor(private readonly db: Database) {}

  /** Call right before the request. */
  async before(): Promise<void> {
    const mark = await writeMark(this.db);
    if (this.snapshot && mark === this.mark) return;
    this.snapshot = await snapshotTables(this.db);
    this.mark = mark;
  }

  /** The tables whose content differs from what before() saw. */
  async changed(): Promise<string[]> {
    const mark = await writeMark(this.db);
    if (this.snapshot && mark === this.mark) return [];
    const now = await snapshotTables(this.db);
    const changed = this.snapshot ? changedTables(this.snapshot, now) : TABLE_NAMES;
    this.snapshot = now;
    this.mark = mark;
    return changed;
  }
}
