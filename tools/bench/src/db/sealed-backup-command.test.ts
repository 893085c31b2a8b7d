// db:backup and db:restore on the embedded database: what an operator sees, and what is left
// on disk.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../api/src/db/client';
import { runSealedBackupCommand } from './sealed-backup-command';

const modeOf = (path: string): number => statSync(path).mode & 0o777;

let scratch: string;
let backups: string;
let sealed: string;
const key = randomBytes(32).toString('hex');

async function run(argv: string[], env: Record<string, string>): Promise<{ code: number; said: string }> {
  const said: string[] = [];
  const code = await runSealedBackupCommand(argv, { BACKUP_DIR: backups, BACKUP_KEY: key, ...env }, scratch, {
    log: (message) => said.push(message),
    error: (message) => said.push(message),
  });
  return { code, said: said.join('\n') };
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'tulia-sealed-command-'));
  backups = join(scratch, 'backups');
  const handle = await openDatabase({ dataDir: join(scratch, 'source') });
  await handle.close();
  // An empty migrated database to restore into: a copy costs less than a second initdb.
  cpSync(join(scratch, 'source'), join(scratch, 'restored'), { recursive: true });
}, 120_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('db:backup and db:restore', () => {
  it('refuses to back up without a key, saying how to make one', async () => {
    const { code, said } = await run(['backup'], { DATA_DIR: join(scratch, 'source'), BACKUP_KEY: '' });
    expect(code).toBe(1);
    expect(said).toMatch(/^Refused: BACKUP_KEY is not set.*openssl rand -hex 32/);
  });

  it('writes tulia-pglite-<time>.jsonl.gz.enc, 0600 in a 0700 folder, and no unencrypted file', async () => {
    const { code, said } = await run(['backup'], { DATA_DIR: join(scratch, 'source') });
    expect(code, said).toBe(0);
    const files = readdirSync(backups);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^tulia-pglite-\d{8}-\d{6}\.jsonl\.gz\.enc$/);
    sealed = join(backups, files[0] ?? '');
    expect(said).toContain(`Written to ${sealed}`);
    expect(said).toMatch(/Encrypted with AES-256-GCM \(key id [0-9a-f]{16}\)/);
    expect(modeOf(sealed)).toBe(0o600);
    expect(modeOf(backups)).toBe(0o700);
  }, 60_000);

  it('refuses another key, a missing file and a plain one before opening the database', async () => {
    const wrong = await run(['restore', sealed], { DATA_DIR: join(scratch, 'refused'), BACKUP_KEY: randomBytes(32).toString('base64') });
    expect(wrong.code).toBe(1);
    expect(wrong.said).toMatch(/^Refused: .* was encrypted under another key/);
    const missing = await run(['restore', join(scratch, 'nothing.enc')], { DATA_DIR: join(scratch, 'refused') });
    expect(missing.said).toMatch(/^Refused: .* does not exist/);
    const plain = join(scratch, 'plain.jsonl');
    writeFileSync(plain, '{}\n');
    const unencrypted = await run(['restore', plain], { DATA_DIR: join(scratch, 'refused') });
    expect(unencrypted.code).toBe(1);
    expect(unencrypted.said).toMatch(/is not an encrypted backup.*--unencrypted/);
    expect(existsSync(join(scratch, 'refused'))).toBe(false);
    expect(readdirSync(backups).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('restores into an empty database, and tells an encrypted file from a plain one', async () => {
    const restored = await run(['restore', sealed], { DATA_DIR: join(scratch, 'restored') });
    expect(restored.code, restored.said).toBe(0);
    expect(restored.said).toContain(`Decrypted and authenticated ${sealed}`);
    expect(restored.said).toContain(`Restored ${sealed} into embedded PGlite`);
    const plain = await run(['restore', sealed, '--unencrypted'], { DATA_DIR: join(scratch, 'restored') });
    expect(plain.code).toBe(1);
    expect(plain.said).toMatch(/is encrypted: restore it without --unencrypted/);
    expect(readdirSync(backups).filter((name) => name.startsWith('.'))).toEqual([]);
  }, 60_000);
});
