import { apiClient } from '@tulia/shared/api-client';
import {
  DEFAULT_PER_PAGE,
  generatedPasswordResponseSchema,
  messageResponseSchema,
  userResponseSchema,
  userStatsSchema,
  usersListResponseSchema,
  type CreateUserInput,
  type ResetUserPasswordPayload,
  type UpdateUserInput,
  type User,
  type UserResponse,
} from '@tulia/shared/contract';
import { useAsync, useServerList } from '@tulia/shared/ui';
import { pagedLoader } from '../common/lists';
import { recordsApi } from '../common/recordsApi';
import type { StatusFilters } from '../common/ServerListView';

const USERS_PATH = 'admin/users';

const loadUsers = pagedLoader<'users', User, StatusFilters>(USERS_PATH, 'users', usersListResponseSchema);

/** The users list, paged on the server: 50 per page (admin §9), searchable, filterable by status. */
export function useUsers() {
  return useServerList<User, StatusFilters>({ perPage: DEFAULT_PER_PAGE.users, initialFilters: { status: 'all' }, load: loadUsers });
}

/** The four figures of the Users screen (GET /users/stats). */
export function useUserStats() {
  return useAsync((signal) => apiClient.get(`${USERS_PATH}/stats`, { schema: userStatsSchema, signal }), []);
}

export const usersApi = recordsApi<CreateUserInput, UpdateUserInput, UserResponse>(USERS_PATH, userResponseSchema);

/** The answer holds the new password; it is shown once and never stored by the client. */
export function generateUserPassword(id: number) {
  return apiClient.post(`${USERS_PATH}/${id}/generate-password`, undefined, { schema: generatedPasswordResponseSchema });
}

export function resetUserPassword(id: number, payload: ResetUserPasswordPayload) {
  return apiClient.post(`${USERS_PATH}/${id}/reset-password`, payload, { schema: messageResponseSchema });
}
