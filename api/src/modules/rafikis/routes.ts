import type { FastifyInstance } from 'fastify';
import { createRafikiSchema, rafikiResponseSchema, rafikisListResponseSchema, rafikisQuerySchema, updateRafikiSchema } from '@tulia/shared/contract';
import type { AppContext } from '../../context';
import { recordRoutes } from '../record-routes';
import { RafikisService } from './service';

const CHANGE_MESSAGES = {
  approved: 'Rafiki application approved',
  rejected: 'Rafiki application rejected',
  updated: 'Rafiki updated successfully',
} as const;

/** /api/admin/rafikis; `?status=active` feeds the assign-rafiki dropdowns, `?status=training` the requests. */
export async function rafikisRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const service = new RafikisService(ctx);
  const routes = recordRoutes(fastify, {
    path: '/rafikis',
    one: 'rafiki',
    schemas: {
      query: rafikisQuerySchema,
      list: rafikisListResponseSchema,
      record: rafikiResponseSchema,
      create: createRafikiSchema,
      update: updateRafikiSchema,
    },
  });
  routes.list((query) => service.list(query), {
    summary: 'List rafikis (status=active for the assign-rafiki dropdowns, status=training for the requests) (search, filters, sort, paging)',
  });
  routes.get((id) => service.get(id));
  routes.create((actor, payload) => service.create(actor, payload));
  // The message says what the change was: an approval, a rejection or an edit.
  routes.update(async (actor, id, payload) => {
    const { rafiki, change } = await service.update(actor, id, payload);
    return { message: CHANGE_MESSAGES[change], rafiki };
  });
  routes.remove((actor, id) => service.remove(actor, id));
}
