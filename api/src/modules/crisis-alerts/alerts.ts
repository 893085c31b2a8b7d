import { and, count, eq, gt, inArray, isNull, lte, min, ne, or, sql, type SQL } from 'drizzle-orm';
import type { RiskLevel } from '@tulia/shared/contract';
import type { AppContext } from '../../context';
import { rawRows, type Database } from '../../db/client';
import { contactMessages, crisisAlertRecipients, waitingCrisisOf } from '../../db/schema';
import { loggableError } from '../../http/errors';
import { isOutOfHours } from '../../support-hours';
import { backOfficeLink, renderAlert, type AlertReason } from './mail';

// Out-of-hours on-call alerts of `high` contact messages (docs/crisis-triage.md, On-call alerts).
//
// An alert is an outbox mail of kind `crisis_alert`, written in the transaction that stores the
// message (or in the sweep's), so the outbox's once-only delivery holds across api instances.
// Each address is alerted at most once per ALERT_LIMIT: its row in crisis_alert_recipients is
// claimed with an upsert that locks it, so two instances storing urgent messages at the same
// moment cannot both alert one address. Addresses are always locked in sorted order (no deadlock
// between two transactions claiming several). What arrives within an address's limit is counted
// in its next alert, sent by the sweep once the limit has passed.

/** At most one alert per address in this time. */
export const ALERT_LIMIT_MS = 15 * 60_000;
/** An alert nobody acknowledged in this time goes to the secondary list. */
export const ESCALATION_AFTER_MS = 30 * 60_000;

type Message = { id: number; risk_level: RiskLevel; created_at: Date };

/**
 * The on-call hook of a newly stored contact message, called by the contact form's submission
 * in the same transaction as the insert. A `high` message that arrives out of staffed hours,
 * with CRISIS_ONCALL_EMAILS set, marks the message alerted and writes one alert per address
 * (within each address's limit). Nothing in staffed hours, nothing below `high`.
 */
export async function alertOnCallIfNeeded(tx: Database, ctx: AppContext, message: Message): Promise<void> {
  await alertOnCall(tx, ctx, message, message.created_at);
}

/** As alertOnCallIfNeeded, at the time `now` (tests drive the clock). Answers the addresses alerted now. */
export async function alertOnCall(tx: Database, ctx: AppContext, message: Message, now: Date): Promise<string[]> {
  const { primary } = ctx.config.crisisOncall;
  if (message.risk_level !== 'high' || primary.length === 0) return [];
  if (!isOutOfHours(ctx.config, message.created_at)) return [];
  await tx.update(contactMessages).set({ oncallAlertedAt: now }).where(eq(contactMessages.id, message.id));
  const alerted: string[] = [];
  for (const address of sorted(primary)) {
    if (await alertAddress(tx, ctx, address, 'arrival', message.created_at, now)) alerted.push(address);
  }
  return alerted;
}

function sorted(addresses: readonly string[]): string[] {
  return [...new Set(addresses)].sort();
}

/**
 * Takes the address's turn: true (and last_alerted_at = now) when it was last alerted at least
 * ALERT_LIMIT ago or never. ON CONFLICT DO UPDATE locks the existing row even when its WHERE is
 * false, and re-reads the newest version of it, so a concurrent claim waits and then sees this one.
 */
async function claimAddress(tx: Database, address: string, now: Date): Promise<boolean> {
  const claimed = await tx
    .insert(crisisAlertRecipients)
    .values({ address, lastAlertedAt: now })
    .onConflictDoUpdate({
      target: crisisAlertRecipients.address,
      set: { lastAlertedAt: now },
      setWhere: lte(crisisAlertRecipients.lastAlertedAt, new Date(now.getTime() - ALERT_LIMIT_MS)),
    })
    .returning({ address: crisisAlertRecipients.address });
  return claimed.length > 0;
}

/** `high` messages waiting for a first response (not closed): how many, and since when the oldest. */
async function waitingCrisis(tx: Database): Promise<{ waiting: number; oldest: Date | null }> {
  const [row] = await tx
    .select({ waiting: count(), oldest: min(contactMessages.createdAt) })
    .from(contactMessages)
    .where(waitingCrisisOf(contactMessages));
  return { waiting: row?.waiting ?? 0, oldest: row?.oldest ?? null };
}

/** Claims the address and, when it is its turn, writes its alert to the outbox. */
async function alertAddress(tx: Database, ctx: AppContext, address: string, reason: AlertReason, since: Date, now: Date): Promise<boolean> {
  if (!(await claimAddress(tx, address, now))) return false;
  const { waiting, oldest } = await waitingCrisis(tx);
  const mail = renderAlert({
    reason,
    since,
    // The message that caused the alert is counted even if it was answered in the meantime.
    waiting: Math.max(waiting, 1),
    oldestWaitingSince: waiting > 1 ? oldest : null,
    link: backOfficeLink(ctx.config.appUrl),
    escalationMinutes: ESCALATION_AFTER_MS / 60_000,
    limitMinutes: ALERT_LIMIT_MS / 60_000,
  });
  await ctx.mailer.enqueue(tx, { to: address, kind: 'crisis_alert', subject: mail.subject, body: mail.body });
  return true;
}

/** An alerted message nobody has taken in hand: not acknowledged, not answered, not closed, still `high`. */
function unhandled(): SQL {
  return and(
    eq(contactMessages.riskLevel, 'high'),
    isNull(contactMessages.oncallAcknowledgedAt),
    isNull(contactMessages.firstResponseAt),
    ne(contactMessages.status, 'closed'),
  ) as SQL;
}

/** Advisory lock of the sweep (next to the migration, registration, seed and retention locks). */
export const CRISIS_SWEEP_LOCK_KEY = 727_020_35;

export interface SweepResult {
  /** Another instance held the lock, or it is staffed time: nothing was looked at. */
  skipped: boolean;
  /** Messages escalated to the secondary list in this pass. */
  escalated: number;
  /** Alerts written (one per address). */
  alerts: number;
}

/**
 * One pass of the sweep, at the time `now`. Out of staffed hours only (in staffed hours the
 * queue itself puts these messages first). In one transaction under a try-advisory lock:
 *  1. alerted messages still unhandled ESCALATION_AFTER later are marked escalated (once per
 *     message, rows locked with SKIP LOCKED) and each secondary address is alerted;
 *  2. an address whose limit has passed gets a follow-up when messages it should know of came
 *     after its last alert (primary: alerted since; secondary: escalated since) and are unhandled.
 */
export async function sweepCrisisAlerts(ctx: AppContext, now: Date = new Date()): Promise<SweepResult> {
  const { primary, secondary } = ctx.config.crisisOncall;
  if (primary.length === 0 || !isOutOfHours(ctx.config, now)) return { skipped: true, escalated: 0, alerts: 0 };
  return ctx.db.transaction(async (tx) => {
    const [lock] = await rawRows<{ locked: unknown }>(tx, sql`select pg_try_advisory_xact_lock(${CRISIS_SWEEP_LOCK_KEY}) as locked`);
    if (lock?.locked !== true) return { skipped: true, escalated: 0, alerts: 0 };

    let escalated: { id: number; createdAt: Date }[] = [];
    if (secondary.length > 0) {
      const due = tx
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(
          and(
            unhandled(),
            lte(contactMessages.oncallAlertedAt, new Date(now.getTime() - ESCALATION_AFTER_MS)),
            isNull(contactMessages.oncallSecondaryAlertedAt),
          ),
        )
        .for('update', { skipLocked: true });
      escalated = await tx
        .update(contactMessages)
        .set({ oncallSecondaryAlertedAt: now })
        .where(inArray(contactMessages.id, due))
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    }
    const oldestEscalated = escalated.reduce<Date | null>((oldest, row) => (oldest && oldest <= row.createdAt ? oldest : row.createdAt), null);

    const last = new Map(
      (
        await tx
          .select()
          .from(crisisAlertRecipients)
          .where(inArray(crisisAlertRecipients.address, sorted([...primary, ...secondary])))
      ).map((row) => [row.address, row.lastAlertedAt]),
    );
    let alerts = 0;
    for (const address of sorted([...primary, ...secondary])) {
      if (oldestEscalated && secondary.includes(address)) {
        if (await alertAddress(tx, ctx, address, 'escalation', oldestEscalated, now)) alerts += 1;
        continue;
      }
      const lastAlerted = last.get(address);
      if (!lastAlerted || lastAlerted.getTime() > now.getTime() - ALERT_LIMIT_MS) continue;
      const since = await oldestPendingFor(tx, lastAlerted, primary.includes(address), secondary.includes(address));
      if (since && (await alertAddress(tx, ctx, address, 'follow_up', since, now))) alerts += 1;
    }
    return { skipped: false, escalated: escalated.length, alerts };
  });
}

/** The oldest unhandled message the address should hear of that came after its last alert, or null. */
async function oldestPendingFor(tx: Database, lastAlerted: Date, isPrimary: boolean, isSecondary: boolean): Promise<Date | null> {
  const after = or(
    isPrimary ? gt(contactMessages.oncallAlertedAt, lastAlerted) : undefined,
    isSecondary ? gt(contactMessages.oncallSecondaryAlertedAt, lastAlerted) : undefined,
  );
  const [row] = await tx
    .select({ oldest: min(contactMessages.createdAt) })
    .from(contactMessages)
    .where(and(unhandled(), after));
  return row?.oldest ?? null;
}

export interface CrisisSweepLog {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

export interface CrisisSweepJob {
  /** Resolves once a pass under way has finished. */
  stop(): Promise<void>;
}

/**
 * Runs the sweep in this instance every intervalMs (each instance runs it; the advisory lock
 * lets one at a time work). Passes never overlap within an instance; a failed pass is logged
 * with its error only (never a message's content) and retried at the next tick.
 */
export function startCrisisAlertSweep(ctx: AppContext, log: CrisisSweepLog, intervalMs = 60_000): CrisisSweepJob {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = sweepCrisisAlerts(ctx)
      .then((result) => {
        if (result.alerts > 0) {
          log.info({ crisisAlerts: { alerts: result.alerts, escalated: result.escalated } }, 'crisis alerts: on-call alerts written to the outbox');
          ctx.mailer.wake();
        }
      })
      .catch((error: unknown) => log.warn({ err: loggableError(error) }, 'crisis alert sweep failed; retried at the next interval'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
