// npm run db:backup / db:restore (repository root): the database of the api's configuration,
// PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR (whose lock keeps the api and
// these commands from opening it together).
import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { databaseLocation } from '../config';
import { repoRoot } from '../paths';
import { backupDatabase, BackupError, restoreDatabase } from './backup';
import { openDatabase, type DatabaseHandle } from './client';
import { DataDirLockedError } from './lock';

export const BACKUP_USAGE = `usage:
  npm run db:backup [-- --out <file>]         write a backup (default: backups/tulia-<kind>-<time>.jsonl.gz)
  npm run db:restore -- <file> [--force]      restore one; --force replaces a database that is not empty
The database is PostgreSQL when DATABASE_URL is set, else the embedded one in DATA_DIR (default .data).`;

type Env = Record<string, string | undefined>;

interface Output {
  log(message: string): void;
  error(message: string): void;
}

function timestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
}

async function open(env: Env, mustExist: boolean): Promise<{ handle: DatabaseHandle; where: string }> {
  // Only the database settings: a backup needs no JWT secret, whatever the profile.
  const config = databaseLocation(env);
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    const where = `PostgreSQL ${url.host}${url.pathname}`;
    return { handle: await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, databasePoolMax: 2 }), where };
  }
  if (mustExist && !existsSync(join(config.dataDir, 'pglite'))) throw new BackupError(`There is no database in ${config.dataDir} (DATA_DIR).`);
  try {
    return { handle: await openDatabase({ dataDir: config.dataDir }), where: `embedded PGlite in ${config.dataDir}` };
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new BackupError(
        `The database in ${config.dataDir} is in use by process ${error.pid} (the api, or another backup or restore). ` +
          'The embedded database allows one process at a time: stop it, then run this command again.',
      );
    }
    throw error;
  }
}

/**
 * Runs `backup [--out <file>]` or `restore <file> [--force]` and answers the exit code.
 * Relative files are relative to `cwd` (where the user typed the command).
 */
export async function runBackupCommand(argv: string[], env: Env = process.env, cwd = process.cwd(), out: Output = console): Promise<number> {
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const args = rest.filter((arg) => arg !== '--force');
  const absolute = (file: string) => (isAbsolute(file) ? file : resolve(cwd, file));
  let handle: DatabaseHandle | undefined;
  try {
    if (command === 'backup') {
      let file: string | undefined;
      if (args[0] === '--out' && args[1] && args.length === 2) file = absolute(args[1]);
      else if (args.length > 0) {
        out.error(BACKUP_USAGE);
        return 2;
      }
      const opened = await open(env, true);
      handle = opened.handle;
      const target = file ?? join(repoRoot, 'backups', `tulia-${handle.kind}-${timestamp(new Date())}.jsonl.gz`);
      const started = Date.now();
      const summary = await backupDatabase(handle.db, target, { source: handle.kind });
      out.log(`Backed up ${opened.where} (migration ${summary.migration.tag}) in ${Date.now() - started} ms:`);
      out.log(
        Object.entries(summary.tables)
          .map(([name, rows]) => `  ${name.padEnd(24)} ${rows}`)
          .join('\n'),
      );
      out.log(`${summary.rows} rows, sha256 ${summary.sha256}\nWritten to ${summary.file}`);
      return 0;
    }
    if (command === 'restore') {
      if (args.length !== 1 || !args[0] || args[0].startsWith('--')) {
        out.error(BACKUP_USAGE);
        return 2;
      }
      const file = absolute(args[0]);
      if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
      const opened = await open(env, false);
      handle = opened.handle;
      const started = Date.now();
      const summary = await restoreDatabase(handle.db, file, { force });
      out.log(`Restored ${file} into ${opened.where} in ${Date.now() - started} ms${summary.replaced ? ' (its previous content was replaced)' : ''}:`);
      out.log(
        Object.entries(summary.tables)
          .map(([name, rows]) => `  ${name.padEnd(24)} ${rows}`)
          .join('\n'),
      );
      out.log(`${summary.rows} rows, migration ${summary.migration.tag}`);
      return 0;
    }
    out.error(BACKUP_USAGE);
    return 2;
  } catch (error) {
    if (error instanceof BackupError) {
      out.error(`Refused: ${error.message}`);
      return 1;
    }
    out.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await handle?.close();
  }
}
