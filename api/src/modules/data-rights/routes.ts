import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dataSubjectErasureResponseSchema, dataSubjectExportSchema, dataSubjectRequestSchema } from '@tulia/shared/contract';
import { principalOf, requireSuperAdmin } from '../../auth/guard';
import type { AppContext } from '../../context';
import type { ZodTypeProvider } from '../../http/validation';
import { DATA_REQUESTS_SUPER_ADMIN_ONLY, DataRightsService } from './service';
import { accessOperation } from '../../openapi/declarations';

const tag = 'Data protection';

/**
 * /api/admin/data-subject: a person's requests under the Data Protection Act, answered by a
 * super admin. Both are POSTs with the e-mail in the body: an address in a URL would end up
 * in proxy logs and browser history.
 */
export async function dataRightsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new DataRightsService(ctx);
  // An admin learns nothing, not even whether the body was right: the level is checked before validation.
  const superAdminsOnly = async (request: FastifyRequest) => requireSuperAdmin(principalOf(request), DATA_REQUESTS_SUPER_ADMIN_ONLY);

  app.post(
    '/data-subject/export',
    {
      preValidation: superAdminsOnly,
      schema: {
        body: dataSubjectRequestSchema,
        response: { 200: dataSubjectExportSchema },
        operation: accessOperation(
          tag,
          "Everything held about an e-mail address, as JSON (a person's access request; audited under a reference, not the address)",
          [403],
          { superAdminOnly: true },
        ),
      },
    },
    async (request) => service.export(principalOf(request), request.body.email),
  );

  app.post(
    '/data-subject/erase',
    {
      preValidation: superAdminsOnly,
      schema: {
        body: dataSubjectRequestSchema,
        response: { 200: dataSubjectErasureResponseSchema },
        operation: accessOperation(
          tag,
          'Erase a person: their account, contact messages and mail; their name and e-mail wherever copied become [erased] (audited under a reference)',
          [403, 409],
          { superAdminOnly: true },
        ),
      },
    },
    async (request) => service.erase(principalOf(request), request.body.email),
  );
}
