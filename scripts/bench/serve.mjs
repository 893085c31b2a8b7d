// Serves a site folder with the built api on one port, as `npm start` does, each on a fresh
// temporary database with the demo content: the federated site as a published deployment,
// the monolith baseline as it was built. Rate limits are raised because a benchmark signs in
// and loads pages far more often than a visitor.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publishAll, root } from '../deployment.mjs';
import { monolithOutDir } from '../monolith/vite-config.mjs';

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
  if (!existsSync(join(siteDir, 'index.html'))) throw new Error(`${siteDir} holds no site (no index.html)`);
  const dataDir = mkdtempSync(join(tmpdir(), `tulia-bench-data-${label}-`));
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
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
  // The demo is seeded outside production only, and always on the embedded database here.
  delete env.NODE_ENV;
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

/** The current builds published into a throwaway deployment folder and served, as `npm start` serves them. */
export function serveFederated(port) {
  const deployDir = mkdtempSync(join(tmpdir(), 'tulia-bench-deploy-'));
  try {
    publishAll(deployDir);
  } catch (error) {
    rmSync(deployDir, { recursive: true, force: true });
    throw error;
  }
  return serveSite({ label: 'federated', port, siteDir: deployDir, cleanup: () => rmSync(deployDir, { recursive: true, force: true }) });
}

/** dist-monolith/ served as it is (it needs no remotes.json: nothing is loaded at run time). */
export function serveMonolith(port) {
  return serveSite({ label: 'baseline', port, siteDir: monolithOutDir });
}
