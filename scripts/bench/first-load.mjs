/* global document -- the root check runs in the page */
// What the first load of a route downloads: a fresh browser context (empty HTTP cache; for
// admin routes it only carries the signed-in admin's storage), the route opened directly, and
// every response recorded until the route's content is visible, the network has been idle and
// the page has stayed quiet for 2 s with no input. A page composed to HTML loads only its
// wake-up script until the visitor shows a sign of life, so with `interact` the visitor then
// moves the pointer and scrolls, the page is awaited until it is hydrated and the network idle
// again, and what that cost is recorded too (a page that only gets cheaper before the first
// input is not cheaper overall: both figures are reported).
// Sizes are the bodies gzip-compressed here at level 9, for every site alike (what a CDN would
// send is close to this).
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { contentVisible, installRuntimeProbes, readRuntimeProbes, waitForContent } from './page-ready.mjs';

/** How long the page must stay quiet after the network is idle (late lazy chunks, idle-time prefetches). */
const SETTLE_MS = 2000;
/** The network counts as idle once no request has been in flight for this long (as Playwright's networkidle). */
const IDLE_MS = 500;

/**
 * @typedef {{ url: string, type: 'js' | 'css' | 'meta' | 'html', body: Buffer, sha256: string, gzipBytes: number }} Download
 * @typedef {{ requests: number, rawBytes: number, gzipBytes: number }} Totals
 * @typedef {{ js: Totals, css: Totals, meta: Totals, html: Totals, downloads: Download[], runtime: ReturnType<typeof readRuntimeProbes> | null }} Phase
 * @typedef {Phase & {
 *   atContent: { js: Totals, css: Totals },
 *   prerendered: boolean, hydratedWithoutInput: boolean,
 *   afterInteraction?: Phase & { hydrationMs: number | null },
 * }} FirstLoad
 *   The top-level figures are before any input. atContent: what had arrived when the content
 *   became visible (the rest came before the network was idle: lazy parts below the fold, the
 *   chat widget, preloads of other pages). prerendered: the page arrived as composed HTML
 *   (#root[data-prerendered]). afterInteraction: everything downloaded by the time the page
 *   had reacted to the first input (cumulative, so it includes the figures before it);
 *   hydrationMs: from that input to #root[data-hydrated] (null for a page rendered in the browser).
 */

/**
 * JavaScript and CSS by content type; the federation's own JSON (remotes.json, manifests) apart,
 * and the HTML documents too: a composed page carries its content and critical CSS in its HTML.
 */
function kindOf(response) {
  const contentType = response.headers()['content-type'] ?? '';
  if (/javascript|ecmascript/.test(contentType)) return 'js';
  if (contentType.includes('text/css')) return 'css';
  if (contentType.includes('text/html')) return 'html';
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
 * Resolves once no request has been in flight for IDLE_MS. Playwright's own 'networkidle' fires
 * once per navigation, so the idle network after the first input is awaited with this instead.
 * @param {import('playwright-core').Page} page
 */
function trackNetwork(page) {
  const inFlight = new Set();
  let lastChange = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  for (const event of /** @type {const} */ (['requestfinished', 'requestfailed'])) {
    page.on(event, (request) => {
      inFlight.delete(request);
      lastChange = Date.now();
    });
  }
  return async function idle(timeout = 60_000) {
    const deadline = Date.now() + timeout;
    while (inFlight.size > 0 || Date.now() - lastChange < IDLE_MS) {
      if (Date.now() > deadline) throw new Error(`the network was not idle within ${timeout / 1000} s (${inFlight.size} requests in flight)`);
      await page.waitForTimeout(100);
    }
  };
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseURL
 * @param {import('./routes.mjs').BenchRoute} route
 * @param {{ storageState?: object, probes?: boolean, interact?: boolean }} [options]
 * @returns {Promise<FirstLoad>}
 */
export async function measureFirstLoad(browser, baseURL, route, { storageState, probes = true, interact = false } = {}) {
  const context = await browser.newContext({ storageState, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    if (probes) await page.addInitScript(installRuntimeProbes);
    /** @type {Promise<Download | null>[]} */
    const pending = [];
    page.on('response', (response) => pending.push(record(response)));
    const networkIdle = trackNetwork(page);
    /** Everything recorded so far (the first `count` responses), summed up. */
    const phase = async (count = pending.length) => {
      const downloads = /** @type {Download[]} */ ((await Promise.all(pending.slice(0, count))).filter(Boolean));
      const runtime = probes ? await page.evaluate(readRuntimeProbes) : null;
      return { js: totals(downloads, 'js'), css: totals(downloads, 'css'), meta: totals(downloads, 'meta'), html: totals(downloads, 'html'), downloads, runtime };
    };

    await page.goto(`${baseURL}${route.path}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await waitForContent(page, route.ready);
    const arrivedAtContent = pending.length;
    await networkIdle();
    await page.waitForTimeout(SETTLE_MS);
    // Still there once everything has loaded (not replaced by a failure message or a redirect).
    if (route.ready.area !== 'unknown' && !(await page.evaluate(contentVisible, route.ready))) {
      throw new Error(`${route.path}: its content went away after loading (the page is at ${new URL(page.url()).pathname})`);
    }
    const root = (attribute) => page.evaluate((name) => document.getElementById('root')?.hasAttribute(name) ?? false, attribute);
    const prerendered = await root('data-prerendered');
    const hydratedWithoutInput = await root('data-hydrated');
    const before = await phase();
    const early = /** @type {Download[]} */ ((await Promise.all(pending.slice(0, arrivedAtContent))).filter(Boolean));
    const result = { ...before, atContent: { js: totals(early, 'js'), css: totals(early, 'css') }, prerendered, hydratedWithoutInput };
    if (!interact) return result;

    // The first sign of life: the pointer moves over the page and the visitor scrolls a little.
    const woke = Date.now();
    await page.mouse.move(180, 320);
    await page.mouse.wheel(0, 400);
    let hydrationMs = null;
    if (prerendered) {
      try {
        await page.waitForSelector('#root[data-hydrated]', { state: 'attached', timeout: 60_000 });
      } catch (error) {
        throw new Error(`${route.path}: the page was not hydrated within 60 s of the first input`, { cause: error });
      }
      hydrationMs = Date.now() - woke;
    }
    await networkIdle();
    await page.waitForTimeout(SETTLE_MS);
    return { ...result, afterInteraction: { ...(await phase()), hydrationMs } };
  } finally {
    await context.close();
  }
}
