import type { FastifyInstance } from 'fastify';
import { auditLogQuerySchema } from '@tulia/shared/contract';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/validation';
import { AuditLogService } from './service';

/** /api/admin/audit-log: the Audit Log screen and each record's History (`?entity=user&entity_id=5`). */
export async function auditLogRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const service = new AuditLogService(ctx);

  app.get('/audit-log', async (request) => service.list(parseInput(auditLogQuerySchema, request.query, 'query')));

  app.get('/audit-log/actors', async () => service.actors());
}
