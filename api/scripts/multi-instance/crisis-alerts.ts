// tsx api/scripts/multi-instance/crisis-alerts.ts [--base-port 8641]
//
// The on-call alerts with more than one api instance: one PostgreSQL, two instances (from
// source) delivering mail to one SMTP sink, haproxy in front. Checks that
//  - one `high` message sent through the proxy out of staffed hours gives exactly one delivered
//    alert per on-call address (the outbox delivers each mail once), with nothing of the message;
//  - two `high` messages stored at the same moment, one on each instance, add none (the
//    15-minute limit holds across instances: the address's row is locked);
//  - with staffed hours now, two other instances deliver no alert for a `high` message.
// Ports: haproxy base and base+5, instances base+1, base+2, base+6 and base+7, PostgreSQL base+3.
// Everything started is stopped at the end, on errors and on Ctrl-C.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { fakeSmtp } from '../../src/test/fake-smtp';
import { flagsOf } from '../lib/options';
import { startPostgresCluster } from '../lib/postgres';
import { onCleanup, runMain, startApi, type ApiServer } from '../lib/processes';
import { haproxyMissing, startHaproxy } from './haproxy';

const USAGE = 'usage: tsx api/scripts/multi-instance/crisis-alerts.ts [--base-port <port>]';

/** Long enough for a worker pass of each instance (they poll every 5 s) after the first delivery. */
const SETTLE_MS = 12_000;

function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(`Crisis alerts check failed: ${what}`);
  console.log(`  ok: ${what}`);
}

/** Local (EAT) dates around now, for a SUPPORT_HOURS with today closed. */
function eatDates(): string[] {
  const today = Date.now() + 3 * 3600_000;
  return [-1, 0, 1].map((offset) => new Date(today + offset * 86_400_000).toISOString().slice(0, 10));
}

const MESSAGE = {
  full_name: 'Nyokabi Wairimu-Test',
  email: 'nyokabi.private@example.org',
  phone: '+254711987654',
  subject: 'Crisis Support',
  message: 'Sitaki kuendelea tena, nimeandika barua ya mwisho leo usiku',
};
const CONTENT_WORDS = ['Nyokabi', 'Wairimu', 'nyokabi.private', '711987654', 'Crisis Support', 'Sitaki', 'barua ya mwisho'];

async function send(base: string, forwardedFor: string): Promise<number> {
  const response = await fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify(MESSAGE),
  });
  await response.arrayBuffer();
  return response.status;
}

async function main(): Promise<number> {
  let basePort = 8641;
  for (const { flag, argument, wholeNumber } of flagsOf(process.argv.slice(2), USAGE)) {
    if (flag === '--base-port') basePort = wholeNumber();
    else throw new Error(`Unknown option ${argument}\n${USAGE}`);
  }
  const missing = haproxyMissing();
  if (missing) throw new Error(missing);

  const database = await startPostgresCluster(basePort + 3);
  console.log(`PostgreSQL ${database.version}`);
  const smtp = await fakeSmtp();
  onCleanup('stop the SMTP sink', () => void smtp.server.close());
  const deliveredTo = (address: string) => smtp.messages.filter((text) => new RegExp(`^To: ${address.replace(/[.]/g, '\\.')}$`, 'mi').test(text));
  const sql = new pg.Client({ connectionString: database.url });

  const common: Record<string, string> = {
    DATABASE_URL: database.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    TULIA_PROFILE: 'demo',
    NODE_ENV: 'development',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_CONTACT: '1000',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
  };
  const removeEnv = ['DATA_DIR', 'SITE_DIR', 'TEST_DATABASE_URL', 'REDIS_URL', 'CRISIS_ONCALL_SECONDARY_EMAILS'];
  const startPair = async (ports: number[], env: Record<string, string>): Promise<ApiServer[]> => {
    const pair: ApiServer[] = [];
    // One after the other: the first migrates, the second finds it done.
    for (const port of ports) {
      const started = Date.now();
      const instance = await startApi(port, { ...common, ...env }, { removeEnv, fromSource: true });
      console.log(`api instance (PID ${instance.pid}) on ${instance.base} after ${Date.now() - started} ms`);
      pair.push(instance);
    }
    return pair;
  };

  // Out of staffed hours: today (EAT) and the days around it closed.
  const closedHours = `Mon-Fri 08:00-18:00; closed ${eatDates().join(', ')}`;
  const oncall = ['oncall-a@example.org', 'oncall-b@example.org'];
  console.log(`\nOut of staffed hours (SUPPORT_HOURS='${closedHours}'), CRISIS_ONCALL_EMAILS=${oncall.join(',')}`);
  const closed = await startPair([basePort + 1, basePort + 2], { SUPPORT_HOURS: closedHours, CRISIS_ONCALL_EMAILS: oncall.join(',') });
  const proxy = await startHaproxy(basePort, [basePort + 1, basePort + 2]);
  console.log(`haproxy (PID ${proxy.pid}) on ${proxy.base}`);
  await sql.connect();
  onCleanup('close the check connection', () => sql.end());

  check((await send(proxy.base, '198.51.100.20')) === 201, 'a "Crisis Support" message sent through the proxy is stored');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && !oncall.every((address) => deliveredTo(address).length > 0)) await new Promise((resolve) => setTimeout(resolve, 250));
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  for (const address of oncall) check(deliveredTo(address).length === 1, `exactly one alert delivered to ${address} (${deliveredTo(address).length})`);
  const alerts = oncall.flatMap(deliveredTo).map((text) => text.replace(/=\r?\n/g, '').toLowerCase());
  check(
    alerts.every((text) => CONTENT_WORDS.every((word) => !text.includes(word.toLowerCase()))),
    'the delivered alerts hold no name, e-mail, phone, subject or word of the message',
  );
  const { rows: stored } = await sql.query<{ risk_level: string; oncall_alerted_at: Date | null }>(
    'select risk_level, oncall_alerted_at from contact_messages order by id desc limit 1',
  );
  check(stored[0]?.risk_level === 'high' && stored[0].oncall_alerted_at !== null, 'the message is high and marked alerted');

  const [first, second] = closed as [ApiServer, ApiServer];
  const both = await Promise.all([send(first.base, '198.51.100.21'), send(second.base, '198.51.100.22')]);
  check(
    both.every((status) => status === 201),
    'two more urgent messages stored at once, one on each instance',
  );
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  for (const address of oncall) check(deliveredTo(address).length === 1, `still one alert for ${address} within its 15 minutes`);
  const { rows: outboxRows } = await sql.query<{ n: number }>("select count(*)::int as n from outbox where kind = 'crisis_alert'");
  check(outboxRows[0]?.n === oncall.length, `the outbox holds ${oncall.length} alerts in all (${outboxRows[0]?.n})`);
  await proxy.stop();
  for (const instance of closed) await instance.stop();

  // Staffed hours now: every hour of every day.
  const staffed = ['staffed-a@example.org', 'staffed-b@example.org'];
  console.log(`\nIn staffed hours (SUPPORT_HOURS='Mon-Sun 00:00-24:00'), CRISIS_ONCALL_EMAILS=${staffed.join(',')}`);
  await startPair([basePort + 6, basePort + 7], { SUPPORT_HOURS: 'Mon-Sun 00:00-24:00', CRISIS_ONCALL_EMAILS: staffed.join(',') });
  const staffedProxy = await startHaproxy(basePort + 5, [basePort + 6, basePort + 7]);
  check((await send(staffedProxy.base, '198.51.100.23')) === 201, 'a "Crisis Support" message sent through the proxy is stored');
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  for (const address of staffed) check(deliveredTo(address).length === 0, `no alert to ${address}`);
  const { rows: last } = await sql.query<{ risk_level: string; oncall_alerted_at: Date | null }>(
    'select risk_level, oncall_alerted_at from contact_messages order by id desc limit 1',
  );
  check(last[0]?.risk_level === 'high' && last[0].oncall_alerted_at === null, 'the message is high and not alerted');

  console.log('\nCrisis alerts with two instances: passed.');
  return 0;
}

runMain(main);
