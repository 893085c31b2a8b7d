// npm run db:backup / db:restore: the api's backup and restore (api/src/db/backup-command.ts),
// with the file encrypted under BACKUP_KEY. The api writes and reads a plain file: it exists
// only in a private work folder (private-work.ts) for the duration of the command.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { databaseLocation } from '../../../../api/src/config';
import { runBackupCommand } from '../../../../api/src/db/backup-command';
import { repoRoot } from '../../../../api/src/paths';
import { BackupKeyError, readBackupKey, type BackupKey } from './backup-key';
import { withPrivateWork } from './private-work';
import { isSealedFile, sealBackup, SealedBackupError, unsealBackup } from './sealed-backup';

export const SEALED_BACKUP_USAGE = `usage:
  npm run db:backup [-- --out <file>]                      write an encrypted backup (default: BACKUP_DIR/tulia-<kind>-<time>.jsonl.gz.enc)
  npm run db:restore -- <file> [--force] [--unencrypted]   restore one; --force replaces a database that is not empty;
                                                           --unencrypted reads a backup written before backups were encrypted
BACKUP_KEY (64 hex characters, or base64 of 32 bytes) encrypts and decrypts; BACKUP_DIR (default backups/) holds them.
The database is PostgreSQL when DATABASE_URL is set, else the embedded one in DATA_DIR (default .data).`;

type Env = Record<string, string | undefined>;

export interface Output {
  log(message: string): void;
  error(message: string): void;
}

/** BACKUP_DIR, relative to the repository as DATA_DIR is (a timer's working folder does not matter). */
export function backupDirOf(env: Env): string {
  const raw = env.BACKUP_DIR?.trim();
  return raw ? resolve(repoRoot, raw) : join(repoRoot, 'backups');
}

function timestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
}

/** The api's messages name the plain work file: they should name the encrypted one. */
function naming(out: Output, plain: string, sealed: string): Output {
  return { log: (message) => out.log(message.replaceAll(plain, sealed)), error: (message) => out.error(message.replaceAll(plain, sealed)) };
}

async function backup(args: string[], env: Env, cwd: string, out: Output, key: BackupKey): Promise<number> {
  let target: string;
  if (args.length === 0) {
    const kind = databaseLocation(env).databaseUrl ? 'postgres' : 'pglite';
    target = join(backupDirOf(env), `tulia-${kind}-${timestamp(new Date())}.jsonl.gz.enc`);
  } else if (args[0] === '--out' && args[1] && args.length === 2) {
    target = isAbsolute(args[1]) ? args[1] : resolve(cwd, args[1]);
  } else {
    out.error(SEALED_BACKUP_USAGE);
    return 2;
  }
  mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
  return withPrivateWork(backupDirOf(env), async (work) => {
    // Always gzip: encrypted bytes do not compress.
    const plain = join(work, 'backup.jsonl.gz');
    const said: string[] = [];
    const code = await runBackupCommand(['backup', '--out', plain], env, cwd, {
      log: (message) => said.push(message),
      error: naming(out, plain, target).error,
    });
    if (code !== 0) return code;
    const started = Date.now();
    const bytes = await sealBackup(plain, target, key);
    // Said once the encrypted file exists, since they announce it.
    for (const message of said) naming(out, plain, target).log(message);
    out.log(`Encrypted with AES-256-GCM (key id ${key.id.toString('hex')}) in ${Date.now() - started} ms: ${bytes} bytes, mode 0600.`);
    return 0;
  });
}

async function restore(args: string[], env: Env, cwd: string, out: Output): Promise<number> {
  const force = args.includes('--force');
  const unencrypted = args.includes('--unencrypted');
  const files = args.filter((arg) => arg !== '--force' && arg !== '--unencrypted');
  if (files.length !== 1 || !files[0] || files[0].startsWith('--')) {
    out.error(SEALED_BACKUP_USAGE);
    return 2;
  }
  const file = isAbsolute(files[0]) ? files[0] : resolve(cwd, files[0]);
  const rest = force ? ['--force'] : [];
  if (!existsSync(file)) throw new SealedBackupError(`${file} does not exist.`);
  const sealed = await isSealedFile(file);
  if (unencrypted) {
    if (sealed) throw new SealedBackupError(`${file} is encrypted: restore it without --unencrypted.`);
    return runBackupCommand(['restore', file, ...rest], env, cwd, out);
  }
  if (!sealed) throw new SealedBackupError(`${file} is not an encrypted backup. A backup written before backups were encrypted restores with --unencrypted.`);
  // Before anything is decrypted or opened.
  const key = readBackupKey(env.BACKUP_KEY);
  return withPrivateWork(backupDirOf(env), async (work) => {
    const plain = join(work, 'backup.jsonl.gz');
    const started = Date.now();
    await unsealBackup(file, plain, key);
    out.log(`Decrypted and authenticated ${file} in ${Date.now() - started} ms.`);
    return runBackupCommand(['restore', plain, ...rest], env, cwd, naming(out, plain, file));
  });
}

/**
 * Runs `backup [--out <file>]` or `restore <file> [--force] [--unencrypted]` and answers the exit
 * code: 0, 1 when refused or failed (with the reason), 2 for a usage error. Relative files are
 * relative to `cwd` (where the user typed the command).
 */
export async function runSealedBackupCommand(argv: string[], env: Env = process.env, cwd = process.cwd(), out: Output = console): Promise<number> {
  const [command, ...args] = argv;
  try {
    if (command === 'backup') return await backup(args, env, cwd, out, readBackupKey(env.BACKUP_KEY));
    if (command === 'restore') return await restore(args, env, cwd, out);
    out.error(SEALED_BACKUP_USAGE);
    return 2;
  } catch (error) {
    if (error instanceof BackupKeyError || error instanceof SealedBackupError) {
      out.error(`Refused: ${error.message}`);
      return 1;
    }
    out.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
