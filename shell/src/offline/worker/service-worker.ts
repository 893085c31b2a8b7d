/**
 * The offline helper (served as /sw.js, scope /): after one visit, every public page opened
 * without a connection shows at least the offline page with the helpline, and the pages and
 * code already kept (the assessment and the chat helper need no server) keep working. Built by
 * vite.sw.config.ts into dist/ssr/offline-worker.js; the composition writes its plan in
 * (offline-plan.ts) and publishes it as sw.js. Admin pages and api answers are never stored.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { PrecacheController } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { CACHE_PREFIX, cacheNames, pageAddress, requestKind, type OfflinePlan, type RequestKind } from '../offline-plan';
import { wantsLessData, type ConnectionHints } from '../less-data';

declare let self: ServiceWorkerGlobalScope & { __TULIA_OFFLINE_PLAN__: OfflinePlan };

const plan = self.__TULIA_OFFLINE_PLAN__;

const essentials = new PrecacheController({ cacheName: cacheNames.essentials });
essentials.addToCacheList(plan.essentials);
const warm = new PrecacheController({ cacheName: cacheNames.warm });
warm.addToCacheList(plan.warm);

const lessData = () => wantsLessData((self.navigator as WorkerNavigator & { connection?: ConnectionHints }).connection);

let warming: Promise<void> | undefined;

/**
 * Keeps the warm files of this composition, then forgets those of earlier ones. Workbox's
 * controller extends the event it is given and fails it when one file cannot be fetched; given
 * a stand-in, a file missing now (a flaky connection) never refuses the worker and the offline
 * page: the next page loaded online finishes the job.
 */
function warmUp(): Promise<void> {
  warming ??= (async () => {
    const lifetime: Promise<unknown>[] = [];
    const standIn = { type: 'install', waitUntil: (promise: Promise<unknown>) => void lifetime.push(promise) } as unknown as ExtendableEvent;
    await warm.install(standIn);
    await Promise.allSettled(lifetime);
    await warm.activate(standIn);
  })().catch((error: unknown) => {
    warming = undefined;
    console.warn('[offline] the pages and code for offline use could not all be kept; trying again on the next page', error);
  });
  return warming;
}

self.addEventListener('install', (event) => {
  // The offline page must be kept, or the worker is not installed (the browser tries again on the next visit).
  void essentials.install(event);
  if (!lessData()) event.waitUntil(warmUp());
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

/** A page loaded online is the moment to finish keeping what an earlier attempt could not. */
const warmAfterPage: WorkboxPlugin = {
  fetchDidSucceed: async ({ response, event }) => {
    if (response.ok && !lessData()) event.waitUntil(warmUp());
    return response;
  },
};

const pages = new NetworkFirst({
  cacheName: cacheNames.pages,
  plugins: [pageKey, onlySuccess, keptCopyFirst, warmAfterPage, new ExpirationPlugin({ maxEntries: 30, purgeOnQuotaError: true })],
});
const network = new NetworkOnly();
const codeEntries = new NetworkFirst({
  cacheName: cacheNames.codeEntries,
  plugins: [onlySuccess, keptCopyFirst, new ExpirationPlugin({ maxEntries: 30, purgeOnQuotaError: true })],
});
const code = new CacheFirst({
  cacheName: cacheNames.code,
  plugins: [onlySuccess, keptCopyFirst, new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
});

const handlers: Partial<Record<RequestKind, (options: RouteHandlerCallbackOptions) => Promise<Response>>> = {
  'public-page': (options) => pages.handle(options).catch(offlinePage),
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
