import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { recordAuditQuietly } from './log';

/**
 * Records every 403 a signed-in admin receives. It runs once the answer has gone, so the
 * refused request is not slowed; the summary names the route pattern (`PUT
 * /api/admin/users/:id`), never the address as sent, so no query string reaches the log.
 */
export function recordRefusals(app: FastifyInstance, db: Database): void {
  app.addHook('onResponse', async (request, reply) => {
    const { principal } = request;
    if (reply.statusCode !== 403 || !principal) return;
    const route = request.routeOptions.url ?? 'an unknown route';
    await recordAuditQuietly(
      db,
      { adminId: principal.userId, action: 'forbidden', entity: 'request', entityId: null, summary: `Refused ${request.method} ${route}` },
      request.log,
    );
  });
}
