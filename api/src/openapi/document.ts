import { z } from 'zod';
import { errorBodySchema } from '@tulia/shared/contract';
import { apiVersion } from '../version';
import { OPERATIONS, type Operation } from './operations';

type JsonSchema = Record<string, unknown>;

// OpenAPI 3.1 takes JSON Schema 2020-12 as it is; only the per-schema $schema key goes.
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
  return rest;
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input; `message` names the field',
  401: 'No, expired or revoked token',
  403: 'Not allowed for this admin level or by policy',
  404: 'No such record',
  409: 'Duplicate (email, username, license number) or a state that does not allow the change',
  413: 'Body too large',
  415: 'Not JSON',
  429: 'Too many requests',
  503: 'The database is unavailable',
};

function queryParameters(query: z.ZodType): unknown[] {
  const schema = jsonSchema(query, 'input');
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({ name, in: 'query', required: required.has(name), schema: property }));
}

function operationObject(operation: Operation): Record<string, unknown> {
  const status = operation.status ?? 200;
  const errors = new Set<number>(operation.errors ?? []);
  if (operation.body || operation.query || operation.path.includes('{id}')) errors.add(400);
  if (operation.auth !== 'none') errors.add(401);
  if (operation.body) errors.add(413).add(415);
  const responses: Record<string, unknown> = {
    [status]: {
      description: 'Success',
      ...(operation.csv
        ? { content: { 'text/csv': { schema: { type: 'string', description: 'A header row, then one row per record' } } } }
        : operation.response
          ? { content: { 'application/json': { schema: jsonSchema(operation.response, 'output') } } }
          : {}),
    },
  };
  for (const code of [...errors].sort()) {
    responses[code] = { description: ERROR_DESCRIPTIONS[code] ?? 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  }
  const parameters = [
    ...(operation.path.includes('{id}') ? [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1, maximum: 2147483647 } }] : []),
    ...(operation.query ? queryParameters(operation.query) : []),
  ];
  return {
    tags: [operation.tag],
    summary: operation.summary + (operation.superAdminOnly ? ' (super admins only)' : ''),
    ...(operation.auth === 'access' ? { security: [{ accessToken: [] }] } : operation.auth === 'refresh' ? { security: [{ refreshToken: [] }] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(operation.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(operation.body, 'input') } } } } : {}),
    responses,
  };
}

/** The OpenAPI document, generated from the shared contract's zod schemas. */
export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of OPERATIONS) {
    paths[operation.path] ??= {};
    const item = paths[operation.path];
    if (item) item[operation.method] = operationObject(operation);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tulia api',
      version: apiVersion,
      description: 'The api of the Tulia web platform: the admin back office and the public contact form. Errors are JSON { message }.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { Error: { ...jsonSchema(errorBodySchema, 'output'), required: ['message'] } },
      securitySchemes: {
        accessToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Access token from login or refresh (15 minutes by default)' },
        refreshToken: { type: 'http', scheme: 'bearer', description: 'Refresh token from login or the previous refresh' },
      },
    },
  };
}
