import type { FastifyInstance } from 'fastify';
import { bomaGroupsQuerySchema, createBomaGroupSchema, idParamsSchema, updateBomaGroupSchema } from '@tulia/shared/contract';
import { principalOf } from '../../auth/guard';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/validation';
import { BomaGroupsService } from './service';

/** /api/admin/boma-groups (admin §7). Answers hold boma_groups / boma_group. */
export async function bomaGroupsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const service = new BomaGroupsService(ctx);

  app.get('/boma-groups', async (request) => service.list(parseInput(bomaGroupsQuerySchema, request.query, 'query')));

  app.get('/boma-groups/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'path');
    return { boma_group: await service.get(id) };
  });

  app.post('/boma-groups', async (request, reply) => {
    const group = await service.create(principalOf(request), parseInput(createBomaGroupSchema, request.body));
    return reply.code(201).send({ message: 'Group created successfully', boma_group: group });
  });

  app.put('/boma-groups/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'path');
    const group = await service.update(principalOf(request), id, parseInput(updateBomaGroupSchema, request.body));
    return { message: 'Group updated successfully', boma_group: group };
  });

  app.delete('/boma-groups/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'path');
    await service.remove(principalOf(request), id);
    return { message: 'Group deleted successfully' };
  });
}
