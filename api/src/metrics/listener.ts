import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { collectDefaultMetrics } from 'prom-client';
import type { MetricsSettings } from '../config';
import type { DatabaseHandle } from '../db/client';
import { recordDatabasePool } from './pool-metrics';
import { FiguresCache, readServiceFigures, recordServiceFigures, type FiguresOptions, type RetentionRecord } from './service-figures';

export interface MetricsSources {
  database?: DatabaseHandle;
  retention?: RetentionRecord;
  /** BACKUP_DIR. */
  backupDir?: string;
  /** Tests: another reader or clock for the service figures. */
  figures?: Partial<FiguresOptions>;
}

/**
 * The metrics server, not yet listening: `GET /metrics` in Prometheus's text format, and
 * nothing else. It serves the public app's registry (request counts and durations) with the
 * process's default metrics (prom-client's standard names, so that common dashboards read them),
 * the database pool and the service's own figures. It is its own Fastify instance so that it
 * never shares a port, a hook or the overload protection with the public app.
 */
export function metricsServer(app: FastifyInstance, sources: MetricsSources = {}): FastifyInstance {
  const registry = app.metrics;
  collectDefaultMetrics({ register: registry });
  if (sources.database) {
    const { database, backupDir } = sources;
    recordDatabasePool(registry, database);
    const cache = new FiguresCache({ read: () => readServiceFigures(database, backupDir), ...sources.figures });
    recordServiceFigures(registry, cache, { retention: sources.retention, now: sources.figures?.now });
  }
  const server = Fastify({ logger: false });
  server.get('/metrics', async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()));
  return server;
}

export interface MetricsListener {
  /** Where it listens, for the start-up log line. */
  readonly address: string;
  close(): Promise<void>;
}

/**
 * Starts the metrics listener on METRICS_HOST:METRICS_PORT, or nothing when METRICS_PORT is off.
 * A port that cannot be taken is logged, not fatal: the people the api serves come first, and
 * Prometheus reports the target down (the InstanceDown alert).
 */
export async function startMetricsListener(
  app: FastifyInstance,
  settings: MetricsSettings,
  sources: MetricsSources,
  log: FastifyBaseLogger,
): Promise<MetricsListener | null> {
  if (settings.port === null) return null;
  const server = metricsServer(app, sources);
  try {
    await server.listen({ host: settings.host, port: settings.port });
  } catch (error) {
    log.error(
      `metrics: could not listen on ${settings.host}:${settings.port} (METRICS_HOST, METRICS_PORT): ${error instanceof Error ? error.message : String(error)}; serving without metrics`,
    );
    await server.close().catch(() => undefined);
    return null;
  }
  const bound = server.server.address();
  const address =
    typeof bound === 'object' && bound
      ? `${bound.address.includes(':') ? `[${bound.address}]` : bound.address}:${bound.port}`
      : `${settings.host}:${settings.port}`;
  return { address, close: () => server.close() };
}
