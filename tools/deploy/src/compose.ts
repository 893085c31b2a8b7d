/**
 * Composes the public pages of a deployment into HTML (compose/render-pages.ts) in a child
 * process, so that every composition imports the deployed code afresh. The child runs the
 * TypeScript with tsx (`node --import tsx`), from the repository so that `tsx` resolves.
 */
import { spawn } from 'node:child_process';
import { join, resolve as resolvePath } from 'node:path';
import { readJson, root } from './layout';

export const composedManifest = 'composed.json';

export interface Composition {
  files: string[];
  pages: { path: string; owner: string; version: string }[];
  remotes?: Record<string, string>;
}

/** Composes the pages of the live site, or (outDir) of a variant from the remotes.json there. */
export function composePublicPages(deployDir: string, options: { siteUrl?: string; quiet?: boolean; outDir?: string } = {}): Promise<Composition | null> {
  const outDir = options.outDir ?? deployDir;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'tools/deploy/src/compose/render-pages.ts'), resolvePath(deployDir), resolvePath(outDir)], {
      cwd: root,
      stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
      env: { ...process.env, ...(options.siteUrl ? { SITE_URL: options.siteUrl } : {}) },
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(readComposition(outDir)) : reject(new Error(`composing the public pages failed (exit ${code})`))));
  });
}

export const readComposition = (deployDir: string): Composition | null => readJson<Composition | null>(join(deployDir, composedManifest), null);

/** Top-level entries of a deployment folder that the composition wrote (not published builds). */
export function composedEntries(deployDir: string): string[] {
  const composition = readComposition(deployDir);
  if (!composition) return [];
  const tops = new Set([composedManifest]);
  for (const file of composition.files) {
    const top = file.split('/')[0] ?? file;
    tops.add(top);
    if (!file.includes('/')) {
      tops.add(`${top}.br`);
      tops.add(`${top}.gz`);
    }
  }
  return [...tops];
}
