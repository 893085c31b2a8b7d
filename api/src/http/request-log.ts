import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * The request log keeps what operating the service needs and nothing a person typed: the
 * method, the route's pattern (/api/admin/users/:id, never the address with its query, where
 * reset tokens and admin searches for names and e-mails travel), the status and the time.
 * Fastify's own request lines (which log the full URL and the client's address) are off.
 */
export function privateLogger(logger: FastifyServerOptions['logger']): Pick<FastifyServerOptions, 'logger' | 'disableRequestLogging'> {
  if (!logger) return { logger: false, disableRequestLogging: true };
  const options = logger === true ? {} : logger;
  return {
    logger: {
      ...options,
      // Should anything log a request or a reply object, only these fields are written.
      serializers: {
        ...options.serializers,
        req: (request: FastifyRequest) => ({ method: request.method, route: routePattern(request) }),
        res: (reply: { statusCode: number }) => ({ status: reply.statusCode }),
      },
    },
    disableRequestLogging: true,
  };
}

/** The pattern of the route that answered, or '(no route)' for an address no route matched. */
export function routePattern(request: FastifyRequest): string {
  return request.routeOptions?.url ?? '(no route)';
}

/** One line per answered request: method, route pattern, status, milliseconds. */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ method: request.method, route: routePattern(request), status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
  });
}
