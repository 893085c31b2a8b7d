import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { lockDataDir } from './lock';
import * as schema from './schema';

export type Schema = typeof schema;

/** A Drizzle database or transaction, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: DatabaseKind;
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
}

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
    const opened = client;
    let closed = false;
    return {
      db,
      kind: 'pglite',
      async ping(timeoutMs = 2000) {
        await withTimeout(opened.query('select 1'), timeoutMs, 'The database');
      },
      async close() {
        if (closed) return;
        closed = true;
        try {
          await opened.close();
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
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.databasePoolMax ?? 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // Without a listener an idle connection's error would crash the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  try {
    const connection = await pool.connect();
    try {
      await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migrateNodePostgres(drizzleNodePostgres({ client: connection, schema }), { migrationsFolder });
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    } finally {
      connection.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  const db = drizzleNodePostgres({ client: pool, schema });
  let closed = false;
  return {
    db,
    kind: 'postgres',
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
