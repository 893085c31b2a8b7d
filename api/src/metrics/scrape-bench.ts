// npm run metrics:bench -w api: the time of a metrics scrape on a database of 10,000 users and
// 5,000 contact messages (and 1,000 outbox mails, 56 backups), on PGlite, or on PostgreSQL when
// DATABASE_URL is set (a temporary database on that server, e.g. through api/scripts/with-postgres.sh).
// Prints figures; the target is 50 ms for a scrape that reads the figures (docs/operations.md).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { RISK_LEVELS } from '@tulia/shared/contract';
import { temporaryDatabase } from '../../scripts/lib/postgres';
import { onCleanup, runMain } from '../../scripts/lib/processes';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { contactMessages, outbox, users } from '../db/schema';
import { makeAppUsers } from '../seed/demo';
import { Random } from '../seed/random';
import { metricsServer } from './listener';
import { FIGURES_MAX_AGE_MS, readServiceFigures } from './service-figures';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 5_000);
const MAILS = 1_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const STATUSES = ['unread', 'read', 'replied', 'closed'] as const;

/** The database to measure on, dropped or deleted by the clean-up (also on Ctrl-C). */
async function open(): Promise<{ handle: DatabaseHandle; kind: string }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const target = await temporaryDatabase(url, `tulia_metrics_bench_${randomBytes(4).toString('hex')}`);
    const handle = await openDatabase({ dataDir: '', databaseUrl: target.url });
    onCleanup('close the database', () => handle.close());
    return { handle, kind: `PostgreSQL ${target.version}` };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'tulia-metrics-bench-'));
  onCleanup(`delete ${dataDir}`, async () => rmSync(dataDir, { recursive: true, force: true }));
  const handle = await openDatabase({ dataDir });
  onCleanup('close the database', () => handle.close());
  return { handle, kind: 'PGlite' };
}

async function seed(handle: DatabaseHandle): Promise<void> {
  const rng = new Random(27);
  const now = new Date();
  const people = makeAppUsers(rng, USERS, now);
  for (let start = 0; start < people.length; start += 1000) await handle.db.insert(users).values(people.slice(start, start + 1000));
  const messages: (typeof contactMessages.$inferInsert)[] = [];
  for (let index = 0; index < MESSAGES; index += 1) {
    const createdAt = rng.daysAgo(now, 0, 90);
    const status = rng.pick(STATUSES);
    const answered = status === 'replied' || (status === 'closed' && rng.chance(0.5));
    const riskLevel = rng.chance(0.05) ? 'high' : rng.chance(0.1) ? 'elevated' : rng.pick(RISK_LEVELS);
    messages.push({
      fullName: `Person ${index}`,
      email: `person.${index}@example.org`,
      subject: 'General Inquiry',
      message: 'A message of the bench.',
      status,
      riskLevel,
      createdAt,
      updatedAt: createdAt,
      dueAt: new Date(createdAt.getTime() + rng.int(1, 48) * 3600_000),
      firstResponseAt: answered ? new Date(createdAt.getTime() + 3600_000) : null,
      oncallAlertedAt: riskLevel === 'high' && rng.chance(0.3) ? createdAt : null,
    });
  }
  for (let start = 0; start < messages.length; start += 1000) await handle.db.insert(contactMessages).values(messages.slice(start, start + 1000));
  const mails: (typeof outbox.$inferInsert)[] = [];
  for (let index = 0; index < MAILS; index += 1) {
    const attempts = rng.int(0, 5);
    mails.push({
      to: `person.${index}@example.org`,
      subject: 'Re: your message',
      body: '',
      kind: 'contact_reply',
      attempts,
      sentAt: rng.chance(0.8) ? now : null,
      lastError: attempts > 0 && rng.chance(0.5) ? 'connection refused' : null,
    });
  }
  await handle.db.insert(outbox).values(mails);
  // As autovacuum leaves the tables after a bulk load.
  for (const table of ['users', 'contact_messages', 'outbox']) await handle.db.execute(sql.raw(`vacuum analyze ${table}`));
}

function summarise(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms`;
}

runMain(async () => {
  const database = await open();
  const seeding = Date.now();
  await seed(database.handle);
  console.log(`${database.kind}: seeded ${USERS} users, ${MESSAGES} contact messages and ${MAILS} outbox mails in ${Date.now() - seeding} ms`);
  const app = await buildApp({ database: database.handle, config: testConfig() });
  // Answers on a few routes, so that the request histograms have series as in service.
  for (let index = 0; index < 200; index += 1) {
    await app.inject({ method: 'GET', url: index % 2 ? '/api/contact/subjects' : `/api/health/live` });
    await app.inject({ method: 'GET', url: `/api/admin/users/${index}` });
    await app.inject({ method: 'GET', url: `/no-such-page-${index}` });
  }
  // Two weeks of 6-hourly backups, as the backup timer keeps them (docs/operations.md).
  const backupDir = mkdtempSync(join(tmpdir(), 'tulia-metrics-bench-backups-'));
  onCleanup(`delete ${backupDir}`, async () => rmSync(backupDir, { recursive: true, force: true }));
  for (let index = 0; index < 56; index += 1) writeFileSync(join(backupDir, `tulia-postgres-${String(index).padStart(3, '0')}.jsonl.gz.enc`), '');
  let ahead = 0;
  const server = metricsServer(app, {
    database: database.handle,
    retention: { lastSuccessAt: new Date() },
    backupDir,
    figures: { now: () => Date.now() + ahead },
  });
  const address = await server.listen({ host: '127.0.0.1', port: 0 });
  const scrape = async (): Promise<{ ms: number; bytes: number }> => {
    const started = performance.now();
    const body = await (await fetch(`${address}/metrics`)).text();
    return { ms: performance.now() - started, bytes: body.length };
  };
  await scrape();
  const reading: number[] = [];
  const cached: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    // Past the cache period: this scrape reads the figures from the database.
    ahead += FIGURES_MAX_AGE_MS;
    const read = await scrape();
    reading.push(read.ms);
    bytes = read.bytes;
    cached.push((await scrape()).ms);
  }
  const query: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await readServiceFigures(database.handle, backupDir);
    query.push(performance.now() - started);
  }
  console.log(`metrics scrape (${bytes} bytes), ${RUNS} runs each:`);
  console.log(`  reading the figures: ${summarise(reading)} (target: at most 50 ms)`);
  console.log(`  figures cached:      ${summarise(cached)}`);
  console.log(`  the figures' read alone (one query and the backup folder): ${summarise(query)}`);
  await server.close();
  await app.close();
  return 0;
});
