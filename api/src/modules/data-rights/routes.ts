import type { FastifyInstance } from 'fastify';
import { dataSubjectRequestSchema } from '@tulia/shared/contract';
import { principalOf, requireSuperAdmin } from '../../auth/guard';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/validation';
import { DATA_REQUESTS_SUPER_ADMIN_ONLY, DataRightsService } from './service';

/**
 * /api/admin/data-subject: a person's requests under the Data Protection Act, answered by a
 * super admin. Both are POSTs with the e-mail in the body: an address in a URL would end up
 * in proxy logs and browser history.
 */
export async function dataRightsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const service = new DataRightsService(ctx);
  // An admin learns nothing, not even whether the body was right: the level is checked first.
  app.addHook('preHandler', async (request) => requireSuperAdmin(principalOf(request), DATA_REQUESTS_SUPER_ADMIN_ONLY));

  app.post('/data-subject/export', async (request) => service.export(principalOf(request), parseInput(dataSubjectRequestSchema, request.body).email));

  app.post('/data-subject/erase', async (request) => service.erase(principalOf(request), parseInput(dataSubjectRequestSchema, request.body).email));
}
