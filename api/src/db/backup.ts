// Logical backups of the whole database, written and read through the Drizzle schema, so that
// one file moves between both drivers (a PGlite backup restores into PostgreSQL and back).
//
// The file is JSON lines (gzip-compressed when its name ends in .gz; detected on restore):
//   line 1      header: format, migration version, tables in dependency order with their
//               columns, row counts and serial sequence values
//   then        one line per row: {"t":"<table>","r":{<column>: <value>, ...}}, in header order
//   last line   footer: {"end":true,"rows":<n>,"sha256":"<hex>"}, the SHA-256 of every line
//               before it (each with its "\n")
// Values are PostgreSQL's own JSON forms (to_jsonb): timestamps keep their microseconds,
// arrays and jsonb stay structured, and jsonb_populate_recordset reads them back exactly.
import { createHash } from 'node:crypto';
import { chmodSync, closeSync, createReadStream, createWriteStream, mkdirSync, openSync, readFileSync, readSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { is, sql, type SQL } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { migrationsFolder } from '../paths';
import { rawRows, type Database } from './client';
import * as schema from './schema';

export const BACKUP_FORMAT = 'tulia-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** A backup that cannot be restored here (damaged, other schema, non-empty target...). */
export class BackupError extends Error {}

export interface BackupTable {
  name: string;
  /** Stored columns in schema order; generated columns are left out (the database recomputes them). */
  columns: string[];
  /** The primary key, which orders the rows (deterministic files). */
  primaryKey: string[];
  /** Columns fed by a sequence (serial), reset after a restore. */
  serials: string[];
  /** Identity columns need OVERRIDING SYSTEM VALUE to take the stored values. */
  identity: boolean;
  /** Tables this one references: they come first. */
  dependsOn: string[];
}

/** Every table of the schema, ordered so that a table comes after the tables it references. */
export function backupTables(): BackupTable[] {
  const tables: BackupTable[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const singlePrimary = config.columns.filter((column) => column.primary).map((column) => column.name);
    const primaryKey = singlePrimary.length > 0 ? singlePrimary : (config.primaryKeys[0]?.columns.map((column) => column.name) ?? []);
    if (primaryKey.length === 0) throw new Error(`Table ${config.name} has no primary key: its rows could not be ordered.`);
    tables.push({
      name: config.name,
      columns: config.columns.filter((column) => column.generated === undefined).map((column) => column.name),
      primaryKey,
      serials: config.columns.filter((column) => /Serial/.test(column.columnType)).map((column) => column.name),
      identity: config.columns.some((column) => column.generatedIdentity !== undefined),
      dependsOn: [...new Set(config.foreignKeys.map((key) => getTableConfig(key.reference().foreignTable).name))].filter((name) => name !== config.name),
    });
  }
  // Kahn's algorithm, taking ready tables by name: the same order whatever order the module
  // namespace lists the exports in.
  tables.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const ordered: BackupTable[] = [];
  const done = new Set<string>();
  while (ordered.length < tables.length) {
    const next = tables.find((table) => !done.has(table.name) && table.dependsOn.every((name) => done.has(name)));
    if (!next) throw new Error('The schema has a cycle of foreign keys: no insertion order exists.');
    ordered.push(next);
    done.add(next.name);
  }
  return ordered;
}

const migrationSchema = z.object({ tag: z.string(), created_at: z.number().int(), hash: z.string() });
export type MigrationVersion = z.infer<typeof migrationSchema>;

const headerSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  format_version: z.number().int(),
  created_at: z.string(),
  source: z.string(),
  migration: migrationSchema,
  tables: z.array(
    z.object({
      name: z.string(),
      columns: z.array(z.string()),
      rows: z.number().int().nonnegative(),
      // Last value of each serial column's sequence (null: never used).
      sequences: z.record(z.string(), z.number().int().nullable()),
    }),
  ),
});
export type BackupHeader = z.infer<typeof headerSchema>;

const footerSchema = z.object({ end: z.literal(true), rows: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

const id = (name: string) => sql.identifier(name);
const list = (names: string[]) => sql.join(names.map(id), sql`, `);
/** A string literal for names that come from the schema (cursor statements take no parameters). */
const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

/** The last migration applied to the database, named after the journal of api/drizzle. */
export async function currentMigration(db: Database): Promise<MigrationVersion> {
  const rows = await rawRows<{ hash: string; created_at: string }>(
    db,
    sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const row = rows[0];
  if (!row) throw new BackupError('The database has no migration applied.');
  const createdAt = Number(row.created_at);
  const journal = z
    .object({ entries: z.array(z.object({ when: z.number(), tag: z.string() })) })
    .parse(JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')));
  const tag = journal.entries.find((entry) => entry.when === createdAt)?.tag ?? `unknown (${createdAt})`;
  return { tag, created_at: createdAt, hash: row.hash };
}

/** The row as one JSON object of its stored columns (jsonb_build_object takes at most 100 arguments). */
function rowJson(table: BackupTable): SQL {
  const parts: SQL[] = [];
  for (let start = 0; start < table.columns.length; start += 40) {
    const pairs = table.columns.slice(start, start + 40).map((column) => sql`${literal(column)}, t.${id(column)}`);
    parts.push(sql`jsonb_build_object(${sql.join(pairs, sql`, `)})`);
  }
  return sql.join(parts, sql` || `);
}

export interface BackupSummary {
  file: string;
  migration: MigrationVersion;
  tables: Record<string, number>;
  rows: number;
  sha256: string;
}

const FETCH_SIZE = 500;

/**
 * Writes every table of the schema to `file` from one consistent snapshot (a repeatable-read,
 * read-only transaction: the api may keep writing on PostgreSQL meanwhile). The file appears
 * only when complete.
 */
export async function backupDatabase(db: Database, file: string, options: { source?: string } = {}): Promise<BackupSummary> {
  const tables = backupTables();
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    const summary = await db.transaction(
      async (tx) => {
        // JSON timestamps are written in the session's time zone: UTC makes files comparable.
        await tx.execute(sql`set local timezone = 'UTC'`);
        const migration = await currentMigration(tx);
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          format_version: BACKUP_FORMAT_VERSION,
          created_at: new Date().toISOString(),
          source: options.source ?? 'unknown',
          migration,
          tables: [],
        };
        for (const table of tables) {
          const [counted] = await rawRows<{ n: string }>(tx, sql`select count(*)::text as n from ${id(table.name)}`);
          const sequences: Record<string, number | null> = {};
          for (const column of table.serials) {
            const [row] = await rawRows<{ value: string | null }>(
              tx,
              sql`select pg_sequence_last_value(pg_get_serial_sequence(${`"${table.name}"`}, ${column})::regclass)::text as value`,
            );
            sequences[column] = row?.value == null ? null : Number(row.value);
          }
          header.tables.push({ name: table.name, columns: table.columns, rows: Number(counted?.n ?? 0), sequences });
        }

        const hash = createHash('sha256');
        let total = 0;
        async function* lines(): AsyncGenerator<string> {
          const first = `${JSON.stringify(header)}\n`;
          hash.update(first);
          yield first;
          for (const [index, table] of tables.entries()) {
            const cursor = `tulia_backup_${index}`;
            await tx.execute(
              sql`declare ${id(cursor)} no scroll cursor for select (${rowJson(table)})::text as line from ${id(table.name)} as t order by ${list(table.primaryKey)}`,
            );
            let written = 0;
            for (;;) {
              const rows = await rawRows<{ line: string }>(tx, sql`fetch forward ${sql.raw(String(FETCH_SIZE))} from ${id(cursor)}`);
              if (rows.length === 0) break;
              const prefix = `{"t":${JSON.stringify(table.name)},"r":`;
              const chunk = rows.map((row) => `${prefix}${row.line}}\n`).join('');
              hash.update(chunk);
              written += rows.length;
              yield chunk;
            }
            await tx.execute(sql`close ${id(cursor)}`);
            const expected = header.tables[index]?.rows;
            if (written !== expected) throw new Error(`${table.name}: counted ${expected} rows but read ${written}`);
            total += written;
          }
          yield `${JSON.stringify({ end: true, rows: total, sha256: hash.digest('hex') })}\n`;
        }

        const source = Readable.from(lines());
        // 0600: a backup holds every message and password hash.
        if (file.endsWith('.gz')) await pipeline(source, createGzip(), createWriteStream(partial, { mode: 0o600 }));
        else await pipeline(source, createWriteStream(partial, { mode: 0o600 }));
        return {
          file,
          migration,
          tables: Object.fromEntries(header.tables.map((table) => [table.name, table.rows])),
          rows: total,
          sha256: '',
        };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    // Also when a partial file of an earlier attempt was reused with a wider mode.
    chmodSync(partial, 0o600);
    renameSync(partial, file);
    const footer = await verifyBackup(file);
    return { ...summary, sha256: footer.sha256 };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/** The file's lines, gunzipped when it starts with gzip's magic bytes. */
function readLines(file: string): AsyncIterable<string> {
  const fd = openSync(file, 'r');
  const magic = Buffer.alloc(2);
  try {
    readSync(fd, magic, 0, 2, 0);
  } finally {
    closeSync(fd);
  }
  const raw = createReadStream(file);
  const input = magic[0] === 0x1f && magic[1] === 0x8b ? raw.pipe(createGunzip()) : raw;
  // A gunzip error does not reach readline by itself.
  raw.on('error', (error) => input.destroy(error));
  return createInterface({ input, crlfDelay: Infinity });
}

function parseJson(line: string, what: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new BackupError(`The backup's ${what} is not JSON: the file is damaged.`);
  }
}

/** Reads the first line of a backup. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  for await (const line of readLines(file)) {
    const parsed = headerSchema.safeParse(parseJson(line, 'first line'));
    if (!parsed.success) throw new BackupError(`${file} is not a Tulia backup (no valid header).`);
    if (parsed.data.format_version !== BACKUP_FORMAT_VERSION) {
      throw new BackupError(`${file} has backup format ${parsed.data.format_version}; this version reads format ${BACKUP_FORMAT_VERSION}.`);
    }
    return parsed.data;
  }
  throw new BackupError(`${file} is empty.`);
}

/** Recomputes the checksum of every line before the footer and compares it with the footer's. */
export async function verifyBackup(file: string): Promise<z.infer<typeof footerSchema>> {
  const hash = createHash('sha256');
  let pending: string | undefined;
  let lines = 0;
  for await (const line of readLines(file)) {
    if (pending !== undefined) hash.update(`${pending}\n`);
    pending = line;
    lines += 1;
  }
  const footer = pending === undefined ? undefined : footerSchema.safeParse(parseJson(pending, 'last line'));
  if (!footer?.success) throw new BackupError(`${file} is incomplete: its last line is not the checksum footer.`);
  if (footer.data.rows !== lines - 2) throw new BackupError(`${file} is damaged: the footer counts ${footer.data.rows} rows, the file holds ${lines - 2}.`);
  if (hash.digest('hex') !== footer.data.sha256) throw new BackupError(`${file} is damaged: its checksum does not match its content.`);
  return footer.data;
}

export interface RestoreOptions {
  /** Replace the content of a database that is not empty. */
  force?: boolean;
}

export interface RestoreSummary {
  migration: MigrationVersion;
  tables: Record<string, number>;
  rows: number;
  /** Whether existing rows were replaced (--force on a non-empty database). */
  replaced: boolean;
}

/** Tables of the database that hold rows. */
export async function nonEmptyTables(db: Database): Promise<string[]> {
  const names: string[] = [];
  for (const table of backupTables()) {
    const [row] = await rawRows<{ found: boolean }>(db, sql`select exists (select 1 from ${id(table.name)}) as found`);
    if (row?.found) names.push(table.name);
  }
  return names;
}

const BATCH_ROWS = 1000;
const BATCH_BYTES = 1 << 20;

/**
 * Restores a backup into a migrated database in one transaction: nothing changes unless all of
 * it went in. Refuses a file of another migration version, a damaged file and, without
 * `force`, a database that already holds rows. Serial sequences continue after the restored
 * rows (and after ids the source had used, so audit entries of deleted records stay unambiguous).
 */
export async function restoreDatabase(db: Database, file: string, options: RestoreOptions = {}): Promise<RestoreSummary> {
  const header = await readBackupHeader(file);
  const migration = await currentMigration(db);
  if (header.migration.hash !== migration.hash || header.migration.created_at !== migration.created_at) {
    throw new BackupError(
      `The backup was made at migration ${header.migration.tag}; this database and code are at ${migration.tag}. Restore it with the version of the api that made it.`,
    );
  }
  const tables = backupTables();
  const described = header.tables.map((table) => `${table.name}(${table.columns.join(',')})`).join(' ');
  const expected = tables.map((table) => `${table.name}(${table.columns.join(',')})`).join(' ');
  if (described !== expected) throw new BackupError("The backup's tables and columns differ from this schema's.");
  await verifyBackup(file);

  return db.transaction(async (tx) => {
    const existing = await nonEmptyTables(tx);
    if (existing.length > 0 && !options.force) {
      throw new BackupError(
        `The database is not empty (${existing.join(', ')} hold rows). Restore into an empty database, or pass --force to replace its content.`,
      );
    }
    if (existing.length > 0) await tx.execute(sql`truncate table ${list(tables.map((table) => table.name))} restart identity`);

    const inserted = new Map<string, number>(tables.map((table) => [table.name, 0]));
    let position = 0;
    let batch: string[] = [];
    let batchBytes = 0;
    const flush = async () => {
      const table = tables[position];
      if (!table || batch.length === 0) return;
      const overriding = table.identity ? sql` overriding system value` : sql``;
      await tx.execute(
        sql`insert into ${id(table.name)} (${list(table.columns)})${overriding} select ${list(table.columns)} from jsonb_populate_recordset(null::${id(table.name)}, ${`[${batch.join(',')}]`}::jsonb)`,
      );
      inserted.set(table.name, (inserted.get(table.name) ?? 0) + batch.length);
      batch = [];
      batchBytes = 0;
    };

    let lineNumber = 0;
    let footerSeen = false;
    for await (const line of readLines(file)) {
      lineNumber += 1;
      if (lineNumber === 1) continue;
      const parsed = parseJson(line, `line ${lineNumber}`);
      if (typeof parsed !== 'object' || parsed === null) throw new BackupError(`Line ${lineNumber} of the backup is not a row.`);
      if ('end' in parsed) {
        footerSeen = true;
        break;
      }
      if (!('t' in parsed) || !('r' in parsed) || typeof parsed.t !== 'string' || typeof parsed.r !== 'object' || parsed.r === null) {
        throw new BackupError(`Line ${lineNumber} of the backup is not a row.`);
      }
      // Rows come grouped by table, in the header's (dependency) order.
      while (tables[position] && tables[position]?.name !== parsed.t) {
        await flush();
        position += 1;
      }
      if (!tables[position]) throw new BackupError(`Line ${lineNumber}: rows of ${parsed.t} are out of order.`);
      const text = JSON.stringify(parsed.r);
      batch.push(text);
      batchBytes += text.length;
      if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) await flush();
    }
    await flush();
    if (!footerSeen) throw new BackupError('The backup ended before its footer.');

    for (const described of header.tables) {
      if (inserted.get(described.name) !== described.rows) {
        throw new BackupError(`${described.name}: the header announces ${described.rows} rows, the file held ${inserted.get(described.name) ?? 0}.`);
      }
    }
    for (const table of tables) {
      const stored = header.tables.find((described) => described.name === table.name)?.sequences ?? {};
      for (const column of table.serials) {
        // setval(..., false): the next id is exactly this value.
        await tx.execute(
          sql`select setval(pg_get_serial_sequence(${`"${table.name}"`}, ${column}), greatest(coalesce((select max(${id(column)}) from ${id(table.name)}), 0), ${stored[column] ?? 0}::bigint) + 1, false)`,
        );
      }
    }
    return {
      migration,
      tables: Object.fromEntries(inserted),
      rows: [...inserted.values()].reduce((sum, value) => sum + value, 0),
      replaced: existing.length > 0,
    };
  });
}
