import { and, count, isNotNull, lt, lte, min, sql, type SQL } from 'drizzle-orm';
import { type ContactTriageStats, type RiskLevel, type TierTargetStats } from '@tulia/shared/contract';
import type { Database } from '../../db/client';
import { contactMessages, waitingCrisisOf } from '../../db/schema';
import { isoOrNull } from '../common';
import { isWaiting } from './message-rows';

// The response-target figures of the Contact Messages statistics (docs/crisis-triage.md).

const countWhere = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The oldest `high` message still waiting for a first response (the partial index answers it). */
export async function oldestWaitingCrisisAt(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ at: min(contactMessages.createdAt) })
    .from(contactMessages)
    .where(waitingCrisisOf(contactMessages));
  return isoOrNull(row?.at ?? null);
}

const emptyTier = (): TierTargetStats => ({
  total: 0,
  waiting: 0,
  overdue: 0,
  responded: 0,
  responded_within_target: 0,
  within_target_share: null,
  median_first_response_minutes: null,
});

/**
 * Per tier: how many, how many wait (no first response, not closed) and of those how many are
 * past due, how many were answered and how many by their due time, the share within target
 * (among the answered and the overdue: a message whose due time has not come yet is neither
 * a hit nor a miss) and the median minutes to a first response.
 */
export async function triageStats(db: Database, now = new Date()): Promise<ContactTriageStats> {
  const responded = isNotNull(contactMessages.firstResponseAt);
  const overdue = and(isWaiting, lt(contactMessages.dueAt, now));
  const [rows, [missed], oldest] = await Promise.all([
    db
      .select({
        level: contactMessages.riskLevel,
        total: count(),
        waiting: countWhere(isWaiting),
        overdue: countWhere(overdue),
        responded: countWhere(responded),
        withinTarget: countWhere(and(responded, lte(contactMessages.firstResponseAt, contactMessages.dueAt))),
        medianMinutes: sql<
          number | null
        >`percentile_cont(0.5) within group (order by extract(epoch from ${contactMessages.firstResponseAt} - ${contactMessages.createdAt}) / 60) filter (where ${responded})`.mapWith(
          (value: unknown) => (value === null ? null : Number(value)),
        ),
      })
      .from(contactMessages)
      .groupBy(contactMessages.riskLevel),
    db.select({ value: countWhere(sql`${contactMessages.riskMissed}`) }).from(contactMessages),
    oldestWaitingCrisisAt(db),
  ]);
  const tiers: Record<RiskLevel, TierTargetStats> = { high: emptyTier(), elevated: emptyTier(), none: emptyTier() };
  for (const row of rows) {
    const judged = row.responded + row.overdue;
    tiers[row.level] = {
      total: row.total,
      waiting: row.waiting,
      overdue: row.overdue,
      responded: row.responded,
      responded_within_target: row.withinTarget,
      within_target_share: judged === 0 ? null : Math.round((row.withinTarget / judged) * 1000) / 1000,
      median_first_response_minutes: row.medianMinutes === null ? null : Math.round(row.medianMinutes),
    };
  }
  return { ...tiers, missed_flags: missed?.value ?? 0, oldest_waiting_crisis_at: oldest };
}
