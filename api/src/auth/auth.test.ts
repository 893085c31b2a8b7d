import { eq } from 'drizzle-orm';
import type { OutboxListResponse } from '@tulia/shared/contract';
import { PASSWORD_MAX_LENGTH, PASSWORD_PROOF_MAX_LENGTH, adminSchema, loginResponseSchema, type LoginResponse } from '@tulia/shared/contract';
import { hashPassword } from './passwords';
import { outbox, users } from '../db/schema';
import { HIDDEN_LINK, RESET_LINK_PLACEHOLDER } from '../mail/mailer';
import { Caller, insertAdmin, login, signedIn, startTestApi, unique, type TestAdmin, type TestApi } from '../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  api.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });

describe('login', () => {
  it('answers access_token, refresh_token and admin for an active administrator', async () => {
    const admin = await insertAdmin(api.db, 'admin');
    const res = await post('/api/auth/admin/login', { email: admin.email.toUpperCase(), password: admin.password });
    expect(res.statusCode).toBe(200);
    const body = loginResponseSchema.parse(res.json());
    expect(body.admin).toMatchObject({ id: admin.id, email: admin.email, admin_level: 'admin' });
    expect(res.json().admin).not.toHaveProperty('password_hash');
  });

  it("refuses a wrong password, an unknown email, a non-admin and a suspended admin with 'Invalid email or password'", async () => {
    const admin = await insertAdmin(api.db);
    const plain = await insertAdmin(api.db, 'admin', { isAdmin: false });
    const suspended = await insertAdmin(api.db, 'admin', { status: 'suspended' });
    for (const credentials of [
      { email: admin.email, password: 'wrong password' },
      { email: 'nobody@example.org', password: 'whatever1' },
      { email: plain.email, password: plain.password },
      { email: suspended.email, password: suspended.password },
    ]) {
      const res = await post('/api/auth/admin/login', credentials);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid email or password' });
    }
  });

  it('still opens an account whose password is longer than new ones may be, but not past the proof limit', async () => {
    const admin = await insertAdmin(api.db, 'admin');
    const older = 'a passphrase chosen before the limit '.repeat(10);
    expect(older.length).toBeGreaterThan(PASSWORD_MAX_LENGTH);
    await api.db
      .update(users)
      .set({ passwordHash: await hashPassword(older, 10) })
      .where(eq(users.id, admin.id));
    const res = await post('/api/auth/admin/login', { email: admin.email, password: older });
    expect(res.statusCode).toBe(200);
    const session = res.json<LoginResponse>();
    const caller = new Caller(api.app, session.access_token, { ...admin, password: older }, session);
    const changed = await caller.put('/api/admin/change-password', { current_password: older, new_password: 'a shorter passphrase' });
    expect(changed.statusCode).toBe(200);
    const tooLong = await post('/api/auth/admin/login', { email: admin.email, password: 'x'.repeat(PASSWORD_PROOF_MAX_LENGTH + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(`Password must be at most ${PASSWORD_PROOF_MAX_LENGTH} characters`);
  });

  it('replaces a hash made at a lower cost at the next sign-in; the password still opens the account', async () => {
    const admin = await insertAdmin(api.db, 'admin');
    const stronger = await api.appWith({ passwordHashCost: 11 });
    const res = await stronger.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { email: admin.email, password: admin.password } });
    expect(res.statusCode).toBe(200);
    const [row] = await api.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, admin.id));
    expect(row?.hash.split('$')[1]).toBe('11');
    expect((await post('/api/auth/admin/login', { email: admin.email, password: admin.password })).statusCode).toBe(200);
  });

  it('validates the credentials with the contract (400 naming the field)', async () => {
    expect((await post('/api/auth/admin/login', { password: 'x' })).json().message).toBe('Email is required');
    expect((await post('/api/auth/admin/login', { email: 'not-an-email', password: 'x' })).json().message).toBe('Email must be a valid email address');
    const res = await post('/api/auth/admin/login', { email: 'a@b.co' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Password is required');
    expect((await post('/api/auth/admin/login')).json().message).toBe('The request body must be a JSON object');
  });
});

describe('profile', () => {
  it('answers { admin } with a token and 401 without or with a bad one', async () => {
    const caller = await signedIn(api.app, api.db, 'admin');
    const res = await caller.get('/api/auth/admin/profile');
    expect(res.statusCode).toBe(200);
    expect(adminSchema.parse(res.json().admin).id).toBe(caller.admin.id);
    expect((await api.app.inject({ method: 'GET', url: '/api/auth/admin/profile' })).statusCode).toBe(401);
    const bad = await api.app.inject({ method: 'GET', url: '/api/auth/admin/profile', headers: { authorization: 'Bearer nope' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toHaveProperty('message');
  });

  it('refuses a token signed with another secret or of another algorithm', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: '1', sid: 'x', exp: 9999999999, iat: 1, iss: 'tulia-api', aud: 'tulia-admin' })).toString('base64url');
    const res = await api.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { authorization: `Bearer ${header}.${payload}.` } });
    expect(res.statusCode).toBe(401);
  });

  it('stops accepting the access token when it expires', async () => {
    const shortLived = await api.appWith({ accessTokenTtl: 2 });
    const admin = await insertAdmin(api.db);
    const session = await login(shortLived, admin);
    const caller = new Caller(shortLived, session.access_token, admin, session);
    expect((await caller.get('/api/auth/admin/profile')).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3100));
    expect((await caller.get('/api/auth/admin/profile')).statusCode).toBe(401);
  });
});

describe('refresh tokens', () => {
  const refresh = (token: string) => post('/api/auth/admin/refresh', undefined, { authorization: `Bearer ${token}` });

  it('rotates on every use: a new access and refresh token each time', async () => {
    const caller = await signedIn(api.app, api.db);
    const first = await refresh(caller.session.refresh_token);
    expect(first.statusCode).toBe(200);
    const rotated = first.json<{ access_token: string; refresh_token: string }>();
    expect(rotated.refresh_token).not.toBe(caller.session.refresh_token);
    const profile = await api.app.inject({ method: 'GET', url: '/api/auth/admin/profile', headers: { authorization: `Bearer ${rotated.access_token}` } });
    expect(profile.statusCode).toBe(200);
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const caller = await signedIn(api.app, api.db);
    const next = (await refresh(caller.session.refresh_token)).json<{ access_token: string; refresh_token: string }>();
    // The old token again: reuse.
    const reuse = await refresh(caller.session.refresh_token);
    expect(reuse.statusCode).toBe(401);
    // Every token of the family is dead now, including the newest and the access tokens.
    expect((await refresh(next.refresh_token)).statusCode).toBe(401);
    const profile = await api.app.inject({ method: 'GET', url: '/api/auth/admin/profile', headers: { authorization: `Bearer ${next.access_token}` } });
    expect(profile.statusCode).toBe(401);
  });

  it("reuse ends the whole family (the first access token too), but not the same admin's other sessions", async () => {
    const caller = await signedIn(api.app, api.db);
    const otherDevice = await login(api.app, caller.admin);
    const second = (await refresh(caller.session.refresh_token)).json<{ access_token: string; refresh_token: string }>();
    const third = (await refresh(second.refresh_token)).json<{ access_token: string; refresh_token: string }>();
    // A stolen copy of the second refresh token is played back.
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    const profile = (token: string) => api.app.inject({ method: 'GET', url: '/api/auth/admin/profile', headers: { authorization: `Bearer ${token}` } });
    for (const token of [caller.session.access_token, second.access_token, third.access_token]) expect((await profile(token)).statusCode).toBe(401);
    for (const token of [caller.session.refresh_token, third.refresh_token]) expect((await refresh(token)).statusCode).toBe(401);
    expect((await profile(otherDevice.access_token)).statusCode).toBe(200);
    expect((await refresh(otherDevice.refresh_token)).statusCode).toBe(200);
  });

  it('two concurrent uses of one refresh token: at most one wins, and then the family is revoked', async () => {
    const caller = await signedIn(api.app, api.db);
    const [a, b] = await Promise.all([refresh(caller.session.refresh_token), refresh(caller.session.refresh_token)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 401]);
    const winner = (a.statusCode === 200 ? a : b).json<{ access_token: string; refresh_token: string }>();
    expect((await refresh(winner.refresh_token)).statusCode).toBe(401);
    const profile = await api.app.inject({ method: 'GET', url: '/api/auth/admin/profile', headers: { authorization: `Bearer ${winner.access_token}` } });
    expect(profile.statusCode).toBe(401);
  });

  it('answers 401 for a missing or unknown refresh token', async () => {
    expect((await post('/api/auth/admin/refresh')).statusCode).toBe(401);
    expect((await refresh('not-a-token')).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the session: its refresh token and access token stop working', async () => {
    const caller = await signedIn(api.app, api.db);
    // The client sends a JSON content type with no body.
    const res = await caller.post('/api/admin/logout');
    expect(res.statusCode).toBe(200);
    expect((await caller.get('/api/auth/admin/profile')).statusCode).toBe(401);
    expect((await refresh(caller.session.refresh_token)).statusCode).toBe(401);
  });

  it('needs a token', async () => {
    expect((await post('/api/admin/logout')).statusCode).toBe(401);
  });

  function refresh(token: string) {
    return post('/api/auth/admin/refresh', undefined, { authorization: `Bearer ${token}` });
  }
});

describe('forgot and reset password', () => {
  async function latestResetMail(to: string, reader: Caller): Promise<string> {
    const res = await reader.get(`/api/admin/outbox?kind=password_reset&search=${encodeURIComponent(to)}`);
    expect(res.statusCode).toBe(200);
    const mail = res.json<OutboxListResponse>().outbox[0];
    if (!mail) throw new Error('no reset mail');
    const token = /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail.body)?.[1];
    if (!token) throw new Error('no token in the mail');
    return decodeURIComponent(token);
  }

  /** A super admin signed in: the outbox shows a reset link to its recipient only. */
  async function recipient(): Promise<{ admin: TestAdmin; reader: Caller; session: LoginResponse }> {
    const admin = await insertAdmin(api.db, 'super_admin');
    const session = await login(api.app, admin);
    return { admin, reader: new Caller(api.app, session.access_token, admin, session), session };
  }

  it('always answers the same, and mails a single-use link only to an existing admin', async () => {
    const { admin, reader, session } = await recipient();
    const known = await post('/api/auth/admin/forgot-password', { email: admin.email });
    const unknown = await post('/api/auth/admin/forgot-password', { email: `${unique()}@example.org` });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());

    const token = await latestResetMail(admin.email, reader);
    const reset = await post('/api/auth/admin/reset-password', { token, new_password: 'a brand new secret' });
    expect(reset.statusCode).toBe(200);
    // Single use.
    const again = await post('/api/auth/admin/reset-password', { token, new_password: 'another new secret' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid or has expired/);
    // The new password works, the old one does not, and older sessions are over.
    expect((await post('/api/auth/admin/login', { email: admin.email, password: admin.password })).statusCode).toBe(401);
    expect((await post('/api/auth/admin/login', { email: admin.email, password: 'a brand new secret' })).statusCode).toBe(200);
    expect((await post('/api/auth/admin/refresh', undefined, { authorization: `Bearer ${session.refresh_token}` })).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const expiring = await api.appWith({ resetTokenTtl: 1 });
    const { admin, reader } = await recipient();
    await expiring.inject({ method: 'POST', url: '/api/auth/admin/forgot-password', payload: { email: admin.email } });
    const token = await latestResetMail(admin.email, reader);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const res = await post('/api/auth/admin/reset-password', { token, new_password: 'a brand new secret' });
    expect(res.statusCode).toBe(400);
  });

  it('validates both payloads', async () => {
    expect((await post('/api/auth/admin/forgot-password', {})).json().message).toBe('Email is required');
    expect((await post('/api/auth/admin/reset-password', { token: 'x', new_password: 'short' })).json().message).toBe(
      'Password must be at least 8 characters long',
    );
    expect((await post('/api/auth/admin/reset-password', { new_password: 'longenough' })).json().message).toBe('Reset token is required');
  });

  it("the outbox never shows another admin's reset link, and the database holds it only sealed", async () => {
    const { admin } = await recipient();
    const other = await signedIn(api.app, api.db, 'super_admin');
    await post('/api/auth/admin/forgot-password', { email: admin.email });
    const [mail] = (await other.get(`/api/admin/outbox?kind=password_reset&to=${encodeURIComponent(admin.email)}`)).json<OutboxListResponse>().outbox;
    expect(mail?.body).toContain(HIDDEN_LINK);
    expect(mail?.body).not.toMatch(/token=/);
    const [row] = await api.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, mail?.id ?? 0));
    expect(row?.body).toContain(RESET_LINK_PLACEHOLDER);
    expect(row?.body).not.toMatch(/token=/);
    expect(row?.secret).toBeTruthy();
    expect(row?.secret).not.toMatch(/token=/);
  });

  it('the outbox is for super admins only', async () => {
    const admin = await signedIn(api.app, api.db, 'admin');
    expect((await admin.get('/api/admin/outbox')).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(401);
  });
});

describe('change password', () => {
  it('checks the current password, keeps this session and ends the others', async () => {
    const caller = await signedIn(api.app, api.db, 'admin');
    const other = await login(api.app, caller.admin);
    const wrong = await caller.put('/api/admin/change-password', { current_password: 'nope', new_password: 'new password 1' });
    // One own-password rule: as on the reset of one's own row (own-password.test.ts).
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      message: 'Current password is incorrect',
      errors: [{ field: 'current_password', message: 'Current password is incorrect' }],
    });
    const short = await caller.put('/api/admin/change-password', { current_password: caller.admin.password, new_password: 'short' });
    expect(short.json().message).toBe('Password must be at least 8 characters long');
    const ok = await caller.put('/api/admin/change-password', { current_password: caller.admin.password, new_password: 'new password 1' });
    expect(ok.statusCode).toBe(200);
    expect((await caller.get('/api/auth/admin/profile')).statusCode).toBe(200);
    const otherProfile = await api.app.inject({ method: 'GET', url: '/api/auth/admin/profile', headers: { authorization: `Bearer ${other.access_token}` } });
    expect(otherProfile.statusCode).toBe(401);
    expect((await post('/api/auth/admin/login', { email: caller.admin.email, password: 'new password 1' })).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const res = await api.app.inject({ method: 'PUT', url: '/api/admin/change-password', payload: { current_password: 'a', new_password: 'bbbbbbbb' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('registration policy (ADMIN_REGISTRATION)', () => {
  const payload = () => {
    const name = unique('reg');
    return { email: `${name}@example.org`, username: name, full_name: 'Neema Achieng', phone: '+254722000000', password: 'longenough', admin_level: 'admin' };
  };

  it('open in the demo: anyone registers with the chosen level; duplicates are 409 naming the field', async () => {
    const open = await api.appWith({ adminRegistration: 'open', profile: 'demo', production: false });
    const body = payload();
    const res = await open.inject({ method: 'POST', url: '/api/auth/admin/register', payload: { ...body, admin_level: 'super_admin' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().admin).toMatchObject({ email: body.email, admin_level: 'super_admin' });
    const sameEmail = await open.inject({ method: 'POST', url: '/api/auth/admin/register', payload: { ...payload(), email: body.email.toUpperCase() } });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe('Email is already registered');
    const sameUsername = await open.inject({
      method: 'POST',
      url: '/api/auth/admin/register',
      payload: { ...payload(), username: body.username.toUpperCase() },
    });
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json().message).toBe('Username is already taken');
    const invalid = await open.inject({ method: 'POST', url: '/api/auth/admin/register', payload: { ...payload(), password: 'short' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Password must be at least 8 characters long');
  });

  it('open in production: never super_admin, whatever level the form chose', async () => {
    const open = await api.appWith({ adminRegistration: 'open' });
    expect(api.config.production).toBe(true);
    const res = await open.inject({ method: 'POST', url: '/api/auth/admin/register', payload: { ...payload(), admin_level: 'super_admin' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().admin.admin_level).toBe('admin');
  });

  it('closed: 403 with the exact message', async () => {
    const closed = await api.appWith({ adminRegistration: 'closed' });
    const res = await closed.inject({ method: 'POST', url: '/api/auth/admin/register', payload: payload() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Admin registration is closed. Ask a super admin to create your account.' });
  });

  it('first-admin: refused once an administrator exists', async () => {
    const firstAdmin = await api.appWith({ adminRegistration: 'first-admin' });
    // Admins exist in this database already.
    const res = await firstAdmin.inject({ method: 'POST', url: '/api/auth/admin/register', payload: payload() });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Admin registration is closed. Ask a super admin to create your account.');
  });
});

describe('first-admin on an empty database', () => {
  it('lets exactly one administrator register, as super_admin', async () => {
    const fresh = await startTestApi({ adminRegistration: 'first-admin' });
    try {
      const body = (name: string) => ({
        email: `${name}@example.org`,
        username: name,
        full_name: 'First',
        phone: '1',
        password: 'longenough',
        admin_level: 'admin',
      });
      const [a, b] = await Promise.all([
        fresh.app.inject({ method: 'POST', url: '/api/auth/admin/register', payload: body('first1') }),
        fresh.app.inject({ method: 'POST', url: '/api/auth/admin/register', payload: body('first2') }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 403]);
      const created = (a.statusCode === 201 ? a : b).json();
      expect(created.admin.admin_level).toBe('super_admin');
      const [row] = await fresh.db.select().from(users).where(eq(users.id, created.admin.id));
      expect(row?.passwordHash).toMatch(/^scrypt\$/);
    } finally {
      await fresh.close();
    }
  });
});
