import type { FastifyInstance } from 'fastify';
import { healthResponseSchema, type HealthResponse } from '@tulia/shared/contract';
import type { DatabaseHandle } from '../db/client';
import type { ZodTypeProvider } from '../http/validation';
import { apiVersion } from '../version';

export type HealthReport = HealthResponse;

/**
 * GET /api/health: whether the service and its database answer, and which version runs.
 * A database that does not answer makes it 503 'degraded', so load balancers and start-up
 * checks wait; the api recovers by itself when the database comes back.
 */
export async function healthRoutes(fastify: FastifyInstance, { database }: { database?: DatabaseHandle }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const operation = { tag: 'Service', summary: 'Service and database status, and the version (503 when the database is down)', auth: 'none', errors: [503] } as const;
  app.get('/health', { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema }, operation } }, async (_request, reply) => {
    if (!database) return { status: 'ok', database: 'not-configured', version: apiVersion } satisfies HealthReport;
    try {
      await database.ping(2000);
      return { status: 'ok', database: 'up', version: apiVersion } satisfies HealthReport;
    } catch {
      return reply.code(503).send({ status: 'degraded', database: 'down', version: apiVersion } satisfies HealthReport);
    }
  });
}
