/** Who releases, and from which commit, for releases.json. */
import { execFileSync } from 'node:child_process';
import { userInfo } from 'node:os';
import { root } from './layout';

const git = (...args: string[]): string | null => {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
};

/** RELEASED_BY (a CI system sets it), else the git author name, else the account. */
export function releasedBy(): string {
  return process.env.RELEASED_BY?.trim() || git('config', 'user.name') || userInfo().username;
}

/** The commit the build came from, marked `-dirty` when the working tree had changes. */
export function releaseCommit(): string | null {
  const commit = git('rev-parse', 'HEAD');
  if (!commit) return null;
  return git('status', '--porcelain', '--untracked-files=no') ? `${commit}-dirty` : commit;
}
