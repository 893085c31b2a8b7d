import type { SearchParams } from '@tulia/shared/api-client';
import type { AdminListDefinition } from './admin-list';

/** Cache keys: everything about a resource sits under its name, so one invalidation refreshes it all. */
export const adminListKey = (resource: Pick<AdminListDefinition<unknown>, 'name'> | string) =>
  [typeof resource === 'string' ? resource : resource.name] as const;

export const listKey = (resource: Pick<AdminListDefinition<unknown>, 'name'>, params: SearchParams) => [resource.name, 'list', params] as const;

/**
 * Answers that any admin change may move, read by the shell (the sidebar's pending counts, the
 * overview) and by the screens (the audit log, a record's history): every reader starts its key
 * here, so the invalidation after a change and the readers cannot drift apart.
 */
export const sharedKeys = {
  pendingCounts: ['pending-counts'],
  dashboard: ['dashboard'],
  auditLog: ['audit-log'],
} as const;

export const SIDE_EFFECT_KEYS = Object.values(sharedKeys).map(([name]) => name);
