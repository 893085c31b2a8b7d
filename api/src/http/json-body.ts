import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/** The deepest a JSON body may nest; the contract's deepest payload (a therapist's availability) needs 5. */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

/**
 * The top-level field ('' for the body itself) under which a parsed body nests deeper than
 * `limit`, or null. Iterative: within the size limit a body can nest 500,000 levels, which
 * would overflow the stack of a recursive walk (and of JSON.stringify, zod and the database's
 * jsonb reader after it).
 */
export function tooDeepAt(value: unknown, limit = MAX_JSON_DEPTH): string | null {
  const stack: [unknown, number, string][] = [[value, 0, '']];
  while (stack.length > 0) {
    const [current, depth, field] = stack.pop() as [unknown, number, string];
    if (typeof current !== 'object' || current === null) continue;
    if (depth + 1 > limit) return field;
    const entries = Array.isArray(current) ? current.map((item, index) => [String(index), item] as const) : Object.entries(current);
    for (const [key, item] of entries) stack.push([item, depth + 1, depth === 0 ? key : field]);
  }
  return null;
}

/** A content-type parser of a body read as text (`parseAs: 'string'`). */
export type TextBodyParser = (request: FastifyRequest, body: string | Buffer, done: (error: Error | null, body?: unknown) => void) => void;

/** Parses a body read as text like the api's JSON parser: empty is no body, too deep is a 400. */
export function jsonTextParser(app: FastifyInstance): TextBodyParser {
  // Fastify's default JSON parser answers through `done`: its declared type also allows the
  // promise-returning form of a body parser, which this one never takes.
  const parseJson = app.getDefaultJsonParser('error', 'error') as (
    request: FastifyRequest,
    body: string,
    done: (error: Error | null, body?: unknown) => void,
  ) => void;
  return (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, parsed) => {
      if (error) {
        done(error);
        return;
      }
      const field = tooDeepAt(parsed);
      if (field === null) {
        done(null, parsed);
        return;
      }
      // The field may be a client's 60,000-character key: the answer keeps its start only.
      done(badRequest(TOO_DEEP_MESSAGE, { errors: [{ field: field.slice(0, 200), message: TOO_DEEP_MESSAGE }] }));
    });
  };
}

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), except that an empty
 * body is accepted: the admin client sends Content-Type: application/json on every call,
 * including POSTs without a body (logout, refresh, mark-read, close). A body nested deeper
 * than MAX_JSON_DEPTH is a 400 naming its top-level field.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  // JSON only: any other body type (text/plain included) is answered 415 (one route, the
  // browser's failure reports, reads text/plain as JSON: modules/client-events).
  app.removeContentTypeParser('text/plain');
  const parse = jsonTextParser(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parse);
}
