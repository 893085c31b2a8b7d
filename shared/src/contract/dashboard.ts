import { z } from 'zod';
import { timestampSchema } from './common';

/** One line of the audit log: who did what to which record, and when. */
export const activityEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  summary: z.string(),
  at: timestampSchema,
  // The id is null once the admin's account is deleted; the name stays.
  admin: z.object({ id: z.number().int().nullable(), full_name: z.string() }).nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

// The eleven figures of the overview, computed from the data.
export const dashboardOverviewSchema = z.object({
  total_users: z.number().int(),
  new_users_this_month: z.number().int(),
  active_therapists: z.number().int(),
  pending_therapists: z.number().int(),
  active_rafikis: z.number().int(),
  training_rafikis: z.number().int(),
  active_boma_groups: z.number().int(),
  total_boma_groups: z.number().int(),
  published_resources: z.number().int(),
  total_resources: z.number().int(),
  suspended_users: z.number().int(),
});
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;

/**
 * What waits for an admin: pending rafiki applications, pending group suggestions and unread
 * contact messages. The Overview shows them; GET /api/admin/pending-counts answers them alone,
 * cheap enough for the sidebar badges to poll.
 */
export const pendingCountsSchema = z.object({
  rafiki_requests: z.number().int(),
  group_suggestions: z.number().int(),
  unread_messages: z.number().int(),
  /** `high` contact messages waiting for a first response (shown beside the unread count). */
  crisis_messages: z.number().int(),
});
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
