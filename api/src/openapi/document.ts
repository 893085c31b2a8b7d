import { z } from 'zod';
import { errorBodySchema } from '@tulia/shared/contract';
import { apiVersion } from '../version';
import type { DeclaredRoute, OperationDoc } from './declarations';

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

function parametersOf(schema: z.ZodType, where: 'query' | 'path'): unknown[] {
  const json = jsonSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({ name, in: where, required: where === 'path' || required.has(name), schema: property }));
}

/** The zod schema of a declared part (routes declare zod schemas only). */
function zodOf(schema: unknown): z.ZodType | undefined {
  return schema instanceof z.ZodType ? schema : undefined;
}

/** The OpenAPI path of a Fastify URL: /api/admin/users/:id -> /api/admin/users/{id}. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z_]+)/g, '{$1}');
}

function operationObject(route: DeclaredRoute, operation: OperationDoc): Record<string, unknown> {
  const body = zodOf(route.schema.body);
  const query = zodOf(route.schema.querystring);
  const params = zodOf(route.schema.params);
  const declared = Object.entries((route.schema.response ?? {}) as Record<string, unknown>);
  const [status = '200', success] = declared.find(([code]) => code.startsWith('2')) ?? [];
  const response = zodOf(success);
  const errors = new Set<number>(operation.errors ?? []);
  if (body || query || params) errors.add(400);
  if (operation.auth !== 'none') errors.add(401);
  if (body) errors.add(413).add(415);
  const page = { content: { 'text/html': { schema: { type: 'string', description: 'A page for the visitor to read' } } } };
  const responses: Record<string, unknown> = {
    [status]: {
      description: status === '204' ? 'Success, no content' : 'Success',
      ...(status === '204'
        ? {}
        : operation.htmlForm
          ? page
          : operation.csv
            ? { content: { 'text/csv': { schema: { type: 'string', description: 'A header row, then one row per record' } } } }
            : response
              ? { content: { 'application/json': { schema: jsonSchema(response, 'output') } } }
              : {}),
    },
  };
  for (const code of [...errors].sort()) {
    responses[code] = {
      description: ERROR_DESCRIPTIONS[code] ?? 'Error',
      ...(operation.htmlForm ? page : { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }),
    };
  }
  const parameters = [...(params ? parametersOf(params, 'path') : []), ...(query ? parametersOf(query, 'query') : [])];
  return {
    tags: [operation.tag],
    summary: operation.summary + (operation.superAdminOnly ? ' (super admins only)' : ''),
    ...(operation.auth === 'access' ? { security: [{ accessToken: [] }] } : operation.auth === 'refresh' ? { security: [{ refreshToken: [] }] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(body
      ? {
          requestBody: {
            required: true,
            content: { [operation.htmlForm ? 'application/x-www-form-urlencoded' : 'application/json']: { schema: jsonSchema(body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

/** The documented routes: those that declare an operation. */
export function documentedRoutes(routes: readonly DeclaredRoute[]): (DeclaredRoute & { operation: OperationDoc })[] {
  return routes.flatMap((route) => (route.schema.operation ? [{ ...route, operation: route.schema.operation }] : []));
}

/** The OpenAPI document, generated from the routes' declarations (the shared contract's zod schemas). */
export function openApiDocument(routes: readonly DeclaredRoute[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of documentedRoutes(routes)) {
    const path = openApiPath(route.url);
    const item = (paths[path] ??= {});
    item[route.method.toLowerCase()] = operationObject(route, route.operation);
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
