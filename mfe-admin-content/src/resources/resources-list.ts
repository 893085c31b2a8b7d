import {
  RESOURCE_STATUSES,
  RESOURCE_TYPES,
  resourceResponseSchema,
  resourcesListResponseSchema,
  resourcesSorting,
  type ResourceInput,
} from '@tulia/shared/contract';
import { choiceFilter, defineAdminList, recordWrites } from '@tulia/shared/admin';

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
    status: choiceFilter(RESOURCE_STATUSES),
    resource_type: choiceFilter(RESOURCE_TYPES),
  },
  sorting: resourcesSorting,
  // Create and update take the same payload.
  writes: recordWrites<ResourceInput>(resourceResponseSchema),
  texts: {
    caption: 'Resources',
    failure: 'Failed to fetch resources',
    empty: { title: 'No resources found', unfiltered: 'Add the first resource with Add Resource.' },
    noun: 'resources',
    remove: {
      title: 'Delete Resource',
      message: 'Are you sure you want to delete this resource?',
      success: 'Resource Deleted',
      failure: 'Failed to delete resource',
    },
  },
});
