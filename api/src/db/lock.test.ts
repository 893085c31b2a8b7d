import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newDataDir } from '../test/harness';
import { openDatabase } from './client';
import { DataDirLockedError, lockDataDir } from './lock';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tulia-lock-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the data directory lock', () => {
  it('is exclusive while held, and released on release()', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(readFileSync(lock.file, 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    lockDataDir(dir).release();
  });

  it('takes over a stale lock left by a process that died', () => {
    const dir = tempDir();
    // A process that has exited: its PID is free.
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(join(dir, 'tulia.lock'), String(dead));
    const lock = lockDataDir(dir);
    expect(readFileSync(lock.file, 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('keeps a second database handle off the same directory', async () => {
    const dir = newDataDir();
    dirs.push(dir);
    const first = await openDatabase({ dataDir: dir });
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await first.close();
    }
    // Closed: the directory can be opened again.
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  });
});
