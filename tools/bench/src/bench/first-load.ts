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
import type { Browser, BrowserContextOptions, Page, Request, Response } from 'playwright-core';
import { contentVisible, installRuntimeProbes, readRuntimeProbes, waitForContent, type RuntimeProbes } from './page-ready';
import type { BenchRoute } from './routes';

/** How long the page must stay quiet after the network is idle (late lazy chunks, idle-time prefetches). */
const SETTLE_MS = 2000;
/** The network counts as idle once no request has been in flight for this long (as Playwright's networkidle). */
const IDLE_MS = 500;

export type DownloadType = 'js' | 'css' | 'meta' | 'html';

export interface Download {
  url: string;
  type: DownloadType;
  body: Buffer;
  sha256: string;
  gzipBytes: number;
}

export interface Totals {
  requests: number;
  rawBytes: number;
  gzipBytes: number;
}

/** Everything downloaded up to a moment, summed up by kind. */
export interface Phase {
  js: Totals;
  css: Totals;
  meta: Totals;
  html: Totals;
  downloads: Download[];
  runtime: RuntimeProbes | null;
}

/**
 * The top-level figures are before any input. atContent: what had arrived when the content
 * became visible (the rest came before the network was idle: lazy parts below the fold, the
 * chat widget, preloads of other pages). prerendered: the page arrived as composed HTML
 * (#root[data-prerendered]). afterInteraction: everything downloaded by the time the page
 * had reacted to the first input (cumulative, so it includes the figures before it);
 * hydrationMs: from that input to #root[data-hydrated], or to its island awake (null for a page rendered in the browser).
 */
export interface FirstLoad extends Phase {
  atContent: { js: Totals; css: Totals };
  prerendered: boolean;
  hydratedWithoutInput: boolean;
  afterInteraction?: Phase & { hydrationMs: number | null };
}

export interface FirstLoadOptions {
  storageState?: BrowserContextOptions['storageState'];
  /** Install the run-time probes (React renderers, shared instances); default true. */
  probes?: boolean;
  /** Then give the page a first input and measure again; default false. */
  interact?: boolean;
}

/**
 * JavaScript and CSS by content type; the federation's own JSON (remotes.json, manifests) apart,
 * and the HTML documents too: a composed page carries its content and critical CSS in its HTML.
 */
export function kindOf(contentType: string, url: string): DownloadType | null {
  if (/javascript|ecmascript/.test(contentType)) return 'js';
  if (contentType.includes('text/css')) return 'css';
  if (contentType.includes('text/html')) return 'html';
  const path = new URL(url).pathname;
  if (/(^|\/)(remotes\.json|mf-manifest\.json|mf-stats\.json)$/.test(path)) return 'meta';
  return null;
}

async function record(response: Response): Promise<Download | null> {
  const type = kindOf(response.headers()['content-type'] ?? '', response.url());
  if (!type || response.status() !== 200) return null;
  let body: Buffer;
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

export function totals(downloads: readonly Download[], type: DownloadType): Totals {
  const of = downloads.filter((download) => download.type === type);
  return {
    requests: of.length,
    rawBytes: of.reduce((sum, download) => sum + download.body.length, 0),
    gzipBytes: of.reduce((sum, download) => sum + download.gzipBytes, 0),
  };
}

const recorded = (downloads: (Download | null)[]): Download[] => downloads.filter((download): download is Download => download !== null);

/**
 * Resolves once no request has been in flight for IDLE_MS. Playwright's own 'networkidle' fires
 * once per navigation, so the idle network after the first input is awaited with this instead.
 */
function trackNetwork(page: Page): (timeout?: number) => Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async function idle(timeout = 60_000) {
    const deadline = Date.now() + timeout;
    while (inFlight.size > 0 || Date.now() - lastChange < IDLE_MS) {
      if (Date.now() > deadline) throw new Error(`the network was not idle within ${timeout / 1000} s (${inFlight.size} requests in flight)`);
      await page.waitForTimeout(100);
    }
  };
}

export async function measureFirstLoad(
  browser: Browser,
  baseURL: string,
  route: BenchRoute,
  { storageState, probes = true, interact = false }: FirstLoadOptions = {},
): Promise<FirstLoad> {
  const context = await browser.newContext({ storageState, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    if (probes) await page.addInitScript(installRuntimeProbes);
    const pending: Promise<Download | null>[] = [];
    page.on('response', (response) => pending.push(record(response)));
    const networkIdle = trackNetwork(page);
    /** Everything recorded so far (the first `count` responses), summed up. */
    const phase = async (count = pending.length): Promise<Phase> => {
      const downloads = recorded(await Promise.all(pending.slice(0, count)));
      const runtime = probes ? await page.evaluate(readRuntimeProbes) : null;
      return {
        js: totals(downloads, 'js'),
        css: totals(downloads, 'css'),
        meta: totals(downloads, 'meta'),
        html: totals(downloads, 'html'),
        downloads,
        runtime,
      };
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
    const root = (attribute: string) => page.evaluate((name) => document.getElementById('root')?.hasAttribute(name) ?? false, attribute);
    const prerendered = await root('data-prerendered');
    const hydratedWithoutInput = await root('data-hydrated');
    const before = await phase();
    const early = recorded(await Promise.all(pending.slice(0, arrivedAtContent)));
    const result: FirstLoad = { ...before, atContent: { js: totals(early, 'js'), css: totals(early, 'css') }, prerendered, hydratedWithoutInput };
    if (!interact) return result;

    // The first sign of life: the pointer moves over the page and the visitor scrolls a little.
    const woke = Date.now();
    await page.mouse.move(180, 320);
    await page.mouse.wheel(0, 400);
    let hydrationMs: number | null = null;
    if (prerendered) {
      try {
        // A page with an island (the assessment) wakes only its island on such input: the app comes when needed.
        await page.waitForSelector('#root[data-hydrated], [data-island-awake]', { state: 'attached', timeout: 60_000 });
      } catch (error) {
        throw new Error(`${route.path}: neither the page nor its island woke within 60 s of the first input`, { cause: error });
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

const kib = (bytes: number): string => (bytes / 1024).toFixed(1);

/** A line of the `npm run measure:first-load` table: what the first load of `path` downloaded. */
export function firstLoadRow(path: string, { js, css }: Pick<FirstLoad, 'js' | 'css'>): Record<string, string | number> {
  return {
    route: path,
    'js requests': js.requests,
    'js KiB': kib(js.rawBytes),
    'js gzip KiB': kib(js.gzipBytes),
    'css requests': css.requests,
    'css gzip KiB': kib(css.gzipBytes),
  };
}
