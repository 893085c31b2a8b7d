/**
 * Loads a remote page before it is opened, so that a click shows it at once:
 * - on intent: a pointer over, a focus on or a touch of a link to the route (any link on the
 *   page, including those a remote renders);
 * - when the browser is idle, for the admin screens only: administrators move between them all
 *   day, while a young person on the public site may be paying for every megabyte, so public
 *   pages never download anything speculatively without a sign of intent.
 */
import { isRemoteRoute, routeTable, type RemoteRoute } from '../routes/route-table';
import { loadExposedModule } from './remote-registry';

const remoteRouteByPath = new Map(routeTable.filter(isRemoteRoute).map((route): [string, RemoteRoute] => [route.path, route]));

function preload(route: RemoteRoute): void {
  // A failure here is not shown: the page's own load reports it, with Retry, if it is opened.
  loadExposedModule(route.owner, route.module).catch(() => undefined);
}

function routeOfLink(target: EventTarget | null): RemoteRoute | undefined {
  if (!(target instanceof Element)) return undefined;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return undefined;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  return remoteRouteByPath.get(url.pathname.replace(/(.)\/$/, '$1'));
}

/** Listens, once for the whole document, for intent on links to remote pages. */
export function preloadOnIntent(doc: Document = document): () => void {
  const onIntent = (event: Event) => {
    const route = routeOfLink(event.target);
    if (route) preload(route);
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of events) doc.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    for (const type of events) doc.removeEventListener(type, onIntent, { capture: true });
  };
}

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };

/** When the browser is idle, loads these routes' pages one after another. */
export function preloadWhenIdle(routes: readonly RemoteRoute[], win: IdleWindow = window): () => void {
  let cancelled = false;
  const queue = [...routes];
  const schedule = (next: () => void) => (win.requestIdleCallback ? win.requestIdleCallback(next, { timeout: 4000 }) : win.setTimeout(next, 1500));
  const step = () => {
    const route = queue.shift();
    if (cancelled || !route) return;
    loadExposedModule(route.owner, route.module)
      .catch(() => undefined)
      .finally(() => schedule(step));
  };
  schedule(step);
  return () => {
    cancelled = true;
  };
}
