import { registerInstance } from '../internal/instance-registry';
import { createApiClient } from './client';

registerInstance('api-client');

export { STORAGE_KEYS, tokenStorage } from './storage';
export { API_MESSAGES } from './messages';
export { ApiError, errorMessage, isAbortError, isApiError } from './errors';
export type { ApiErrorKind } from './errors';
export { onSessionExpired } from './session';
export { DEFAULT_BASE_URL, DEFAULT_TIMEOUT_MS, buildSearchParams, createApiClient } from './client';
export type { ApiClient, ApiClientOptions, DownloadedFile, RequestOptions, SearchParamValue, SearchParams } from './client';

/** The one client every screen uses (base path '/api'). */
export const apiClient = createApiClient();

/** Refresh with the singleton client; see ApiClient.refreshAccessToken. */
export function refreshAccessToken(): Promise<boolean> {
  return apiClient.refreshAccessToken();
}
