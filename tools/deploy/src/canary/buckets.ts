/**
 * Which browsers get the canary, with no identity: each browser draws a bucket from 00 to 99 once
 * (the `tulia_bucket` cookie, set by the edge: nginx's split_clients, or the api's static server)
 * and keeps it, so its variant never changes during a canary and only grows with the weight.
 *
 * The edge reads no configuration to choose: variants/buckets/<NN> is a link to the canary's
 * variant folder for every bucket below the weight, and a page or remotes.json is looked up
 * through the browser's bucket link first. A weight change adds or removes links (each one
 * atomic, no edge reload); dropping the canary renames its variant folder away, which turns
 * every link into a dead end at once, so every browser gets the stable site with one rename.
 */
import { existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { bucketCount, bucketName, bucketsFolder as bucketsDir, variantsFolder as variantsDir } from '@tulia/shared/site-paths';

export { variantsDir };

/** A bucket gets the canary when it is below the weight: at 25 % the buckets 00–24. */
export const inCanary = (bucket: number, weight: number): boolean => bucket < weight;

/** Points the buckets below `weight` at `variant` (a folder name under variants/) and the others nowhere. */
export function linkBuckets(deployDir: string, variant: string | null, weight: number): void {
  const dir = join(deployDir, bucketsDir);
  mkdirSync(dir, { recursive: true });
  const target = variant ? join('..', variant) : null;
  for (let bucket = 0; bucket < bucketCount; bucket += 1) {
    const link = join(dir, bucketName(bucket));
    const wanted = target && inCanary(bucket, weight) ? target : null;
    const current = existsLink(link) ? readlinkSync(link) : null;
    if (current === wanted) continue;
    if (wanted === null) {
      rmSync(link, { force: true });
      continue;
    }
    // A new link renamed over the old one: the bucket never has none in between.
    const temporary = `${link}.${process.pid}.tmp`;
    rmSync(temporary, { force: true });
    symlinkSync(wanted, temporary);
    renameSync(temporary, link);
  }
}

const existsLink = (path: string): boolean => {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
};

/** The buckets that point at a variant now. */
export function linkedBuckets(deployDir: string): number[] {
  const dir = join(deployDir, bucketsDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /^\d{2}$/.test(name) && existsLink(join(dir, name)))
    .map(Number)
    .sort((a, b) => a - b);
}
