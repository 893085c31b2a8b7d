import type { FastifyInstance } from 'fastify';
import { createTherapistSchema, idParamsSchema, therapistsQuerySchema, updateTherapistSchema } from '@tulia/shared/contract';
import { principalOf } from '../../auth/guard';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/validation';
import { TherapistsService } from './service';

/** /api/admin/therapists (admin §7, plus the full PUT and GET by id). */
export async function therapistsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const service = new TherapistsService(ctx);

  app.get('/therapists', async (request) => service.list(parseInput(therapistsQuerySchema, request.query, 'query')));

  app.get('/therapists/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'path');
    return { therapist: await service.get(id) };
  });

  app.post('/therapists', async (request, reply) => {
    const therapist = await service.create(principalOf(request), parseInput(createTherapistSchema, request.body));
    return reply.code(201).send({ message: 'Therapist created successfully', therapist });
  });

  app.put('/therapists/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'path');
    const therapist = await service.update(principalOf(request), id, parseInput(updateTherapistSchema, request.body));
    return { message: 'Therapist updated successfully', therapist };
  });

  app.delete('/therapists/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'path');
    await service.remove(principalOf(request), id);
    return { message: 'Therapist deleted successfully' };
  });
}
