import pg from 'pg';
import { Gauge, type Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client';

/** The node-postgres pool under the Drizzle database (Drizzle keeps it as `$client`), or null on PGlite. */
export function poolOf(database: DatabaseHandle): pg.Pool | null {
  const client: unknown = '$client' in database.db ? database.db.$client : undefined;
  return client instanceof pg.Pool ? client : null;
}

/**
 * The database connections, read when scraped (the pool keeps the counts: no query). PostgreSQL:
 * the pool's open, idle and waiting figures and its size. PGlite runs in the process as one
 * session: one connection, of one, and no idle or waiting figure to tell.
 */
export function recordDatabasePool(registry: Registry, database: DatabaseHandle): void {
  const pool = poolOf(database);
  new Gauge({
    name: 'tulia_db_pool_connections',
    help: 'Database connections of this instance: total (open), idle, and waiting (requests queued for one; PostgreSQL only)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!pool) {
        this.set({ state: 'total' }, 1);
        return;
      }
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'tulia_db_pool_max_connections',
    help: 'The most database connections this instance opens (DATABASE_POOL_MAX; 1 on PGlite)',
    registers: [registry],
    collect() {
      // node-postgres's own default size is 10.
      this.set(pool ? (pool.options.max ?? 10) : 1);
    },
  });
}
