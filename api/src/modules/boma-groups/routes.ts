import type { FastifyInstance } from 'fastify';
import {
  bomaGroupResponseSchema,
  bomaGroupsListResponseSchema,
  bomaGroupsQuerySchema,
  createBomaGroupSchema,
  updateBomaGroupSchema,
} from '@tulia/shared/contract';
import type { AppContext } from '../../context';
import { recordRoutes } from '../record-routes';
import { BomaGroupsService } from './service';

/** /api/admin/boma-groups. Answers hold boma_groups / boma_group. */
export async function bomaGroupsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  recordRoutes(fastify, {
    path: '/boma-groups',
    one: 'boma group',
    subject: 'Group',
    schemas: {
      query: bomaGroupsQuerySchema,
      list: bomaGroupsListResponseSchema,
      record: bomaGroupResponseSchema,
      create: createBomaGroupSchema,
      update: updateBomaGroupSchema,
    },
  }).standard(new BomaGroupsService(ctx));
}
