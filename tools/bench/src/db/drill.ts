// npm run db:drill [-- --seed [--users 10000 --messages 5000] --budget 60 --built]
//
// The restore drill: an encrypted backup of DATABASE_URL, restored into a throwaway PostgreSQL
// cluster after a restore under another key and one of a damaged copy were both refused; every
// table compared with the source (row count and md5 of its rows); the api started on the copy
// (ready, and an administrator signs in). It prints the backup's size and time and the restore's
// time against the budget, and exits 1 when anything fails or the restore is over budget.
import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { flagsOf } from '../../../../api/scripts/lib/options';
import { startPostgresCluster, temporaryDatabase } from '../../../../api/scripts/lib/postgres';
import { freePort, runMain } from '../../../../api/scripts/lib/processes';
import { readBackupKey } from './backup-key';
import { signInOnCopy } from './drill-api';
import { checkRefusals, type RestoreEnv } from './drill-refusals';
import { addDrillAdminTo, seedSource, type DrillAdmin, type SeedShape } from './drill-seed';
import { withPrivateWork } from './private-work';
import { backupDirOf, runSealedBackupCommand } from './sealed-backup-command';
import { compareFigures, tableFigures } from './table-figures';

const USAGE = `usage: npm run db:drill [-- --seed [--users <n> --messages <n>] --budget <seconds> --built]
Backs up DATABASE_URL (encrypted), restores it into a throwaway PostgreSQL, compares every table,
starts the api on the copy and signs in. Without DATABASE_URL the source is a database of that
throwaway server, filled by --seed.
  --seed       fill the empty source first: --users app users (default 10000), --messages contact
               messages (default 5000) and an administrator the drill signs in as
  --budget     seconds the restore (decrypt, authenticate, restore) may take (default 60)
  --built      start api/dist/main.js (npm run build -w api) instead of the sources
BACKUP_KEY encrypts the drill's backup (a random key for this run when unset); the files live in a
private folder of BACKUP_DIR and are deleted at the end.`;

interface Options {
  seed?: SeedShape;
  budgetSeconds: number;
  built: boolean;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { budgetSeconds: 60, built: false };
  const shape: SeedShape = { users: 10_000, messages: 5_000 };
  let seed = false;
  for (const { flag, argument, wholeNumber } of flagsOf(argv, USAGE)) {
    if (flag === '--seed') seed = true;
    else if (flag === '--users') shape.users = wholeNumber();
    else if (flag === '--messages') shape.messages = wholeNumber();
    else if (flag === '--budget') options.budgetSeconds = wholeNumber();
    else if (flag === '--built') options.built = true;
    else throw new Error(`Unknown option ${argument}\n${USAGE}`);
  }
  if (seed) options.seed = shape;
  return options;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mebibytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;

/** Where a database is, without its password. */
function described(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.host}${url.pathname}`;
}

/** Runs db:backup or db:restore in this process; throws with what it said when it fails. */
async function command(argv: string[], env: RestoreEnv): Promise<void> {
  const said: string[] = [];
  const code = await runSealedBackupCommand(argv, env, process.cwd(), { log: (message) => said.push(message), error: (message) => said.push(message) });
  if (code !== 0) throw new Error(`db:${argv[0]} failed (exit ${code}):\n${said.join('\n')}`);
}

async function main(): Promise<number> {
  const drillStarted = Date.now();
  const options = parseOptions(process.argv.slice(2));
  const sourceUrl = process.env.DATABASE_URL?.trim();
  if (!sourceUrl && !options.seed) throw new Error(`Without DATABASE_URL the drill backs up a database of its own: add --seed.\n${USAGE}`);
  const key = process.env.BACKUP_KEY?.trim() ? readBackupKey(process.env.BACKUP_KEY) : undefined;
  const keyHex = (key?.bytes ?? randomBytes(32)).toString('hex');
  const runId = randomBytes(4).toString('hex');

  const port = await freePort();
  const server = await startPostgresCluster(port);
  console.log(`PostgreSQL ${server.version}: a throwaway cluster on port ${port} for the restored copy${sourceUrl ? '' : ' and the source'}`);
  const source = sourceUrl ?? (await temporaryDatabase(server.url, `tulia_drill_source_${runId}`)).url;
  console.log(`Source: ${described(source)}${sourceUrl ? ' (DATABASE_URL)' : ''}; restored copy: ${described(server.url)}`);

  let admin: DrillAdmin | undefined;
  if (options.seed) {
    const started = Date.now();
    admin = await seedSource(source, options.seed);
    console.log(
      `Seeded ${options.seed.users} users, ${options.seed.messages} contact messages and the administrator ${admin.email} in ${seconds(Date.now() - started)}`,
    );
  }

  return withPrivateWork(backupDirOf(process.env), async (work) => {
    const file = join(work, `tulia-drill-${runId}.jsonl.gz.enc`);
    const sourceEnv: RestoreEnv = { ...process.env, DATABASE_URL: source, BACKUP_DIR: work, BACKUP_KEY: keyHex };
    const copyEnv: RestoreEnv = { ...sourceEnv, DATABASE_URL: server.url };

    const before = await tableFigures(source);
    let started = Date.now();
    await command(['backup', '--out', file], sourceEnv);
    const backupMs = Date.now() - started;
    const backupBytes = statSync(file).size;
    console.log(
      `Backup: ${mebibytes(backupBytes)} (${backupBytes} bytes) in ${seconds(backupMs)}, encrypted under ${key ? 'BACKUP_KEY' : 'a key made for this run'}`,
    );
    const after = await tableFigures(source);

    for (const refusal of await checkRefusals(file, copyEnv)) {
      console.log(`Refused, nothing restored: ${refusal.what} (${refusal.ms} ms): ${refusal.reason}`);
    }

    started = Date.now();
    await command(['restore', file], copyEnv);
    const restoreMs = Date.now() - started;
    const withinBudget = restoreMs <= options.budgetSeconds * 1000;
    console.log(
      `Restore: ${seconds(restoreMs)} (decrypt, authenticate, restore), budget ${options.budgetSeconds} s: ${withinBudget ? 'within' : 'OVER BUDGET'}`,
    );

    const comparisons = compareFigures(before, after, await tableFigures(server.url));
    for (const { table, rows, restoredRows, verdict } of comparisons) {
      console.log(`  ${table.padEnd(24)} ${String(rows).padStart(8)} rows  restored ${String(restoredRows).padStart(8)}  ${verdict}`);
    }
    const different = comparisons.filter((comparison) => comparison.verdict === 'different');
    const identical = comparisons.filter((comparison) => comparison.verdict === 'identical');

    // A copy the drill did not seed gets an administrator of its own: the source is never written.
    const signer = admin ?? (await addDrillAdminTo(server.url));
    const api = await signInOnCopy(server.url, signer, { fromSource: !options.built });
    const origin = admin ? 'seeded in the source, restored' : 'added to the copy';
    console.log(
      `Api on the copy: /api/health/ready ${api.ready} after ${seconds(api.ms)}; ${signer.email} (${origin}) ${api.failure ? 'could not sign in' : 'signed in'}`,
    );

    console.log('\nDrill figures');
    console.log(`  backup size     ${mebibytes(backupBytes)} (${backupBytes} bytes)`);
    console.log(`  backup time     ${seconds(backupMs)}`);
    console.log(`  restore time    ${seconds(restoreMs)} (budget ${options.budgetSeconds} s)`);
    const written = comparisons.length - identical.length - different.length;
    console.log(`  tables          ${identical.length} identical of ${comparisons.length}${written > 0 ? ` (${written} written during the backup)` : ''}`);
    const failures = [
      ...different.map((comparison) => `${comparison.table} differs from the source`),
      ...(api.ready === 200 ? [] : [`/api/health/ready answered ${api.ready}`]),
      ...(api.failure ? [`the sign-in on the copy: ${api.failure}`] : []),
      ...(withinBudget ? [] : [`the restore took ${seconds(restoreMs)}, over the budget of ${options.budgetSeconds} s`]),
    ];
    for (const failure of failures) console.error(`FAILED: ${failure}`);
    console.log(`${failures.length === 0 ? 'The drill passed' : 'The drill failed'} in ${seconds(Date.now() - drillStarted)}.`);
    return failures.length === 0 ? 0 : 1;
  });
}

runMain(main);
