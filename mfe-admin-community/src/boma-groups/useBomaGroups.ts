import { apiClient } from '@tulia/shared/api-client';
import {
  DEFAULT_PER_PAGE,
  bomaGroupResponseSchema,
  bomaGroupsListResponseSchema,
  messageResponseSchema,
  type BomaGroup,
  type CreateBomaGroupPayload,
  type UpdateBomaGroupPayload,
} from '@tulia/shared/contract';
import { useServerList } from '@tulia/shared/ui';

export interface BomaGroupFilters extends Record<string, string> {
  status: string;
  category: string;
}

const initialFilters: BomaGroupFilters = { status: 'all', category: 'all' };

/** The Boma Groups list: 20 per page (admin §9), searched and filtered on the server. */
export function useBomaGroups() {
  return useServerList<BomaGroup, BomaGroupFilters>({
    perPage: DEFAULT_PER_PAGE.boma_groups,
    initialFilters,
    load: async ({ page, perPage, search, filters }, signal) => {
      const answer = await apiClient.get('admin/boma-groups', {
        schema: bomaGroupsListResponseSchema,
        searchParams: { page, per_page: perPage, search, status: filters.status, category: filters.category },
        signal,
      });
      return { items: answer.boma_groups, total: answer.total };
    },
  });
}

export async function createBomaGroup(payload: CreateBomaGroupPayload): Promise<BomaGroup> {
  const answer = await apiClient.post('admin/boma-groups', payload, { schema: bomaGroupResponseSchema });
  return answer.boma_group;
}

export async function updateBomaGroup(id: number, payload: UpdateBomaGroupPayload): Promise<BomaGroup> {
  const answer = await apiClient.put(`admin/boma-groups/${id}`, payload, { schema: bomaGroupResponseSchema });
  return answer.boma_group;
}

export async function deleteBomaGroup(id: number): Promise<void> {
  await apiClient.delete(`admin/boma-groups/${id}`, { schema: messageResponseSchema });
}
