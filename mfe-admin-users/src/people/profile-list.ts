import { DEFAULT_PER_PAGE } from '@tulia/shared/contract';
import { choiceFilter } from '@tulia/shared/admin';

/**
 * What the rafikis and therapists lists share: the usual page size, a status filter, and Users
 * among the lists a change refreshes (a profile belongs to a user).
 */
export const profileListDefaults = (statuses: readonly string[]) => ({
  perPage: DEFAULT_PER_PAGE.other,
  filters: { status: choiceFilter(statuses) },
  related: ['users'],
});
