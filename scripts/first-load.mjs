// npm run measure:first-load [-- /route ...]: serves the current production builds as
// `npm start` does, opens each route in a fresh Chromium profile and prints what the first
// load downloaded: JavaScript and CSS, requests and bytes (raw and gzip-compressed).
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { servePublishedSite } from './published-site.mjs';

const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
if (routes.length === 0) routes.push('/', '/admin/login');
const port = Number(process.env.MEASURE_PORT ?? 8188);
const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
if (!executablePath) throw new Error('Chromium not found: apt-get install -y chromium');


const kib = (bytes) => (bytes / 1024).toFixed(1);
const site = await servePublishedSite(port);
try {
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
    await page.goto(`${site.baseURL}${route}`, { waitUntil: 'networkidle' });
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
  site.stop();
}
