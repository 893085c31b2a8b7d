import type { FastifyInstance } from 'fastify';
import { createResourceSchema, resourceResponseSchema, resourcesListResponseSchema, resourcesQuerySchema, updateResourceSchema } from '@tulia/shared/contract';
import type { AppContext } from '../../context';
import { recordRoutes } from '../record-routes';
import { ResourcesService } from './service';

/** /api/admin/resources. Answers hold resources / resource. */
export async function resourcesRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  recordRoutes(fastify, {
    path: '/resources',
    one: 'resource',
    schemas: {
      query: resourcesQuerySchema,
      list: resourcesListResponseSchema,
      record: resourceResponseSchema,
      create: createResourceSchema,
      update: updateResourceSchema,
    },
  }).standard(new ResourcesService(ctx));
}
