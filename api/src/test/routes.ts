import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { OperationDoc } from '../openapi/declarations';

/** Who may call a route. */
export type Access =
  /** Anyone, with or without a token. */
  | 'public'
  /** Takes the refresh token (not an access token) as its bearer credential. */
  | 'refresh'
  /** Any signed-in administrator. */
  | 'admin'
  /** Signed-in super admins only (403 for an admin). */
  | 'super_admin';

/**
 * The expected access of every route of the api, written out by hand on purpose: a new route
 * fails the suites until someone decides here who may call it.
 */
export const ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/openapi.json': 'public',
  'GET /api/contact/subjects': 'public',
  'POST /api/contact': 'public',
  'POST /api/contact/form': 'public',
  'POST /api/client-events': 'public',
  'POST /api/auth/admin/register': 'public',
  'POST /api/auth/admin/login': 'public',
  'POST /api/auth/admin/forgot-password': 'public',
  'POST /api/auth/admin/reset-password': 'public',
  'POST /api/auth/admin/refresh': 'refresh',
  'GET /api/auth/admin/profile': 'admin',
  'POST /api/admin/logout': 'admin',
  'PUT /api/admin/change-password': 'admin',
  'GET /api/admin/dashboard': 'admin',
  'GET /api/admin/pending-counts': 'admin',
  'GET /api/admin/users': 'admin',
  'GET /api/admin/users/stats': 'admin',
  'GET /api/admin/users/:id': 'admin',
  'POST /api/admin/users': 'admin',
  'PUT /api/admin/users/:id': 'admin',
  'DELETE /api/admin/users/:id': 'admin',
  'POST /api/admin/users/:id/generate-password': 'admin',
  'POST /api/admin/users/:id/reset-password': 'admin',
  'POST /api/admin/users/bulk': 'admin',
  'GET /api/admin/users/export': 'super_admin',
  'GET /api/admin/therapists': 'admin',
  'GET /api/admin/therapists/:id': 'admin',
  'POST /api/admin/therapists': 'admin',
  'PUT /api/admin/therapists/:id': 'admin',
  'DELETE /api/admin/therapists/:id': 'admin',
  'GET /api/admin/therapists/export': 'super_admin',
  'GET /api/admin/rafikis': 'admin',
  'GET /api/admin/rafikis/:id': 'admin',
  'POST /api/admin/rafikis': 'admin',
  'PUT /api/admin/rafikis/:id': 'admin',
  'DELETE /api/admin/rafikis/:id': 'admin',
  'GET /api/admin/rafikis/export': 'super_admin',
  'GET /api/admin/boma-groups': 'admin',
  'GET /api/admin/boma-groups/:id': 'admin',
  'POST /api/admin/boma-groups': 'admin',
  'PUT /api/admin/boma-groups/:id': 'admin',
  'DELETE /api/admin/boma-groups/:id': 'admin',
  'GET /api/admin/suggest-groups-requests': 'admin',
  'GET /api/admin/suggest-groups-requests/:id': 'admin',
  'PUT /api/admin/suggest-groups-requests/:id': 'admin',
  'GET /api/admin/resources': 'admin',
  'GET /api/admin/resources/:id': 'admin',
  'POST /api/admin/resources': 'admin',
  'PUT /api/admin/resources/:id': 'admin',
  'DELETE /api/admin/resources/:id': 'admin',
  'GET /api/admin/contact-messages': 'admin',
  'GET /api/admin/contact-messages/stats': 'admin',
  'GET /api/admin/contact-messages/:id': 'admin',
  'GET /api/admin/contact-messages/:id/notes': 'admin',
  'POST /api/admin/contact-messages/:id/notes': 'admin',
  'PUT /api/admin/contact-messages/:id/assignee': 'admin',
  'PUT /api/admin/contact-messages/:id/risk': 'admin',
  'POST /api/admin/contact-messages/:id/mark-read': 'admin',
  'POST /api/admin/contact-messages/:id/reply': 'admin',
  'POST /api/admin/contact-messages/:id/close': 'admin',
  'POST /api/admin/contact-messages/bulk': 'admin',
  'POST /api/admin/contact-messages/:id/acknowledge': 'admin',
  'DELETE /api/admin/contact-messages/:id': 'super_admin',
  'GET /api/admin/contact-messages/export': 'super_admin',
  'GET /api/admin/outbox': 'super_admin',
  'GET /api/admin/audit-log': 'admin',
  'GET /api/admin/audit-log/actors': 'admin',
  'GET /api/admin/audit-log/export': 'super_admin',
  'POST /api/admin/data-subject/export': 'super_admin',
  'POST /api/admin/data-subject/erase': 'super_admin',
};

export interface ApiRoute {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify's pattern, with :id. */
  url: string;
  /** 'METHOD url', the key of ACCESS. */
  key: string;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE']);

/**
 * Every route of the api as the app registered it (its onRoute hook), so that a new endpoint
 * is covered without touching the suites. HEAD routes are Fastify's automatic twins of GET
 * routes; they are left out unless asked for.
 */
export function apiRoutes(app: FastifyInstance, options: { head?: boolean } = {}): ApiRoute[] {
  const seen = new Set<string>();
  const routes: ApiRoute[] = [];
  for (const entry of app.registeredRoutes) {
    const [method = '', url = ''] = entry.split(' ');
    if (!url.startsWith('/api/') || !METHODS.has(method) || (method === 'HEAD' && !options.head) || seen.has(entry)) continue;
    seen.add(entry);
    routes.push({ method: method as ApiRoute['method'], url, key: entry });
  }
  return routes;
}

/** The access a route needs; a HEAD route needs what its GET needs. */
export function accessOf(route: ApiRoute): Access | undefined {
  return ACCESS[route.key] ?? (route.method === 'HEAD' ? ACCESS[`GET ${route.url}`] : undefined);
}

/** A route's declaration: its documented operation, and its body and query schemas. */
export interface RouteDeclaration {
  operation: OperationDoc;
  body?: z.ZodType;
  query?: z.ZodType;
}

/** The declaration of a documented route (the schemas it validates with), or undefined. */
export function operationOf(app: FastifyInstance, route: ApiRoute): RouteDeclaration | undefined {
  const method = route.method === 'HEAD' ? 'GET' : route.method;
  const declared = app.declaredRoutes.find((candidate) => candidate.method === method && candidate.url === route.url);
  const operation = declared?.schema.operation;
  if (!declared || !operation) return undefined;
  const zodOf = (schema: unknown) => (schema instanceof z.ZodType ? schema : undefined);
  return { operation, body: zodOf(declared.schema.body), query: zodOf(declared.schema.querystring) };
}

/** The URL of a route with its :id filled in. */
export function urlOf(route: ApiRoute, id: string | number): string {
  return route.url.replace(':id', String(id));
}

/** Whether the route can carry a request body (everything but GET and HEAD). */
export function takesBody(route: ApiRoute): boolean {
  return route.method !== 'GET' && route.method !== 'HEAD';
}
