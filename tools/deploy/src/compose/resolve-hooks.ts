/**
 * Module resolution for the composition's child process (registered by render-pages.ts with
 * `module.register()`, run in Node's loader thread): the server builds published in a deployment
 * folder import React & co. by name (resolved from the workspace's node_modules) and the shared
 * library as `@tulia/shared/<subpath>` (resolved to the deployed shell's copy, as in the browser).
 *
 * A deployment folder may be made of links (the release smoke test's candidate site links to the
 * live deployment's files). Node loads a linked module from its real path, so the shared library
 * is resolved to its real path too: one module instance (one router context, one theme) whether a
 * module reaches it by name or, as the shell's own server build does, by a relative import.
 *
 * TypeScript in the loader thread: the child runs with `--import tsx`, whose hooks are registered
 * before these and so load this file (checked on Node 20.19+ with tsx 4; the e2e composition
 * suite and every release's smoke test run through it).
 */
import { realpathSync } from 'node:fs';
import type { InitializeHook, ResolveHook } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The `data` render-pages.ts registers these hooks with. */
export interface ResolveHooksData {
  deployDir: string;
  /** A file URL inside the workspace (shell/package.json): React & co. resolve from there. */
  resolveFrom: string;
}

let deployDir = '';
let resolveFrom = '';

export const initialize: InitializeHook<ResolveHooksData> = (data) => {
  deployDir = data.deployDir;
  resolveFrom = data.resolveFrom;
};

const isBare = (specifier: string): boolean => !/^(\.{0,2}\/|[a-z]+:)/i.test(specifier);

export const resolve: ResolveHook = async (specifier, context, nextResolve) => {
  const shared = /^@tulia\/shared\/([\w-]+)$/.exec(specifier);
  if (shared) return { url: pathToFileURL(realpathSync(join(deployDir, 'ssr', 'shared', `${shared[1]}.mjs`))).href, shortCircuit: true };
  // React & co. of a published build (wherever its real path is): the workspace's copy.
  if (isBare(specifier) && !context.parentURL?.includes('/node_modules/')) return nextResolve(specifier, { ...context, parentURL: resolveFrom });
  return nextResolve(specifier, context);
};
