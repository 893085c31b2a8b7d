import { MAX_PER_PAGE, rafikisListResponseSchema, rafikisSorting } from '@tulia/shared/contract';
import { defineAdminList } from '@tulia/shared/admin';

/**
 * The rafikis list as this remote reads it: only to offer the active ones as a group's manager
 * (the People remote manages them), a page of the most rows the api gives at once.
 */
export const rafikisList = defineAdminList({
  name: 'rafikis',
  path: 'admin/rafikis',
  listKey: 'rafikis',
  listSchema: rafikisListResponseSchema,
  perPage: MAX_PER_PAGE,
  sorting: rafikisSorting,
});
