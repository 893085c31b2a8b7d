import { resolve } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { startRetention } from './retention/retention';
import { DataDirLockedError } from './db/lock';
import { startMetricsListener, type MetricsListener } from './metrics/listener';
import { seedDemo } from './seed/demo';
import { accountWithDemoPassword } from './seed/demo-password';

const siteDir = process.env.SITE_DIR ? resolve(process.env.SITE_DIR) : undefined;
const level = process.env.LOG_LEVEL ?? 'info';

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

let loaded: ReturnType<typeof loadConfig>;
try {
  loaded = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(`Configuration error: ${error.message}`);
  throw error;
}
const { config, warnings } = loaded;
const { host, port } = config;

let database: DatabaseHandle;
const openedAt = Date.now();
try {
  database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    databasePoolMax: config.databasePoolMax,
    timeoutMs: config.databaseTimeoutMs,
    onPoolError: (error) => console.warn(`database connection error: ${error.message}`),
  });
} catch (error) {
  if (error instanceof DataDirLockedError) fail(error.message);
  fail(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
}

const app = await buildApp({ siteDir, config, database, logger: { level } });
for (const warning of warnings) app.log.warn(warning);
app.log.info(`Opened and migrated the database in ${Date.now() - openedAt} ms`);

if (config.production) {
  const exposed = await accountWithDemoPassword(database.db, config);
  if (exposed) {
    await app.close();
    await database.close().catch(() => undefined);
    fail(
      `Refusing to serve this database in production: the administrator ${exposed} still has the published demo password.\n` +
        'Change that password (or delete the account) under TULIA_PROFILE=demo first, or use another database.',
    );
  }
}

if (config.seedDemo) {
  const started = Date.now();
  const seeded = await seedDemo(database.db, config);
  if (seeded) {
    app.log.info(`Seeded the demo content in ${Date.now() - started} ms`);
  }
}
if (config.profile === 'demo') {
  // Printed whatever LOG_LEVEL says: the demo is useless without these.
  console.log(`\nDemo profile (TULIA_PROFILE=demo): not for real people's data.`);
  if (config.seedDemo) console.log(`Demo super admin: e-mail ${config.demoAdmin.email}  password ${config.demoAdmin.password}`);
  console.log('');
}

// Data protection: expired rows go at start and then on an interval (every instance; a lock shares the work).
const retention = startRetention(database.db, config.retention, app.log);

// Prometheus metrics on their own port (METRICS_HOST:METRICS_PORT), started once the api listens.
let metrics: MetricsListener | null = null;

// SIGTERM (an orchestrator, a rolling restart): the readiness probe turns 503 at once and the
// instance keeps serving for SHUTDOWN_DRAIN_MS, so the proxy stops sending it traffic before it
// closes; SHUTDOWN_TIMEOUT_MS bounds the whole (docs/operations.md). Ctrl-C at a terminal closes
// without the drain: no proxy is waiting.
let closing = false;
const shutdown = async (signal: NodeJS.Signals) => {
  if (closing) return;
  closing = true;
  const drainMs = signal === 'SIGTERM' ? config.shutdown.drainMs : 0;
  app.lifecycle.beginDrain();
  app.log.info(`${signal}: readiness 503, serving ${drainMs} ms more, then closing (at most ${config.shutdown.timeoutMs} ms in all)`);
  const limit = setTimeout(() => {
    app.log.error(`${signal}: still open after ${config.shutdown.timeoutMs} ms (SHUTDOWN_TIMEOUT_MS): exiting with requests unfinished`);
    process.exit(1);
  }, config.shutdown.timeoutMs);
  limit.unref();
  let code = 0;
  try {
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    await retention.stop();
    await app.close();
    // Last, so that Prometheus sees the drain itself.
    await metrics?.close();
  } catch (error) {
    console.error(error);
    code = 1;
  } finally {
    // Closing the database also releases the data directory's lock.
    await database.close().catch((error: unknown) => console.error(error));
    process.exit(code);
  }
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port, host });
} catch (error) {
  await database.close().catch(() => undefined);
  fail(`Could not listen on ${host}:${port}: ${error instanceof Error ? error.message : String(error)}`);
}
metrics = await startMetricsListener(app, config.metrics, { database, retention, backupDir: config.metrics.backupDir }, app.log);
if (metrics) app.log.info(`metrics on http://${metrics.address}/metrics`);
const where = database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
app.log.info(
  siteDir ? `Serving the site from ${siteDir} and the api on http://localhost:${port} (${where})` : `api on http://localhost:${port}/api (${where})`,
);
