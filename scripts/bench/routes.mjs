// The routes to measure, read from the shell's route table (the one list the router, the
// sidebar and the header are generated from), each with a concrete path and what "its
// content is visible" means on that route.
import { join } from 'node:path';
import { runnerImport } from 'vite';
import { root } from '../../tools/deploy/src/layout.ts';

/**
 * @typedef {{
 *   path: string, title: string, area: 'public' | 'auth' | 'admin', owner: string, module?: string,
 *   signedIn: boolean,
 *   ready: ReadySpec,
 * }} BenchRoute
 * @typedef {{ path: string, settlesAt?: string, area: string, owner: string | null, layout: string | null, heading: string | null, list?: boolean }} ReadySpec
 *   settlesAt: where the app takes a fresh load of the path, if elsewhere;
 *   owner: the remote whose `[data-remote]` element must hold a visible h1 (null: anywhere);
 *   layout: a remote layout that must be in place (the public layout, not the shell's fallback);
 *   heading: exact h1 text, when the page's h1 is its title;
 *   list: an admin list screen, whose rows, cards or empty state must be shown.
 */

// Values for route parameters (`/x/:id`), should the table ever get some: the demo seed's first rows.
const parameterSamples = { id: '1' };

const concretePath = (path) =>
  path.replace(/:(\w+)\??/g, (_match, name) => {
    if (!(name in parameterSamples)) throw new Error(`no sample value for the route parameter :${name} (scripts/bench/routes.mjs)`);
    return parameterSamples[name];
  });

/** @returns {Promise<BenchRoute[]>} every route of the table, in its order */
export async function loadRoutes() {
  const { module } = await runnerImport(join(root, 'shell/src/routes/route-table.ts'));
  /** @type {{ path: string, title: string, area: 'public' | 'auth' | 'admin', owner: string, module?: string }[]} */
  const table = module.routeTable;
  return table.map((route) => {
    const path = concretePath(route.path);
    const remote = route.owner !== 'shell';
    return {
      path,
      title: route.title,
      area: route.area,
      owner: route.owner,
      module: route.module,
      signedIn: route.area === 'admin',
      ready: {
        path,
        // The result lives in the tab's memory only (issue 15): a fresh load of the results page
        // shows the assessment's start, which the app moves to /assessment once it runs.
        settlesAt: route.landsOn,
        area: route.area,
        owner: remote ? route.owner : null,
        layout: route.area === 'public' ? module.chromeModules.publicLayout.owner : null,
        heading: route.area === 'admin' ? route.title : null,
        list: route.area === 'admin' && remote,
      },
    };
  });
}

/**
 * A path outside the table (measure:first-load accepts any): no particular content to wait for.
 * @param {string} path
 * @returns {BenchRoute}
 */
export function adHocRoute(path) {
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
export function selectRoutes(routes, paths) {
  if (!paths || paths.length === 0) return routes;
  const unknown = paths.filter((path) => !routes.some((route) => route.path === path));
  if (unknown.length > 0) throw new Error(`not in the route table: ${unknown.join(', ')}`);
  return routes.filter((route) => paths.includes(route.path));
}
