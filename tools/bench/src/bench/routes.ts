// The routes to measure, read from the shell's route table (the one list the router, the
// sidebar and the header are generated from), each with a concrete path and what "its
// content is visible" means on that route.
import { chromeModules, isRemoteRoute, routeTable, type RouteArea, type RouteDefinition } from '../../../../shell/src/routes/route-table';

/** What "the route's content is visible" means on a route (decided in the page: page-ready.ts). */
export interface ReadySpec {
  path: string;
  /** Where the app takes a fresh load of the path, if elsewhere. */
  settlesAt?: string;
  /** The route's area; 'unknown' for a path outside the table (nothing in particular to wait for). */
  area: RouteArea | 'unknown';
  /** The remote whose `[data-remote]` element must hold a visible h1 (null: anywhere). */
  owner: string | null;
  /** A remote layout that must be in place (the public layout, not the shell's fallback). */
  layout: string | null;
  /** Exact h1 text, when the page's h1 is its title. */
  heading: string | null;
  /** An admin list screen, whose rows, cards or empty state must be shown. */
  list?: boolean;
}

export interface BenchRoute {
  path: string;
  title: string;
  area: RouteArea;
  owner: string;
  module?: string;
  signedIn: boolean;
  ready: ReadySpec;
}

// Values for route parameters (`/x/:id`), should the table ever get some: the demo seed's first rows.
const parameterSamples: Record<string, string> = { id: '1' };

/** The path with each route parameter replaced by a sample value. */
export const concretePath = (path: string): string =>
  path.replace(/:(\w+)\??/g, (_match, name: string) => {
    const sample = parameterSamples[name];
    if (sample === undefined) throw new Error(`no sample value for the route parameter :${name} (tools/bench/src/bench/routes.ts)`);
    return sample;
  });

/** The routes of a route table, in its order, with what their content is. */
export function benchRoutes(table: readonly RouteDefinition[], publicLayoutOwner: string = chromeModules.publicLayout.owner): BenchRoute[] {
  return table.map((route) => {
    const path = concretePath(route.path);
    const remote = isRemoteRoute(route);
    return {
      path,
      title: route.title,
      area: route.area,
      owner: route.owner,
      module: remote ? route.module : undefined,
      signedIn: route.area === 'admin',
      ready: {
        path,
        // The result lives in the tab's memory only, so that it stays private (docs/decisions.md,
        // "Results in the tab's memory, not in navigation state"): a fresh load of the results
        // page shows the assessment's start, which the app moves to /assessment once it runs.
        settlesAt: remote ? route.landsOn : undefined,
        area: route.area,
        owner: remote ? route.owner : null,
        layout: route.area === 'public' ? publicLayoutOwner : null,
        heading: route.area === 'admin' ? route.title : null,
        list: route.area === 'admin' && remote,
      },
    };
  });
}

/** Every route of the shell's table, in its order. */
export function loadRoutes(): BenchRoute[] {
  return benchRoutes(routeTable);
}

/** A path outside the table (measure:first-load accepts any): no particular content to wait for. */
export function adHocRoute(path: string): BenchRoute {
  return {
    path,
    title: path,
    area: 'public',
    owner: 'shell',
    signedIn: path.startsWith('/admin/') && !/^\/admin\/(login|register|forgot-password|reset-password)/.test(path),
    ready: { path, area: 'unknown', owner: null, layout: null, heading: null },
  };
}

/** The routes named on the command line, in the table's order; unknown paths are an error. */
export function selectRoutes(routes: BenchRoute[], paths: readonly string[] | null): BenchRoute[] {
  if (!paths || paths.length === 0) return routes;
  const unknown = paths.filter((path) => !routes.some((route) => route.path === path));
  if (unknown.length > 0) throw new Error(`not in the route table: ${unknown.join(', ')}`);
  return routes.filter((route) => paths.includes(route.path));
}
