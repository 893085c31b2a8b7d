// The two ways a restore must fail cleanly: under another key, and with one changed byte. Each
// must exit 1 with its reason, leave the target database without a row and leave no
// unencrypted file behind.
import { randomBytes } from 'node:crypto';
import { copyFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { nonEmptyTables } from '../../../../api/src/db/backup';
import { openDatabase } from '../../../../api/src/db/client';
import { SEALED_HEADER_BYTES } from './sealed-backup';
import { runSealedBackupCommand } from './sealed-backup-command';

export interface RestoreEnv extends Record<string, string | undefined> {
  DATABASE_URL: string;
  BACKUP_DIR: string;
  BACKUP_KEY: string;
}

export interface Refusal {
  what: string;
  /** The command's reason, as the operator reads it. */
  reason: string;
  ms: number;
}

async function refusedRestore(what: string, file: string, env: RestoreEnv): Promise<Refusal> {
  const said: string[] = [];
  const started = Date.now();
  const code = await runSealedBackupCommand(['restore', file], env, process.cwd(), {
    log: (message) => said.push(message),
    error: (message) => said.push(message),
  });
  const ms = Date.now() - started;
  const output = said.join('\n');
  if (code !== 1 || !output.startsWith('Refused: ')) throw new Error(`The restore of a backup with ${what} was not refused cleanly (exit ${code}):\n${output}`);
  const left = readdirSync(env.BACKUP_DIR).filter((name) => name.startsWith('.unencrypted-'));
  if (left.length > 0) throw new Error(`The refused restore (${what}) left ${left.join(', ')} in ${env.BACKUP_DIR}.`);
  const handle = await openDatabase({ dataDir: '', databaseUrl: env.DATABASE_URL, databasePoolMax: 1 });
  try {
    const held = await nonEmptyTables(handle.db);
    if (held.length > 0) throw new Error(`The refused restore (${what}) left rows in ${held.join(', ')}.`);
  } finally {
    await handle.close();
  }
  return { what, reason: output.slice('Refused: '.length), ms };
}

/** A copy of `file` with one bit flipped in the middle of its ciphertext. */
async function damagedCopy(file: string): Promise<{ copy: string; offset: number }> {
  const copy = join(dirname(file), `damaged-${basename(file)}`);
  copyFileSync(file, copy);
  const offset = SEALED_HEADER_BYTES + Math.floor((statSync(copy).size - SEALED_HEADER_BYTES - 16) / 2);
  const handle = await open(copy, 'r+');
  try {
    const byte = Buffer.alloc(1);
    await handle.read(byte, 0, 1, offset);
    byte[0] = (byte[0] ?? 0) ^ 0x01;
    await handle.write(byte, 0, 1, offset);
  } finally {
    await handle.close();
  }
  return { copy, offset };
}

/** Restores `file` into the empty database of `env` under another key, then damaged: both must be refused. */
export async function checkRefusals(file: string, env: RestoreEnv): Promise<Refusal[]> {
  const wrongKey = await refusedRestore('another key', file, { ...env, BACKUP_KEY: randomBytes(32).toString('hex') });
  const { copy, offset } = await damagedCopy(file);
  try {
    return [wrongKey, await refusedRestore(`one bit flipped at byte ${offset}`, copy, env)];
  } finally {
    rmSync(copy, { force: true });
  }
}
