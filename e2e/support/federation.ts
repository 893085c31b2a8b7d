import type { Page, Request } from '@playwright/test';
import { routeTable, type RemoteRoute } from '../../shell/src/routes/route-table';
import { installRuntimeProbes, readRuntimeProbes } from '../../tools/bench/src/bench/page-ready';

export { routeTable };
export const remoteRoutes = routeTable.filter((route): route is RemoteRoute => route.owner !== 'shell');
export type { RemoteRoute };

/** The route whose page a route shows: the one it lands on (the results opened directly move on to the assessment), or itself. */
export const landingOf = (route: RemoteRoute): RemoteRoute => (route.landsOn ? (remoteRoutes.find((other) => other.path === route.landsOn) ?? route) : route);

/** Every remote that owns a route, in the order of the route table. */
export const routeOwners = [...new Set(remoteRoutes.map((route) => route.owner))];

/**
 * Counts react-dom renderers and the shared package's stateful modules with the run-time probes
 * the bench's copies check installs (every copy of react-dom registers itself with a stand-in
 * React DevTools hook installed before any script).
 */
export async function countReactRenderers(page: Page): Promise<void> {
  await page.addInitScript(installRuntimeProbes);
}

export const reactRendererCount = async (page: Page): Promise<number> => (await page.evaluate(readRuntimeProbes)).reactRenderers;

export const sharedInstanceCounts = async (page: Page): Promise<Record<string, number>> => (await page.evaluate(readRuntimeProbes)).sharedInstances;

/** Records the URLs a page requests. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

/** The exposed module file of `owner`'s `module` was downloaded from the owner's published folder. */
export const loadedFromOwner = (urls: string[], route: RemoteRoute) =>
  urls.some((url) => url.startsWith(`/remotes/${route.owner}/`) && url.includes(`/assets/${route.module}-`));
