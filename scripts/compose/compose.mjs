// Composes the public pages of a deployment folder into HTML files (scripts/compose/render-pages.mjs),
// in a child process so that every composition imports the deployed code afresh.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** Where the composition writes its list of files (used to tell composed files from published ones). */
export const composedManifest = 'composed.json';

/**
 * Renders every public page with the live versions of its owners into `deployDir` (index.html,
 * <route>/index.html, 404.html, admin pages, robots.txt, sitemap.xml).
 * @param {string} deployDir
 * @param {{ siteUrl?: string, quiet?: boolean }} [options]
 */
export function composePublicPages(deployDir, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(here, 'render-pages.mjs'), deployDir], {
      stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
      env: { ...process.env, ...(options.siteUrl ? { SITE_URL: options.siteUrl } : {}) },
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(readComposition(deployDir)) : reject(new Error(`composing the public pages failed (exit ${code})`))));
  });
}

/** Remotes whose code is in the composed HTML (the public layout, the public pages). */
export const composingRemotes = ['mfe-public', 'mfe-assessment'];
export const composesPages = (pkg) => composingRemotes.includes(pkg);

/** What the last composition wrote, or null. */
export function readComposition(deployDir) {
  const file = join(deployDir, composedManifest);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** Top-level entries of a deployment folder that the composition wrote (not published builds). */
export function composedEntries(deployDir) {
  const composition = readComposition(deployDir);
  if (!composition) return [];
  const tops = new Set([composedManifest]);
  for (const file of composition.files) {
    const top = file.split('/')[0];
    tops.add(top);
    if (!file.includes('/')) {
      tops.add(`${top}.br`);
      tops.add(`${top}.gz`);
    }
  }
  return [...tops];
}
