import type { FastifyInstance } from 'fastify';
import {
  createTherapistSchema,
  therapistResponseSchema,
  therapistsListResponseSchema,
  therapistsQuerySchema,
  updateTherapistSchema,
} from '@tulia/shared/contract';
import type { AppContext } from '../../context';
import { recordRoutes } from '../record-routes';
import { TherapistsService } from './service';

/** /api/admin/therapists, with the full PUT and GET by id. */
export async function therapistsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  recordRoutes(fastify, {
    path: '/therapists',
    one: 'therapist',
    schemas: {
      query: therapistsQuerySchema,
      list: therapistsListResponseSchema,
      record: therapistResponseSchema,
      create: createTherapistSchema,
      update: updateTherapistSchema,
    },
  }).standard(new TherapistsService(ctx));
}
