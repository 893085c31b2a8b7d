import type { AuditLogListResponse, OutboxListResponse } from '@tulia/shared/contract';
import { ACCOUNT_PAUSED_MESSAGE } from './routes';
import { memoryAccountFailures } from './account-failures';
import { insertAdmin, login, relaxedRateLimits, signedIn, startTestApi, Caller, type TestApi } from '../test/harness';

// Guessing one account from many addresses stops: failures count per account, wherever they
// come from; the owner gets back in by the reset link.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

describe('the failure count of an account', () => {
  it('counts within its window and forgets after it', async () => {
    let now = 0;
    const failures = memoryAccountFailures(1000, () => now);
    expect(await failures.add('a@example.org')).toBe(1);
    expect(await failures.add('a@example.org')).toBe(2);
    expect(await failures.count('b@example.org')).toBe(0);
    now = 1001;
    expect(await failures.count('a@example.org')).toBe(0);
    expect(await failures.add('a@example.org')).toBe(1);
    await failures.clear('a@example.org');
    expect(await failures.count('a@example.org')).toBe(0);
  });
});

describe('signing in', () => {
  it('pauses after the limit of failures from many addresses, the right password included; the reset link lets the owner back in', async () => {
    const app = await api.appWith({ rateLimits: { ...relaxedRateLimits, loginFailuresPerAccount: 3 } });
    const target = await insertAdmin(api.db, 'super_admin');
    const attempt = (password: string, from: string, email = target.email) =>
      app.inject({ method: 'POST', url: '/api/auth/admin/login', remoteAddress: from, payload: { email, password } });
    for (const from of ['198.51.100.1', '198.51.100.2', '2001:db8::3']) expect((await attempt('a wrong guess', from)).statusCode).toBe(401);
    const paused = await attempt(target.password, '203.0.113.9');
    expect(paused.statusCode).toBe(429);
    expect(paused.json().message).toBe(ACCOUNT_PAUSED_MESSAGE);

    // An unknown address pauses alike: the answer never tells which accounts exist.
    for (const from of ['198.51.100.4', '198.51.100.5', '198.51.100.6']) expect((await attempt('guess', from, 'nobody.here@example.org')).statusCode).toBe(401);
    expect((await attempt('guess', '198.51.100.7', 'nobody.here@example.org')).json().message).toBe(ACCOUNT_PAUSED_MESSAGE);

    // The burst is audited once, naming the account.
    const auditor = await signedIn(api.app, api.db, 'super_admin');
    const entries = (await auditor.get(`/api/admin/audit-log?action=sign_in_failed&search=${encodeURIComponent('paused')}`)).json<AuditLogListResponse>()
      .entries;
    expect(entries.filter((entry) => entry.summary === `Sign-in paused for ${target.email} after 3 failed attempts`)).toHaveLength(1);

    // The owner proves the mailbox: the reset link is never paused, and sign-in works again.
    expect((await app.inject({ method: 'POST', url: '/api/auth/admin/forgot-password', payload: { email: target.email } })).statusCode).toBe(200);
    const session = await login(api.app, target);
    const reader = new Caller(api.app, session.access_token, target, session);
    const mail = (await reader.get(`/api/admin/outbox?kind=password_reset&search=${encodeURIComponent(target.email)}`)).json<OutboxListResponse>().outbox[0];
    const token = decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail?.body ?? '')?.[1] ?? '');
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/admin/reset-password', payload: { token, new_password: 'back in at last 1' } })).statusCode,
    ).toBe(200);
    expect((await attempt('back in at last 1', '203.0.113.9')).statusCode).toBe(200);
  });
});
