import {
  RESOURCE_STATUSES,
  RESOURCE_TYPES,
  messageResponseSchema,
  resourceResponseSchema,
  resourcesListResponseSchema,
  resourcesSorting,
  type ResourceInput,
} from '@tulia/shared/contract';
import { defineAdminList, typedPayload } from '@tulia/shared/admin';

/**
 * Resources, searched (title or description), filtered, sorted and paged on the server. The
 * spec fixes no page size; 20 cards fill a few screens of the grid.
 */
export const resourcesList = defineAdminList({
  name: 'resources',
  path: 'admin/resources',
  listKey: 'resources',
  listSchema: resourcesListResponseSchema,
  perPage: 20,
  filters: {
    status: { default: 'all', values: ['all', ...RESOURCE_STATUSES] },
    resource_type: { default: 'all', values: ['all', ...RESOURCE_TYPES] },
  },
  sorting: resourcesSorting,
  // Create and update take the same payload.
  writes: {
    create: { payload: typedPayload<ResourceInput>(), schema: resourceResponseSchema },
    update: { payload: typedPayload<ResourceInput>(), schema: resourceResponseSchema },
    remove: { schema: messageResponseSchema },
  },
});
