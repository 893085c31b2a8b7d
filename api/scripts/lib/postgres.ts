// A throwaway PostgreSQL cluster, the same steps as api/scripts/with-postgres.sh, owned by the
// calling process so that its clean-up (also on Ctrl-C) stops the server and deletes it.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { onCleanup, runCommand } from './processes';

export interface PostgresServer {
  /** A database owned by a role that may create databases. */
  url: string;
  version: string;
}

function binDir(): string {
  if (process.env.PG_BINDIR) return process.env.PG_BINDIR;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((name) => existsSync(join(base, name, 'bin', 'initdb'))) : [];
  versions.sort((a, b) => Number(a) - Number(b));
  const latest = versions.at(-1);
  if (!latest) throw new Error("PostgreSQL server binaries not found (install the Debian package 'postgresql', or set PG_BINDIR).");
  return join(base, latest, 'bin');
}

/** Starts a private cluster on 127.0.0.1:`port` (as the postgres user when run as root). */
export async function startPostgresCluster(port: number): Promise<PostgresServer> {
  const bin = binDir();
  const root = process.getuid?.() === 0;
  // initdb refuses to run as root.
  const asPostgres = (command: string, args: string[]) =>
    root
      ? runCommand('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { quiet: true })
      : runCommand(join(bin, command), args, { quiet: true });
  const workdir = mkdtempSync('/tmp/tulia-pg.');
  const data = join(workdir, 'data');
  if (root) execFileSync('chown', ['postgres:', workdir]);
  chmodSync(workdir, 0o700);
  let started = false;
  onCleanup(`stop the PostgreSQL cluster in ${workdir}`, async () => {
    if (started) await asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
    rmSync(workdir, { recursive: true, force: true });
  });
  await asPostgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale']);
  started = true;
  await asPostgres('pg_ctl', [
    '-D',
    data,
    '-w',
    '-l',
    join(workdir, 'server.log'),
    '-o',
    `-p ${port} -k ${workdir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    'start',
  ]);
  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  await admin.connect();
  try {
    await admin.query("CREATE ROLE tulia LOGIN PASSWORD 'tulia' CREATEDB");
    await admin.query('CREATE DATABASE tulia OWNER tulia');
    const { rows } = await admin.query<{ server_version: string }>('show server_version');
    return { url: `postgres://tulia:tulia@127.0.0.1:${port}/tulia`, version: rows[0]?.server_version ?? 'unknown' };
  } finally {
    await admin.end();
  }
}

/** A new database on an existing server (DATABASE_URL), dropped by the clean-up. */
export async function temporaryDatabase(serverUrl: string, name: string): Promise<PostgresServer> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  let version = 'unknown';
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const { rows } = await admin.query<{ server_version: string }>('show server_version');
    version = rows[0]?.server_version ?? version;
  } finally {
    await admin.end();
  }
  onCleanup(`drop the database ${name}`, async () => {
    const cleaner = new pg.Client({ connectionString: serverUrl });
    await cleaner.connect();
    try {
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await cleaner.end();
    }
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), version };
}
