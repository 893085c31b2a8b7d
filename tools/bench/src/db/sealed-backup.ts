// A sealed backup: the api's backup file (gzip JSON lines) encrypted with AES-256-GCM under
// BACKUP_KEY, streamed through in both directions so that a large backup is never held in
// memory.
//
//   bytes 0-7    magic "TULIAENC"
//   byte  8      format version (1)
//   bytes 9-16   key id: the first 8 bytes of a hash of the key (backup-key.ts)
//   bytes 17-28  nonce: 12 random bytes, new for every file
//   then         the ciphertext
//   last 16      the GCM tag, over the ciphertext and the 29 header bytes above (AAD)
//
// GCM checks its tag only once the whole stream is read: opening writes the plaintext to a
// private temporary file, and only a file whose tag verified is handed to the restore.
import { createCipheriv, createDecipheriv, randomBytes, type CipherGCM } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, open, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { KEY_ID_BYTES, type BackupKey } from './backup-key';

export const SEALED_MAGIC = Buffer.from('TULIAENC', 'latin1');
export const SEALED_FORMAT_VERSION = 1;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
export const SEALED_HEADER_BYTES = SEALED_MAGIC.length + 1 + KEY_ID_BYTES + NONCE_BYTES;
// One nonce may encrypt at most 2^32 - 2 blocks of 16 bytes with GCM; a backup near that is
// refused rather than weakened.
const MAX_PLAINTEXT_BYTES = (2 ** 32 - 2) * 16;

/** A file that is not a sealed backup, was sealed under another key, or is damaged or truncated. */
export class SealedBackupError extends Error {}

interface SealedHeader {
  version: number;
  keyId: Buffer;
  nonce: Buffer;
}

function headerBytes(key: BackupKey, nonce: Buffer): Buffer {
  return Buffer.concat([SEALED_MAGIC, Buffer.from([SEALED_FORMAT_VERSION]), key.id, nonce]);
}

function parseHeader(bytes: Buffer): SealedHeader {
  let offset = SEALED_MAGIC.length;
  const version = bytes[offset] ?? -1;
  offset += 1;
  const keyId = bytes.subarray(offset, offset + KEY_ID_BYTES);
  offset += KEY_ID_BYTES;
  return { version, keyId, nonce: bytes.subarray(offset, offset + NONCE_BYTES) };
}

/** Whether `file` starts with the sealed magic (an older backup in plain gzip does not). */
export async function isSealedFile(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const start = Buffer.alloc(SEALED_MAGIC.length);
    const { bytesRead } = await handle.read(start, 0, start.length, 0);
    return bytesRead === start.length && start.equals(SEALED_MAGIC);
  } finally {
    await handle.close();
  }
}

/** Flushes a file, or a folder's entries (a rename), to the disk. */
async function syncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The sealed file's bytes: header, ciphertext, tag. */
async function* sealedChunks(plain: string, header: Buffer, cipher: CipherGCM): AsyncGenerator<Buffer> {
  yield header;
  let total = 0;
  for await (const chunk of createReadStream(plain)) {
    total += (chunk as Buffer).length;
    if (total > MAX_PLAINTEXT_BYTES) throw new SealedBackupError('The backup is larger than AES-GCM may encrypt under one nonce (64 GiB).');
    yield cipher.update(chunk as Buffer);
  }
  yield cipher.final();
  yield cipher.getAuthTag();
}

/**
 * Encrypts `plain` into `sealed`: mode 0600, written beside it under a temporary name and
 * renamed once complete and flushed, so that `sealed` is either whole or absent. Answers its size.
 */
export async function sealBackup(plain: string, sealed: string, key: BackupKey): Promise<number> {
  const nonce = randomBytes(NONCE_BYTES);
  const header = headerBytes(key, nonce);
  const cipher = createCipheriv('aes-256-gcm', key.bytes, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(header);
  const partial = join(dirname(sealed), `.${basename(sealed)}.${randomBytes(4).toString('hex')}.partial`);
  try {
    // wx: never through a file or link that someone else put there.
    await pipeline(sealedChunks(plain, header, cipher), createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    await chmod(partial, 0o600);
    await syncPath(partial);
    await rename(partial, sealed);
    await syncPath(dirname(sealed));
    return (await stat(sealed)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(partial, { force: true });
    throw error;
  }
}

/**
 * Decrypts `sealed` into `plain` (created 0600, must not exist), checking the header first (a
 * wrong key is named before any decryption) and the tag at the end. Whenever it throws, `plain`
 * is gone: nothing unauthenticated is left to restore.
 */
export async function unsealBackup(sealed: string, plain: string, key: BackupKey): Promise<void> {
  const input = await open(sealed, 'r');
  try {
    const { size } = await input.stat();
    const header = Buffer.alloc(SEALED_HEADER_BYTES);
    await input.read(header, 0, header.length, 0);
    if (!header.subarray(0, SEALED_MAGIC.length).equals(SEALED_MAGIC)) {
      throw new SealedBackupError(`${sealed} is not an encrypted backup (it does not start with ${SEALED_MAGIC.toString('latin1')}).`);
    }
    if (size < SEALED_HEADER_BYTES + TAG_BYTES) throw new SealedBackupError(`${sealed} is truncated: ${size} bytes, shorter than an empty encrypted backup.`);
    const { version, keyId, nonce } = parseHeader(header);
    if (version !== SEALED_FORMAT_VERSION) {
      throw new SealedBackupError(`${sealed} is in encrypted format ${version}; this version reads format ${SEALED_FORMAT_VERSION}.`);
    }
    if (!keyId.equals(key.id)) {
      throw new SealedBackupError(
        `${sealed} was encrypted under another key (key id ${keyId.toString('hex')}; BACKUP_KEY's is ${key.id.toString('hex')}). Use the key that was current when it was written.`,
      );
    }
    const tag = Buffer.alloc(TAG_BYTES);
    await input.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', key.bytes, nonce, { authTagLength: TAG_BYTES });
    decipher.setAAD(header);
    decipher.setAuthTag(tag);
    const bodyEnd = size - TAG_BYTES;
    const body = bodyEnd > SEALED_HEADER_BYTES ? createReadStream(sealed, { start: SEALED_HEADER_BYTES, end: bodyEnd - 1 }) : [Buffer.alloc(0)];
    try {
      // wx: a file that exists is someone else's, and is neither written nor removed.
      await pipeline(body, decipher, createWriteStream(plain, { flags: 'wx', mode: 0o600 }));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw error;
      await rm(plain, { force: true });
      // The only failure of final(): the tag does not match what was read.
      if (error instanceof Error && /unable to authenticate/i.test(error.message)) {
        throw new SealedBackupError(
          `${sealed} is damaged or truncated: it does not authenticate under BACKUP_KEY (a changed or missing byte). Nothing was restored.`,
        );
      }
      throw error;
    }
  } finally {
    await input.close();
  }
}
