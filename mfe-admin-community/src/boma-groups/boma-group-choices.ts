import { BOMA_GROUP_STATUSES, GROUP_CATEGORIES, type bomaGroupsSorting } from '@tulia/shared/contract';
import type { SortChoice } from '@tulia/shared/admin';
import { statusFilterOptions } from '@tulia/shared/ui';

/** The Boma Groups screen's filter and order choices. */
export const statusOptions = statusFilterOptions(BOMA_GROUP_STATUSES);
// The one canonical category set, the same as the form's.
export const categoryOptions = [{ value: 'all', label: 'All categories' }, ...GROUP_CATEGORIES.map((category) => ({ value: category, label: category }))];

/** Cards have no headers to press: the grid's orders, newest first by default (the contract's). */
export const sortChoices: readonly SortChoice<(typeof bomaGroupsSorting.sorts)[number]>[] = [
  { sort: 'created_at', order: 'desc', label: 'Newest first' },
  { sort: 'created_at', order: 'asc', label: 'Oldest first' },
  { sort: 'updated_at', order: 'desc', label: 'Recently updated' },
  { sort: 'name', order: 'asc', label: 'Name (A–Z)' },
  { sort: 'name', order: 'desc', label: 'Name (Z–A)' },
  { sort: 'category', order: 'asc', label: 'Category' },
  { sort: 'status', order: 'asc', label: 'Status' },
];
