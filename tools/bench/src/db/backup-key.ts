// BACKUP_KEY: the key every backup is sealed under. It lives away from the backups (a stolen
// backup is useless without it) and is never derived from another secret, so that rotating the
// api's JWT_SECRET does not make old backups unreadable.
import { createHash } from 'node:crypto';

export const KEY_BYTES = 32;
/** How many bytes of the key's hash name it in a sealed file's header. */
export const KEY_ID_BYTES = 8;

export const KEY_ADVICE = 'Generate one with `openssl rand -hex 32` and keep it apart from the backups (docs/operations.md, Backups and the restore drill).';

/** BACKUP_KEY is missing or is not 32 bytes. */
export class BackupKeyError extends Error {}

export interface BackupKey {
  readonly bytes: Buffer;
  /** First bytes of a hash of the key: a wrong key is recognised before decrypting anything. */
  readonly id: Buffer;
}

/** The key's name in headers and messages; the hash is domain-separated, so it is no other hash of the key. */
export function keyIdOf(bytes: Buffer): Buffer {
  return createHash('sha256').update('tulia backup key id\0').update(bytes).digest().subarray(0, KEY_ID_BYTES);
}

export function backupKeyOf(bytes: Buffer): BackupKey {
  if (bytes.length !== KEY_BYTES) throw new BackupKeyError(`A backup key is ${KEY_BYTES} bytes (got ${bytes.length}).`);
  return { bytes, id: keyIdOf(bytes) };
}

/** Reads BACKUP_KEY: 64 hex characters, or base64 (either alphabet) of 32 bytes. */
export function readBackupKey(raw: string | undefined, name = 'BACKUP_KEY'): BackupKey {
  const text = raw?.trim() ?? '';
  if (text === '') throw new BackupKeyError(`${name} is not set: backups are encrypted with it (AES-256-GCM, 32 bytes). ${KEY_ADVICE}`);
  if (/^[0-9a-f]+$/i.test(text) && text.length < 64) {
    throw new BackupKeyError(`${name} is ${text.length} hex characters: it needs 64 (${KEY_BYTES} bytes). ${KEY_ADVICE}`);
  }
  if (/^[0-9a-f]{64}$/i.test(text)) return backupKeyOf(Buffer.from(text, 'hex'));
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) throw new BackupKeyError(`${name} is neither 64 hex characters nor base64. ${KEY_ADVICE}`);
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length !== KEY_BYTES)
    throw new BackupKeyError(`${name} decodes to ${bytes.length} bytes: it needs ${KEY_BYTES} (64 hex characters, or 44 in base64). ${KEY_ADVICE}`);
  return backupKeyOf(bytes);
}
