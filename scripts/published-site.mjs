// Publishes the current production builds into a throwaway deployment folder and serves them
// with the api on a fresh database, as `npm start` does: what the measurement scripts load.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi } from '../tools/deploy/src/api-process.ts';
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
  try {
    const site = await startApi({ siteDir: deployDir, dataDir, port, host: 'localhost' });
    const stop = () => {
      void site.stop().then(() => rmSync(dataDir, { recursive: true, force: true }));
      rmSync(deployDir, { recursive: true, force: true });
    };
    return { baseURL: site.baseURL, stop };
  } catch (error) {
    rmSync(deployDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
