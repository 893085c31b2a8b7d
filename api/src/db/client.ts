import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { isDatabaseUnavailable } from '../http/errors';
import { migrationsFolder } from '../paths';
import { lockDataDir } from './lock';
import { tightenTree } from './private-files';
import * as schema from './schema';

export type Schema = typeof schema;

/** A Drizzle database or transaction, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

/** Runs raw SQL on either driver: node-postgres answers a QueryResult, PGlite a Results; both carry rows. */
export async function rawRows<T extends Record<string, unknown>>(db: Database, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) return result.rows as T[];
  throw new Error('The database driver answered a raw query without rows.');
}

/** A read run outside Drizzle (DatabaseHandle.arrayRows): its SQL text and, for PostgreSQL, its prepared statement's name. */
export interface ArrayStatement {
  readonly name: string;
  readonly text: string;
}

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: DatabaseKind;
  /**
   * Runs a read and answers each row as the array of its column values, as the driver decodes
   * them, without Drizzle's per-row mapping (for the busiest reads). Select integer, text and
   * boolean columns only: other types (timestamps, dates, bigint) decode differently on each
   * driver. On PostgreSQL the statement is prepared once per connection under its name.
   */
  arrayRows(statement: ArrayStatement, values: unknown[]): Promise<unknown[][]>;
  /** Resolves when the database answers a trivial query within the time limit. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  databasePoolMax?: number;
  /** Called with errors of idle pool connections (a restarted server, a network cut). */
  onPoolError?: (error: Error) => void;
  /**
   * PostgreSQL only: how long a connection attempt or a query may take before it fails (and
   * the request answers 503), so that an unreachable server never hangs requests.
   */
  timeoutMs?: number;
}

/** The default of DatabaseOptions.timeoutMs (DATABASE_TIMEOUT_MS). */
export const DEFAULT_DATABASE_TIMEOUT_MS = 5000;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const lock = lockDataDir(dataDir);
  let client: PGlite | undefined;
  try {
    // relaxedDurability false: a write is on disk before its query resolves, so what the api
    // acknowledged survives a killed process (not a power cut: PGlite does not fsync).
    client = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm }, relaxedDurability: false });
    // PGlite is one session. Compiled to WebAssembly, it evaluates operators (ILIKE above all)
    // tens of times slower than the native server the planner's default costs describe, so it
    // would scan whole tables where the pg_trgm indexes answer in a few milliseconds.
    await client.exec('SET cpu_operator_cost = 0.25');
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    tightenTree(join(dataDir, 'pglite'));
    const opened = client;
    let closed = false;
    return {
      db,
      kind: 'pglite',
      async arrayRows(statement, values) {
        return (await opened.query<unknown[]>(statement.text, values, { rowMode: 'array' })).rows;
      },
      async ping(timeoutMs = 2000) {
        await withTimeout(opened.query('select 1'), timeoutMs, 'The database');
      },
      async close() {
        if (closed) return;
        closed = true;
        try {
          await opened.close();
          tightenTree(join(dataDir, 'pglite'));
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    lock.release();
    throw error;
  }
}

// Serialises migrations when several api instances start together on one server.
const MIGRATION_LOCK_KEY = 727_020_26;

async function openPostgres(options: DatabaseOptions & { databaseUrl: string }): Promise<DatabaseHandle> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_DATABASE_TIMEOUT_MS;
  // Migrations (and the wait for another instance's) may take long: their own connection,
  // without the query timeout of the pool.
  const migrator = new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: timeoutMs });
  migrator.on('error', () => undefined);
  await migrator.connect();
  try {
    await migrator.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePostgres(drizzleNodePostgres({ client: migrator, schema }), { migrationsFolder });
    } finally {
      await migrator.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await migrator.end().catch(() => undefined);
  }
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.databasePoolMax ?? 10,
    // A server that refuses, drops or silently loses connections fails requests within these
    // bounds (503) instead of holding them; the pool reconnects by itself once it is back.
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    keepAlive: true,
    idleTimeoutMillis: 30_000,
  });
  // Without a listener an idle connection's error would crash the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  // The pool listens to its idle connections only: one that breaks while checked out (in a
  // transaction, or leaked) would emit an 'error' nobody hears, and that kills the process.
  // Its query, if any, fails on its own and it leaves the pool when released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzleNodePostgres({ client: pool, schema });
  // drizzle-orm 0.45 sends BEGIN outside the try/finally that releases the pool connection:
  // each BEGIN that fails (connection lost, query timeout) leaks a connection, and after
  // DATABASE_POOL_MAX of them the api stays down after the database is back. Transactions
  // therefore run on a connection checked out here and always released, dropped from the
  // pool when the failure was the connection's.
  const transaction = async <T>(run: Parameters<typeof db.transaction<T>>[0], config?: Parameters<typeof db.transaction<T>>[1]): Promise<T> => {
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      return await drizzleNodePostgres({ client, schema }).transaction(run, config);
    } catch (error) {
      if (isDatabaseUnavailable(error)) failure = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.release(failure);
    }
  };
  db.transaction = transaction;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    async arrayRows(statement, values) {
      return (await pool.query<unknown[]>({ name: statement.name, text: statement.text, values, rowMode: 'array' })).rows;
    },
    async ping(timeoutMs = 2000) {
      await withTimeout(db.execute(sql`select 1`), timeoutMs, 'The database');
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Opens the database (PostgreSQL when a URL is given, else PGlite in dataDir) and migrates it. */
export function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres({ ...options, databaseUrl: options.databaseUrl });
  return openPglite(options.dataDir);
}
