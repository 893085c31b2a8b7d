// Static check of a remote's build folder, before anything is published: the container has the
// name the shell registers and exposes every module the shell's route table loads from it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * @param {string} dist the build folder (holds mf-manifest.json and remoteEntry.js)
 * @param {string} container the federation name the shell registers (remotes.json `name`)
 * @param {string[]} modules exposed module names the shell loads, without `./`
 * @returns {string[]} problems, empty when the build exposes everything
 */
export function checkExposes(dist, container, modules) {
  const manifestFile = join(dist, 'mf-manifest.json');
  if (!existsSync(manifestFile)) return [`${dist} has no mf-manifest.json`];
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch (error) {
    return [`mf-manifest.json is not valid JSON (${error.message})`];
  }
  const problems = [];
  if (manifest.name !== container) problems.push(`mf-manifest.json names the container "${manifest.name}", the shell loads "${container}"`);

  // The shell's runtime reads the manifest, then runs the remote entry it names; both must offer the module.
  const entryName = manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js';
  const entryFile = join(dist, manifest.metaData?.remoteEntry?.path ?? '', entryName);
  const remoteEntry = existsSync(entryFile) ? readFileSync(entryFile, 'utf8') : undefined;
  if (remoteEntry === undefined) problems.push(`the remote entry ${entryName} named by mf-manifest.json is missing`);

  const inManifest = new Set((manifest.exposes ?? []).map((expose) => expose.path ?? `./${expose.name}`));
  for (const module of modules) {
    if (!inManifest.has(`./${module}`)) problems.push(`mf-manifest.json does not expose ./${module}`);
    // The entry maps each exposed path to a loader: `"./HomePage":async()=>…` once minified.
    else if (remoteEntry !== undefined && !new RegExp(`["'\`]\\./${escapeRegExp(module)}["'\`]\\s*:`).test(remoteEntry)) {
      problems.push(`${entryName} does not expose ./${module}`);
    }
  }
  return problems;
}
