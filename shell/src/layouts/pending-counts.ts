import { apiClient } from '@tulia/shared/api-client';
import { pendingCountsSchema, type PendingCounts } from '@tulia/shared/contract';
import { adminLayer } from '../admin/admin-layer';

/** How often the sidebar asks what waits (the cache also asks when the window regains focus). */
export const PENDING_COUNTS_INTERVAL_MS = 30_000;

/**
 * What waits for an admin (GET /api/admin/pending-counts), under the shared pending-counts key that
 * every admin change invalidates: a review or a reply updates the badges at once, and a message
 * sent from the public form shows within 30 s or as soon as the admin comes back to the tab.
 */
export function usePendingCounts() {
  const { useAdminQuery, sharedKeys } = adminLayer();
  return useAdminQuery(sharedKeys.pendingCounts, (signal) => apiClient.get('admin/pending-counts', { schema: pendingCountsSchema, signal }), {
    refetchInterval: PENDING_COUNTS_INTERVAL_MS,
  });
}

export interface PendingBadge {
  count: keyof PendingCounts;
  /** What the number counts, for the link's accessible name ('3 pending'). */
  noun: 'pending' | 'unread';
}

/** The sidebar entries that carry a count of waiting work. */
export const pendingBadges: Readonly<Record<string, PendingBadge>> = {
  '/admin/rafiki-requests': { count: 'rafiki_requests', noun: 'pending' },
  '/admin/group-suggestions': { count: 'group_suggestions', noun: 'pending' },
  '/admin/contact-messages': { count: 'unread_messages', noun: 'unread' },
};

/** The badge of a sidebar entry: none without counts (loading or failed), none at 0. */
export function pendingBadgeOf(path: string, counts: PendingCounts | undefined): { count: number; label: string } | null {
  const badge = pendingBadges[path];
  if (!badge || !counts) return null;
  const count = counts[badge.count];
  return count > 0 ? { count, label: `${count} ${badge.noun}` } : null;
}

/** The Contact Messages queue filtered to high risk (the list's own address key). */
export const CRISIS_QUEUE_PATH = '/admin/contact-messages?risk=high';

/**
 * Crisis messages waiting for a first response, beside the Contact Messages unread badge
 * (the same poll): none without counts, none at 0.
 */
export function crisisBadgeOf(path: string, counts: PendingCounts | undefined): { count: number; label: string } | null {
  if (path !== '/admin/contact-messages' || !counts || counts.crisis_messages <= 0) return null;
  return { count: counts.crisis_messages, label: `${counts.crisis_messages} crisis waiting` };
}
