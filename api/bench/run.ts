// npm run bench -w api: seeds 10,000 users into a temporary database, starts the built server
// (dist/main.js) on it in its own process, and measures requests/s and p50/p99 latency at 30
// connections for a users list search (in its default order and sorted by name), a user by id
// and a contact form submission. Runs on embedded PGlite, and on PostgreSQL when DATABASE_URL is
// set (e.g. via scripts/with-postgres.sh). BENCH_ONLY=postgres skips PGlite; BENCH_SCENARIOS
// (comma-separated names) runs only those scenarios.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { hashPassword } from '../src/auth/passwords';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { apiRoot } from '../src/paths';
import { makeAppUsers } from '../src/seed/demo';
import { Random } from '../src/seed/random';
import { freeTcpPort } from '../src/test/redis-server';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 30);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ADMIN = { email: 'bench@tulia.co.ke', password: 'bench password 2026' };
const SEARCH_TERMS = ['kamau', 'wanjiku', 'otieno', 'njeri', 'kiprop', 'achieng', 'mwangi', 'chebet'];

interface Target {
  name: 'pglite' | 'postgres';
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

interface Figures {
  requests_per_second: number;
  latency_p50_ms: number;
  latency_p99_ms: number;
  latency_avg_ms: number;
  requests: number;
  non_2xx: number;
  errors: number;
}

/** Seeds USERS app users and one super admin, then refreshes the planner's statistics. */
async function seed(options: { dataDir: string; databaseUrl?: string }): Promise<{ userIds: number[] }> {
  const database = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  try {
    const rng = new Random(42);
    const now = new Date();
    const started = Date.now();
    await database.db.insert(users).values({
      email: ADMIN.email,
      username: 'bench_admin',
      fullName: 'Bench Admin',
      passwordHash: await hashPassword(ADMIN.password, 15),
      isAdmin: true,
      adminLevel: 'super_admin',
    });
    const rows = makeAppUsers(rng, USERS, now);
    const userIds: number[] = [];
    for (let start = 0; start < rows.length; start += 1000) {
      const inserted = await database.db
        .insert(users)
        .values(rows.slice(start, start + 1000))
        .returning({ id: users.id });
      userIds.push(...inserted.map((row) => row.id));
    }
    // As autovacuum leaves a table after a bulk load: statistics, visibility map and hint bits set.
    await database.db.execute(sql`vacuum analyze users`);
    console.log(`  seeded ${USERS} users in ${Date.now() - started} ms`);
    return { userIds };
  } finally {
    await database.close();
  }
}

async function pgliteTarget(): Promise<Target & { userIds: number[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tulia-bench-'));
  const { userIds } = await seed({ dataDir });
  return { name: 'pglite', env: { DATA_DIR: dataDir }, userIds, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

async function postgresTarget(serverUrl: string): Promise<Target & { userIds: number[] }> {
  const name = `tulia_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const { userIds } = await seed({ dataDir: '', databaseUrl: url.toString() });
  return {
    name: 'postgres',
    env: { DATABASE_URL: url.toString() },
    userIds,
    async cleanup() {
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    TULIA_PROFILE: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    // The contact form's limit (5 a minute per address) would answer 429 to the bench.
    RATE_LIMIT_CONTACT: '100000000',
    RATE_LIMIT_LOGIN: '1000',
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, [join(apiRoot, 'dist/main.js')], { env: childEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

function run(options: autocannon.Options): Promise<Figures> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => {
      if (error) return reject(error);
      resolve({
        requests_per_second: Math.round(result.requests.average),
        latency_p50_ms: result.latency.p50,
        latency_p99_ms: result.latency.p99,
        latency_avg_ms: Math.round(result.latency.average * 100) / 100,
        requests: result.requests.total,
        non_2xx: result.non2xx,
        errors: result.errors,
      });
    });
  });
}

async function measure(target: Target & { userIds: number[] }): Promise<Record<string, Figures>> {
  const port = await freeTcpPort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(target.env, port);
  try {
    const login = await fetch(`${base}/api/auth/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    let counter = 0;
    const scenarios: Record<string, autocannon.Options> = {
      users_list_search: {
        url: base,
        headers,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({ ...request, path: `/api/admin/users?search=${SEARCH_TERMS[counter++ % SEARCH_TERMS.length]}&page=1&per_page=50` }),
          },
        ],
      },
      // The same search sorted by a column the admin clicked (name, A to Z).
      list_search_with_sort: {
        url: base,
        headers,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({
              ...request,
              path: `/api/admin/users?search=${SEARCH_TERMS[counter++ % SEARCH_TERMS.length]}&sort=full_name&order=asc&page=1&per_page=50`,
            }),
          },
        ],
      },
      user_by_id: {
        url: base,
        headers,
        requests: [
          { method: 'GET', setupRequest: (request) => ({ ...request, path: `/api/admin/users/${target.userIds[counter++ % target.userIds.length]}` }) },
        ],
      },
      contact_form_submission: {
        url: `${base}/api/contact`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          full_name: 'Bench Visitor',
          email: 'visitor@example.org',
          phone: '+254700000000',
          subject: 'General Inquiry',
          message: 'How do I join a boma group near Nakuru?',
        }),
      },
    };
    const figures: Record<string, Figures> = {};
    const only = process.env.BENCH_SCENARIOS?.split(',');
    for (const [name, options] of Object.entries(scenarios)) {
      if (only && !only.includes(name)) continue;
      // A short warm-up (JIT, caches, connections), then the measured run.
      await run({ ...options, connections: CONNECTIONS, duration: 2 });
      figures[name] = await run({ ...options, connections: CONNECTIONS, duration: DURATION });
      const f = figures[name];
      console.log(
        `  ${name.padEnd(24)} ${String(f.requests_per_second).padStart(6)} req/s   p50 ${String(f.latency_p50_ms).padStart(4)} ms   p99 ${String(f.latency_p99_ms).padStart(4)} ms   non-2xx ${f.non_2xx}   errors ${f.errors}`,
      );
    }
    return figures;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve(undefined) : server.once('exit', resolve)));
  }
}

const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
  users: USERS,
  connections: CONNECTIONS,
  duration_seconds: DURATION,
  targets: {},
};
const targets: (() => Promise<Target & { userIds: number[] }>)[] = [pgliteTarget];
const serverUrl = process.env.DATABASE_URL;
if (serverUrl) targets.push(() => postgresTarget(serverUrl));
if (process.env.BENCH_ONLY === 'postgres') targets.shift();

for (const makeTarget of targets) {
  const target = await makeTarget();
  console.log(`\n${target.name}: ${USERS} users, ${CONNECTIONS} connections, ${DURATION} s per scenario`);
  try {
    (results.targets as Record<string, unknown>)[target.name] = await measure(target);
  } finally {
    await target.cleanup();
  }
}

const dir = join(apiRoot, 'bench-results');
mkdirSync(dir, { recursive: true });
const file = join(dir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nWritten to ${file}`);
