import {
  DEFAULT_PER_PAGE,
  USER_STATUSES,
  bulkResultSchema,
  messageResponseSchema,
  generatedPasswordResponseSchema,
  userResponseSchema,
  userStatsSchema,
  usersListResponseSchema,
  usersSorting,
  type BulkUsersPayload,
  type CreateUserInput,
  type ResetUserPasswordPayload,
  type UpdateUserInput,
} from '@tulia/shared/contract';
import { defineAdminList, recordWrites, typedPayload } from '@tulia/shared/admin';

/** The Users screen's status filter: all, then each status. */
export const USER_FILTER_STATUSES = USER_STATUSES;

/**
 * The users list: 50 per page, searchable, filtered by status, newest
 * first. Therapists and rafikis are users too, so their lists change with it.
 */
export const usersList = defineAdminList({
  name: 'users',
  path: 'admin/users',
  listKey: 'users',
  listSchema: usersListResponseSchema,
  perPage: DEFAULT_PER_PAGE.users,
  filters: { status: { default: 'all', values: ['all', ...USER_FILTER_STATUSES] } },
  sorting: usersSorting,
  related: ['therapists', 'rafikis'],
  record: { key: 'user', schema: userResponseSchema },
  writes: recordWrites<CreateUserInput, UpdateUserInput>(userResponseSchema),
  actions: {
    stats: { method: 'get', on: 'list', path: 'stats', schema: userStatsSchema },
    /** One request for every selected account (the server checks the payload: at most 100 ids); the answer says how many changed. */
    bulk: { method: 'post', on: 'list', path: 'bulk', payload: typedPayload<BulkUsersPayload>(), schema: bulkResultSchema },
    /** The answer holds the new password; it is shown once and never stored by the client. */
    generatePassword: { method: 'post', path: 'generate-password', schema: generatedPasswordResponseSchema },
    resetPassword: { method: 'post', path: 'reset-password', payload: typedPayload<ResetUserPasswordPayload>(), schema: messageResponseSchema },
  },
  texts: {
    caption: 'Users',
    failure: 'Failed to fetch users',
    empty: { title: 'No users found', unfiltered: 'Nobody has joined yet.' },
    noun: 'users',
  },
});

/** The stat cards' figures sit under the users key, so any change to a user refreshes them. */
export const USER_STATS_KEY = [usersList.name, 'stats'] as const;
