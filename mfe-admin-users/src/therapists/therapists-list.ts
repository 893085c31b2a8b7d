import {
  DEFAULT_PER_PAGE,
  messageResponseSchema,
  therapistResponseSchema,
  therapistsListResponseSchema,
  therapistsSorting,
  type CreateTherapistPayload,
  type UpdateTherapistPayload,
} from '@tulia/shared/contract';
import { defineAdminList, typedPayload } from '@tulia/shared/admin';

/** The Therapists screen's status filter, in the order it lists them. */
export const THERAPIST_FILTER_STATUSES = ['active', 'pending', 'on_leave', 'inactive'] as const;

/** The therapists list: searchable, filtered by status, paged on the server. A therapist is a user too. */
export const therapistsList = defineAdminList({
  name: 'therapists',
  path: 'admin/therapists',
  listKey: 'therapists',
  listSchema: therapistsListResponseSchema,
  perPage: DEFAULT_PER_PAGE.other,
  filters: { status: { default: 'all', values: ['all', ...THERAPIST_FILTER_STATUSES] } },
  sorting: therapistsSorting,
  related: ['users'],
  writes: {
    create: { payload: typedPayload<CreateTherapistPayload>(), schema: therapistResponseSchema },
    /** Edit saves the whole form with PUT (docs/decisions.md, "People remote (mfe-admin-users)"); a blank password keeps the current one. */
    update: { payload: typedPayload<UpdateTherapistPayload>(), schema: therapistResponseSchema },
    remove: { schema: messageResponseSchema },
  },
});
