// npm run measure:first-load [-- /route ...]: serves the current production builds as
// `npm start` does, opens each route in a fresh Chromium profile and prints what the first
// load downloaded: JavaScript and CSS, requests and bytes (raw and gzip-compressed).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { publishAll, root } from './deployment.mjs';

const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
if (routes.length === 0) routes.push('/', '/admin/login');
const port = Number(process.env.MEASURE_PORT ?? 8188);
const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
if (!executablePath) throw new Error('Chromium not found: apt-get install -y chromium');

const deployDir = mkdtempSync(join(tmpdir(), 'tulia-measure-site-'));
const dataDir = mkdtempSync(join(tmpdir(), 'tulia-measure-data-'));
publishAll(deployDir);
const server = spawn(process.execPath, [join(root, 'api/dist/main.js')], {
  stdio: 'ignore',
  env: { ...process.env, PORT: String(port), SITE_DIR: deployDir, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});

async function waitForServer() {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const rows = [];
  for (const route of routes) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bodies = [];
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      try {
        bodies.push({ type, body: await response.body() });
      } catch {
        // a response without a body (redirect) carries nothing to count
      }
    });
    await page.goto(`http://localhost:${port}${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const of = (type) => bodies.filter((b) => b.type === type);
    const sum = (list, fn) => list.reduce((total, b) => total + fn(b.body), 0);
    const js = of('script');
    const css = of('stylesheet');
    rows.push({
      route,
      'js requests': js.length,
      'js KiB': kib(sum(js, (b) => b.length)),
      'js gzip KiB': kib(sum(js, (b) => gzipSync(b, { level: 9 }).length)),
      'css requests': css.length,
      'css gzip KiB': kib(sum(css, (b) => gzipSync(b, { level: 9 }).length)),
    });
    await context.close();
  }
  await browser.close();
  console.table(rows);
} finally {
  server.kill('SIGTERM');
  rmSync(deployDir, { recursive: true, force: true });
  setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 500);
}
