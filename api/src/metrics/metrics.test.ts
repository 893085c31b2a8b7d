import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { contactMessages, outbox } from '../db/schema';
import { signedIn, startTestApi, testDatabaseUrl, type TestApi } from '../test/harness';
import { metricsServer, startMetricsListener } from './listener';
import { NO_ROUTE } from './request-metrics';
import { sample } from './scrape-text';
import { FiguresCache, FIGURES_MAX_AGE_MS, lastBackupAt, type ServiceFigures } from './service-figures';

const HOUR = 3600_000;
const backupDir = mkdtempSync(join(tmpdir(), 'tulia-metrics-backups-'));
let api: TestApi;
let metrics: FastifyInstance;
const retention: { lastSuccessAt: Date | null } = { lastSuccessAt: new Date('2026-05-01T03:00:00Z') };
/** The metrics server's clock runs this far ahead, so that a test can let the cached figures expire. */
let ahead = 0;

beforeAll(async () => {
  api = await startTestApi();
  metrics = metricsServer(api.app, { database: api.database.handle, retention, backupDir, figures: { now: () => Date.now() + ahead } });
});
afterAll(async () => {
  await metrics.close();
  await api.close();
  rmSync(backupDir, { recursive: true, force: true });
});

async function scrape(server = metrics): Promise<string> {
  const res = await server.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

describe('metrics on their own port', () => {
  it('the public port has no metrics route', async () => {
    for (const url of ['/metrics', '/api/metrics', '/metrics?format=prometheus']) {
      const res = await api.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('tulia_http_requests_total');
    }
    expect(api.app.registeredRoutes.filter((route) => route.includes('metrics'))).toEqual([]);
  });

  it('the metrics server answers /metrics only', async () => {
    expect((await metrics.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
    expect((await metrics.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(404);
    expect((await metrics.inject({ method: 'POST', url: '/metrics' })).statusCode).toBe(404);
  });

  it('counts answers by method, route pattern and status, with durations', async () => {
    const admin = await signedIn(api.app, api.db);
    await admin.get('/api/admin/users/987654');
    await admin.get('/api/admin/users/987655');
    await api.app.inject({ method: 'GET', url: '/no/such/page' });
    await api.app.inject({ method: 'GET', url: '/api/health/live' });
    const body = await scrape();
    expect(sample(body, 'tulia_http_requests_total', { method: 'GET', route: '/api/admin/users/:id', status_code: '404' })).toBe(2);
    expect(sample(body, 'tulia_http_requests_total', { method: 'GET', route: NO_ROUTE, status_code: '404' })).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'tulia_http_requests_total', { method: 'GET', route: '/api/health/live', status_code: '200' })).toBe(1);
    expect(sample(body, 'tulia_http_request_duration_seconds_count', { method: 'GET', route: '/api/admin/users/:id', status_code: '404' })).toBe(2);
    expect(sample(body, 'tulia_http_request_duration_seconds_bucket', { method: 'GET', route: '/api/admin/users/:id', status_code: '404', le: '+Inf' })).toBe(
      2,
    );
    expect(body).not.toContain('987654');
    expect(body).not.toContain('/no/such/page');
  });

  it("carries the process's default metrics", async () => {
    const body = await scrape();
    for (const name of ['process_cpu_user_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes']) {
      expect(sample(body, name), name).toBeGreaterThanOrEqual(0);
    }
    expect(body).toContain('# TYPE nodejs_gc_duration_seconds histogram');
  });

  it('reports the database pool', async () => {
    const body = await scrape();
    if (testDatabaseUrl) {
      // The test harness opens PostgreSQL with a pool of 5.
      expect(sample(body, 'tulia_db_pool_max_connections')).toBe(5);
      expect(sample(body, 'tulia_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(sample(body, 'tulia_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
      expect(sample(body, 'tulia_db_pool_connections', { state: 'waiting' })).toBe(0);
    } else {
      expect(sample(body, 'tulia_db_pool_max_connections')).toBe(1);
      expect(sample(body, 'tulia_db_pool_connections', { state: 'total' })).toBe(1);
      expect(sample(body, 'tulia_db_pool_connections', { state: 'idle' })).toBeUndefined();
    }
  });
});

describe("the service's own figures", () => {
  it('counts unread, overdue and unacknowledged messages by tier and undelivered mail by state, from one read', async () => {
    const now = Date.now();
    const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
    const message = { fullName: 'Amina Wanjiru', email: 'amina@example.org', subject: 'Crisis Support', message: 'words that must never reach a metric' };
    await api.db.insert(contactMessages).values([
      // high: two unread (one 5 h old, overdue), one read and answered, one alerted and not acknowledged
      { ...message, status: 'unread', riskLevel: 'high', createdAt: at(5), dueAt: at(4) },
      { ...message, status: 'unread', riskLevel: 'high', createdAt: at(0.5), dueAt: at(-0.5), oncallAlertedAt: at(0.4) },
      { ...message, status: 'replied', riskLevel: 'high', createdAt: at(10), dueAt: at(9), firstResponseAt: at(9.5), oncallAlertedAt: at(9.9) },
      { ...message, status: 'read', riskLevel: 'high', createdAt: at(3), dueAt: at(2), oncallAlertedAt: at(2.9), oncallAcknowledgedAt: at(2.8) },
      // elevated: one unread, not due; none: one unread 30 h old and overdue, one closed and overdue (not counted)
      { ...message, status: 'unread', riskLevel: 'elevated', createdAt: at(1), dueAt: at(-7) },
      { ...message, status: 'unread', riskLevel: 'none', createdAt: at(30), dueAt: at(1) },
      { ...message, status: 'closed', riskLevel: 'none', createdAt: at(100), dueAt: at(50) },
    ]);
    const mail = { to: 'someone@example.org', subject: 'Re: your message', body: 'text', kind: 'contact_reply' as const };
    await api.db
      .insert(outbox)
      .values([
        { ...mail },
        { ...mail, attempts: 1 },
        { ...mail, attempts: 2, lastError: 'connection refused' },
        { ...mail, attempts: 5, lastError: 'connection refused' },
        { ...mail, attempts: 1, sentAt: new Date() },
      ]);
    // Earlier scrapes read the figures before these rows were written.
    ahead += FIGURES_MAX_AGE_MS;
    const body = await scrape();
    expect(sample(body, 'tulia_service_figures_ok')).toBe(1);
    expect(sample(body, 'tulia_contact_messages_unread', { risk: 'high' })).toBe(2);
    expect(sample(body, 'tulia_contact_messages_unread', { risk: 'elevated' })).toBe(1);
    expect(sample(body, 'tulia_contact_messages_unread', { risk: 'none' })).toBe(1);
    expect(sample(body, 'tulia_contact_messages_oldest_unread_age_seconds', { risk: 'high' })).toBeCloseTo(5 * 3600 + ahead / 1000, -2);
    expect(sample(body, 'tulia_contact_messages_oldest_unread_age_seconds', { risk: 'none' })).toBeCloseTo(30 * 3600 + ahead / 1000, -2);
    expect(sample(body, 'tulia_contact_messages_overdue', { risk: 'high' })).toBe(2);
    expect(sample(body, 'tulia_contact_messages_overdue', { risk: 'elevated' })).toBe(0);
    expect(sample(body, 'tulia_contact_messages_overdue', { risk: 'none' })).toBe(1);
    expect(sample(body, 'tulia_crisis_alerts_unacknowledged')).toBe(1);
    expect(sample(body, 'tulia_outbox_mail', { state: 'waiting' })).toBe(2);
    expect(sample(body, 'tulia_outbox_mail', { state: 'retrying' })).toBe(1);
    expect(sample(body, 'tulia_outbox_mail', { state: 'failed' })).toBe(1);
    expect(sample(body, 'tulia_retention_last_success_timestamp_seconds')).toBe(Date.parse('2026-05-01T03:00:00Z') / 1000);
    // The backup folder exists and holds none yet.
    expect(sample(body, 'tulia_backup_last_timestamp_seconds')).toBe(0);
    expect(body).not.toContain('Amina');
    expect(body).not.toContain('example.org');
  });

  it('reads the figures at most once per period, however many scrape; a failed read waits as long', async () => {
    let clock = 1_000_000;
    let reads = 0;
    let fail = false;
    const figures: ServiceFigures = {
      byTier: {
        high: { unread: 1, oldestUnreadAt: clock - 60_000, overdue: 0 },
        elevated: { unread: 0, oldestUnreadAt: null, overdue: 0 },
        none: { unread: 0, oldestUnreadAt: null, overdue: 0 },
      },
      crisisAlertsUnacknowledged: 0,
      outbox: { waiting: 0, retrying: 0, failed: 0 },
      lastBackupAt: null,
    };
    const cache = new FiguresCache({
      now: () => clock,
      read: async () => {
        reads += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (fail) throw new Error('database down');
        return figures;
      },
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.current()));
    expect(reads).toBe(1);
    expect(answers.every((answer) => answer.ok && answer.figures === figures)).toBe(true);
    clock += FIGURES_MAX_AGE_MS - 1;
    await cache.current();
    expect(reads).toBe(1);
    clock += 1;
    fail = true;
    const failed = await cache.current();
    expect(reads).toBe(2);
    // The last figures stay, marked stale.
    expect(failed).toMatchObject({ ok: false, figures });
    clock += FIGURES_MAX_AGE_MS - 1;
    await Promise.all([cache.current(), cache.current()]);
    expect(reads).toBe(2);
    clock += 1;
    fail = false;
    expect((await cache.current()).ok).toBe(true);
    expect(reads).toBe(3);
  });

  it('scrapes share the cached figures: a message stored meanwhile shows after the period', async () => {
    let clock = Date.now();
    const other = await api.appWith({});
    const server = metricsServer(other, { database: api.database.handle, figures: { now: () => clock } });
    try {
      const before = sample(await scrape(server), 'tulia_contact_messages_unread', { risk: 'elevated' }) ?? 0;
      await api.db.insert(contactMessages).values({ fullName: 'A', email: 'a@example.org', subject: 'General Inquiry', message: 'x', riskLevel: 'elevated' });
      expect(sample(await scrape(server), 'tulia_contact_messages_unread', { risk: 'elevated' })).toBe(before);
      clock += FIGURES_MAX_AGE_MS;
      expect(sample(await scrape(server), 'tulia_contact_messages_unread', { risk: 'elevated' })).toBe(before + 1);
      expect(sample(await scrape(server), 'tulia_service_figures_age_seconds')).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('the last backup is the newest complete backup file; no folder, no figure', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tulia-backups-'));
    try {
      expect(await lastBackupAt(folder)).toBeNull();
      const write = (name: string, at: Date) => {
        writeFileSync(join(folder, name), 'x');
        utimesSync(join(folder, name), at, at);
      };
      write('tulia-postgres-20260501-030000.jsonl.gz', new Date('2026-05-01T03:00:00Z'));
      write('tulia-postgres-20260502-030000.jsonl.gz', new Date('2026-05-02T03:00:00Z'));
      write('tulia-postgres-20260503-030000.jsonl.gz.partial', new Date('2026-05-03T03:00:00Z'));
      write('notes.txt', new Date('2026-05-04T03:00:00Z'));
      expect(await lastBackupAt(folder)).toBe(Date.parse('2026-05-02T03:00:00Z'));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    expect(await lastBackupAt(folder)).toBeUndefined();
  });
});

describe('the metrics listener', () => {
  it('listens on its own address and closes; METRICS_PORT off starts nothing', async () => {
    const other = await api.appWith({});
    const log = other.log;
    expect(await startMetricsListener(other, { host: '127.0.0.1', port: null, backupDir }, {}, log)).toBeNull();
    const listener = await startMetricsListener(other, { host: '127.0.0.1', port: 0, backupDir }, { database: api.database.handle }, log);
    if (!listener) throw new Error('the listener did not start');
    try {
      expect(listener.address).toMatch(/^127\.0\.0\.1:\d+$/);
      const res = await fetch(`http://${listener.address}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('tulia_contact_messages_unread');
      expect((await fetch(`http://${listener.address}/api/health/live`)).status).toBe(404);
    } finally {
      await listener.close();
    }
    await expect(fetch(`http://${listener.address}/metrics`)).rejects.toThrow();
  });
});
