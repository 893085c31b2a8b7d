/**
 * The deployment folder, as a static host or CDN holds it:
 *   app.html, assets/…, ssr/…             the live shell (app.html: the page the browser renders itself)
 *   index.html, <route>/index.html, …     the public pages as HTML (composed from the live versions)
 *   shells/<version>/…                    every published shell build, with what it provides (tulia/)
 *   remotes/<package>/<version>/…         every published remote version (never overwritten)
 *   remotes.json                          which version of each remote the shell loads
 *   shell.json                            which shell version is live
 *   versions.json                         every published version of each remote (what a preview may name)
 *   releases.json                         the history: who released, staged, promoted or rolled back what
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export const defaultDeployDir = (): string => resolve(process.env.DEPLOY_DIR ?? join(root, 'deploy'));

export const deploymentFiles = {
  remotes: 'remotes.json',
  shell: 'shell.json',
  versions: 'versions.json',
  releases: 'releases.json',
  lock: '.deploy.lock',
} as const;

export function readJson<T>(file: string, fallback: T): T {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback;
}

/** Writes a JSON file so that a reader sees the old or the new file, never half of one. */
export function writeJsonAtomic(file: string, value: unknown): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temporary, file);
}

export const deployFile = (deployDir: string, name: keyof typeof deploymentFiles): string => join(deployDir, deploymentFiles[name]);
