import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), except that an empty
 * body is accepted: the admin client sends Content-Type: application/json on every call,
 * including POSTs without a body (logout, refresh, mark-read, close).
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  // JSON only: any other body type (text/plain included) is answered 415.
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
