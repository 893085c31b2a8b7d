import { like } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../http/errors';
import { createTestDatabase, relaxedRateLimits, signedIn, testDatabaseUrl, type Caller, type TestDatabase } from '../test/harness';
import { TcpProxy } from '../test/tcp-proxy';
import { openDatabase, type DatabaseHandle } from './client';
import { contactMessages } from './schema';

// The database goes away under a running api, and comes back. A real fault needs a server
// across a network: PGlite runs inside the api's process, so this runs on PostgreSQL only
// (TEST_DATABASE_URL / DATABASE_URL, e.g. api/scripts/with-postgres.sh npm run test -w api).
// On PGlite, hardening.test.ts closes the database under the app instead.

const TIMEOUT_MS = 1500;

describe.runIf(testDatabaseUrl)('database outage under a running api (PostgreSQL only: PGlite runs in-process and cannot be cut off)', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let proxied: DatabaseHandle;
  let app: FastifyInstance;
  let admin: Caller;

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = new URL(database.location);
    proxy = await TcpProxy.start({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    proxied = await openDatabase({ dataDir: '', databaseUrl: url.toString(), databasePoolMax: 4, timeoutMs: TIMEOUT_MS, onPoolError: () => undefined });
    app = await buildApp({ database: proxied, config: testConfig({ rateLimits: relaxedRateLimits }) });
    admin = await signedIn(app, proxied.db);
  });
  afterAll(async () => {
    await app?.close();
    await proxied?.close().catch(() => undefined);
    await proxy?.close();
    await database?.drop();
  });

  const contact = (marker: string) => ({ full_name: 'Outage Test', email: 'outage@example.org', subject: 'Other', message: marker });

  async function timed(send: () => Promise<LightMyRequestResponse>): Promise<{ res: LightMyRequestResponse; ms: number }> {
    const started = Date.now();
    const res = await send();
    return { res, ms: Date.now() - started };
  }

  /** While the database is away: health says down, the other calls a calm 503, within bounds. */
  async function expectDown(limitMs: number, marker: string): Promise<void> {
    const health = await timed(() => app.inject({ method: 'GET', url: '/api/health' }));
    expect(health.res.statusCode).toBe(503);
    expect(health.res.json()).toMatchObject({ status: 'degraded', database: 'down' });
    expect(health.ms).toBeLessThan(limitMs);
    const calls: [string, () => Promise<LightMyRequestResponse>][] = [
      ['contact form', () => app.inject({ method: 'POST', url: '/api/contact', payload: contact(marker) })],
      ['login', () => app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { email: admin.admin.email, password: admin.admin.password } })],
      ['users list', () => admin.get('/api/admin/users?per_page=5')],
      ['create a resource', () => admin.post('/api/admin/resources', { title: marker, description: 'd', url: 'https://example.org' })],
      ['dashboard', () => admin.get('/api/admin/dashboard')],
    ];
    // Concurrently too: more requests than the pool has connections.
    const answers = await Promise.all(calls.map(async ([what, send]) => ({ what, ...(await timed(send)) })));
    for (const { what, res, ms } of answers) {
      expect({ what, status: res.statusCode, body: res.json() }).toEqual({
        what,
        status: 503,
        body: { message: DATABASE_UNAVAILABLE_MESSAGE, reference: res.headers['x-request-id'] },
      });
      expect(ms, what).toBeLessThan(limitMs);
    }
  }

  /** Back without a restart: health up within seconds, then reads and writes work again. */
  async function expectRecovered(marker: string): Promise<void> {
    const deadline = Date.now() + 15_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await app.inject({ method: 'GET', url: '/api/health' })).statusCode;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
    // Every pool connection is exercised, not only the first one that comes back.
    const results = await Promise.all(Array.from({ length: 8 }, () => admin.get('/api/admin/users?per_page=5')));
    expect(results.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    expect((await app.inject({ method: 'POST', url: '/api/contact', payload: contact(`${marker} after`) })).statusCode).toBe(201);
    expect((await admin.post('/api/admin/resources', { title: `${marker} after`, description: 'd', url: 'https://example.org' })).statusCode).toBe(201);
    // What was refused with 503 was not stored.
    const stored = await database.handle.db
      .select({ message: contactMessages.message })
      .from(contactMessages)
      .where(like(contactMessages.message, `${marker}%`));
    expect(stored.map((row) => row.message)).toEqual([`${marker} after`]);
  }

  it('connections refused: 503 at once, and service resumes by itself when the server is back', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 'ok', database: 'up' });
    expect((await admin.get('/api/admin/users')).statusCode).toBe(200);
    await proxy.refuse();
    await expectDown(2000, 'refused-outage');
    // Repeatedly: failed attempts must not use up the pool.
    for (let i = 0; i < 3; i += 1) await expectDown(2000, 'refused-outage');
    await proxy.restore();
    await expectRecovered('refused-outage');
  });

  it('packets lost (connections hang): 503 within the connection/query timeout, then recovery', async () => {
    // Registration opens its transaction before any other query: BEGIN is what hangs.
    const register = (name: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/admin/register',
        payload: { email: `${name}@example.org`, username: name, full_name: 'Outage Admin', phone: '1', password: 'longenough', admin_level: 'admin' },
      });
    // Every pool connection open and idle, so that the first requests meet hanging ones.
    await Promise.all(Array.from({ length: 4 }, () => admin.get('/api/admin/users?per_page=5')));
    proxy.silence();
    // More transactions than the pool holds, first: a connection whose BEGIN hung must not
    // stay checked out, or the pool would stay empty after the network is back.
    for (let round = 0; round < 2; round += 1) {
      const started = Date.now();
      const writes = await Promise.all(Array.from({ length: 6 }, (_, i) => register(`outage${round}x${i}`)));
      expect(writes.map((res) => res.statusCode)).toEqual(Array(6).fill(503));
      expect(Date.now() - started).toBeLessThan(3 * TIMEOUT_MS + 1500);
    }
    // A hanging query fails after TIMEOUT_MS; a transaction may wait for its BEGIN and ROLLBACK.
    await expectDown(3 * TIMEOUT_MS + 1500, 'silent-outage');
    await proxy.restore();
    await expectRecovered('silent-outage');
  }, 60_000);
});
