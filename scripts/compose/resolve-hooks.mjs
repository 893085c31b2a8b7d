// Module resolution for the composition worker: the server builds published in a deployment
// folder import React & co. by name (resolved from the workspace's node_modules) and the shared
// library as `@tulia/shared/<subpath>` (resolved to the deployed shell's copy, as in the browser).
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';

let deployURL = '';
let deployDir = '';
let resolveFrom = '';

export function initialize(data) {
  deployDir = data.deployDir;
  deployURL = pathToFileURL(data.deployDir).href;
  resolveFrom = data.resolveFrom;
}

const isBare = (specifier) => !/^(\.{0,2}\/|[a-z]+:)/i.test(specifier);

export async function resolve(specifier, context, nextResolve) {
  const shared = /^@tulia\/shared\/([\w-]+)$/.exec(specifier);
  if (shared) return { url: pathToFileURL(join(deployDir, 'ssr', 'shared', `${shared[1]}.mjs`)).href, shortCircuit: true };
  if (isBare(specifier) && context.parentURL?.startsWith(deployURL)) return nextResolve(specifier, { ...context, parentURL: resolveFrom });
  return nextResolve(specifier, context);
}
