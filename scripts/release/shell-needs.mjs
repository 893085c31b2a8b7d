// What the shell needs from a remote, read from the shell's own route table so that a release is
// checked against the shell that is live, never against a copy of the table that can drift.
import { join } from 'node:path';
import { runnerImport } from 'vite';
import { root } from '../deployment.mjs';

/**
 * @typedef {{ path: string, title: string, area: 'public' | 'auth' | 'admin', owner: string, module: string }} RemoteRoute
 * @typedef {{ routes: RemoteRoute[], chrome: string[], modules: string[] }} ShellNeeds
 *   routes: the routes the remote owns; chrome: which of the shell's chromeModules (`publicLayout`,
 *   `chatWidget`) it provides; modules: every exposed module the shell loads from it.
 */

/**
 * The routes a remote owns and every module the shell loads from it (its pages plus the public
 * layout or chat widget the shell places around pages).
 * @param {string} pkg remote package folder, e.g. `mfe-assessment`
 * @returns {Promise<ShellNeeds>}
 */
export async function shellNeeds(pkg) {
  // route-table.ts is TypeScript without imports; Vite (already the build tool) runs it as is.
  const { module: table } = await runnerImport(join(root, 'shell/src/routes/route-table.ts'), {
    configFile: false,
    logLevel: 'silent',
  });
  /** @type {RemoteRoute[]} */
  const routes = table.routeTable.filter((route) => route.owner === pkg);
  const chrome = Object.keys(table.chromeModules).filter((key) => table.chromeModules[key].owner === pkg);
  const modules = [...new Set([...routes.map((route) => route.module), ...chrome.map((key) => table.chromeModules[key].module)])];
  return { routes, chrome, modules };
}
