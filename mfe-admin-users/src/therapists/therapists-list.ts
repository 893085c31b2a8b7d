import {
  therapistResponseSchema,
  therapistsListResponseSchema,
  therapistsSorting,
  type CreateTherapistPayload,
  type UpdateTherapistPayload,
} from '@tulia/shared/contract';
import { defineAdminList, recordWrites } from '@tulia/shared/admin';
import { profileListDefaults } from '../people/profile-list';

/** The Therapists screen's status filter, in the order it lists them. */
export const THERAPIST_FILTER_STATUSES = ['active', 'pending', 'on_leave', 'inactive'] as const;

/** The therapists list: searchable, filtered by status, paged on the server. A therapist is a user too. */
export const therapistsList = defineAdminList({
  name: 'therapists',
  path: 'admin/therapists',
  listKey: 'therapists',
  listSchema: therapistsListResponseSchema,
  ...profileListDefaults(THERAPIST_FILTER_STATUSES),
  sorting: therapistsSorting,
  /** Edit saves the whole form with PUT (docs/decisions.md, "People remote (mfe-admin-users)"); a blank password keeps the current one. */
  writes: recordWrites<CreateTherapistPayload, UpdateTherapistPayload>(therapistResponseSchema),
  texts: {
    caption: 'Therapists',
    failure: 'Failed to fetch therapists',
    empty: { title: 'No therapists found', unfiltered: 'Add a therapist to get started.' },
    noun: 'therapists',
  },
});
