import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePrivateDir } from './private-files';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The database in ${dataDir} is already open in process ${pid}. Stop that process or use another DATA_DIR.`);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/**
 * Takes the lock of an embedded database directory: a file holding the owner's PID, created
 * exclusively. PGlite is a single-process database, so a second process must never open the
 * same files; a lock left by a process that died is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  ensurePrivateDir(dataDir);
  const file = join(dataDir, 'tulia.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          if (readPid(file) === process.pid) {
            try {
              unlinkSync(file);
            } catch {
              // Already gone: nothing to release.
            }
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readPid(file);
      if (owner !== null && isAlive(owner)) throw new DataDirLockedError(dataDir, owner);
      // Stale (dead owner or unreadable): remove it and try again, unless another process took
      // it over meanwhile.
      if (readPid(file) !== owner) continue;
      try {
        unlinkSync(file);
      } catch {
        // Another process removed it first; the next attempt decides.
      }
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
