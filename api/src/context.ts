import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { SessionGuard } from './auth/guard';
import type { Mailer } from './mail/mailer';
import type { CountCache } from './modules/count-cache';

/** What every route and service of the api works with. */
export interface AppContext {
  readonly config: Config;
  readonly database: DatabaseHandle;
  readonly db: Database;
  readonly mailer: Mailer;
  readonly guard: SessionGuard;
  /** Totals of list searches (cleared by every write of this process). */
  readonly counts: CountCache;
  /** When the process started serving, for the uptime figure. */
  readonly startedAt: number;
}

/** A service of the api: built with the app's context, it works on the context's database. */
export abstract class ContextService {
  constructor(protected readonly ctx: AppContext) {}

  protected get db(): Database {
    return this.ctx.db;
  }
}
