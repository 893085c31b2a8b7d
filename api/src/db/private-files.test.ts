import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupDatabase } from './backup';
import { openDatabase } from './client';
import { ensurePrivateDir, tightenTree } from './private-files';

// Other local accounts must not read the embedded database, its key or its backups.

const modeOf = (path: string): number => statSync(path).mode & 0o777;
const openToOthers = (dir: string): string[] =>
  readdirSync(dir, { recursive: true })
    .map((entry) => join(dir, String(entry)))
    .filter((path) => (modeOf(path) & 0o077) !== 0);

let scratch: string;
beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'tulia-private-'));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

describe('private files', () => {
  it('creates the data folder 0700, and tightens one that exists open to others', () => {
    const fresh = join(scratch, 'fresh', 'data');
    ensurePrivateDir(fresh);
    expect(modeOf(fresh)).toBe(0o700);
    const open = join(scratch, 'open');
    mkdirSync(open, { mode: 0o777 });
    chmodSync(open, 0o777);
    ensurePrivateDir(open);
    expect(modeOf(open)).toBe(0o700);
  });

  it('takes group and other bits off a whole tree', () => {
    mkdirSync(join(scratch, 'a', 'b'), { recursive: true });
    writeFileSync(join(scratch, 'a', 'b', 'file'), 'x', { mode: 0o666 });
    chmodSync(join(scratch, 'a', 'b', 'file'), 0o666);
    chmodSync(join(scratch, 'a'), 0o755);
    tightenTree(scratch);
    expect(openToOthers(scratch)).toEqual([]);
    expect(modeOf(join(scratch, 'a', 'b', 'file'))).toBe(0o600);
  });

  it('the embedded database: its folder 0700 and none of its files open to others, open or closed; a backup is 0600', async () => {
    const dataDir = join(scratch, 'data');
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    const handle = await openDatabase({ dataDir });
    try {
      expect(modeOf(dataDir)).toBe(0o700);
      expect(openToOthers(dataDir)).toEqual([]);
      const backup = join(scratch, 'backups', 'tulia.json.gz');
      await backupDatabase(handle.db, backup);
      expect(modeOf(backup)).toBe(0o600);
    } finally {
      await handle.close();
    }
    expect(openToOthers(dataDir)).toEqual([]);
  });
});
