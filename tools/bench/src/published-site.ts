// Publishes the current production builds into a throwaway deployment folder and serves them
// with the api on a fresh database, as `npm start` does: what the measurement scripts load.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi } from '../../deploy/src/api-process';
import { root } from '../../deploy/src/layout';
import { publishWorkspace } from '../../deploy/src/publish-workspace';

export interface PublishedSite {
  baseURL: string;
  stop: () => void;
}

/**
 * prerender: false serves the client-rendered site (no composed HTML: every page is the app's
 * page), for comparison in `npm run bench`.
 */
export async function servePublishedSite(port: number, { prerender = true }: { prerender?: boolean } = {}): Promise<PublishedSite> {
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
