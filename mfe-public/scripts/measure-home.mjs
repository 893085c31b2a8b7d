/* global window -- observePaints runs in the page, not in Node */
// node mfe-public/scripts/measure-home.mjs [/route ...]
// Serves the current production builds as `npm start` does (the same way as
// scripts/first-load.mjs), opens each route (default: Home) in a fresh Chromium profile and
// prints its largest contentful paint, layout shift and the JavaScript it downloaded, split by
// who serves it (shell, each remote). Two profiles: desktop on a fast line, and a phone
// (390×844) with 4× slower CPU on a slow 4G line (150 ms, 1.6 Mbit/s down).
// MEASURE_FILES=<owner> also lists that owner's files (e.g. MEASURE_FILES=mfe-public).
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { servePublishedSite } from '../../scripts/published-site.mjs';

const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
if (routes.length === 0) routes.push('/');
const port = Number(process.env.MEASURE_PORT ?? 8189);
const runs = Number(process.env.MEASURE_RUNS ?? 3);
const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
if (!executablePath) throw new Error('Chromium not found: apt-get install -y chromium');

const profiles = [
  { name: 'desktop', viewport: { width: 1280, height: 720 }, cpu: 1, network: null },
  {
    name: 'phone, slow 4G, 4x CPU',
    viewport: { width: 390, height: 844 },
    cpu: 4,
    network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  },
];


// Installed before any script of the page: records LCP candidates and layout shifts.
function observePaints() {
  window.__paints = { lcp: 0, lcpElement: '', cls: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__paints.lcp = entry.startTime;
      const el = entry.element;
      window.__paints.lcpElement = el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent || el.getAttribute('alt') || '').trim().slice(0, 40)}"` : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__paints.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

const owner = (path) => (path.startsWith('/remotes/') ? path.split('/')[2] : 'shell');
const kib = (bytes) => (bytes / 1024).toFixed(1);
let lastScripts = [];
const filesOf = (who) =>
  lastScripts
    .filter(({ path }) => owner(path) === who)
    .map(({ path, body }) => ({ file: path.split('/').pop().slice(0, 70), 'gzip KiB': kib(gzipSync(body, { level: 9 }).length) }));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const site = await servePublishedSite(port);
try {
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  for (const route of routes) {
    for (const profile of profiles) {
      const samples = [];
      let bytesByOwner = {};
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({ viewport: profile.viewport });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
        if (profile.network) {
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', profile.network);
        }
        await page.addInitScript(observePaints);
        const scripts = [];
        page.on('response', async (response) => {
          if (response.request().resourceType() !== 'script') return;
          try {
            scripts.push({ path: new URL(response.url()).pathname, body: await response.body() });
          } catch {
            // no body (redirect)
          }
        });
        await page.goto(`${site.baseURL}${route}`, { waitUntil: 'networkidle', timeout: 120_000 });
        // A throttled CPU can leave the network idle while the page is still being built.
        await page.locator('h1').first().waitFor({ timeout: 120_000 });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1500);
        const paints = await page.evaluate(() => ({
          ...window.__paints,
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        }));
        samples.push(paints);
        bytesByOwner = {};
        lastScripts = scripts;
        for (const { path, body } of scripts) {
          const key = owner(path);
          bytesByOwner[key] ??= { requests: 0, gzip: 0 };
          bytesByOwner[key].requests += 1;
          bytesByOwner[key].gzip += gzipSync(body, { level: 9 }).length;
        }
        await context.close();
      }
      const lcp = median(samples.map((s) => s.lcp));
      const cls = median(samples.map((s) => s.cls));
      const fcp = median(samples.map((s) => s.fcp));
      console.log(`\n${route} — ${profile.name} (median of ${runs})`);
      console.log(`  FCP ${fcp.toFixed(0)} ms; LCP ${lcp.toFixed(0)} ms on ${samples.find((s) => s.lcp === lcp)?.lcpElement}; CLS ${cls.toFixed(3)}`);
      console.table(
        Object.entries(bytesByOwner).map(([who, { requests, gzip }]) => ({ served_by: who, 'js requests': requests, 'js gzip KiB': kib(gzip) })),
      );
      if (process.env.MEASURE_FILES) console.table(filesOf(process.env.MEASURE_FILES));
    }
  }
  await browser.close();
} finally {
  site.stop();
}
