import {
  DEFAULT_PER_PAGE,
  therapistResponseSchema,
  therapistsListResponseSchema,
  type CreateTherapistPayload,
  type Therapist,
  type TherapistResponse,
  type UpdateTherapistPayload,
} from '@tulia/shared/contract';
import { useServerList } from '@tulia/shared/ui';
import { pagedLoader } from '../common/lists';
import { recordsApi } from '../common/recordsApi';
import type { StatusFilters } from '../common/ServerListView';

const THERAPISTS_PATH = 'admin/therapists';

const loadTherapists = pagedLoader<'therapists', Therapist, StatusFilters>(THERAPISTS_PATH, 'therapists', therapistsListResponseSchema);

/** The therapists list: searchable, filtered by status, paged on the server. */
export function useTherapists() {
  return useServerList<Therapist, StatusFilters>({ perPage: DEFAULT_PER_PAGE.other, initialFilters: { status: 'all' }, load: loadTherapists });
}

/** DECISIONS: Edit saves the whole form with PUT; a blank password keeps the current one. */
export const therapistsApi = recordsApi<CreateTherapistPayload, UpdateTherapistPayload, TherapistResponse>(THERAPISTS_PATH, therapistResponseSchema);
