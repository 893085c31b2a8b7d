import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { dashboardOverview, pendingCounts } from './service';

export async function dashboardRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.get('/dashboard', async () => dashboardOverview(ctx));

  // Polled by every signed-in admin's sidebar (every 30 s and on focus): one prepared query.
  app.get('/pending-counts', async () => pendingCounts(ctx));
}
