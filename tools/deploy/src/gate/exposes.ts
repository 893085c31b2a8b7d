/** The container name and every module the shell loads, in both the manifest and the remote entry the shell runs. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readFederationManifest } from './build-record';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function exposeProblems(folder: string, container: string, modules: readonly string[]): string[] {
  const manifest = readFederationManifest(folder);
  if (!manifest) return [`${folder} has no readable mf-manifest.json`];
  const problems: string[] = [];
  if (manifest.name !== container) problems.push(`mf-manifest.json names the container "${manifest.name}", the shell loads "${container}"`);
  const entryName = manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js';
  const entryFile = join(folder, manifest.metaData?.remoteEntry?.path ?? '', entryName);
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
