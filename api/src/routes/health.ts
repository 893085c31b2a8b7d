import type { FastifyInstance } from 'fastify';
import { apiVersion } from '../version';

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: 'up' | 'down' | 'not-configured';
  version: string;
}

/** GET /api/health: whether the service and its database answer, and which version runs. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (): Promise<HealthReport> => ({ status: 'ok', database: 'not-configured', version: apiVersion }));
}
