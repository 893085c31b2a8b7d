import { apiClient, isApiError } from '@tulia/shared/api-client';
import { dashboardResponseSchema, healthResponseSchema, type HealthResponse } from '@tulia/shared/contract';
import { adminLayer } from '../../admin/admin-layer';

/**
 * The overview figures (GET /api/admin/dashboard), under the shared dashboard key that every admin
 * change invalidates: a review or a new user shows on return to the Overview.
 */
export function useDashboard() {
  const { useAdminQuery, sharedKeys } = adminLayer();
  return useAdminQuery(sharedKeys.dashboard, (signal) => apiClient.get('admin/dashboard', { schema: dashboardResponseSchema, signal }));
}

/**
 * The api's own health check (GET /api/health). A database that does not answer makes it a
 * 503 whose body still says so: that answer is the figure, not a failure to show one.
 */
export async function loadHealth(signal: AbortSignal): Promise<HealthResponse> {
  try {
    return await apiClient.get('health', { auth: false, schema: healthResponseSchema, signal });
  } catch (error) {
    const degraded = isApiError(error) && error.status === 503 ? healthResponseSchema.safeParse(error.body) : null;
    if (degraded?.success) return degraded.data;
    throw error;
  }
}

export function useApiHealth() {
  const { useAdminQuery } = adminLayer();
  return useAdminQuery(['health'], loadHealth);
}
