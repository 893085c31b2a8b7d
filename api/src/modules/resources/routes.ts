import type { FastifyInstance } from 'fastify';
import {
  createResourceSchema,
  idParamsSchema,
  messageResponseSchema,
  resourceResponseSchema,
  resourcesListResponseSchema,
  resourcesQuerySchema,
  updateResourceSchema,
} from '@tulia/shared/contract';
import { principalOf } from '../../auth/guard';
import type { AppContext } from '../../context';
import type { ZodTypeProvider } from '../../http/validation';
import { ResourcesService } from './service';

const tag = 'Resources';

/** /api/admin/resources. Answers hold resources / resource. */
export async function resourcesRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new ResourcesService(ctx);

  app.get(
    '/resources',
    {
      schema: {
        querystring: resourcesQuerySchema,
        response: { 200: resourcesListResponseSchema },
        operation: { tag, summary: 'List resources (search, filters, sort, paging)', auth: 'access' },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/resources/:id',
    {
      schema: { params: idParamsSchema, response: { 200: resourceResponseSchema }, operation: { tag, summary: 'One resource', auth: 'access', errors: [404] } },
    },
    async (request) => {
      const { id } = request.params;
      return { resource: await service.get(id) };
    },
  );

  app.post(
    '/resources',
    {
      schema: {
        body: createResourceSchema,
        response: { 201: resourceResponseSchema },
        operation: { tag, summary: 'Create a resource', auth: 'access', errors: [409] },
      },
    },
    async (request, reply) => {
      const resource = await service.create(principalOf(request), request.body);
      return reply.code(201).send({ message: 'Resource created successfully', resource });
    },
  );

  app.put(
    '/resources/:id',
    {
      schema: {
        params: idParamsSchema,
        body: updateResourceSchema,
        response: { 200: resourceResponseSchema },
        operation: { tag, summary: 'Update a resource', auth: 'access', errors: [404, 409] },
      },
    },
    async (request) => {
      const { id } = request.params;
      const resource = await service.update(principalOf(request), id, request.body);
      return { message: 'Resource updated successfully', resource };
    },
  );

  app.delete(
    '/resources/:id',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: messageResponseSchema },
        operation: { tag, summary: 'Delete a resource', auth: 'access', errors: [404] },
      },
    },
    async (request) => {
      const { id } = request.params;
      await service.remove(principalOf(request), id);
      return { message: 'Resource deleted successfully' };
    },
  );
}
