// Serves a site folder with the built api on one port, as `npm start` does, each on a fresh
// temporary database with the demo content (the admin routes and switch timings sign in as the
// demo admin, which scripts/published-site.mjs does not seed): the current builds published
// into a throwaway deployment, with the public pages composed to HTML as a release composes
// them, or without (the client-rendered site, as before composition). Rate limits are raised
// because a benchmark signs in and loads pages far more often than a visitor.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../../tools/deploy/src/layout.ts';
import { publishWorkspace } from '../../tools/deploy/src/publish-workspace.ts';

export const demoAdmin = { email: 'admin@tulia.co.ke', password: 'Tulia!Demo2026' };

/**
 * @typedef {{ label: string, baseURL: string, siteDir: string, stop: () => Promise<void> }} ServedSite
 */

/**
 * @param {{ label: string, port: number, siteDir: string, cleanup?: () => void }} options
 * @returns {Promise<ServedSite>}
 */
export async function serveSite({ label, port, siteDir, cleanup = () => {} }) {
  const main = join(root, 'api/dist/main.js');
  if (!existsSync(main)) throw new Error('api/dist/main.js is missing: npm run build -w api');
  // app.html: the app's own page, which every published deployment holds (scripts/deployment.mjs).
  if (!existsSync(join(siteDir, 'app.html'))) throw new Error(`${siteDir} holds no site (no app.html)`);
  const dataDir = mkdtempSync(join(tmpdir(), `tulia-bench-data-${label}-`));
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    TULIA_PROFILE: 'demo',
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_DIR: siteDir,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    DEMO_ADMIN_EMAIL: demoAdmin.email,
    DEMO_ADMIN_PASSWORD: demoAdmin.password,
    RATE_LIMIT_LOGIN: '100000',
    RATE_LIMIT_REGISTER: '100000',
    RATE_LIMIT_FORGOT_PASSWORD: '100000',
    RATE_LIMIT_CONTACT: '100000',
  };
  // The demo, always on the embedded database here.
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, [main], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  server.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    // The database folder is released once the server has closed it (awaited above).
    rmSync(dataDir, { recursive: true, force: true });
    cleanup();
  };

  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`the ${label} server exited with ${server.exitCode}:\n${stderr}`);
    }
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return { label, baseURL, siteDir, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the ${label} server did not start on port ${port}:\n${stderr}`);
}

/**
 * The current builds published into a throwaway deployment folder and served. prerender: the
 * public pages composed to HTML (as `npm start` and a release serve them); false: the same
 * builds without composition, every page being the app's page rendered in the browser.
 * @param {number} port
 * @param {{ prerender?: boolean, label?: string }} [options]
 */
export async function serveFederated(port, { prerender = true, label = prerender ? 'prerendered' : 'client' } = {}) {
  const deployDir = mkdtempSync(join(tmpdir(), `tulia-bench-deploy-${label}-`));
  try {
    await publishWorkspace(deployDir, { compose: prerender, quiet: true });
  } catch (error) {
    rmSync(deployDir, { recursive: true, force: true });
    throw error;
  }
  return serveSite({ label, port, siteDir: deployDir, cleanup: () => rmSync(deployDir, { recursive: true, force: true }) });
}
