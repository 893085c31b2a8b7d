import { eq } from 'drizzle-orm';
import type { LoginResponse, OutboxListResponse } from '@tulia/shared/contract';
import { passwordResetTokens, users } from '../db/schema';
import { Caller, insertAdmin, login, startTestApi, type TestAdmin, type TestApi } from '../test/harness';
import { hashPassword } from './passwords';

// A reset link already in a mailbox dies with the usual remedies: a new password (any path), a
// new address, a suspension or a change of level. And a link opens only the address it was sent to.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const post = (url: string, payload: unknown) => api.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });

/** A super admin with a reset link in its mailbox (the outbox shows the link to its recipient only). */
async function withResetLink(): Promise<{ admin: TestAdmin; caller: Caller; token: string }> {
  const admin = await insertAdmin(api.db, 'super_admin');
  const session: LoginResponse = await login(api.app, admin);
  const caller = new Caller(api.app, session.access_token, admin, session);
  expect((await post('/api/auth/admin/forgot-password', { email: admin.email })).statusCode).toBe(200);
  const res = await caller.get(`/api/admin/outbox?kind=password_reset&search=${encodeURIComponent(admin.email)}`);
  const body = res.json<OutboxListResponse>().outbox[0]?.body ?? '';
  const token = decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(body)?.[1] ?? '');
  expect(token).not.toBe('');
  return { admin, caller, token };
}

const resetWith = (token: string) => post('/api/auth/admin/reset-password', { token, new_password: 'taken over at last' });

describe('reset links', () => {
  it('die when the owner changes their password', async () => {
    const { admin, caller, token } = await withResetLink();
    expect((await caller.put('/api/admin/change-password', { current_password: admin.password, new_password: 'a fresh passphrase' })).statusCode).toBe(200);
    const res = await resetWith(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/invalid or has expired/);
  });

  it.each([
    ['a new password set by another path', async () => ({ passwordHash: await hashPassword('set elsewhere 1', 10) })],
    ['a new address', async (id: number) => ({ email: `moved.${id}.${Date.now()}@example.org` })],
    ['a suspension', async () => ({ status: 'suspended' as const })],
    ['a change of level', async () => ({ adminLevel: 'admin' as const })],
    ['the loss of admin rights', async () => ({ isAdmin: false })],
  ])('die with %s, in the same transaction', async (_change, values) => {
    const { admin, token } = await withResetLink();
    await api.db
      .update(users)
      .set(await values(admin.id))
      .where(eq(users.id, admin.id));
    const [link] = await api.db.select({ usedAt: passwordResetTokens.usedAt }).from(passwordResetTokens).where(eq(passwordResetTokens.userId, admin.id));
    expect(link?.usedAt).not.toBeNull();
    expect((await resetWith(token)).statusCode).toBe(400);
  });

  it('live through changes that are none of these (a name, a sign-in)', async () => {
    const { admin, token } = await withResetLink();
    await api.db.update(users).set({ fullName: 'Amani Otieno', lastLoginAt: new Date() }).where(eq(users.id, admin.id));
    expect((await resetWith(token)).statusCode).toBe(200);
  });

  it('open only the address they were sent to', async () => {
    const { admin, token } = await withResetLink();
    // As if the address had changed without the trigger (a restored backup, a manual fix).
    await api.db.update(passwordResetTokens).set({ email: 'someone.else@example.org' }).where(eq(passwordResetTokens.userId, admin.id));
    expect((await resetWith(token)).statusCode).toBe(400);
  });
});
