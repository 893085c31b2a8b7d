import type { FastifyInstance } from 'fastify';
import {
  createTherapistSchema,
  idParamsSchema,
  messageResponseSchema,
  therapistResponseSchema,
  therapistsListResponseSchema,
  therapistsQuerySchema,
  updateTherapistSchema,
} from '@tulia/shared/contract';
import { principalOf } from '../../auth/guard';
import type { AppContext } from '../../context';
import type { ZodTypeProvider } from '../../http/validation';
import { TherapistsService } from './service';

const tag = 'Therapists';

/** /api/admin/therapists, with the full PUT and GET by id. */
export async function therapistsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new TherapistsService(ctx);

  app.get(
    '/therapists',
    {
      schema: {
        querystring: therapistsQuerySchema,
        response: { 200: therapistsListResponseSchema },
        operation: { tag, summary: 'List therapists (search, filters, sort, paging)', auth: 'access' },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/therapists/:id',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: therapistResponseSchema },
        operation: { tag, summary: 'One therapist', auth: 'access', errors: [404] },
      },
    },
    async (request) => {
      const { id } = request.params;
      return { therapist: await service.get(id) };
    },
  );

  app.post(
    '/therapists',
    {
      schema: {
        body: createTherapistSchema,
        response: { 201: therapistResponseSchema },
        operation: { tag, summary: 'Create a therapist', auth: 'access', errors: [409] },
      },
    },
    async (request, reply) => {
      const therapist = await service.create(principalOf(request), request.body);
      return reply.code(201).send({ message: 'Therapist created successfully', therapist });
    },
  );

  app.put(
    '/therapists/:id',
    {
      schema: {
        params: idParamsSchema,
        body: updateTherapistSchema,
        response: { 200: therapistResponseSchema },
        operation: { tag, summary: 'Update a therapist', auth: 'access', errors: [404, 409] },
      },
    },
    async (request) => {
      const { id } = request.params;
      const therapist = await service.update(principalOf(request), id, request.body);
      return { message: 'Therapist updated successfully', therapist };
    },
  );

  app.delete(
    '/therapists/:id',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: messageResponseSchema },
        operation: { tag, summary: 'Delete a therapist', auth: 'access', errors: [404] },
      },
    },
    async (request) => {
      const { id } = request.params;
      await service.remove(principalOf(request), id);
      return { message: 'Therapist deleted successfully' };
    },
  );
}
