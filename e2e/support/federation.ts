import type { Page, Request } from '@playwright/test';
import { routeTable, type RemoteRoute } from '../../shell/src/routes/route-table';

export { routeTable };
export const remoteRoutes = routeTable.filter((route): route is RemoteRoute => route.owner !== 'shell');
export type { RemoteRoute };

/** The route whose page a route shows: the one it lands on (the results opened directly move on to the assessment), or itself. */
export const landingOf = (route: RemoteRoute): RemoteRoute => (route.landsOn ? (remoteRoutes.find((other) => other.path === route.landsOn) ?? route) : route);

/** Every remote that owns a route, in the order of the route table. */
export const routeOwners = [...new Set(remoteRoutes.map((route) => route.owner))];

/**
 * Counts react-dom renderers: every copy of react-dom registers itself with the React DevTools
 * hook when it loads, so a stand-in hook installed before any script sees each copy.
 */
export async function countReactRenderers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: unknown) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        checkDCE() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onScheduleFiberRoot() {},
        setStrictMode() {},
      },
    });
  });
}

export const reactRendererCount = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );

export const sharedInstanceCounts = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { __TULIA_SHARED_INSTANCES__?: Record<string, number> }).__TULIA_SHARED_INSTANCES__ ?? {});

/** Records the URLs a page requests. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

/** The exposed module file of `owner`'s `module` was downloaded from the owner's published folder. */
export const loadedFromOwner = (urls: string[], route: RemoteRoute) =>
  urls.some((url) => url.startsWith(`/remotes/${route.owner}/`) && url.includes(`/assets/${route.module}-`));
