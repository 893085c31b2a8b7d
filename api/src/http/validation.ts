import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';
import { badRequest, type HttpError } from './errors';

/** Where a request carries input, in the words of the 400 answers. */
type InputPart = 'body' | 'query' | 'path';

/**
 * Routes declare their input with the contract's zod schemas (`schema: { body, querystring,
 * params, response }`); Fastify validates with them before the handler runs, and the handler
 * sees the parsed values with their types, and its answers are type-checked against the
 * declared response schemas (at compile time only: answers are written with plain JSON, see
 * openapi/declarations.ts). The same declarations make the OpenAPI document.
 * (The shape of fastify-type-provider-zod's provider; see docs/security.md for why it is ours.)
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** Bad input as a 400 whose message is the first issue (it names the field); `errors` lists every issue for forms. */
export function inputError(error: z.ZodError, part: InputPart): HttpError {
  const errors = error.issues.flatMap((issue) => {
    const message = issue.path.length === 0 && issue.code === 'invalid_type' ? wholeMessage(part) : issue.message;
    // A strict schema's unknown keys (one issue for all of them): each key is a field of its own.
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => ({ field: [...issue.path, key.slice(0, 200)].map(String).join('.'), message }));
    return [{ field: issue.path.map(String).join('.'), message }];
  });
  return badRequest(errors[0]?.message ?? 'Invalid request', { errors });
}

function wholeMessage(part: InputPart): string {
  return part === 'body' ? 'The request body must be a JSON object' : `Invalid ${part} parameters`;
}

const PARTS: Record<string, InputPart> = { body: 'body', querystring: 'query', params: 'path' };

/**
 * Fastify's validator for the declared zod schemas: the parsed value replaces the input, and
 * a refusal is the api's own 400 (`{ message, errors: [{ field, message }] }`), unchanged
 * from when the handlers parsed their input themselves.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const part = PARTS[httpPart ?? 'body'] ?? 'body';
  return (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: inputError(result.error, part) };
  };
};
