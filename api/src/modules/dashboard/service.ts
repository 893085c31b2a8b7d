import { and, count, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { ActivityEntry, DashboardResponse, PendingCounts } from '@tulia/shared/contract';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { auditLog, bomaGroups, contactMessages, groupSuggestions, rafikis, resources, sessions, therapists, users, waitingCrisisOf } from '../../db/schema';
import { oldestWaitingCrisisAt } from '../contact-messages/triage-stats';
import { entryFields } from '../audit-entries';

const countWhere = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

interface PreparedPending {
  execute(): Promise<{ rafikiRequests: number; groupSuggestions: number; unreadMessages: number; crisisMessages: number }[]>;
}
const pendingStatements = new WeakMap<Database, PreparedPending>();

/**
 * What waits for an admin, in one prepared query: applications in training (Rafiki Requests,
 * the Overview), pending group suggestions, unread contact messages and crisis messages waiting
 * for a first response. Each count reads the
 * (status, …) index of its table.
 */
export async function pendingCounts({ db }: AppContext): Promise<PendingCounts> {
  let statement = pendingStatements.get(db);
  if (!statement) {
    statement = db
      .select({
        rafikiRequests: count(),
        groupSuggestions: sql<number>`(select count(*) from ${groupSuggestions} where ${eq(groupSuggestions.status, 'pending')})`.mapWith(Number),
        unreadMessages: sql<number>`(select count(*) from ${contactMessages} where ${eq(contactMessages.status, 'unread')})`.mapWith(Number),
        // Read from the partial index of waiting crisis messages (polled every 30 s).
        crisisMessages: sql<number>`(select count(*) from ${contactMessages} where ${waitingCrisisOf(contactMessages)})`.mapWith(Number),
      })
      .from(rafikis)
      .where(eq(rafikis.status, 'training'))
      .prepare('pending_counts');
    pendingStatements.set(db, statement);
  }
  const [row] = await statement.execute();
  return {
    rafiki_requests: row?.rafikiRequests ?? 0,
    group_suggestions: row?.groupSuggestions ?? 0,
    unread_messages: row?.unreadMessages ?? 0,
    crisis_messages: row?.crisisMessages ?? 0,
  };
}

/** GET /api/admin/dashboard: the overview's eleven figures from the data, the audit log's recent activity and what waits for an admin. */
export async function dashboardOverview(ctx: AppContext): Promise<DashboardResponse> {
  const { db } = ctx;
  const monthStart = new Date();
  monthStart.setUTCDate(1);
  monthStart.setUTCHours(0, 0, 0, 0);
  const [[people], [therapy], [peers], [groups], [library], pending, [activeSessions], activity, oldestCrisis] = await Promise.all([
    db
      .select({
        total: count(),
        newThisMonth: countWhere(sql`${gte(users.createdAt, monthStart)}`),
        suspended: countWhere(sql`${eq(users.status, 'suspended')}`),
      })
      .from(users),
    db.select({ active: countWhere(sql`${eq(therapists.status, 'active')}`), pending: countWhere(sql`${eq(therapists.status, 'pending')}`) }).from(therapists),
    db.select({ active: countWhere(sql`${eq(rafikis.status, 'active')}`), training: countWhere(sql`${eq(rafikis.status, 'training')}`) }).from(rafikis),
    db.select({ total: count(), active: countWhere(sql`${eq(bomaGroups.status, 'active')}`) }).from(bomaGroups),
    db.select({ total: count(), published: countWhere(sql`${eq(resources.isActive, true)}`) }).from(resources),
    pendingCounts(ctx),
    db
      .select({ value: count() })
      .from(sessions)
      .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()))),
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        summary: auditLog.summary,
        at: auditLog.at,
        adminId: auditLog.adminId,
        // The name at the time is kept on the entry, so a deleted admin's actions still say who.
        adminName: sql<string | null>`coalesce(${users.fullName}, ${auditLog.actorName})`,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.adminId))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(10),
    oldestWaitingCrisisAt(db),
  ]);
  const recent: ActivityEntry[] = activity.map((row) => ({
    ...entryFields(row),
    admin: row.adminName !== null && row.adminName !== '' ? { id: row.adminId, full_name: row.adminName } : null,
  }));
  return {
    total_users: people?.total ?? 0,
    new_users_this_month: people?.newThisMonth ?? 0,
    active_therapists: therapy?.active ?? 0,
    pending_therapists: therapy?.pending ?? 0,
    active_rafikis: peers?.active ?? 0,
    training_rafikis: peers?.training ?? 0,
    active_boma_groups: groups?.active ?? 0,
    total_boma_groups: groups?.total ?? 0,
    published_resources: library?.published ?? 0,
    total_resources: library?.total ?? 0,
    suspended_users: people?.suspended ?? 0,
    recent_activity: recent,
    pending,
    oldest_waiting_crisis_at: oldestCrisis,
    platform_health: {
      database: 'up',
      uptime_seconds: Math.floor((Date.now() - ctx.startedAt) / 1000),
      active_sessions: activeSessions?.value ?? 0,
    },
  };
}
