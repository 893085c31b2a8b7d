// Module resolution for the composition worker: the server builds published in a deployment
// folder import React & co. by name (resolved from the workspace's node_modules) and the shared
// library as `@tulia/shared/<subpath>` (resolved to the deployed shell's copy, as in the browser).
//
// A deployment folder may be made of links (the release smoke test's candidate site links to the
// live deployment's files). Node loads a linked module from its real path, so the shared library
// is resolved to its real path too: one module instance (one router context, one theme) whether a
// module reaches it by name or, as the shell's own server build does, by a relative import.
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';

let deployDir = '';
let resolveFrom = '';

export function initialize(data) {
  deployDir = data.deployDir;
  resolveFrom = data.resolveFrom;
}

const isBare = (specifier) => !/^(\.{0,2}\/|[a-z]+:)/i.test(specifier);

export async function resolve(specifier, context, nextResolve) {
  const shared = /^@tulia\/shared\/([\w-]+)$/.exec(specifier);
  if (shared) return { url: pathToFileURL(realpathSync(join(deployDir, 'ssr', 'shared', `${shared[1]}.mjs`))).href, shortCircuit: true };
  // React & co. of a published build (wherever its real path is): the workspace's copy.
  if (isBare(specifier) && !context.parentURL?.includes('/node_modules/')) return nextResolve(specifier, { ...context, parentURL: resolveFrom });
  return nextResolve(specifier, context);
}
