import type { FastifyInstance } from 'fastify';
import { auditActorsResponseSchema, auditLogListResponseSchema, auditLogQuerySchema } from '@tulia/shared/contract';
import type { AppContext } from '../../context';
import type { ZodTypeProvider } from '../../http/validation';
import { AuditLogService } from './service';
import { accessOperation } from '../../openapi/declarations';

const tag = 'Audit log';

/** /api/admin/audit-log: the Audit Log screen and each record's History (`?entity=user&entity_id=5`). */
export async function auditLogRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new AuditLogService(ctx);

  app.get(
    '/audit-log',
    {
      schema: {
        querystring: auditLogQuerySchema,
        response: { 200: auditLogListResponseSchema },
        operation: accessOperation(
          tag,
          "Admins' actions, failed sign-ins and refused requests, newest first (filter entity and entity_id for one record's history)",
        ),
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/audit-log/actors',
    {
      schema: {
        response: { 200: auditActorsResponseSchema },
        operation: accessOperation(tag, 'The admins who appear in the log, for the actor filter'),
      },
    },
    async () => service.actors(),
  );
}
