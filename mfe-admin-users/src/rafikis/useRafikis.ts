import {
  DEFAULT_PER_PAGE,
  rafikiResponseSchema,
  rafikisListResponseSchema,
  type CreateRafikiPayload,
  type Rafiki,
  type RafikiResponse,
  type UpdateRafikiInput,
} from '@tulia/shared/contract';
import { useServerList } from '@tulia/shared/ui';
import { pagedLoader } from '../common/lists';
import { recordsApi } from '../common/recordsApi';
import type { StatusFilters } from '../common/ServerListView';

export const RAFIKIS_PATH = 'admin/rafikis';

/** GET /rafikis with a list's query (search, status, page); Rafiki Requests uses it too. */
export const loadRafikis = pagedLoader<'rafikis', Rafiki, StatusFilters>(RAFIKIS_PATH, 'rafikis', rafikisListResponseSchema);

/** The rafikis list: searchable, filtered by status, paged on the server. */
export function useRafikis() {
  return useServerList<Rafiki, StatusFilters>({ perPage: DEFAULT_PER_PAGE.other, initialFilters: { status: 'all' }, load: loadRafikis });
}

/** PUT /rafikis/{id} changes the status (approve, reject) with its note or reason. */
export const rafikisApi = recordsApi<CreateRafikiPayload, UpdateRafikiInput, RafikiResponse>(RAFIKIS_PATH, rafikiResponseSchema);
