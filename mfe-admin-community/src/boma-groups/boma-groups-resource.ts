import { apiClient } from '@tulia/shared/api-client';
import {
  BOMA_GROUP_STATUSES,
  DEFAULT_PER_PAGE,
  GROUP_CATEGORIES,
  bomaGroupResponseSchema,
  bomaGroupsListResponseSchema,
  bomaGroupsSorting,
  messageResponseSchema,
  type BomaGroup,
  type CreateBomaGroupPayload,
  type UpdateBomaGroupPayload,
} from '@tulia/shared/contract';
import { defineResource } from '@tulia/shared/resources';

/** Boma Groups: 20 cards per page, searched, filtered and sorted on the server. */
export const bomaGroupsResource = defineResource({
  name: 'boma-groups',
  path: 'admin/boma-groups',
  listKey: 'boma_groups',
  listSchema: bomaGroupsListResponseSchema,
  perPage: DEFAULT_PER_PAGE.boma_groups,
  filters: {
    status: { default: 'all', values: ['all', ...BOMA_GROUP_STATUSES] },
    category: { default: 'all', values: ['all', ...GROUP_CATEGORIES] },
  },
  sorting: bomaGroupsSorting,
});

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
