import { apiClient } from '@tulia/shared/api-client';
import {
  DEFAULT_PER_PAGE,
  USER_STATUSES,
  bulkResultSchema,
  generatedPasswordResponseSchema,
  messageResponseSchema,
  userResponseSchema,
  userStatsSchema,
  usersListResponseSchema,
  usersSorting,
  type BulkUserAction,
  type BulkUsersPayload,
  type CreateUserInput,
  type ResetUserPasswordPayload,
  type UpdateUserInput,
} from '@tulia/shared/contract';
import { defineResource } from '@tulia/shared/resources';

const USERS_PATH = 'admin/users';

/** The Users screen's status filter: all, then each status. */
export const USER_FILTER_STATUSES = USER_STATUSES;

/**
 * The users list: 50 per page, searchable, filtered by status, newest
 * first. Therapists and rafikis are users too, so their lists change with it.
 */
export const usersResource = defineResource({
  name: 'users',
  path: USERS_PATH,
  listKey: 'users',
  listSchema: usersListResponseSchema,
  perPage: DEFAULT_PER_PAGE.users,
  filters: { status: { default: 'all', values: ['all', ...USER_FILTER_STATUSES] } },
  sorting: usersSorting,
  related: ['therapists', 'rafikis'],
  record: { key: 'user', schema: userResponseSchema },
});

/** The stat cards' figures sit under the users key, so any change to a user refreshes them. */
export const USER_STATS_KEY = [usersResource.name, 'stats'] as const;

export const usersApi = {
  stats: (signal: AbortSignal) => apiClient.get(`${USERS_PATH}/stats`, { schema: userStatsSchema, signal }),
  create: (payload: CreateUserInput) => apiClient.post(USERS_PATH, payload, { schema: userResponseSchema }),
  update: (id: number, payload: UpdateUserInput) => apiClient.put(`${USERS_PATH}/${id}`, payload, { schema: userResponseSchema }),
  remove: (id: number) => apiClient.delete(`${USERS_PATH}/${id}`, { schema: messageResponseSchema }),
  /** One request for every selected account (the server checks the payload: at most 100 ids); the answer says how many changed. */
  bulk: (ids: readonly number[], action: BulkUserAction) => {
    const payload: BulkUsersPayload = { ids: [...ids], action };
    return apiClient.post(`${USERS_PATH}/bulk`, payload, { schema: bulkResultSchema });
  },
  /** The answer holds the new password; it is shown once and never stored by the client. */
  generatePassword: (id: number) => apiClient.post(`${USERS_PATH}/${id}/generate-password`, undefined, { schema: generatedPasswordResponseSchema }),
  resetPassword: (id: number, payload: ResetUserPasswordPayload) =>
    apiClient.post(`${USERS_PATH}/${id}/reset-password`, payload, { schema: messageResponseSchema }),
};
