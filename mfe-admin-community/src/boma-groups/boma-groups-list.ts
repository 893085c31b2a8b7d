import {
  BOMA_GROUP_STATUSES,
  DEFAULT_PER_PAGE,
  GROUP_CATEGORIES,
  bomaGroupResponseSchema,
  bomaGroupsListResponseSchema,
  bomaGroupsSorting,
  type CreateBomaGroupPayload,
  type UpdateBomaGroupPayload,
} from '@tulia/shared/contract';
import { choiceFilter, defineAdminList, recordWrites } from '@tulia/shared/admin';

/** Boma Groups: 20 cards per page, searched, filtered and sorted on the server. */
export const bomaGroupsList = defineAdminList({
  name: 'boma-groups',
  path: 'admin/boma-groups',
  listKey: 'boma_groups',
  listSchema: bomaGroupsListResponseSchema,
  perPage: DEFAULT_PER_PAGE.boma_groups,
  filters: { status: choiceFilter(BOMA_GROUP_STATUSES), category: choiceFilter(GROUP_CATEGORIES) },
  sorting: bomaGroupsSorting,
  writes: recordWrites<CreateBomaGroupPayload, UpdateBomaGroupPayload>(bomaGroupResponseSchema),
  texts: {
    caption: 'Boma groups',
    failure: 'Failed to fetch groups',
    empty: { title: 'No groups found', unfiltered: 'No boma groups have been created yet. Use Create Group to start one.' },
    noun: 'groups',
    remove: { title: 'Delete Group', message: 'Are you sure you want to delete this group?', success: 'Group Deleted', failure: 'Failed to delete group' },
  },
});
