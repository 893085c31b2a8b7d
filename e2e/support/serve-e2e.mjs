// Publishes the current production builds into a fresh deployment folder and serves it with
// the api on a fresh database, as `npm start` does. Builds must exist (npm test builds first).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApi } from '../../tools/deploy/src/api-process.ts';
import { publishWorkspace } from '../../tools/deploy/src/publish-workspace.ts';

const e2eRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '8181';
// As support/environment.ts's e2eMetricsPort.
const metricsPort = String(Number(port) + 1000);
const deployDir = join(e2eRoot, `.deploy-${port}`);
rmSync(deployDir, { recursive: true, force: true });
await publishWorkspace(deployDir, { quiet: true });

const dataDir = mkdtempSync(join(tmpdir(), 'tulia-e2e-data-'));
// As npm start: the demo profile (seeded, its own signing key in the data folder).
const site = await startApi({
  siteDir: deployDir,
  dataDir,
  port: Number(port),
  inheritEnv: true,
  showOutput: true,
  host: null,
  env: {
    LOG_LEVEL: 'warn',
    // Many tests sign in from one address; the rate limits themselves are tested in the api suite.
    RATE_LIMIT_LOGIN: '1000',
    RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '1000',
    RATE_LIMIT_REGISTER: '1000',
    RATE_LIMIT_FORGOT_PASSWORD: '1000',
    RATE_LIMIT_CONTACT: '1000',
    // Every test browser reports from one address: its failure reports are never refused for that.
    RATE_LIMIT_CLIENT_EVENTS: '100000',
    ADMIN_REGISTRATION: 'open',
    // The failure reports' counters are read by the tests on the internal listener.
    METRICS_PORT: metricsPort,
  },
});
const stop = () => {
  site.child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
site.child.on('exit', (code) => process.exit(code ?? 0));
