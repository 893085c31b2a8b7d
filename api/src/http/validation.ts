import type { z } from 'zod';
import { badRequest } from './errors';

/**
 * Parses a body, query or path with a contract schema. Bad input is a 400 whose message is
 * the first issue (it names the field); `errors` lists every issue for forms.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, part: 'body' | 'query' | 'path' = 'body'): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.path.length === 0 && issue.code === 'invalid_type' ? wholeMessage(part) : issue.message,
  }));
  throw badRequest(errors[0]?.message ?? 'Invalid request', { errors });
}

function wholeMessage(part: 'body' | 'query' | 'path'): string {
  return part === 'body' ? 'The request body must be a JSON object' : `Invalid ${part} parameters`;
}
