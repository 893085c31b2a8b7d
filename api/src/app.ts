import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { healthRoutes } from './routes/health';
import { serveSite } from './site/serve-site';

export interface AppOptions {
  /** A published deployment folder to serve beside the api (npm start), or none. */
  siteDir?: string;
  logger?: FastifyServerOptions['logger'];
}

/** The api under /api and, when asked, the composed site on the same port. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024 });

  // Never a stack trace for anything a client can send: a message, and the details in the log.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    reply.code(status).send({ message: status >= 500 ? 'Something went wrong on our side. Please try again.' : error.message });
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
    },
    { prefix: '/api' },
  );

  if (options.siteDir) await serveSite(app, options.siteDir);
  else app.setNotFoundHandler(async (request, reply) => reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` }));

  return app;
}
