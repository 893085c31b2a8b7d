/**
 * One lock for every write of remotes.json, shell.json, versions.json, releases.json and the
 * composed pages: two teams releasing at once never lose each other's update. proper-lockfile
 * takes the lock with an atomic mkdir and keeps it fresh while held, so a crashed release leaves
 * a stale lock that the next one takes over after `stale` ms.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { lock } from 'proper-lockfile';
import { deploymentFiles } from './layout';

const waitAtMost = { retries: 600, factor: 1.2, minTimeout: 20, maxTimeout: 250 };

export async function withDeploymentLock<T>(deployDir: string, work: () => Promise<T> | T): Promise<T> {
  mkdirSync(deployDir, { recursive: true });
  const release = await lock(deployDir, { lockfilePath: join(deployDir, deploymentFiles.lock), retries: waitAtMost, stale: 20_000, realpath: false });
  try {
    return await work();
  } finally {
    await release();
  }
}
