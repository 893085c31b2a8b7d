import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

// PostgreSQL text cannot hold U+0000 (the query fails with 22021, a 500), and an unpaired
// surrogate would be stored as U+FFFD, not as sent. Both are refused before any handler runs.
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = 'contains a character that cannot be stored (a NUL character or invalid Unicode)';

/** The path ('full_name', 'tags.2', 'search') of the first text that cannot be stored, or null. */
export function findUnstorableText(value: unknown, root: string): string | null {
  // Iterative: a body may nest hundreds of thousands of levels within the size limit.
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push([item, path ? `${path}.${index}` : String(index)]));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        const at = path ? `${path}.${key}` : key;
        if (UNSTORABLE.test(key)) return at;
        stack.push([item, at]);
      }
    }
  }
  return null;
}

/** Refuses (400, naming the field) bodies, queries and path parameters with unstorable text. */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['path', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const field = findUnstorableText(value, '');
      if (field === null) continue;
      // The path may be a client's 60,000-character key: the message quotes its start only.
      const name = field === '' ? `The request ${part}` : field.length > 60 ? `${field.slice(0, 60)}…` : field;
      throw badRequest(`${name} ${UNSTORABLE_TEXT_MESSAGE}`, { errors: [{ field: field.slice(0, 200), message: `${name} ${UNSTORABLE_TEXT_MESSAGE}` }] });
    }
  });
}
