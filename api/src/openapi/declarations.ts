import type { FastifyInstance, FastifySchema } from 'fastify';

/** Client errors a route can answer besides 400 for bad input (401 follows from `auth`). */
export type DocumentedError = 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/** What the OpenAPI document says of a route beyond its schemas. */
export interface OperationDoc {
  tag: string;
  summary: string;
  /** Needs a bearer access token (the refresh call takes the refresh token instead). */
  auth: 'access' | 'refresh' | 'none';
  errors?: readonly DocumentedError[];
  superAdminOnly?: boolean;
  /** A CSV download instead of JSON (the exports). */
  csv?: boolean;
  /**
   * A form the browser posts itself (application/x-www-form-urlencoded), answered with an HTML
   * page, errors included: the contact form without JavaScript.
   */
  htmlForm?: boolean;
}

/** What a route's entry may say beyond the default (another summary, more errors, super admins only). */
export type OperationChange = Partial<Pick<OperationDoc, 'summary' | 'errors' | 'superAdminOnly'>>;

/** The entry of an admin route (behind the access token), with the errors it may answer besides 400 and 401. */
export function accessOperation(tag: string, summary: string, errors?: OperationDoc['errors'], change: OperationChange = {}): OperationDoc {
  return { tag, summary, auth: 'access', ...(errors ? { errors } : {}), ...change };
}

declare module 'fastify' {
  interface FastifySchema {
    /** The route's entry in the OpenAPI document; a route without one is left out (the docs themselves). */
    operation?: OperationDoc;
  }
  interface FastifyInstance {
    /** Every route as declared (method, URL, schemas), for the OpenAPI document and the suites. */
    declaredRoutes: DeclaredRoute[];
  }
}

/** One route as the app registered it. */
export interface DeclaredRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Fastify's pattern, with :id. */
  url: string;
  schema: FastifySchema;
}

const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);

/**
 * Keeps every route's declaration (HEAD twins left out) as the app registers it. The answers'
 * schemas are declared for the document and the handlers' types only: Fastify is not given
 * them, so answers are written with plain JSON.stringify, neither checked nor serialised per
 * schema (given them, even a JSON.stringify serializer cost a small request about a quarter
 * of its throughput).
 */
export function collectDeclaredRoutes(app: FastifyInstance): void {
  const routes: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const schema = route.schema ?? {};
    for (const method of [route.method].flat()) {
      if (METHODS.has(method)) routes.push({ method: method as DeclaredRoute['method'], url: route.url, schema });
    }
    if (schema.response) {
      const { response: _documentedOnly, ...validated } = schema;
      route.schema = validated;
    }
  });
}
