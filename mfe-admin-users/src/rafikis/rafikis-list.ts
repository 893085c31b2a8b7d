import { rafikiResponseSchema, rafikisListResponseSchema, rafikisSorting, type CreateRafikiPayload, type UpdateRafikiInput } from '@tulia/shared/contract';
import { defineAdminList, recordWrites } from '@tulia/shared/admin';
import { profileListDefaults } from '../people/profile-list';

/** The Rafikis screen's filter: all, active, training, inactive. */
export const RAFIKI_FILTER_STATUSES = ['active', 'training', 'inactive'] as const;

export const RAFIKIS_PATH = 'admin/rafikis';

/**
 * The rafikis list: searchable, filtered by status, paged on the server. Rafiki Requests lists
 * the same records, and a rafiki is a user too.
 */
export const rafikisList = defineAdminList({
  name: 'rafikis',
  path: RAFIKIS_PATH,
  listKey: 'rafikis',
  listSchema: rafikisListResponseSchema,
  ...profileListDefaults(RAFIKI_FILTER_STATUSES),
  sorting: rafikisSorting,
  /** Update is also how a review changes the status (approve, reject), with its note or reason. */
  writes: recordWrites<CreateRafikiPayload, UpdateRafikiInput>(rafikiResponseSchema),
  texts: {
    caption: 'Rafikis',
    failure: 'Failed to fetch rafikis',
    empty: { title: 'No rafikis found', unfiltered: 'Add a rafiki to get started.' },
    noun: 'rafikis',
  },
});
