import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestDatabase, insertAdmin, login, relaxedRateLimits, type TestDatabase } from '../test/harness';
import { testConfig } from '../config';

// The request log keeps method, route pattern, status and time; never the query string, a
// body, a token or an e-mail.

const site = mkdtempSync(join(tmpdir(), 'tulia-request-log-'));
writeFileSync(join(site, 'app.html'), '<!doctype html><title>app</title>');

const lines: string[] = [];
let database: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    siteDir: site,
    database: database.handle,
    config: testConfig({ rateLimits: relaxedRateLimits }),
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
  rmSync(site, { recursive: true, force: true });
});

const token = 'Zr8kQ2resetTokenValue9xYw';
const email = 'amani@example.org';

/** The log lines written while `act` ran. */
async function logged(act: () => Promise<unknown>): Promise<string[]> {
  const from = lines.length;
  await act();
  return lines.slice(from);
}

function requestLine(output: string[]): Record<string, unknown> {
  const entries = output.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.msg === 'request');
  expect(entries).toHaveLength(1);
  return entries[0] ?? {};
}

describe('the request log', () => {
  it('a password reset with its token in the query and the body: the route, never the token', async () => {
    const output = await logged(() =>
      app.inject({ method: 'POST', url: `/api/auth/admin/reset-password?token=${token}`, payload: { token, new_password: 'a new password 1' } }),
    );
    expect(requestLine(output)).toMatchObject({ method: 'POST', route: '/api/auth/admin/reset-password', status: 400, ms: expect.any(Number) });
    expect(output.join('\n')).not.toContain(token);
    expect(output.join('\n')).not.toContain('token=');
  });

  it('an admin search for an e-mail: the route pattern, never the search, the e-mail or the bearer token', async () => {
    const admin = await insertAdmin(database.handle.db);
    const session = await login(app, admin);
    const output = await logged(async () => {
      await app.inject({
        method: 'GET',
        url: `/api/admin/users?search=${encodeURIComponent(email)}`,
        headers: { authorization: `Bearer ${session.access_token}` },
      });
      await app.inject({ method: 'GET', url: `/api/admin/users/${admin.id}?search=${email}`, headers: { authorization: `Bearer ${session.access_token}` } });
    });
    const entries = output.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.msg === 'request');
    expect(entries.map(({ route, status }) => ({ route, status }))).toEqual([
      { route: '/api/admin/users', status: 200 },
      { route: '/api/admin/users/:id', status: 200 },
    ]);
    const text = output.join('\n');
    for (const secret of [email, encodeURIComponent(email), 'amani', 'search=', session.access_token]) expect(text).not.toContain(secret);
  });

  it('a sign-in: neither the e-mail nor the password; the site page of a reset link: not its token', async () => {
    const admin = await insertAdmin(database.handle.db);
    const output = await logged(async () => {
      await app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { email: admin.email, password: admin.password } });
      await app.inject({ method: 'GET', url: `/admin/reset-password?token=${token}` });
      await app.inject({ method: 'GET', url: `/api/nothing/${email}?token=${token}` });
    });
    const text = output.join('\n');
    for (const secret of [admin.email, admin.password, token, email]) expect(text).not.toContain(secret);
    const entries = output.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.msg === 'request');
    expect(entries.map(({ method, status }) => ({ method, status }))).toEqual([
      { method: 'POST', status: 200 },
      { method: 'GET', status: 200 },
      { method: 'GET', status: 404 },
    ]);
    for (const entry of entries) expect(Object.keys(entry)).not.toContain('req');
  });
});
