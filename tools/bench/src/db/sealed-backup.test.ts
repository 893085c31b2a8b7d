import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupKeyOf, BackupKeyError, readBackupKey } from './backup-key';
import { removeAbandonedWork, withPrivateWork } from './private-work';
import { SEALED_HEADER_BYTES, sealBackup, SealedBackupError, unsealBackup } from './sealed-backup';

const modeOf = (path: string): number => statSync(path).mode & 0o777;

let scratch: string;
let plain: string;
let sealed: string;
const key = backupKeyOf(randomBytes(32));
// Larger than a read chunk (64 KiB), so that the streams really stream.
const content = randomBytes(300_000);

beforeEach(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'tulia-sealed-'));
  plain = join(scratch, 'backup.jsonl.gz');
  sealed = join(scratch, 'backup.jsonl.gz.enc');
  writeFileSync(plain, content);
  await sealBackup(plain, sealed, key);
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** Flips one bit of the sealed file at `offset` (negative: from the end). */
function flip(offset: number): void {
  const bytes = readFileSync(sealed);
  const at = offset < 0 ? bytes.length + offset : offset;
  bytes[at] = (bytes[at] ?? 0) ^ 0x01;
  writeFileSync(sealed, bytes);
}

async function refusal(run: () => Promise<unknown>): Promise<string> {
  const error: unknown = await run().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SealedBackupError);
  return (error as Error).message;
}

describe('BACKUP_KEY', () => {
  it('reads 64 hex characters or base64 of 32 bytes, and names the key by a short id', () => {
    const bytes = randomBytes(32);
    const fromHex = readBackupKey(bytes.toString('hex'));
    const fromBase64 = readBackupKey(` ${bytes.toString('base64')}\n`);
    expect(fromHex.bytes.equals(bytes)).toBe(true);
    expect(fromBase64.id.equals(fromHex.id)).toBe(true);
    expect(readBackupKey(bytes.toString('base64url')).bytes.equals(bytes)).toBe(true);
    expect(fromHex.id).toHaveLength(8);
    expect(readBackupKey(randomBytes(32).toString('hex')).id.equals(fromHex.id)).toBe(false);
  });

  it('refuses a missing, short or unreadable key, saying how to make one', () => {
    for (const raw of [
      undefined,
      '',
      '   ',
      randomBytes(16).toString('hex'),
      randomBytes(31).toString('base64'),
      randomBytes(33).toString('base64'),
      'not a key!',
    ]) {
      expect(() => readBackupKey(raw)).toThrow(BackupKeyError);
    }
    expect(() => readBackupKey(undefined)).toThrow(/BACKUP_KEY is not set.*openssl rand -hex 32/);
    expect(() => readBackupKey('abcd')).toThrow(/4 hex characters: it needs 64/);
  });
});

describe('sealed backups', () => {
  it('round-trips, with a 0600 file that does not hold the plain bytes', async () => {
    expect(modeOf(sealed)).toBe(0o600);
    const sealedBytes = readFileSync(sealed);
    expect(sealedBytes.subarray(0, 8).toString('latin1')).toBe('TULIAENC');
    expect(sealedBytes.length).toBe(content.length + SEALED_HEADER_BYTES + 16);
    expect(sealedBytes.includes(content.subarray(1000, 1032))).toBe(false);
    const opened = join(scratch, 'opened');
    await unsealBackup(sealed, opened, key);
    expect(readFileSync(opened).equals(content)).toBe(true);
    expect(modeOf(opened)).toBe(0o600);
    expect(readdirSync(scratch).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('uses a new nonce for every file', async () => {
    const again = join(scratch, 'again.enc');
    await sealBackup(plain, again, key);
    expect(readFileSync(again).subarray(17, 29).equals(readFileSync(sealed).subarray(17, 29))).toBe(false);
  });

  it('refuses another key before decrypting anything', async () => {
    const opened = join(scratch, 'opened');
    const message = await refusal(() => unsealBackup(sealed, opened, backupKeyOf(randomBytes(32))));
    expect(message).toMatch(/another key \(key id [0-9a-f]{16}; BACKUP_KEY's is [0-9a-f]{16}\)/);
    expect(existsSync(opened)).toBe(false);
  });

  it.each([
    ['the magic', 0, /not an encrypted backup/],
    ['the format version', 8, /encrypted format 0/],
    ['the key id', 9, /another key/],
    ['the nonce', 20, /damaged or truncated/],
    ['the first byte of the body', SEALED_HEADER_BYTES, /damaged or truncated/],
    ['a byte in the middle of the body', 150_000, /damaged or truncated/],
    ['the last byte of the body', -17, /damaged or truncated/],
    ['the tag', -1, /damaged or truncated/],
  ])('refuses a file with a flipped bit in %s, leaving no plain file', async (_where, offset, reason) => {
    flip(offset);
    const opened = join(scratch, 'opened');
    expect(await refusal(() => unsealBackup(sealed, opened, key))).toMatch(reason);
    expect(existsSync(opened)).toBe(false);
  });

  it.each([
    ['its tag', -16],
    ['half of it', 150_000],
    ['all but its header', SEALED_HEADER_BYTES + 3],
    ['its header', 12],
  ])('refuses a file cut short (%s)', async (_what, cut) => {
    truncateSync(sealed, cut < 0 ? statSync(sealed).size + cut : cut);
    const opened = join(scratch, 'opened');
    expect(await refusal(() => unsealBackup(sealed, opened, key))).toMatch(/truncated|damaged|not an encrypted backup/);
    expect(existsSync(opened)).toBe(false);
  });

  it('never writes over a file that already exists', async () => {
    const taken = join(scratch, 'taken');
    writeFileSync(taken, 'someone else’s');
    await expect(unsealBackup(sealed, taken, key)).rejects.toThrow(/EEXIST/);
    expect(readFileSync(taken, 'utf8')).toBe('someone else’s');
  });
});

describe('the private work folder', () => {
  it('is 0700 inside a 0700 backup folder, and gone afterwards even on an error', async () => {
    const backups = join(scratch, 'backups');
    let seen = '';
    await expect(
      withPrivateWork(backups, async (dir) => {
        seen = dir;
        expect(modeOf(dir)).toBe(0o700);
        writeFileSync(join(dir, 'plain'), 'x');
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(modeOf(backups)).toBe(0o700);
    expect(existsSync(seen)).toBe(false);
  });

  it("removes the folders of commands that were killed, not the running ones'", () => {
    const backups = join(scratch, 'backups');
    // Far above any pid this machine gives (pid_max is at most 2^22).
    mkdirSync(join(backups, '.unencrypted-99999999-abc'), { recursive: true });
    mkdirSync(join(backups, `.unencrypted-${process.pid}-abc`));
    expect(removeAbandonedWork(backups)).toEqual(['.unencrypted-99999999-abc']);
    expect(readdirSync(backups)).toEqual([`.unencrypted-${process.pid}-abc`]);
  });
});
