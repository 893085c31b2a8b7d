import type { FastifyInstance } from 'fastify';
import {
  createRafikiSchema,
  idParamsSchema,
  messageResponseSchema,
  rafikiResponseSchema,
  rafikisListResponseSchema,
  rafikisQuerySchema,
  updateRafikiSchema,
} from '@tulia/shared/contract';
import { principalOf } from '../../auth/guard';
import type { AppContext } from '../../context';
import type { ZodTypeProvider } from '../../http/validation';
import { RafikisService } from './service';

const CHANGE_MESSAGES = {
  approved: 'Rafiki application approved',
  rejected: 'Rafiki application rejected',
  updated: 'Rafiki updated successfully',
} as const;

const tag = 'Rafikis';

/** /api/admin/rafikis; `?status=active` feeds the assign-rafiki dropdowns, `?status=training` the requests. */
export async function rafikisRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new RafikisService(ctx);

  app.get(
    '/rafikis',
    {
      schema: {
        querystring: rafikisQuerySchema,
        response: { 200: rafikisListResponseSchema },
        operation: {
          tag,
          summary: 'List rafikis (status=active for the assign-rafiki dropdowns, status=training for the requests) (search, filters, sort, paging)',
          auth: 'access',
        },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/rafikis/:id',
    { schema: { params: idParamsSchema, response: { 200: rafikiResponseSchema }, operation: { tag, summary: 'One rafiki', auth: 'access', errors: [404] } } },
    async (request) => {
      const { id } = request.params;
      return { rafiki: await service.get(id) };
    },
  );

  app.post(
    '/rafikis',
    {
      schema: {
        body: createRafikiSchema,
        response: { 201: rafikiResponseSchema },
        operation: { tag, summary: 'Create a rafiki', auth: 'access', errors: [409] },
      },
    },
    async (request, reply) => {
      const rafiki = await service.create(principalOf(request), request.body);
      return reply.code(201).send({ message: 'Rafiki created successfully', rafiki });
    },
  );

  app.put(
    '/rafikis/:id',
    {
      schema: {
        params: idParamsSchema,
        body: updateRafikiSchema,
        response: { 200: rafikiResponseSchema },
        operation: { tag, summary: 'Update a rafiki', auth: 'access', errors: [404, 409] },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { rafiki, change } = await service.update(principalOf(request), id, request.body);
      return { message: CHANGE_MESSAGES[change], rafiki };
    },
  );

  app.delete(
    '/rafikis/:id',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: messageResponseSchema },
        operation: { tag, summary: 'Delete a rafiki', auth: 'access', errors: [404] },
      },
    },
    async (request) => {
      const { id } = request.params;
      await service.remove(principalOf(request), id);
      return { message: 'Rafiki deleted successfully' };
    },
  );
}
