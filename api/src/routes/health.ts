import type { FastifyInstance } from 'fastify';
import { healthResponseSchema, liveResponseSchema, readyResponseSchema, type HealthResponse, type ReadyResponse } from '@tulia/shared/contract';
import type { DatabaseHandle } from '../db/client';
import type { ServiceLifecycle } from '../http/lifecycle';
import type { ZodTypeProvider } from '../http/validation';
import { apiVersion } from '../version';

export type HealthReport = HealthResponse;

export interface HealthOptions {
  database?: DatabaseHandle;
  lifecycle: ServiceLifecycle;
  /** Whether the session guard's Redis subscription delivers; absent without REDIS_URL. */
  redisSubscribed?: () => boolean;
}

async function databaseUp(database: DatabaseHandle | undefined): Promise<HealthResponse['database']> {
  if (!database) return 'not-configured';
  try {
    await database.ping(2000);
    return 'up';
  } catch {
    return 'down';
  }
}

/**
 * The probes (docs/operations.md, "Probes and graceful restarts"):
 * - GET /api/health/live: the process answers. No dependency is asked, so an outage of the
 *   database never makes an orchestrator restart every instance.
 * - GET /api/health/ready: send this instance traffic? 503 while starting, while draining after
 *   SIGTERM, when the database does not answer, or when Redis is configured and its
 *   subscription does not deliver (sessions ended elsewhere would not reach this instance).
 * - GET /api/health: kept for existing checks; 503 'degraded' when the database is down.
 */
export async function healthRoutes(fastify: FastifyInstance, { database, lifecycle, redisSubscribed }: HealthOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tag = 'Service';
  app.get(
    '/health',
    {
      schema: {
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
        operation: { tag, summary: 'Service and database status, and the version (503 when the database is down)', auth: 'none', errors: [503] },
      },
    },
    async (_request, reply) => {
      const state = await databaseUp(database);
      const report: HealthReport = { status: state === 'down' ? 'degraded' : 'ok', database: state, version: apiVersion };
      return reply.code(state === 'down' ? 503 : 200).send(report);
    },
  );
  app.get(
    '/health/live',
    { schema: { response: { 200: liveResponseSchema }, operation: { tag, summary: 'Liveness: the process answers (asks no dependency)', auth: 'none' } } },
    async () => ({ status: 'ok' as const, version: apiVersion }),
  );
  app.get(
    '/health/ready',
    {
      schema: {
        response: { 200: readyResponseSchema, 503: readyResponseSchema },
        operation: { tag, summary: 'Readiness: 503 while starting, draining, or when the database or Redis is unavailable', auth: 'none', errors: [503] },
      },
    },
    async (_request, reply) => {
      const phase = lifecycle.phase;
      const redis: ReadyResponse['redis'] = redisSubscribed ? (redisSubscribed() ? 'subscribed' : 'not-subscribed') : 'not-configured';
      // Draining answers at once, without asking the database: the proxy must see it within its next check.
      const state: ReadyResponse['database'] = phase === 'draining' ? 'unchecked' : await databaseUp(database);
      const ready = phase === 'ready' && state !== 'down' && redis !== 'not-subscribed';
      const status: ReadyResponse['status'] = ready ? 'ready' : phase === 'ready' ? 'unavailable' : phase;
      return reply.code(ready ? 200 : 503).send({ status, database: state, redis, version: apiVersion } satisfies ReadyResponse);
    },
  );
}
