import { apiClient } from '@tulia/shared/api-client';
import {
  messageResponseSchema,
  resourceResponseSchema,
  resourcesListResponseSchema,
  type Resource,
  type ResourceInput,
} from '@tulia/shared/contract';
import { useServerList } from '@tulia/shared/ui';

/** The spec fixes no page size for resources; 20 cards fill a few screens of the grid. */
export const RESOURCES_PER_PAGE = 20;

export interface ResourceFilters extends Record<string, string> {
  status: string;
  resource_type: string;
}

const noFilters: ResourceFilters = { status: 'all', resource_type: 'all' };

/** GET /admin/resources, searched (title or description), filtered and paged on the server. */
export function useResources() {
  return useServerList<Resource, ResourceFilters>({
    perPage: RESOURCES_PER_PAGE,
    initialFilters: noFilters,
    load: async ({ page, perPage, search, filters }, signal) => {
      const answer = await apiClient.get('admin/resources', {
        schema: resourcesListResponseSchema,
        searchParams: { page, per_page: perPage, search, status: filters.status, resource_type: filters.resource_type },
        signal,
      });
      return { items: answer.resources, total: answer.total };
    },
  });
}

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
