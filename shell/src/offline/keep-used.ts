/**
 * Tells the offline helper about what it could not see load, so that pages and code the visitor
 * used stay available offline (docs/offline.md): the page and files of the visit that installed
 * the worker (they loaded before it served the page; most are taken from the browser's cache
 * again, not downloaded), and pages the app opens itself (the router changes the address
 * without loading the page). Only the site's own paths are sent: no query, nothing typed.
 */
import { pageMessage } from '@tulia/shared/offline';

/** Site files the worker keeps (code, styles, fonts, remotes.json): never an api call or a page's query. */
const keptFile = /^\/(?:assets\/|remotes\/|remoteEntry-|remotes\.json$)/;

const workers = (): ServiceWorkerContainer | undefined => ('serviceWorker' in navigator ? navigator.serviceWorker : undefined);

function tell(pages: string[], files: string[]): void {
  workers()?.controller?.postMessage(pageMessage({ kind: 'used', pages, files }));
}

/** The site's files this page has loaded so far (as the browser's resource timing lists them). */
export function filesLoaded(): string[] {
  const paths = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name, location.href))
    .filter((url) => url.origin === location.origin && keptFile.test(url.pathname))
    .map((url) => url.pathname);
  return [...new Set(paths)];
}

/** On a page loaded without the worker: once it takes over, it keeps this page and what it loaded. */
export function keepThisPageOnceServed(): void {
  const container = workers();
  if (!container || container.controller) return;
  container.addEventListener('controllerchange', () => tell([location.pathname], filesLoaded()), { once: true });
}

// The page the browser loaded went through the worker, or is told by keepThisPageOnceServed:
// asking for it again would download it twice.
let lastTold = typeof location === 'undefined' ? '' : location.pathname;

/** A page the app opened itself (no page load): the worker keeps it, as it keeps the pages it loads. */
export function keepPageOpenedInApp(pathname: string): void {
  if (pathname === lastTold) return;
  lastTold = pathname;
  tell([pathname], []);
}
