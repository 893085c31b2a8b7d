// The modules each remote exposes, read from the `exposes` object of its vite.config.ts, so
// that the monolith maps exactly the pages the federated build exposes (no second list to
// keep in sync). The object is plain data (string keys and values), so it is evaluated
// alone rather than by importing the config, which would construct the federation plugin.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { remotePackages, root } from '../deployment.mjs';

/**
 * @typedef {{ remote: string, module: string, file: string }} ExposedPage
 *   remote: package folder (mfe-public); module: exposed name without `./` (HomePage);
 *   file: absolute path of the source file it names.
 */

/** @param {string} pkg @returns {Record<string, string>} */
export function readExposes(pkg) {
  const configFile = join(root, pkg, 'vite.config.ts');
  const text = readFileSync(configFile, 'utf8');
  const match = /export\s+const\s+exposes\s*=\s*(\{[\s\S]*?\})\s*;/.exec(text);
  if (!match) throw new Error(`${configFile}: no \`export const exposes = { … };\` found`);
  const exposes = runInNewContext(`(${match[1]})`, {}, { timeout: 1000 });
  for (const [key, value] of Object.entries(exposes)) {
    if (!key.startsWith('./') || typeof value !== 'string') throw new Error(`${configFile}: unexpected exposes entry ${key}`);
  }
  return exposes;
}

/** Every exposed module of every remote, with its absolute source path. @returns {ExposedPage[]} */
export function exposedPages() {
  return Object.keys(remotePackages).flatMap((pkg) =>
    Object.entries(readExposes(pkg)).map(([key, file]) => ({ remote: pkg, module: key.slice(2), file: resolve(root, pkg, file) })),
  );
}
