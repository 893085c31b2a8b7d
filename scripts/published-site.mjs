// Publishes the current production builds into a throwaway deployment folder and serves them
// with the api on a fresh database, as `npm start` does: what the measurement scripts load.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../tools/deploy/src/layout.ts';
import { publishWorkspace } from '../tools/deploy/src/publish-workspace.ts';

/**
 * @param {number} port
 * @param {{ prerender?: boolean }} [options] prerender: false serves the client-rendered site
 *   (no composed HTML: every page is the app's page), for comparison in `npm run bench`.
 */
export async function servePublishedSite(port, { prerender = true } = {}) {
  if (!existsSync(join(root, 'api/dist/main.js'))) throw new Error('api/dist/main.js is missing: npm run build -w api');
  const deployDir = mkdtempSync(join(tmpdir(), 'tulia-measure-site-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'tulia-measure-data-'));
  await publishWorkspace(deployDir, { compose: prerender, quiet: true });
  const server = spawn(process.execPath, [join(root, 'api/dist/main.js')], {
    stdio: 'ignore',
    env: { ...process.env, TULIA_PROFILE: 'demo', PORT: String(port), SITE_DIR: deployDir, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(deployDir, { recursive: true, force: true });
    // The database folder is released when the server has closed it.
    setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 500);
  };
  const baseURL = `http://localhost:${port}`;
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return { baseURL, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error('the server did not start');
}
