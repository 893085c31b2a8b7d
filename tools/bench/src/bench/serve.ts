// Serves a site folder with the built api on one port, as `npm start` does, each on a fresh
// temporary database with the demo content (the admin routes and switch timings sign in as the
// demo admin, which published-site.ts does not seed): the current builds published
// into a throwaway deployment, with the public pages composed to HTML as a release composes
// them, or without (the client-rendered site, as before composition). Rate limits are raised
// because a benchmark signs in and loads pages far more often than a visitor.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi, type RunningSite } from '../../../deploy/src/api-process';
import { publishWorkspace } from '../../../deploy/src/publish-workspace';

export const demoAdmin = { email: 'admin@tulia.co.ke', password: 'Tulia!Demo2026' };

/** The api's settings on every site the benchmark serves (the baseline's too). */
export const benchApiEnv: Record<string, string> = {
  SEED_DEMO: 'true',
  DEMO_ADMIN_EMAIL: demoAdmin.email,
  DEMO_ADMIN_PASSWORD: demoAdmin.password,
  RATE_LIMIT_LOGIN: '100000',
  RATE_LIMIT_REGISTER: '100000',
  RATE_LIMIT_FORGOT_PASSWORD: '100000',
  RATE_LIMIT_CONTACT: '100000',
};

export interface ServedSite {
  label: string;
  baseURL: string;
  siteDir: string;
  stop: () => Promise<void>;
}

export async function serveSite({
  label,
  port,
  siteDir,
  cleanup = () => {},
}: {
  label: string;
  port: number;
  siteDir: string;
  cleanup?: () => void;
}): Promise<ServedSite> {
  if (!existsSync(join(siteDir, 'app.html'))) throw new Error(`${siteDir} holds no site (no app.html)`);
  const dataDir = mkdtempSync(join(tmpdir(), `tulia-bench-data-${label}-`));
  const removeData = () => {
    rmSync(dataDir, { recursive: true, force: true });
    cleanup();
  };
  let site: RunningSite;
  try {
    site = await startApi({
      siteDir,
      dataDir,
      port,
      env: benchApiEnv,
    });
  } catch (error) {
    removeData();
    throw new Error(`the ${label} server did not start: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await site.stop();
    removeData();
  };
  return { label, baseURL: site.baseURL, siteDir, stop };
}

/**
 * The current builds published into a throwaway deployment folder and served. prerender: the
 * public pages composed to HTML (as `npm start` and a release serve them); false: the same
 * builds without composition, every page being the app's page rendered in the browser.
 */
export async function serveFederated(
  port: number,
  { prerender = true, label = prerender ? 'prerendered' : 'client' }: { prerender?: boolean; label?: string } = {},
): Promise<ServedSite> {
  const deployDir = mkdtempSync(join(tmpdir(), `tulia-bench-deploy-${label}-`));
  try {
    await publishWorkspace(deployDir, { compose: prerender, quiet: true });
  } catch (error) {
    rmSync(deployDir, { recursive: true, force: true });
    throw error;
  }
  return serveSite({ label, port, siteDir: deployDir, cleanup: () => rmSync(deployDir, { recursive: true, force: true }) });
}
