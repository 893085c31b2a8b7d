import type { SearchParams } from '@tulia/shared/api-client';
import type { ResourceDefinition } from './resource';

/** Cache keys: everything about a resource sits under its name, so one invalidation refreshes it all. */
export const resourceKey = (resource: Pick<ResourceDefinition<unknown>, 'name'> | string) => [typeof resource === 'string' ? resource : resource.name] as const;

export const listKey = (resource: Pick<ResourceDefinition<unknown>, 'name'>, params: SearchParams) => [resource.name, 'list', params] as const;

/** Answers that any admin change may move: the sidebar's pending counts, the overview, the audit log. */
export const SIDE_EFFECT_KEYS = ['pending-counts', 'dashboard', 'audit-log'] as const;
