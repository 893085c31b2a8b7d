/**
 * `--target s3://bucket/prefix`: a release command runs its usual logic on a local mirror of the
 * bucket, then pushes what it changed. The mirror is pulled first (only what changed since the
 * last pull), the work runs unchanged on it (gate, smoke test, switch under the local lock,
 * composition), and the push writes new version folders once, the pointer files by conditional
 * PUT with a three-way merge, and the pages until they match the pointers (docs/object-store.md).
 *
 * Use it in a command as the release commands do:
 *
 *   const { target, deployDir } = commandLine(usage, options);
 *   await withDeploymentTarget(target, deployDir, async (dir) => {
 *     // everything that reads or writes the deployment, on `dir`
 *   });
 *
 * Without a target it calls the work on `deployDir` itself. With one, `deployDir` is the mirror
 * folder (commandLine picks .deploy-cache/<bucket>/<prefix> unless --deploy-dir names one); two
 * commands on one machine sharing a mirror take turns on it. A refusal that exits the process
 * pushes nothing: the store is unchanged.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { lock } from 'proper-lockfile';
import { linkBuckets } from '../canary/buckets';
import { canaryFile, readCanary, type CanaryState } from '../canary/state';
import { root } from '../layout';
import { composedFrom, settleComposedPages } from './composed-pages';
import { pullMirror } from './mirror';
import { parseS3Target, s3ClientFromEnv, s3Store, type ObjectStore, type S3Location } from './object-store';
import { pushMirror, type PushSummary } from './push';

export interface TargetOptions {
  /** The store to use instead of one from the AWS environment (tests). */
  store?: ObjectStore;
  quiet?: boolean;
  /** Told what the push did (the harness counts its retries). */
  onPush?: (summary: PushSummary & { recomposed: number }) => void;
}

export function targetLocation(target: string): S3Location {
  const location = parseS3Target(target);
  if (!location) throw new Error(`a target is s3://bucket/prefix, not "${target}"`);
  return location;
}

/** Where a target's mirror is kept by default: the repository's .deploy-cache/<bucket>/<prefix>. */
export function defaultMirrorDir(target: string): string {
  const { bucket, prefix } = targetLocation(target);
  return join(root, '.deploy-cache', bucket, prefix || '_root');
}

export const storeFor = (target: string): ObjectStore => s3Store(s3ClientFromEnv(), targetLocation(target));

const waitAtMost = { retries: 2000, factor: 1.2, minTimeout: 50, maxTimeout: 1000 };

/**
 * The mirror's own lock. proper-lockfile knows a lock by the path it locks, not by its lock file:
 * the work takes the deployment's lock on the folder itself, so this one locks another path.
 */
const lockMirror = (dir: string) => lock(join(dir, '.mirror'), { lockfilePath: join(dir, '.mirror.lock'), retries: waitAtMost, stale: 20_000, realpath: false });

export async function withDeploymentTarget<T>(target: string | undefined, deployDir: string, work: (dir: string) => Promise<T> | T, options: TargetOptions = {}): Promise<T> {
  if (!target) return work(deployDir);
  const store = options.store ?? storeFor(target);
  mkdirSync(deployDir, { recursive: true });
  const release = await lockMirror(deployDir);
  try {
    const pulled = await pullMirror(store, deployDir);
    const result = await work(deployDir);
    const from = composedFrom(deployDir);
    const summary = await pushMirror(store, deployDir, pulled);
    const recomposed = summary.composed && from ? await settleComposedPages(store, deployDir, from, { quiet: options.quiet }) : 0;
    options.onPush?.({ ...summary, recomposed });
    if (!options.quiet && (summary.uploaded > 0 || summary.pointersWritten.length > 0 || summary.deleted > 0)) {
      const pointers = summary.pointersWritten.length > 0 ? `, ${summary.pointersWritten.join(', ')} written${summary.pointerRetries > 0 ? ` (${summary.pointerRetries} conditional writes retried)` : ''}` : '';
      console.log(`${store.label}: ${summary.uploaded} files uploaded${pointers}${summary.deleted > 0 ? `, ${summary.deleted} deleted` : ''}${recomposed > 0 ? `, pages composed again ${recomposed} times` : ''}.`);
    }
    return result;
  } finally {
    await release();
  }
}

/** Makes `dir` a copy of the store (for nginx to serve), under the mirror's lock. */
export async function syncFromTarget(target: string, dir: string, options: { store?: ObjectStore } = {}): Promise<{ files: number }> {
  const store = options.store ?? storeFor(target);
  mkdirSync(dir, { recursive: true });
  const release = await lockMirror(dir);
  try {
    // A canary's buckets are links, which a bucket cannot hold: they follow canary.json here. A
    // variant the store dropped or replaced loses its links before the pull removes its files,
    // so that no browser meets half a variant; the new one gets them once it is whole.
    const stored = await store.get(canaryFile);
    const wanted = stored ? (JSON.parse(stored.body.toString('utf8')) as CanaryState) : null;
    const local = readCanary(dir);
    if (local && local.variant !== wanted?.variant) linkBuckets(dir, null, 0);
    const pulled = await pullMirror(store, dir);
    const canary = readCanary(dir);
    linkBuckets(dir, canary?.variant ?? null, canary?.weight ?? 0);
    return { files: Object.keys(pulled.state.objects).length };
  } finally {
    await release();
  }
}
