import type { FastifyInstance } from 'fastify';
import { createRafikiSchema, idParamsSchema, rafikisQuerySchema, updateRafikiSchema } from '@tulia/shared/contract';
import { principalOf } from '../../auth/guard';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/validation';
import { RafikisService } from './service';

const CHANGE_MESSAGES = {
  approved: 'Rafiki application approved',
  rejected: 'Rafiki application rejected',
  updated: 'Rafiki updated successfully',
} as const;

/** /api/admin/rafikis; `?status=active` feeds the assign-rafiki dropdowns, `?status=training` the requests. */
export async function rafikisRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const service = new RafikisService(ctx);

  app.get('/rafikis', async (request) => service.list(parseInput(rafikisQuerySchema, request.query, 'query')));

  app.get('/rafikis/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'path');
    return { rafiki: await service.get(id) };
  });

  app.post('/rafikis', async (request, reply) => {
    const rafiki = await service.create(principalOf(request), parseInput(createRafikiSchema, request.body));
    return reply.code(201).send({ message: 'Rafiki created successfully', rafiki });
  });

  app.put('/rafikis/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'path');
    const { rafiki, change } = await service.update(principalOf(request), id, parseInput(updateRafikiSchema, request.body));
    return { message: CHANGE_MESSAGES[change], rafiki };
  });

  app.delete('/rafikis/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'path');
    await service.remove(principalOf(request), id);
    return { message: 'Rafiki deleted successfully' };
  });
}
