import { apiClient } from '@tulia/shared/api-client';
import { dashboardResponseSchema } from '@tulia/shared/contract';
import { useAsync } from '@tulia/shared/ui';
import { z } from 'zod';

const healthSchema = z.object({ status: z.string(), database: z.string(), version: z.string() });
export type ApiHealth = z.infer<typeof healthSchema>;

/** The overview figures (GET /api/admin/dashboard). */
export function useDashboard() {
  return useAsync((signal) => apiClient.get('admin/dashboard', { schema: dashboardResponseSchema, signal }), []);
}

/** The api's own health (GET /api/health), for the Platform Health block. */
export function useApiHealth() {
  return useAsync((signal) => apiClient.get('health', { auth: false, schema: healthSchema, signal }), []);
}
