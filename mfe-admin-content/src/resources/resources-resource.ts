import { apiClient } from '@tulia/shared/api-client';
import {
  RESOURCE_STATUSES,
  RESOURCE_TYPES,
  messageResponseSchema,
  resourceResponseSchema,
  resourcesListResponseSchema,
  resourcesSorting,
  type Resource,
  type ResourceInput,
} from '@tulia/shared/contract';
import { defineResource } from '@tulia/shared/resources';

/**
 * Resources, searched (title or description), filtered, sorted and paged on the server. The
 * spec fixes no page size; 20 cards fill a few screens of the grid.
 */
export const resourcesResource = defineResource({
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
});

/** POST /admin/resources, or PUT /admin/resources/{id} when editing: the same payload. */
export async function saveResource(payload: ResourceInput, id?: number): Promise<Resource> {
  const answer =
    id === undefined
      ? await apiClient.post('admin/resources', payload, { schema: resourceResponseSchema })
      : await apiClient.put(`admin/resources/${id}`, payload, { schema: resourceResponseSchema });
  return answer.resource;
}

export async function deleteResource(id: number): Promise<void> {
  await apiClient.delete(`admin/resources/${id}`, { schema: messageResponseSchema });
}
