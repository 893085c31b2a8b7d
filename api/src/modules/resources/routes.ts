import type { FastifyInstance } from 'fastify';
import { createResourceSchema, idParamsSchema, resourcesQuerySchema, updateResourceSchema } from '@tulia/shared/contract';
import { principalOf } from '../../auth/guard';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/validation';
import { ResourcesService } from './service';

/** /api/admin/resources (admin §7). Answers hold resources / resource. */
export async function resourcesRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const service = new ResourcesService(ctx);

  app.get('/resources', async (request) => service.list(parseInput(resourcesQuerySchema, request.query, 'query')));

  app.get('/resources/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'path');
    return { resource: await service.get(id) };
  });

  app.post('/resources', async (request, reply) => {
    const resource = await service.create(principalOf(request), parseInput(createResourceSchema, request.body));
    return reply.code(201).send({ message: 'Resource created successfully', resource });
  });

  app.put('/resources/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'path');
    const resource = await service.update(principalOf(request), id, parseInput(updateResourceSchema, request.body));
    return { message: 'Resource updated successfully', resource };
  });

  app.delete('/resources/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'path');
    await service.remove(principalOf(request), id);
    return { message: 'Resource deleted successfully' };
  });
}
