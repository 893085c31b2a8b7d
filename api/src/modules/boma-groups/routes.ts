import type { FastifyInstance } from 'fastify';
import {
  bomaGroupResponseSchema,
  bomaGroupsListResponseSchema,
  bomaGroupsQuerySchema,
  createBomaGroupSchema,
  idParamsSchema,
  messageResponseSchema,
  updateBomaGroupSchema,
} from '@tulia/shared/contract';
import { principalOf } from '../../auth/guard';
import type { AppContext } from '../../context';
import type { ZodTypeProvider } from '../../http/validation';
import { BomaGroupsService } from './service';

const tag = 'Boma groups';

/** /api/admin/boma-groups. Answers hold boma_groups / boma_group. */
export async function bomaGroupsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new BomaGroupsService(ctx);

  app.get(
    '/boma-groups',
    {
      schema: {
        querystring: bomaGroupsQuerySchema,
        response: { 200: bomaGroupsListResponseSchema },
        operation: { tag, summary: 'List boma groups (search, filters, sort, paging)', auth: 'access' },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/boma-groups/:id',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: bomaGroupResponseSchema },
        operation: { tag, summary: 'One boma group', auth: 'access', errors: [404] },
      },
    },
    async (request) => {
      const { id } = request.params;
      return { boma_group: await service.get(id) };
    },
  );

  app.post(
    '/boma-groups',
    {
      schema: {
        body: createBomaGroupSchema,
        response: { 201: bomaGroupResponseSchema },
        operation: { tag, summary: 'Create a boma group', auth: 'access', errors: [409] },
      },
    },
    async (request, reply) => {
      const group = await service.create(principalOf(request), request.body);
      return reply.code(201).send({ message: 'Group created successfully', boma_group: group });
    },
  );

  app.put(
    '/boma-groups/:id',
    {
      schema: {
        params: idParamsSchema,
        body: updateBomaGroupSchema,
        response: { 200: bomaGroupResponseSchema },
        operation: { tag, summary: 'Update a boma group', auth: 'access', errors: [404, 409] },
      },
    },
    async (request) => {
      const { id } = request.params;
      const group = await service.update(principalOf(request), id, request.body);
      return { message: 'Group updated successfully', boma_group: group };
    },
  );

  app.delete(
    '/boma-groups/:id',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: messageResponseSchema },
        operation: { tag, summary: 'Delete a boma group', auth: 'access', errors: [404] },
      },
    },
    async (request) => {
      const { id } = request.params;
      await service.remove(principalOf(request), id);
      return { message: 'Group deleted successfully' };
    },
  );
}
