import { apiClient } from '@tulia/shared/api-client';
import {
  DEFAULT_PER_PAGE,
  messageResponseSchema,
  therapistResponseSchema,
  therapistsListResponseSchema,
  therapistsSorting,
  type CreateTherapistPayload,
  type UpdateTherapistPayload,
} from '@tulia/shared/contract';
import { defineResource } from '@tulia/shared/resources';

/** The Therapists screen's status filter, in the order it lists them. */
export const THERAPIST_FILTER_STATUSES = ['active', 'pending', 'on_leave', 'inactive'] as const;

const THERAPISTS_PATH = 'admin/therapists';

/** The therapists list: searchable, filtered by status, paged on the server. A therapist is a user too. */
export const therapistsResource = defineResource({
  name: 'therapists',
  path: THERAPISTS_PATH,
  listKey: 'therapists',
  listSchema: therapistsListResponseSchema,
  perPage: DEFAULT_PER_PAGE.other,
  filters: { status: { default: 'all', values: ['all', ...THERAPIST_FILTER_STATUSES] } },
  sorting: therapistsSorting,
  related: ['users'],
});

/** Edit saves the whole form with PUT (docs/decisions.md, "People remote (mfe-admin-users)"); a blank password keeps the current one. */
export const therapistsApi = {
  create: (payload: CreateTherapistPayload) => apiClient.post(THERAPISTS_PATH, payload, { schema: therapistResponseSchema }),
  update: (id: number, payload: UpdateTherapistPayload) => apiClient.put(`${THERAPISTS_PATH}/${id}`, payload, { schema: therapistResponseSchema }),
  remove: (id: number) => apiClient.delete(`${THERAPISTS_PATH}/${id}`, { schema: messageResponseSchema }),
};
