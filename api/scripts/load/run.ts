// npm run load [-- --duration 60 --clients 50 --admins 5 --skip-build]
//
// A mixed workload against the built api on PostgreSQL: many visitors submitting the contact
// form (each with its own address, X-Forwarded-For behind TRUST_PROXY) while signed-in
// administrators page and search every list and mark messages read and update resources.
// Every acknowledged contact submission (201 with its id) carries a unique marker and must be
// found in the database afterwards; any 5xx or missing message fails the run.
//
// Without DATABASE_URL it starts a throwaway PostgreSQL cluster (as api/scripts/with-postgres.sh
// does); with it, it creates a temporary database on that server. Either way it starts a fresh
// build of the api with the demo seed, and stops and deletes all of it at the end, on Ctrl-C too.
//
// With --target <url> it starts nothing: the load goes to an api that already runs there (e.g.
// several instances behind a reverse proxy, api/scripts/multi-instance/) with the demo seed and
// a raised RATE_LIMIT_CONTACT, and DATABASE_URL must name the database that api writes to.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { CONTACT_SUBJECTS, type Resource, type ResourcesListResponse } from '@tulia/shared/contract';
import { DEMO_ADMIN } from '../../src/config';
import { flagsOf } from '../lib/options';
import { startPostgresCluster, temporaryDatabase, type PostgresServer } from '../lib/postgres';
import { buildApi, freePort, repoRoot, runMain, signIn, startApi, type ApiServer } from '../lib/processes';
import { formatTable, Recorder } from './stats';

interface Options {
  duration: number;
  clients: number;
  admins: number;
  skipBuild: boolean;
  /** An api already running (its base URL); nothing is built or started. */
  target?: string;
}

const USAGE = `usage: npm run load [-- --duration <seconds> --clients <n> --admins <n> --skip-build --target <url>]
  --duration    seconds of load (default 60)
  --clients     concurrent contact-form visitors (default 50)
  --admins      concurrent signed-in administrators (default 5)
  --skip-build  use the existing api/dist/main.js
  --target      the base URL of a running api (DATABASE_URL: its database); nothing is started`;

function parseOptions(argv: string[]): Options {
  const options: Options = { duration: 60, clients: 50, admins: 5, skipBuild: false };
  for (const { flag, argument, text, wholeNumber } of flagsOf(argv, USAGE)) {
    if (flag === '--duration') options.duration = wholeNumber();
    else if (flag === '--clients') options.clients = wholeNumber();
    else if (flag === '--admins') options.admins = wholeNumber();
    else if (flag === '--skip-build') options.skipBuild = true;
    else if (flag === '--target') options.target = text().replace(/\/+$/, '');
    else throw new Error(`Unknown option ${argument}\n${USAGE}`);
  }
  return options;
}

const KINDS = [
  'contact_submit',
  'list_users',
  'list_therapists',
  'list_rafikis',
  'list_boma_groups',
  'list_resources',
  'list_contact_messages',
  'mark_read',
  'update_resource',
] as const;
type Kind = (typeof KINDS)[number];

// What an administrator does, drawn at random: mostly reading lists, some writes.
const ADMIN_MIX: Kind[] = [
  'list_users',
  'list_users',
  'list_therapists',
  'list_rafikis',
  'list_boma_groups',
  'list_resources',
  'list_contact_messages',
  'list_contact_messages',
  'mark_read',
  'mark_read',
  'update_resource',
];
const PEOPLE_SEARCHES = ['', '', 'wanjiku', 'kamau', 'otieno', 'achieng', 'mwangi', 'example.org', '+2547', 'zzz-nobody'];
const GROUP_SEARCHES = ['', '', 'youth', 'grief', 'anxiety', 'support', 'nairobi'];
const MESSAGE_SEARCHES = ['', '', 'load', 'general', 'example.org', 'amina'];

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)] as T;
const page = (max: number) => 1 + Math.floor(Math.random() * max);

/** The PUT payload of a resource: its own values (an update that rewrites them, audited). */
function resourcePayload(resource: Resource): Record<string, unknown> {
  return {
    title: resource.title,
    description: resource.description,
    category: resource.category,
    resource_type: resource.resource_type,
    url: resource.url,
    file_url: resource.file_url,
    phone: resource.phone,
    image_url: resource.image_url,
    tags: resource.tags,
    is_active: resource.is_active,
  };
}

/** --target: the running api and the database it writes to (checked to answer, not started). */
async function runningApi(base: string, databaseUrl: string | undefined): Promise<{ api: ApiServer; database: PostgresServer }> {
  if (!/^https?:\/\/[^/]+$/.test(base)) throw new Error(`--target needs a base URL such as http://127.0.0.1:8621 (got '${base}')\n${USAGE}`);
  if (!databaseUrl) throw new Error('--target needs DATABASE_URL: the database of that api, to check that every acknowledged message is stored.');
  const health = await fetch(`${base}/api/health`).catch(() => undefined);
  if (!health?.ok) throw new Error(`The api at ${base} does not answer /api/health.`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return {
      api: {
        base,
        pid: -1,
        errors: () => '(the api was not started by this script: see its own log)',
        stop: async () => undefined,
        exited: new Promise<null>(() => undefined),
      },
      database: { url: databaseUrl, version: rows[0]?.server_version ?? 'unknown' },
    };
  } finally {
    await client.end();
  }
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const runId = randomBytes(4).toString('hex');
  const recorder = new Recorder(KINDS);
  console.log(
    `Load test ${runId}: ${options.duration} s, ${options.clients} contact-form visitors, ${options.admins} administrators (${cpus().length} CPUs, Node ${process.version})`,
  );

  const serverUrl = process.env.DATABASE_URL?.trim();
  const target = options.target ? await runningApi(options.target, serverUrl) : undefined;
  if (!options.skipBuild && !target) await buildApi();

  let database: PostgresServer;
  if (target) database = target.database;
  else if (serverUrl) {
    database = await temporaryDatabase(serverUrl, `tulia_load_${runId}`);
    console.log(`PostgreSQL ${database.version} of DATABASE_URL, temporary database tulia_load_${runId}`);
  } else {
    const port = await freePort();
    database = await startPostgresCluster(port);
    console.log(`PostgreSQL ${database.version}: a throwaway cluster on port ${port}`);
  }

  const port = target ? 0 : await freePort();
  const limit = '1000000';
  const startedApi = Date.now();
  const api =
    target?.api ??
    (await startApi(
      port,
      {
        DATABASE_URL: database.url,
        TULIA_PROFILE: 'demo',
        SEED_DEMO: 'true',
        DEMO_ADMIN_EMAIL: DEMO_ADMIN.email,
        DEMO_ADMIN_PASSWORD: DEMO_ADMIN.password,
        JWT_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'warn',
        // Every visitor has its own address, as behind the reverse proxy of a deployment...
        TRUST_PROXY: '1',
        // ...and the limits are raised so that the load measures the api, not the limiter (a
        // 429 is still counted on its own).
        RATE_LIMIT_CONTACT: limit,
        RATE_LIMIT_LOGIN: '1000',
        // Tokens outlive the run: a 401 would be a failure of the test, not of the api.
        ACCESS_TOKEN_TTL: String(options.duration + 900),
      },
      { removeEnv: ['DATA_DIR', 'SITE_DIR', 'SMTP_URL', 'TEST_DATABASE_URL'] },
    ));
  if (target) console.log(`The api at ${api.base} (not started here; DATABASE_URL is its database)`);
  else console.log(`The api (PID ${api.pid}) answers on ${api.base} after ${Date.now() - startedApi} ms (demo seeded)`);

  const tokens: string[] = [];
  for (let index = 0; index < options.admins; index += 1) tokens.push(await signIn(api.base, DEMO_ADMIN));
  const resourcesAnswer = await fetch(`${api.base}/api/admin/resources?per_page=100`, { headers: { authorization: `Bearer ${tokens[0]}` } });
  const { resources } = (await resourcesAnswer.json()) as ResourcesListResponse;
  if (!resources?.length) throw new Error('The demo has no resources to update.');

  const acknowledged: { id: number | null; marker: string }[] = [];
  const unread: number[] = [];
  const markedRead: number[] = [];
  let resourceTurn = 0;

  async function timed(kind: Kind, path: string, init: RequestInit): Promise<{ status: number; body: string }> {
    const started = performance.now();
    let status = 0;
    let body = '';
    try {
      const response = await fetch(`${api.base}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
      body = await response.text();
      status = response.status;
    } catch {
      // A refused connection, a reset or a timeout: counted as an error (status 0).
    }
    recorder.record(kind, status, performance.now() - started);
    return { status, body };
  }

  const started = performance.now();
  const deadline = Date.now() + options.duration * 1000;

  async function visitor(index: number): Promise<void> {
    const address = `10.${11 + Math.floor(index / 62_500)}.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`;
    for (let sequence = 0; Date.now() < deadline; sequence += 1) {
      const marker = `load-${runId}-c${index}-n${sequence}`;
      const { status, body } = await timed('contact_submit', '/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({
          full_name: `Load Visitor ${index}`,
          email: `visitor${index}@example.org`,
          phone: '+254700000000',
          subject: CONTACT_SUBJECTS[sequence % CONTACT_SUBJECTS.length],
          message: `Habari! How do I join a boma group near Nakuru? (${marker})`,
        }),
      });
      if (status >= 200 && status < 300) {
        let id: number | null = null;
        try {
          const parsed = JSON.parse(body) as { id?: unknown };
          id = typeof parsed.id === 'number' ? parsed.id : null;
        } catch {
          // An acknowledgement without an id: reported as missing.
        }
        acknowledged.push({ id, marker });
        if (id !== null) unread.push(id);
      }
    }
  }

  async function administrator(token: string): Promise<void> {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const get = (kind: Kind, path: string) => timed(kind, path, { headers });
    while (Date.now() < deadline) {
      let kind = pick(ADMIN_MIX);
      if (kind === 'mark_read' && unread.length === 0) kind = 'list_contact_messages';
      switch (kind) {
        case 'list_users':
          await get(kind, `/api/admin/users?search=${encodeURIComponent(pick(PEOPLE_SEARCHES))}&status=${pick(['all', 'active'])}&page=${page(3)}&per_page=50`);
          break;
        case 'list_therapists':
          await get(kind, `/api/admin/therapists?search=${encodeURIComponent(pick(PEOPLE_SEARCHES))}&page=${page(2)}&per_page=20`);
          break;
        case 'list_rafikis':
          await get(
            kind,
            `/api/admin/rafikis?search=${encodeURIComponent(pick(PEOPLE_SEARCHES))}&status=${pick(['all', 'active', 'training'])}&page=${page(2)}&per_page=20`,
          );
          break;
        case 'list_boma_groups':
          await get(kind, `/api/admin/boma-groups?search=${encodeURIComponent(pick(GROUP_SEARCHES))}&page=${page(2)}&per_page=20`);
          break;
        case 'list_resources':
          await get(kind, `/api/admin/resources?search=${encodeURIComponent(pick(GROUP_SEARCHES))}&page=${page(2)}&per_page=20`);
          break;
        case 'list_contact_messages':
          await get(
            kind,
            `/api/admin/contact-messages?search=${encodeURIComponent(pick(MESSAGE_SEARCHES))}&status=${pick(['all', 'unread', 'read'])}&page=${page(5)}&per_page=20`,
          );
          break;
        case 'mark_read': {
          // Each message once, so that every 409 would be a real conflict.
          const id = unread.shift();
          if (id === undefined) break;
          const { status } = await timed(kind, `/api/admin/contact-messages/${id}/mark-read`, { method: 'POST', headers });
          if (status === 200) markedRead.push(id);
          break;
        }
        case 'update_resource': {
          const resource = resources[resourceTurn++ % resources.length] as Resource;
          await timed(kind, `/api/admin/resources/${resource.id}`, { method: 'PUT', headers, body: JSON.stringify(resourcePayload(resource)) });
          break;
        }
        case 'contact_submit':
          break;
      }
    }
  }

  console.log(`Running for ${options.duration} s...`);
  await Promise.all([...Array.from({ length: options.clients }, (_, index) => visitor(index)), ...tokens.map((token) => administrator(token))]);
  // Until the last in-flight request was answered: every acknowledgement is in.
  const seconds = (performance.now() - started) / 1000;

  // Every acknowledged message must be in the database, with its own marker.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  let stored: { id: number; message: string; status: string }[];
  try {
    stored = (
      await client.query<{ id: number; message: string; status: string }>(
        'select id, message, status::text as status from contact_messages where message like $1',
        [`%load-${runId}-%`],
      )
    ).rows;
  } finally {
    await client.end();
  }
  const byId = new Map(stored.map((row) => [row.id, row]));
  const missing = acknowledged.filter((ack) => ack.id === null || !byId.get(ack.id)?.message.includes(`(${ack.marker})`));
  const acknowledgedIds = new Set(acknowledged.map((ack) => ack.id));
  const unacknowledged = stored.filter((row) => !acknowledgedIds.has(row.id)).length;
  const notRead = markedRead.filter((id) => byId.get(id)?.status !== 'read');

  const figures = recorder.figures(seconds);
  const total = figures.total;
  console.log(`\n${formatTable(figures)}\n`);
  console.log(`Measured over ${seconds.toFixed(1)} s. 4xx other than 429: ${total?.status['4xx'] ?? 0}; 429 (rate limited): ${total?.status['429'] ?? 0}.`);
  console.log(
    `Contact messages: ${acknowledged.length} acknowledged, ${acknowledged.length - missing.length} found in the database, ${missing.length} missing` +
      ` (${unacknowledged} stored without an acknowledgement, e.g. a timed-out answer).`,
  );
  console.log(`Mark-read: ${markedRead.length} acknowledged, ${markedRead.length - notRead.length} found read.`);

  const failures: string[] = [];
  const serverErrors = recorder.count((status) => status >= 500);
  const transportErrors = recorder.count((status) => status === 0);
  if (serverErrors > 0) failures.push(`${serverErrors} answers were 5xx`);
  if (transportErrors > 0) failures.push(`${transportErrors} requests failed without an answer (connection error or 30 s timeout)`);
  if (missing.length > 0)
    failures.push(
      `${missing.length} acknowledged contact messages are missing, e.g. ${missing
        .slice(0, 5)
        .map((ack) => `${ack.id} ${ack.marker}`)
        .join(', ')}`,
    );
  if (notRead.length > 0) failures.push(`${notRead.length} messages acknowledged as read are not read, e.g. ${notRead.slice(0, 5).join(', ')}`);
  if (acknowledged.length === 0) failures.push('no contact message was acknowledged');

  const report = {
    date: new Date().toISOString(),
    run_id: runId,
    passed: failures.length === 0,
    failures,
    options: { duration_seconds: options.duration, contact_clients: options.clients, admin_clients: options.admins },
    measured_seconds: Math.round(seconds * 10) / 10,
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
    database: {
      server: `PostgreSQL ${database.version}`,
      source: target ? "DATABASE_URL (the target's)" : serverUrl ? 'temporary database on DATABASE_URL' : 'throwaway cluster',
    },
    api: target ? { target: api.base } : { build: 'api/dist/main.js', trust_proxy: 1, rate_limit_contact: Number(limit), demo_seed: true },
    figures,
    contact_messages: {
      acknowledged: acknowledged.length,
      found: acknowledged.length - missing.length,
      missing: missing.length,
      missing_examples: missing.slice(0, 20),
      stored_without_acknowledgement: unacknowledged,
    },
    mark_read: { acknowledged: markedRead.length, found_read: markedRead.length - notRead.length },
  };
  const dir = join(repoRoot, 'load-results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `load-${report.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Written to ${file}`);

  if (failures.length > 0) {
    console.error(`\nFAILED:\n- ${failures.join('\n- ')}`);
    if (serverErrors > 0) console.error(`\nThe api's standard error (end):\n${api.errors().slice(-4000)}`);
    return 1;
  }
  console.log('\nPassed: no 5xx, no transport error, every acknowledged message stored.');
  return 0;
}

runMain(main);
