import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry } from 'prom-client';

/** The route label of a request no route matched (a 404, a probe for files that are not there). */
export const NO_ROUTE = '(no route)';

/** Methods Node's parser accepts beyond these are one label value, so a client cannot add series. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Seconds; 1 s is a bucket edge because the contact form's p95 alert is on it (ops/prometheus/alerts.yml). */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus registry: served only by the metrics listener (metrics/listener.ts), never on this port. */
    metrics: Registry;
  }
}

/**
 * Counts every answer and its duration by method, route pattern and status. The route is the
 * pattern (`/api/admin/users/:id`), never the address asked for: a raw URL would carry ids,
 * e-mails typed into a path and query strings, and one series per address.
 */
export function recordRequests(app: FastifyInstance): Registry {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'tulia_http_requests_total',
    help: 'Answers of the public port, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'tulia_http_request_duration_seconds',
    help: 'Time from the request to the answer on the public port, by method, route pattern and status',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.decorate('metrics', registry);
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: KNOWN_METHODS.has(request.method) ? request.method : 'OTHER',
      route: request.routeOptions.url ?? NO_ROUTE,
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    done();
  });
  return registry;
}
