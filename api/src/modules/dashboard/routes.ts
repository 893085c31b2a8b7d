import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { dashboardOverview } from './service';

export async function dashboardRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.get('/dashboard', async () => dashboardOverview(ctx));
}
