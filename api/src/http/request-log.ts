import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

/** The pattern of the route that answered, or '(no route)' for an address no route matched. */
export function routePattern(request: FastifyRequest): string {
  return request.routeOptions?.url ?? '(no route)';
}

/** What a request line says: never the address with its query, a body, a header or the client. */
function requestLine(request: FastifyRequest, reply: FastifyReply) {
  return { method: request.method, route: routePattern(request), status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
}

/**
 * The request log keeps what operating the service needs and nothing a person typed: the
 * method, the route's pattern (/api/admin/users/:id, never the address with its query, where
 * reset tokens and admin searches for names and e-mails travel), the status and the time, in
 * one line per answer. Fastify's own lines (the full URL and the client's address) are replaced.
 */
class PrivateLogController extends LogController {
  override incomingRequest(): void {
    // One line per request, when it is answered.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ ...requestLine(request, reply), error: error.name }, 'request errored');
    else reply.log.info(requestLine(request, reply), 'request');
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    // Messages of framework errors may quote the address: the name only.
    if (reply.statusCode >= 500) reply.log.error({ ...requestLine(request, reply), error: error.name }, 'request failed');
  }

  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    // The visitor left before the file was sent: ordinary, as in Fastify's own controller.
    if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') reply.log.info(requestLine(request, reply), 'stream closed prematurely');
    else reply.log.warn({ ...requestLine(request, reply), error: error.name }, 'response stream failed');
  }
}

/** Fastify options for a private request log (see PrivateLogController). */
export function privateLogger(logger: FastifyServerOptions['logger']): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  const logController = new PrivateLogController();
  if (!logger) return { logger: false, logController };
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
    logController,
  };
}
