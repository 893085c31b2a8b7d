import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { apiRoot } from './paths';
import { newDataDir, testDatabaseUrl } from './test/harness';
import { freeTcpPort } from './test/redis-server';

// Acknowledged writes survive a SIGKILL of the server in the middle of many concurrent
// writes, and a restart on the same data: the embedded database always, PostgreSQL too when
// TEST_DATABASE_URL / DATABASE_URL is set.

/** The end of the server's stderr, for failure messages. */
let serverErrors = '';

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${serverErrors}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become healthy: ${serverErrors}`);
}

/** Where the server keeps its data: a DATA_DIR (PGlite) or a DATABASE_URL (PostgreSQL). */
type Storage = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

function startServer(storage: Storage, port: number): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // The demo profile for open registration; its own secret, so no key file is written
    // when the database is PostgreSQL (no DATA_DIR).
    TULIA_PROFILE: 'demo',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    SEED_DEMO: 'false',
    ADMIN_REGISTRATION: 'open',
    PASSWORD_HASH_COST: '10',
    // Many writes from one address: the limits are not what this test is about.
    RATE_LIMIT_CONTACT: '1000000',
    RATE_LIMIT_LOGIN: '1000',
    RATE_LIMIT_REGISTER: '1000',
  };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  delete env.DATA_DIR;
  if (storage.kind === 'pglite') env.DATA_DIR = storage.dataDir;
  else env.DATABASE_URL = storage.url;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: apiRoot, env, stdio: ['ignore', 'ignore', 'pipe'] });
  // Drained (a full pipe would block the server) and kept for the failure message.
  child.stderr?.on('data', (chunk: Buffer) => {
    serverErrors = (serverErrors + chunk.toString()).slice(-4000);
  });
  return child;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

const json = { 'content-type': 'application/json' };

async function signIn(base: string, admin: { email: string; password: string }): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/auth/admin/login`, { method: 'POST', headers: json, body: JSON.stringify(admin) });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  const { access_token } = (await res.json()) as { access_token: string };
  return { ...json, authorization: `Bearer ${access_token}` };
}

type Kind = 'contact message' | 'resource' | 'user';
interface Acknowledged {
  kind: Kind;
  id: number;
  marker: string;
}

const WRITERS = 12;
/** SIGKILL once this many writes are acknowledged (the writers are still going then). */
const KILL_AFTER = 60;

/**
 * Writers that each send contact submissions and admin creates (resources, users) one after
 * the other, keeping what was acknowledged with a 2xx, until the server is gone.
 */
function startWriters(base: string, auth: Record<string, string>, run: string) {
  const acknowledged: Acknowledged[] = [];
  let inFlight = 0;
  let sent = 0;
  let stopped = false;
  const write = async (writer: number, n: number): Promise<Acknowledged | null> => {
    const marker = `durable-${run}-${writer}-${n}`;
    const kind: Kind = (['contact message', 'resource', 'user'] as const)[n % 3] ?? 'resource';
    const [url, headers, payload, key] =
      kind === 'contact message'
        ? [`${base}/api/contact`, json, { full_name: marker, email: 'durable@example.org', subject: 'Other', message: 'Acknowledged before the kill' }, 'id']
        : kind === 'resource'
          ? [`${base}/api/admin/resources`, auth, { title: marker, description: 'd', url: 'https://example.org' }, 'resource']
          : [
              `${base}/api/admin/users`,
              auth,
              { email: `${marker}@example.org`, username: marker, full_name: marker, phone: '+254700000000', password: 'longenough1' },
              'user',
            ];
    inFlight += 1;
    sent += 1;
    try {
      const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(payload) });
      if (res.status !== 201) throw new Error(`${kind}: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as Record<string, unknown>;
      const id = key === 'id' ? body.id : (body[key] as { id?: unknown } | undefined)?.id;
      if (typeof id !== 'number') throw new Error(`${kind}: no id in ${JSON.stringify(body)}`);
      return { kind, id, marker };
    } catch (error) {
      // After the kill a refused or reset connection is expected: that write was not acknowledged.
      if (stopped) return null;
      throw error;
    } finally {
      inFlight -= 1;
    }
  };
  const loops = Array.from({ length: WRITERS }, async (_, writer) => {
    for (let n = 0; !stopped; n += 1) {
      const done = await write(writer, n);
      if (done) acknowledged.push(done);
    }
  });
  return {
    acknowledged,
    get inFlight() {
      return inFlight;
    },
    get sent() {
      return sent;
    },
    stop() {
      stopped = true;
    },
    finished: Promise.all(loops),
  };
}

/** Every acknowledged record, read back by id from the restarted server. */
async function missingAfterRestart(base: string, auth: Record<string, string>, acknowledged: Acknowledged[]): Promise<Acknowledged[]> {
  const missing: Acknowledged[] = [];
  const queue = [...acknowledged];
  const readers = Array.from({ length: 6 }, async () => {
    for (let item = queue.pop(); item; item = queue.pop()) {
      const path = item.kind === 'contact message' ? 'contact-messages' : item.kind === 'resource' ? 'resources' : 'users';
      const res = await fetch(`${base}/api/admin/${path}/${item.id}`, { headers: auth });
      const body = res.status === 200 ? ((await res.json()) as Record<string, Record<string, unknown>>) : {};
      const record = body.contact_message ?? body.resource ?? body.user;
      const stored = record?.full_name ?? record?.title;
      if (stored !== item.marker) missing.push(item);
    }
  });
  await Promise.all(readers);
  return missing;
}

async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tulia_durable_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}

const backends: { name: string; enabled: boolean }[] = [
  { name: 'the embedded database (PGlite, same DATA_DIR)', enabled: true },
  { name: 'PostgreSQL (same DATABASE_URL)', enabled: Boolean(testDatabaseUrl) },
];

describe.each(backends)('durability on $name', ({ name, enabled }) => {
  let child: ChildProcess | undefined;
  let cleanup: () => Promise<void> = async () => undefined;
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null && child.pid) {
      child.kill('SIGTERM');
      await exited(child);
    }
    await cleanup();
  });

  it.runIf(enabled)(
    'keeps every write acknowledged before a SIGKILL in the middle of concurrent writes',
    async () => {
      let storage: Storage;
      if (name.startsWith('PostgreSQL') && testDatabaseUrl) {
        const database = await createPostgresDatabase(testDatabaseUrl);
        storage = { kind: 'postgres', url: database.url };
        cleanup = () => database.drop();
      } else {
        const dataDir = newDataDir();
        storage = { kind: 'pglite', dataDir };
        cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
      }
      const port = await freeTcpPort();
      const base = `http://127.0.0.1:${port}`;
      child = startServer(storage, port);
      await waitForHealth(base, child);

      const admin = {
        email: 'durable@example.org',
        username: 'durable',
        full_name: 'Durable Admin',
        phone: '1',
        password: 'longenough',
        admin_level: 'super_admin',
      };
      expect((await fetch(`${base}/api/auth/admin/register`, { method: 'POST', headers: json, body: JSON.stringify(admin) })).status).toBe(201);
      const auth = await signIn(base, admin);

      const writers = startWriters(base, auth, randomBytes(3).toString('hex'));
      const deadline = Date.now() + 120_000;
      while (writers.acknowledged.length < KILL_AFTER && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(writers.acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
      // In the middle of writes: the writers keep sending until the server is gone.
      expect(writers.inFlight).toBeGreaterThan(0);
      const inFlightAtKill = writers.inFlight;
      child.kill('SIGKILL');
      writers.stop();
      await exited(child);
      await writers.finished;
      const acknowledged = [...writers.acknowledged];
      expect(new Set(acknowledged.map((item) => item.kind))).toEqual(new Set(['contact message', 'resource', 'user']));
      // No clean shutdown: PGlite's lock file stays behind, the database was not closed.
      if (storage.kind === 'pglite') expect(existsSync(join(storage.dataDir, 'tulia.lock'))).toBe(true);

      child = startServer(storage, port);
      await waitForHealth(base, child);
      const again = await signIn(base, admin);
      expect(await missingAfterRestart(base, again, acknowledged)).toEqual([]);
      console.info(
        `durability (${storage.kind}): ${writers.sent} writes sent by ${WRITERS} writers, ${acknowledged.length} acknowledged and all found after the restart, ${inFlightAtKill} in flight at the SIGKILL`,
      );

      // A clean stop releases the lock.
      child.kill('SIGTERM');
      await exited(child);
      if (storage.kind === 'pglite') expect(existsSync(join(storage.dataDir, 'tulia.lock'))).toBe(false);
    },
    300_000,
  );
});
