import { z } from 'zod';
import { countsSchema } from './common';
import { auditEntryFields } from './audit-log';

/** One line of the audit log: who did what to which record, and when. */
export const activityEntrySchema = z.object({
  ...auditEntryFields,
  // The id is null once the admin's account is deleted; the name stays.
  admin: z.object({ id: z.number().int().nullable(), full_name: z.string() }).nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

// The eleven figures of the overview, computed from the data.
export const dashboardOverviewSchema = countsSchema([
  'total_users',
  'new_users_this_month',
  'active_therapists',
  'pending_therapists',
  'active_rafikis',
  'training_rafikis',
  'active_boma_groups',
  'total_boma_groups',
  'published_resources',
  'total_resources',
  'suspended_users',
]);

/**
 * What waits for an admin: pending rafiki applications, pending group suggestions and unread
 * contact messages. The Overview shows them; GET /api/admin/pending-counts answers them alone,
 * cheap enough for the sidebar badges to poll.
 */
export const pendingCountsSchema = countsSchema([
  'rafiki_requests',
  'group_suggestions',
  'unread_messages',
  // `high` contact messages waiting for a first response (shown beside the unread count).
  'crisis_messages',
]);
export type PendingCounts = z.infer<typeof pendingCountsSchema>;

// Real figures where the server has them; no invented numbers.
export const dashboardResponseSchema = dashboardOverviewSchema.extend({
  recent_activity: z.array(activityEntrySchema),
  pending: pendingCountsSchema,
  /** The oldest `high` contact message still waiting for a first response (the Overview names its age). */
  oldest_waiting_crisis_at: z.string().nullable(),
  platform_health: z.object({
    database: z.enum(['up', 'down']),
    uptime_seconds: z.number().int(),
    active_sessions: z.number().int(),
  }),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
