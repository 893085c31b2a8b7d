// The folder where a backup is unencrypted for a moment: the api writes its backup to a file
// (and reads one to restore it) before it is sealed (after it is opened). It is a 0700 folder
// inside the 0700 backup folder, removed when the command ends, also on an error, Ctrl-C or
// SIGTERM; one left by a process that was killed outright is removed by the next command.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePrivateDir } from '../../../../api/src/db/private-files';

const PREFIX = '.unencrypted-';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another account.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the work folders of commands that no longer run. */
export function removeAbandonedWork(backupDir: string): string[] {
  const removed: string[] = [];
  for (const name of readdirSync(backupDir)) {
    const pid = Number(/^\.unencrypted-(\d+)-/.exec(name)?.[1]);
    if (!Number.isInteger(pid) || pid === process.pid || isRunning(pid)) continue;
    rmSync(join(backupDir, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/**
 * Runs `work` with a new private folder in `backupDir` (created or tightened to 0700) and
 * removes the folder afterwards, whatever happens.
 */
export async function withPrivateWork<T>(backupDir: string, work: (dir: string) => Promise<T>): Promise<T> {
  ensurePrivateDir(backupDir);
  removeAbandonedWork(backupDir);
  const dir = mkdtempSync(join(backupDir, `${PREFIX}${process.pid}-`));
  // process.exit() (the signal handlers of the commands call it) skips the finally below.
  const onExit = () => rmSync(dir, { recursive: true, force: true });
  process.once('exit', onExit);
  try {
    return await work(dir);
  } finally {
    process.removeListener('exit', onExit);
    rmSync(dir, { recursive: true, force: true });
  }
}
