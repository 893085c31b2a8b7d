import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const e2eRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = resolve(e2eRoot, '..');
export const e2ePort = Number(process.env.E2E_PORT ?? 8181);
/** The api's internal metrics listener in the e2e server (loopback), so that tests read its counters. */
export const e2eMetricsPort = e2ePort + 1000;
/** The deployment folder the e2e server serves (published fresh at start), one per port. */
export const e2eDeployDir = join(e2eRoot, `.deploy-${e2ePort}`);

// One Chromium lookup for every tool (the release's smoke test, the bench, the e2e suite).
export { chromiumExecutable } from '../../tools/deploy/src/chromium';
