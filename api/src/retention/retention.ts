import { and, asc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../audit/log';
import type { RetentionSettings } from '../config';
import { rawRows, type Database } from '../db/client';
import { auditLog, contactMessages, outbox } from '../db/schema';
import { loggableError } from '../http/errors';
import { countOf } from '../modules/plural';

/** Advisory lock of the retention job (next to the migration, registration and seed locks). */
export const RETENTION_LOCK_KEY = 727_020_29;

/** Rows deleted per transaction: a long backlog never holds locks for long. */
export const RETENTION_BATCH = 500;

const DAY_MS = 24 * 3600_000;

/** How many rows one run deleted, per kind: counts only, never what they held. */
export interface RetentionCounts {
  closedContactMessages: number;
  outboxMail: number;
  auditEntries: number;
}

export type RetentionRun = RetentionCounts & {
  /** Another instance held the lock: this one left the work to it. */
  skipped: boolean;
};

interface Rule {
  key: keyof RetentionCounts;
  table: PgTable;
  id: PgColumn;
  expired: (now: Date) => SQL | undefined;
}

function rules(settings: RetentionSettings): Rule[] {
  const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
  return [
    {
      key: 'closedContactMessages',
      table: contactMessages,
      id: contactMessages.id,
      // Closing is the message's last change, so updated_at is when it was closed.
      expired: (now) => and(eq(contactMessages.status, 'closed'), lt(contactMessages.updatedAt, before(now, settings.closedMessagesDays))),
    },
    {
      key: 'outboxMail',
      table: outbox,
      id: outbox.id,
      // A mail a worker is delivering right now stays until its lease ends.
      expired: (now) => and(lt(outbox.createdAt, before(now, settings.outboxDays)), or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, now))),
    },
    { key: 'auditEntries', table: auditLog, id: auditLog.id, expired: (now) => lt(auditLog.at, before(now, settings.auditLogDays)) },
  ];
}

async function holdsLock(db: Database): Promise<boolean> {
  const [row] = await rawRows<{ locked: unknown }>(db, sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}) as locked`);
  return row?.locked === true;
}

/**
 * One retention run: deletes closed contact messages, outbox mail and audit entries older than
 * their settings, in batches. Safe with several api instances: every batch runs in a
 * transaction holding a transaction-level advisory lock; an instance that cannot take it
 * stops (another is purging). A run that deleted anything writes one audit entry with the counts.
 */
export async function applyRetention(db: Database, settings: RetentionSettings, now = new Date()): Promise<RetentionRun> {
  const counts: RetentionCounts = { closedContactMessages: 0, outboxMail: 0, auditEntries: 0 };
  for (const rule of rules(settings)) {
    for (;;) {
      const batch = await db.transaction(async (tx) => {
        if (!(await holdsLock(tx))) return null;
        const due = tx.select({ id: rule.id }).from(rule.table).where(rule.expired(now)).orderBy(asc(rule.id)).limit(RETENTION_BATCH);
        const deleted = await tx.delete(rule.table).where(inArray(rule.id, due)).returning({ id: rule.id });
        return deleted.length;
      });
      if (batch === null) return { ...counts, skipped: true };
      counts[rule.key] += batch;
      if (batch < RETENTION_BATCH) break;
    }
  }
  const total = counts.closedContactMessages + counts.outboxMail + counts.auditEntries;
  if (total > 0) {
    await recordAudit(db, { adminId: null, action: 'purge', entity: 'retention', entityId: null, summary: retentionSummary(counts, settings) });
  }
  return { ...counts, skipped: false };
}

/** "Retention: deleted 2 closed contact messages (over 180 days), …": counts, no personal data. */
export function retentionSummary(counts: RetentionCounts, settings: RetentionSettings): string {
  const parts = [
    `${countOf(counts.closedContactMessages, 'closed contact message')} (over ${settings.closedMessagesDays} days)`,
    `${countOf(counts.outboxMail, 'mail')} (over ${settings.outboxDays} days)`,
    `${countOf(counts.auditEntries, 'audit entry', 'audit entries')} (over ${settings.auditLogDays} days)`,
  ];
  return `Retention: deleted ${parts.join(', ')}`;
}

export interface RetentionJob {
  /** Resolves once a run under way has finished. */
  stop(): Promise<void>;
  /** When this instance last finished a run (not one skipped for another instance's), or null. */
  readonly lastSuccessAt: Date | null;
}

/**
 * Runs the retention job in this instance: once now, then every intervalMs. Runs never overlap
 * within an instance, and a failed run is logged (without data) and retried at the next tick.
 */
export function startRetention(db: Database, settings: RetentionSettings, log: FastifyBaseLogger): RetentionJob {
  let running: Promise<void> | null = null;
  let stopped = false;
  // Kept in memory for the metrics (docs/operations.md): the alert takes the newest over instances.
  let lastSuccessAt: Date | null = null;
  const run = () => {
    if (running || stopped) return;
    running = applyRetention(db, settings)
      .then((result) => {
        const { skipped, ...counts } = result;
        if (skipped) {
          log.debug('retention: another instance is running it');
          return;
        }
        lastSuccessAt = new Date();
        if (counts.closedContactMessages + counts.outboxMail + counts.auditEntries > 0) log.info({ retention: counts }, 'retention: expired rows deleted');
      })
      .catch((error: unknown) => log.warn({ err: loggableError(error) }, 'retention run failed; retried at the next interval'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, settings.intervalMs);
  timer.unref();
  run();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
    get lastSuccessAt() {
      return lastSuccessAt;
    },
  };
}
