import { DEFAULT_PER_PAGE, rafikiRequestsSorting, rafikisListResponseSchema } from '@tulia/shared/contract';
import { defineAdminList } from '@tulia/shared/admin';
import { RAFIKIS_PATH } from '../rafikis/rafikis-list';

/**
 * The pending applications are the rafikis whose status is training, oldest first
 * (a review queue). They live under the rafikis' cache key: a review changes both lists.
 */
export const rafikiRequestsList = defineAdminList({
  name: 'rafikis',
  path: RAFIKIS_PATH,
  listKey: 'rafikis',
  listSchema: rafikisListResponseSchema,
  perPage: DEFAULT_PER_PAGE.other,
  // Fixed to training: the screen has no status filter, and the address cannot change it.
  filters: { status: { default: 'training', values: ['training'] } },
  sorting: rafikiRequestsSorting,
  related: ['users'],
  texts: {
    caption: 'Pending rafiki applications',
    failure: 'Failed to fetch rafiki requests',
    empty: { title: 'No pending applications', unfiltered: 'New applications to become a rafiki will appear here.', filtered: 'Try adjusting your search.' },
    noun: 'applications',
  },
});
