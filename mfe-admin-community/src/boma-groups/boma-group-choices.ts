import { BOMA_GROUP_STATUSES, GROUP_CATEGORIES } from '@tulia/shared/contract';
import { gridSortChoices, statusFilter } from '@tulia/shared/admin';

/** The Boma Groups screen's filters: status, and the one canonical category set (the same as the form's). */
export const groupFilters = [
  statusFilter(BOMA_GROUP_STATUSES),
  {
    key: 'category' as const,
    label: 'Filter by category',
    options: [{ value: 'all', label: 'All categories' }, ...GROUP_CATEGORIES.map((category) => ({ value: category, label: category }))],
  },
];

/** The grid's orders, newest first by default (the contract's). */
export const sortChoices = gridSortChoices({ sort: 'name', label: 'Name' }, [
  { sort: 'category', order: 'asc', label: 'Category' },
  { sort: 'status', order: 'asc', label: 'Status' },
]);
