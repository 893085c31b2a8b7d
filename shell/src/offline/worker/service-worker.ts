/**
 * The offline helper (served as /sw.js, scope /): after one visit, every public page opened
 * without a connection shows at least the offline page with the helpline, and the pages and
 * code the visitor used (the assessment and the chat helper need no server) keep working. The
 * rest of the site is kept only when the visitor asks, or from their third visit on a connection
 * that allows it (keep-ahead.ts, docs/offline.md). Built by vite.sw.config.ts into
 * dist/ssr/offline-worker.js; the composition writes its plan in (offline-plan.ts) and publishes
 * it as sw.js. Admin pages and api answers are never stored.
 */
import { PrecacheController } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, type Strategy } from 'workbox-strategies';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { keepStatusMessage, readPageMessage, type KeepSiteState, type UsedMessage } from '@tulia/shared/offline';
import { firstVisit, pageOpened, readVisitRecord, shouldKeepAhead, type VisitRecord } from '../keep-ahead';
import { CACHE_PREFIX, cacheNames, pageAddress, requestKind, type OfflinePlan, type RequestKind } from '../offline-plan';
import type { ConnectionHints } from '../less-data';

declare let self: ServiceWorkerGlobalScope & { __TULIA_OFFLINE_PLAN__: OfflinePlan };

const plan = self.__TULIA_OFFLINE_PLAN__;

const essentials = new PrecacheController({ cacheName: cacheNames.essentials });
essentials.addToCacheList(plan.essentials);
const warm = new PrecacheController({ cacheName: cacheNames.warm });
warm.addToCacheList(plan.warm);

const connection = (): ConnectionHints | undefined => (self.navigator as WorkerNavigator & { connection?: ConnectionHints }).connection;

// ---- The visit count (keep-ahead.ts): one small record in Cache Storage, nothing personal. ----

/** Where the record is kept: an address of the site that no page or file has (never requested). */
const visitRecordKey = new URL('/__tulia-offline/visits', self.location.origin).href;

async function readRecord(): Promise<VisitRecord | null> {
  const response = await (await caches.open(cacheNames.visits)).match(visitRecordKey);
  return response ? readVisitRecord(await response.json().catch(() => null)) : null;
}

let recordChanges: Promise<unknown> = Promise.resolve();

/** Changes the record, one change at a time (pages of one visit may open side by side). A failure (storage refused) counts nothing. */
function changeRecord(change: (record: VisitRecord | null, now: number) => VisitRecord): Promise<VisitRecord | null> {
  const changed = recordChanges.then(async () => {
    const record = change(await readRecord(), Date.now());
    const body = JSON.stringify(record);
    await (await caches.open(cacheNames.visits)).put(visitRecordKey, new Response(body, { headers: { 'Content-Type': 'application/json' } }));
    return record;
  });
  recordChanges = changed.catch(() => undefined);
  return changed.catch(() => null);
}

/** The record once the latest public page opened is counted. */
let latestCount: Promise<VisitRecord | null> = Promise.resolve(null);

// ---- Keeping the rest of the site (the warm set of the plan). ----

let keeping: Promise<boolean> | undefined;
let lastAttemptFailed = false;

/** Whether every warm file of this composition is kept. */
async function siteKept(): Promise<boolean> {
  const stored = new Set((await (await caches.open(cacheNames.warm)).keys()).map((request) => request.url));
  return [...warm.getURLsToCacheKeys().values()].every((key) => stored.has(key));
}

async function keepState(): Promise<KeepSiteState> {
  if (keeping) return 'keeping';
  if (await siteKept()) return 'kept';
  return lastAttemptFailed ? 'failed' : 'offer';
}

/** Tells one page, or every open page, what is kept (the footer's control shows it). */
async function tellPages(client?: Client): Promise<void> {
  const message = keepStatusMessage(await keepState(), plan.warmBytes);
  const clients = client ? [client] : await self.clients.matchAll({ type: 'window' });
  for (const each of clients) each.postMessage(message);
}

/**
 * Keeps the warm files of this composition, then forgets those of earlier ones; true once all
 * are kept. Workbox's controller extends the event it is given and fails it when one file
 * cannot be fetched; given a stand-in, a file missing now (a flaky connection) never refuses the
 * worker and the offline page: the visitor may try again, and files kept stay kept.
 */
function keepSite(): Promise<boolean> {
  if (keeping) return keeping;
  const attempt = (async () => {
    if (await siteKept()) return true;
    const lifetime: Promise<unknown>[] = [];
    const standIn = { type: 'install', waitUntil: (promise: Promise<unknown>) => void lifetime.push(promise) } as unknown as ExtendableEvent;
    await warm.install(standIn);
    await Promise.allSettled(lifetime);
    await warm.activate(standIn);
    return true;
  })()
    .catch((error: unknown) => {
      console.warn('[offline] the rest of the site could not all be kept', error);
      return false;
    })
    .then(async (kept) => {
      keeping = undefined;
      lastAttemptFailed = !kept;
      await tellPages().catch(() => undefined);
      return kept;
    });
  keeping = attempt;
  void tellPages().catch(() => undefined);
  return attempt;
}

/** Keeps the rest of the site if the visitor's record and the connection call for it (never asked here). */
async function keepAheadIfDue(record: VisitRecord | null): Promise<void> {
  if (record && shouldKeepAhead({ askedNow: false, record, connection: connection() })) await keepSite();
}

/** Pages and files a page used before the worker served it (or a page the app opened itself): kept as if loaded through the worker. */
async function keepUsed({ pages: pagesUsed, files }: UsedMessage, event: ExtendableEvent): Promise<void> {
  const origin = self.location.origin;
  const jobs: Promise<unknown>[] = [];
  // Just loaded by the browser: its cache answers, without asking the server again (a page or
  // an entry is otherwise re-checked, about 1.5 KB of headers each): what is kept is what was shown.
  const request = (url: URL) => new Request(url.href, { credentials: 'same-origin', cache: 'force-cache' });
  for (const path of pagesUsed.slice(0, 10)) {
    const url = new URL(path, origin);
    if (requestKind(url, 'navigate', origin, plan.publicRemotes) !== 'public-page') continue;
    // A page kept already is refreshed the next time it is opened (network first); no need to download it again now.
    if (await caches.match(pageAddress(url), { cacheName: cacheNames.pages })) continue;
    jobs.push(pages.handle({ request: request(url), event }));
  }
  for (const path of files.slice(0, 200)) {
    const url = new URL(path, origin);
    const kind = requestKind(url, 'cors', origin, plan.publicRemotes);
    const strategy: Strategy | undefined = kind === 'immutable-code' ? code : kind === 'code-entry' ? codeEntries : undefined;
    if (!strategy || (await caches.match(url.href))) continue;
    // Most come from the browser's own cache (the page has just loaded them): no download.
    jobs.push(strategy.handle({ request: request(url), event }));
  }
  await Promise.allSettled(jobs);
}

self.addEventListener('install', (event) => {
  // The offline page must be kept, or the worker is not installed (the browser tries again on the next visit).
  void essentials.install(event);
  event.waitUntil(
    (async () => {
      // The visit that installs the worker is the first; an update keeps the count.
      const record = await changeRecord((stored, now) => stored ?? firstVisit(now));
      // A new release, for a visitor who keeps the site: the new files, before the new worker serves.
      await keepAheadIfDue(record);
    })(),
  );
  // Every file a page already open may still need stays on the server (version folders are
  // immutable): the new worker can take over at once.
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  void essentials.activate(event);
  event.waitUntil(
    (async () => {
      const owned = new Set<string>(Object.values(cacheNames));
      for (const name of await caches.keys()) if (name.startsWith(CACHE_PREFIX) && !owned.has(name)) await caches.delete(name);
      // The page that registered the worker is served by it from now on (its later pages and code are kept).
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const message = readPageMessage(event.data);
  if (!message) return;
  const client = event.source instanceof Client ? event.source : undefined;
  switch (message.kind) {
    case 'ask-keep-status':
      event.waitUntil(tellPages(client));
      break;
    case 'keep-site':
      // Remembered: a new release is kept too (on a connection that allows it).
      event.waitUntil(changeRecord((stored, now) => ({ ...(stored ?? firstVisit(now)), asked: true })).then(keepSite));
      break;
    case 'used':
      event.waitUntil(keepUsed(message, event));
      break;
  }
});

/** A kept file (warm first: the pages and code of one composition agree with each other). */
async function kept(url: string): Promise<Response | undefined> {
  return (await warm.matchPrecache(url)) ?? (await essentials.matchPrecache(url));
}

async function offlinePage(): Promise<Response> {
  return (await essentials.matchPrecache(plan.offlinePage)) ?? Response.error();
}

/** Only whole, successful same-origin answers are stored: never a redirect, an error page or a partial answer. */
const onlySuccess: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && response.type === 'basic' && !response.redirected ? response : null),
};

/** Offline, the composition's kept copy wins over the one stored at run time: it agrees with the kept remotes.json and code. */
const keptCopyFirst: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => (await kept(request.url)) ?? cachedResponse ?? null,
};

/** A page is stored under its address without query or trailing slash. */
const pageKey: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageAddress(new URL(request.url)),
};

/** A page loaded online is the moment to keep the rest of the site when it is due (or to finish an attempt cut short). */
const keepAheadAfterPage: WorkboxPlugin = {
  fetchDidSucceed: async ({ response, event }) => {
    if (response.ok) event.waitUntil(latestCount.then(keepAheadIfDue));
    return response;
  },
};

/**
 * Keeps at most `maxEntries` files in a cache, the longest unchanged dropped first (Cache
 * Storage lists entries in the order they were stored). Instead of workbox-expiration, whose
 * IndexedDB bookkeeping would add about a tenth to the worker every first visit downloads.
 */
function atMost(maxEntries: number): WorkboxPlugin {
  return {
    cacheDidUpdate: async ({ cacheName }) => {
      const cache = await caches.open(cacheName);
      const stored = await cache.keys();
      await Promise.all(stored.slice(0, Math.max(0, stored.length - maxEntries)).map((request) => cache.delete(request)));
    },
  };
}

const pages = new NetworkFirst({
  cacheName: cacheNames.pages,
  plugins: [pageKey, onlySuccess, keptCopyFirst, keepAheadAfterPage, atMost(30)],
});
const network = new NetworkOnly();
const codeEntries = new NetworkFirst({
  cacheName: cacheNames.codeEntries,
  plugins: [onlySuccess, keptCopyFirst, atMost(30)],
});
const code = new CacheFirst({
  cacheName: cacheNames.code,
  plugins: [onlySuccess, keptCopyFirst, atMost(300)],
});

const handlers: Partial<Record<RequestKind, (options: RouteHandlerCallbackOptions) => Promise<Response>>> = {
  'public-page': (options) => {
    // Every public page opened counts towards the visits, online or not.
    latestCount = changeRecord((stored, now) => pageOpened(stored ?? firstVisit(now), now));
    options.event.waitUntil(latestCount);
    return pages.handle(options).catch(offlinePage);
  },
  // Never stored: an admin screen offline shows the offline page, not what an earlier session saw.
  'admin-page': (options) => network.handle(options).catch(offlinePage),
  'code-entry': (options) => codeEntries.handle(options),
  'immutable-code': (options) => code.handle(options),
  'site-file': (options) =>
    network.handle(options).catch(async (error: unknown) => {
      const copy = await kept(options.request.url);
      if (copy) return copy;
      throw error;
    }),
};

// Requests of other kinds (the api above all) are left to the browser, as if there were no worker.
for (const [kind, handler] of Object.entries(handlers)) {
  registerRoute(({ url, request }) => requestKind(url, request.mode, self.location.origin, plan.publicRemotes) === kind, handler);
}
