// What the first load of a route downloads: a fresh browser context (empty HTTP cache; for
// admin routes it only carries the signed-in admin's storage), the route opened directly, and
// every response recorded until the route's content is visible and the network has been idle.
// Sizes are the bodies gzip-compressed here at level 9, for both builds alike, because the
// server does not compress (what a CDN would send is close to this).
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { contentVisible, installRuntimeProbes, readRuntimeProbes, setHistoryState, waitForContent } from './page-ready.mjs';

/** How long the page must stay quiet after the network is idle, for late lazy chunks. */
const SETTLE_MS = 500;

/**
 * @typedef {{ url: string, type: 'js' | 'css' | 'meta', body: Buffer, sha256: string, gzipBytes: number }} Download
 * @typedef {{ requests: number, rawBytes: number, gzipBytes: number }} Totals
 * @typedef {{
 *   js: Totals, css: Totals, meta: Totals, downloads: Download[],
 *   atContent: { js: Totals, css: Totals },
 *   runtime: ReturnType<typeof readRuntimeProbes> | null,
 * }} FirstLoad
 *   atContent: what had arrived when the content became visible (the rest came before the
 *   network was idle: lazy parts below the fold, the chat widget, preloads of other pages).
 */

/** JavaScript and CSS by content type; the federation's own JSON (remotes.json, manifests) apart. */
function kindOf(response) {
  const contentType = response.headers()['content-type'] ?? '';
  if (/javascript|ecmascript/.test(contentType)) return 'js';
  if (contentType.includes('text/css')) return 'css';
  const path = new URL(response.url()).pathname;
  if (/(^|\/)(remotes\.json|mf-manifest\.json|mf-stats\.json)$/.test(path)) return 'meta';
  return null;
}

/** @param {import('playwright-core').Response} response @returns {Promise<Download | null>} */
async function record(response) {
  const type = kindOf(response);
  if (!type || response.status() !== 200) return null;
  let body;
  try {
    body = await response.body();
  } catch {
    return null; // no body (a redirect, or the page went away)
  }
  return {
    url: response.url(),
    type,
    body,
    sha256: createHash('sha256').update(body).digest('hex'),
    gzipBytes: gzipSync(body, { level: 9 }).length,
  };
}

/** @param {Download[]} downloads @param {Download['type']} type @returns {Totals} */
function totals(downloads, type) {
  const of = downloads.filter((download) => download.type === type);
  return {
    requests: of.length,
    rawBytes: of.reduce((sum, download) => sum + download.body.length, 0),
    gzipBytes: of.reduce((sum, download) => sum + download.gzipBytes, 0),
  };
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseURL
 * @param {import('./routes.mjs').BenchRoute} route
 * @param {{ storageState?: object, probes?: boolean }} [options]
 * @returns {Promise<FirstLoad>}
 */
export async function measureFirstLoad(browser, baseURL, route, { storageState, probes = true } = {}) {
  const context = await browser.newContext({ storageState, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    if (probes) await page.addInitScript(installRuntimeProbes);
    if (route.historyState) await page.addInitScript(setHistoryState, route.historyState);
    /** @type {Promise<Download | null>[]} */
    const pending = [];
    page.on('response', (response) => pending.push(record(response)));

    await page.goto(`${baseURL}${route.path}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await waitForContent(page, route.ready);
    const arrivedAtContent = pending.length;
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    // Still there once everything has loaded (not replaced by a failure message or a redirect).
    if (route.ready.area !== 'unknown' && !(await page.evaluate(contentVisible, route.ready))) {
      throw new Error(`${route.path}: its content went away after loading (the page is at ${new URL(page.url()).pathname})`);
    }
    const runtime = probes ? await page.evaluate(readRuntimeProbes) : null;
    const responses = await Promise.all(pending);
    const downloads = /** @type {Download[]} */ (responses.filter(Boolean));
    const early = /** @type {Download[]} */ (responses.slice(0, arrivedAtContent).filter(Boolean));
    return {
      js: totals(downloads, 'js'),
      css: totals(downloads, 'css'),
      meta: totals(downloads, 'meta'),
      atContent: { js: totals(early, 'js'), css: totals(early, 'css') },
      downloads,
      runtime,
    };
  } finally {
    await context.close();
  }
}
