import type { FastifyInstance } from 'fastify';
import { dashboardResponseSchema, pendingCountsSchema } from '@tulia/shared/contract';
import type { AppContext } from '../../context';
import type { ZodTypeProvider } from '../../http/validation';
import { dashboardOverview, pendingCounts } from './service';
import { accessOperation } from '../../openapi/declarations';

const tag = 'Overview';

export async function dashboardRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/dashboard',
    {
      schema: {
        response: { 200: dashboardResponseSchema },
        operation: accessOperation(tag, 'The overview figures, recent activity (audit log) and pending counts'),
      },
    },
    async () => dashboardOverview(ctx),
  );

  // Polled by every signed-in admin's sidebar (every 30 s and on focus): one prepared query.
  app.get(
    '/pending-counts',
    {
      schema: {
        response: { 200: pendingCountsSchema },
        operation: accessOperation(tag, 'What waits for an admin (rafiki requests, group suggestions, unread messages), for the sidebar badges to poll'),
      },
    },
    async () => pendingCounts(ctx),
  );
}
