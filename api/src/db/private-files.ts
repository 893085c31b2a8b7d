import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

// What the api keeps on disk (the embedded database, its signing key, backups) holds young
// people's messages and administrators' password hashes: no other local account may read it.

/** Whether a mode lets the group or anyone else in. */
const shared = (mode: number): boolean => (mode & 0o077) !== 0;

/**
 * Creates `dir` as 0700, or tightens it to 0700 when it exists with group or other bits. A
 * folder that cannot be tightened (another owner) refuses the start with the reason.
 */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const { mode } = lstatSync(dir);
  if (!shared(mode)) return;
  try {
    chmodSync(dir, 0o700);
  } catch (error) {
    throw new Error(`${dir} is open to other accounts (mode ${(mode & 0o777).toString(8)}) and could not be made private`, { cause: error });
  }
}

/**
 * Takes the group and other bits off every file and folder under `dir`. The embedded database
 * writes its files world-readable and writable (0666) whatever the umask, so this runs when it
 * opens and closes; between the two, the 0700 folder around them keeps other accounts out.
 */
export function tightenTree(dir: string): void {
  for (const entry of readdirSync(dir, { recursive: true })) {
    const path = join(dir, String(entry));
    const stats = lstatSync(path);
    if (!stats.isSymbolicLink() && shared(stats.mode)) chmodSync(path, stats.mode & 0o700);
  }
  const top = lstatSync(dir);
  if (shared(top.mode)) chmodSync(dir, top.mode & 0o700);
}
