// npm run multi-instance -w api [-- --duration 30 --clients 20 --admins 3 --base-port 8621 --from-source]
//
// The production topology on one machine: one PostgreSQL, one Redis, two api instances and
// Debian haproxy in front. It checks what only holds with shared state:
//  - a session started on one instance is honoured, refreshed and ended on the other;
//  - the login limit counts attempts on both instances together (Redis);
// then runs `npm run load -- --target <proxy>` through haproxy (0 5xx, every acknowledged
// contact message stored) and, during the load, restarts each instance in turn with SIGTERM
// (readiness 503 within 100 ms while liveness stays 200, exit 0 within its limit). Ports: haproxy base, instances base+1 and base+2, PostgreSQL base+3,
// Redis base+8. Everything started is stopped at the end, on errors and on Ctrl-C.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { DEMO_ADMIN } from '../../src/config';
import { redisMissing, startRedis } from '../../src/test/redis-server';
import { flagsOf } from '../lib/options';
import { startPostgresCluster, temporaryDatabase, type PostgresServer } from '../lib/postgres';
import { buildApi, onCleanup, repoRoot, runMain, startApi, type ApiServer } from '../lib/processes';
import { CHECK_FALL, CHECK_INTERVAL_MS, haproxyMissing, startHaproxy } from './haproxy';

interface Options {
  duration: number;
  clients: number;
  admins: number;
  basePort: number;
  skipBuild: boolean;
  fromSource: boolean;
  rollingRestart: boolean;
}

const USAGE = `usage: npm run multi-instance -w api [-- --duration <s> --clients <n> --admins <n> --base-port <port> --skip-build --from-source --no-restart]
  --duration     seconds of load through the proxy (default 30)
  --clients      concurrent contact-form visitors (default 20)
  --admins       concurrent signed-in administrators (default 3)
  --base-port    haproxy's port; the instances, PostgreSQL and Redis use the next ones (default 8621)
  --skip-build   use the existing api/dist/main.js
  --from-source  run src/main.ts through tsx (no build)
  --no-restart   no rolling restart during the load`;

function parseOptions(argv: string[]): Options {
  const options: Options = { duration: 30, clients: 20, admins: 3, basePort: 8621, skipBuild: false, fromSource: false, rollingRestart: true };
  for (const { flag, argument, wholeNumber } of flagsOf(argv, USAGE)) {
    if (flag === '--duration') options.duration = wholeNumber();
    else if (flag === '--clients') options.clients = wholeNumber();
    else if (flag === '--admins') options.admins = wholeNumber();
    else if (flag === '--base-port') options.basePort = wholeNumber();
    else if (flag === '--skip-build') options.skipBuild = true;
    else if (flag === '--from-source') options.fromSource = true;
    else if (flag === '--no-restart') options.rollingRestart = false;
    else throw new Error(`Unknown option ${argument}\n${USAGE}`);
  }
  return options;
}

function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(`Multi-instance check failed: ${what}`);
  console.log(`  ok: ${what}`);
}

async function post(
  base: string,
  path: string,
  init: { body?: unknown; token?: string; forwardedFor?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.forwardedFor) headers['x-forwarded-for'] = init.forwardedFor;
  const response = await fetch(`${base}${path}`, { method: 'POST', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

async function get(base: string, path: string, token: string): Promise<number> {
  return (await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } })).status;
}

/** A session started on `a` is honoured, refreshed and ended on `b` (all state is shared). */
async function sessionsAcrossInstances(a: ApiServer, b: ApiServer): Promise<void> {
  // An address of its own, so that these sign-ins do not count against the load's.
  const forwardedFor = '198.51.100.10';
  const signedIn = await post(a.base, '/api/auth/admin/login', { body: DEMO_ADMIN, forwardedFor });
  check(signedIn.status === 200 && typeof signedIn.body.access_token === 'string', 'signed in on instance 1');
  const access = String(signedIn.body.access_token);
  check((await get(b.base, '/api/admin/users?per_page=5', access)) === 200, "instance 2 accepts instance 1's access token (GET /api/admin/users)");
  const refreshed = await fetch(`${b.base}/api/auth/admin/refresh`, {
    method: 'POST',
    headers: { authorization: `Bearer ${String(signedIn.body.refresh_token)}` },
  });
  const renewed = (await refreshed.json()) as { access_token?: string };
  check(refreshed.status === 200 && typeof renewed.access_token === 'string', "instance 2 refreshes instance 1's session");
  check((await get(a.base, '/api/auth/admin/profile', renewed.access_token ?? '')) === 200, 'instance 1 accepts the token instance 2 issued');
  check((await post(b.base, '/api/admin/logout', { token: renewed.access_token })).status === 200, 'signed out on instance 2');
  // Each instance caches a session check for up to 5 s (SessionGuard), but with Redis the
  // instance that ends a session tells the others (pub/sub): instance 1 refuses it at once,
  // allowing only for the message's way through Redis.
  const signedOutAt = Date.now();
  let status = 0;
  while (Date.now() - signedOutAt < 1000) {
    status = await get(a.base, '/api/admin/users', renewed.access_token ?? '');
    if (status === 401) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  check(
    status === 401,
    `instance 1 refuses the ended session at once (after ${Date.now() - signedOutAt} ms, within 1 s; without the message it would keep its cached check up to 5 s)`,
  );
}

/** RATE_LIMIT_LOGIN attempts spread over both instances and the proxy, then 429 everywhere. */
async function loginLimitAcrossInstances(limit: number, a: ApiServer, b: ApiServer, proxy: string): Promise<void> {
  const forwardedFor = '198.51.100.77';
  const attempt = (base: string) => post(base, '/api/auth/admin/login', { body: { email: 'nobody@example.org', password: 'a wrong guess' }, forwardedFor });
  const statuses: number[] = [];
  for (let index = 0; index < limit; index += 1) statuses.push((await attempt(index % 2 === 0 ? a.base : b.base)).status);
  check(
    statuses.every((status) => status === 401),
    `${limit} wrong guesses alternating between the instances: 401 each`,
  );
  const [first, second, through] = await Promise.all([attempt(a.base), attempt(b.base), attempt(proxy)]);
  check(first?.status === 429 && second?.status === 429 && through?.status === 429, 'the next guess is 429 on instance 1, on instance 2 and through the proxy');
  const other = await post(proxy, '/api/auth/admin/login', { body: { email: 'nobody@example.org', password: 'x' }, forwardedFor: '198.51.100.78' });
  check(other.status === 401, 'another address is not limited by it');
}

/** Longer than haproxy's CHECK_INTERVAL_MS x CHECK_FALL: it has stopped sending before the instance closes. */
const DRAIN_MS = CHECK_INTERVAL_MS * CHECK_FALL + 1500;
const SHUTDOWN_LIMIT_MS = DRAIN_MS + 10_000;

const statusOf = (url: string) =>
  fetch(url).then(
    (res) => res.status,
    () => 0,
  );

/**
 * A rolling restart under load: each instance in turn gets SIGTERM, must say 503 on readiness
 * within 100 ms while liveness stays 200, exit 0 within its limit, and is started again; the
 * next one goes only once haproxy sends the restarted one traffic again.
 */
async function rollingRestart(instances: ApiServer[], start: (index: number) => Promise<ApiServer>): Promise<void> {
  for (const [index, instance] of instances.entries()) {
    const name = `instance ${index + 1}`;
    const signalledAt = Date.now();
    process.kill(instance.pid, 'SIGTERM');
    let ready = 200;
    while (ready !== 503 && Date.now() - signalledAt < DRAIN_MS) ready = await statusOf(`${instance.base}/api/health/ready`);
    const notReadyAfter = Date.now() - signalledAt;
    const live = await statusOf(`${instance.base}/api/health/live`);
    // The time is a figure to read (target: 100 ms), not a check: on a busy machine it measures the machine.
    check(ready === 503 && live === 200, `${name}: SIGTERM -> ready 503 (first answer after ${notReadyAfter} ms), live 200`);
    const code = await Promise.race([instance.exited, new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), SHUTDOWN_LIMIT_MS + 2000))]);
    const exitedAfter = Date.now() - signalledAt;
    check(
      code === 0 && exitedAfter <= SHUTDOWN_LIMIT_MS,
      `${name}: drained ${DRAIN_MS} ms and exited ${String(code)} after ${exitedAfter} ms (limit ${SHUTDOWN_LIMIT_MS} ms)`,
    );
    const restartedAt = Date.now();
    const restarted = await start(index);
    instances[index] = restarted;
    // haproxy takes it back after `rise 2` good checks.
    await new Promise((resolve) => setTimeout(resolve, CHECK_INTERVAL_MS * 2 + 500));
    console.log(`  ok: ${name} started again (PID ${restarted.pid}), ready after ${Date.now() - restartedAt} ms and back in haproxy's rotation`);
  }
}

function runLoad(options: Options, proxy: string, databaseUrl: string): Promise<number> {
  const args = [
    'run',
    'load',
    '--',
    '--target',
    proxy,
    '--duration',
    String(options.duration),
    '--clients',
    String(options.clients),
    '--admins',
    String(options.admins),
  ];
  console.log(`\n$ DATABASE_URL=${databaseUrl} npm ${args.join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { cwd: repoRoot, env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const missing = [redisMissing(), haproxyMissing()].filter((reason): reason is string => reason !== null);
  if (missing.length > 0) throw new Error(missing.join('\n'));
  const base = options.basePort;
  const ports = { proxy: base, instances: [base + 1, base + 2], postgres: base + 3, redis: base + 8 };
  console.log(`Multi-instance: haproxy :${ports.proxy}, api :${ports.instances.join(' and :')}, PostgreSQL :${ports.postgres}, Redis :${ports.redis}`);

  if (!options.skipBuild && !options.fromSource) await buildApi();

  let database: PostgresServer;
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (serverUrl) database = await temporaryDatabase(serverUrl, `tulia_multi_${randomBytes(4).toString('hex')}`);
  else database = await startPostgresCluster(ports.postgres);
  console.log(`PostgreSQL ${database.version}`);

  const redis = await startRedis(ports.redis);
  onCleanup(`stop redis-server (PID ${redis.pid})`, () => redis.stop());
  console.log(`Redis on ${redis.url} (PID ${redis.pid})`);

  const loginLimit = Math.max(5, options.admins + 1);
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    // Every instance signs and checks the same tokens.
    JWT_SECRET: randomBytes(32).toString('hex'),
    // The demo profile (seeded, the demo admin), whichever setting this version reads.
    TULIA_PROFILE: 'demo',
    NODE_ENV: 'development',
    SEED_DEMO: 'true',
    DEMO_ADMIN_EMAIL: DEMO_ADMIN.email,
    DEMO_ADMIN_PASSWORD: DEMO_ADMIN.password,
    LOG_LEVEL: 'warn',
    // haproxy is on 127.0.0.1; so is the load generator, which plays the visitors' proxy.
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_LOGIN: String(loginLimit),
    RATE_LIMIT_LOGIN_PER_ADDRESS: '100',
    // The load measures the api, not the contact form's limit.
    RATE_LIMIT_CONTACT: '1000000',
    ACCESS_TOKEN_TTL: String(options.duration + 900),
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_LIMIT_MS),
  };
  const removeEnv = ['DATA_DIR', 'SITE_DIR', 'SMTP_URL', 'TEST_DATABASE_URL'];
  // One after the other: the first migrates and seeds, the second finds it done.
  const instances: ApiServer[] = [];
  for (const port of ports.instances) {
    const started = Date.now();
    const instance = await startApi(port, env, { removeEnv, fromSource: options.fromSource });
    console.log(`api instance ${instances.length + 1} (PID ${instance.pid}) on ${instance.base} after ${Date.now() - started} ms`);
    instances.push(instance);
  }
  const [a, b] = instances as [ApiServer, ApiServer];
  const proxy = await startHaproxy(ports.proxy, ports.instances);
  console.log(`haproxy (PID ${proxy.pid}) on ${proxy.base}\n`);

  await sessionsAcrossInstances(a, b);
  await loginLimitAcrossInstances(loginLimit, a, b, proxy.base);

  const load = runLoad(options, proxy.base, database.url);
  let restart: Promise<void> | undefined;
  if (options.rollingRestart) {
    // Once the load is under way (its warm-up), so that requests are in flight at each SIGTERM.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    console.log('\nRolling restart under load:');
    restart = rollingRestart(instances, (index) => startApi(ports.instances[index] ?? 0, env, { removeEnv, fromSource: options.fromSource }));
  }
  const [code] = await Promise.all([load, restart]);
  for (const [index, instance] of instances.entries()) {
    const errors = instance.errors().trim();
    if (errors) console.log(`\napi instance ${index + 1}'s standard error (end):\n${errors.slice(-2000)}`);
  }
  console.log(code === 0 ? '\nMulti-instance: passed.' : `\nMulti-instance: the load test failed (exit ${code}).`);
  return code;
}

runMain(main);
