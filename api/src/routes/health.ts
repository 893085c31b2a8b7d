import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from '@tulia/shared/contract';
import type { DatabaseHandle } from '../db/client';
import { apiVersion } from '../version';

export type HealthReport = HealthResponse;

/**
 * GET /api/health: whether the service and its database answer, and which version runs.
 * A database that does not answer makes it 503 'degraded', so load balancers and start-up
 * checks wait; the api recovers by itself when the database comes back.
 */
export async function healthRoutes(app: FastifyInstance, { database }: { database?: DatabaseHandle }): Promise<void> {
  app.get('/health', async (_request, reply) => {
    if (!database) return { status: 'ok', database: 'not-configured', version: apiVersion } satisfies HealthReport;
    try {
      await database.ping(2000);
      return { status: 'ok', database: 'up', version: apiVersion } satisfies HealthReport;
    } catch {
      return reply.code(503).send({ status: 'degraded', database: 'down', version: apiVersion } satisfies HealthReport);
    }
  });
}
