import { userSchema, usersListResponseSchema, type User } from '@tulia/shared/contract';
import type { Caller } from '../../test/harness';
import { insertAdmin, signedIn, startWithAdmins, unique } from '../../test/harness';

const { api, superAdmin, admin } = await startWithAdmins();

function newUser(overrides: Record<string, unknown> = {}) {
  const name = unique('user');
  return { email: `${name}@example.org`, username: name, full_name: `Wanjiru ${name}`, phone: '+254733000000', password: 'longenough', ...overrides };
}

async function createUser(caller: Caller = admin, overrides: Record<string, unknown> = {}): Promise<User> {
  const res = await caller.post('/api/admin/users', newUser(overrides));
  expect(res.statusCode).toBe(201);
  return userSchema.parse(res.json().user);
}

describe('GET /api/admin/users', () => {
  it('answers users, total, page and per_page (default 50), newest first', async () => {
    await createUser();
    const res = await admin.get('/api/admin/users');
    expect(res.statusCode).toBe(200);
    const body = usersListResponseSchema.parse(res.json());
    expect(body.page).toBe(1);
    expect(body.per_page).toBe(50);
    expect(body.total).toBeGreaterThanOrEqual(3);
    const times = body.users.map((user) => user.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('searches name, email, username and phone, filters status and pages on the server', async () => {
    const marker = unique('zebra');
    await createUser(admin, { full_name: `Otieno ${marker}` });
    await createUser(admin, { email: `${marker}@mail.example.org` });
    await createUser(admin, { full_name: `Suspended ${marker}`, status: 'suspended' });
    const all = usersListResponseSchema.parse((await admin.get(`/api/admin/users?search=${marker.toUpperCase()}`)).json());
    expect(all.total).toBe(3);
    const suspended = usersListResponseSchema.parse((await admin.get(`/api/admin/users?search=${marker}&status=suspended`)).json());
    expect(suspended.users.map((user) => user.status)).toEqual(['suspended']);
    const page2 = usersListResponseSchema.parse((await admin.get(`/api/admin/users?search=${marker}&per_page=2&page=2`)).json());
    expect(page2).toMatchObject({ total: 3, page: 2, per_page: 2 });
    expect(page2.users).toHaveLength(1);
    expect((await admin.get(`/api/admin/users?search=${marker}&status=all`)).json().total).toBe(3);
    // % and _ are literal characters, not wildcards.
    expect((await admin.get('/api/admin/users?search=%25%25%25')).json().total).toBe(0);
  });

  it('400 for bad queries, 401 without a token', async () => {
    expect((await admin.get('/api/admin/users?status=gone')).json().message).toMatch(/^Status must be one of/);
    expect((await admin.get('/api/admin/users?per_page=1000')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/users?page=-1')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/users?page=99999999999999999999999')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/users?page=1&page=2')).statusCode).toBe(400);
    expect((await api.app.inject({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/users/stats', () => {
  it('counts total, active, new this month and suspended', async () => {
    const res = await admin.get('/api/admin/users/stats');
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats.total_users).toBe(usersListResponseSchema.parse((await admin.get('/api/admin/users?per_page=1')).json()).total);
    expect(stats.suspended_users).toBe((await admin.get('/api/admin/users?status=suspended&per_page=1')).json().total);
    expect(stats.active_users + stats.suspended_users).toBeLessThanOrEqual(stats.total_users);
    expect(stats.new_users_this_month).toBeGreaterThan(0);
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('answers { user }, 404 for an unknown id, 400 for a malformed one', async () => {
    const user = await createUser();
    const res = await admin.get(`/api/admin/users/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, role: 'user', is_active: true, is_admin: false });
    expect(res.json().user).not.toHaveProperty('password_hash');
    const missing = await admin.get('/api/admin/users/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'User not found' });
    for (const id of ['abc', '0', '-3', '1.5', '99999999999999999999']) {
      const bad = await admin.get(`/api/admin/users/${id}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^Id must be/);
    }
  });
});

describe('POST /api/admin/users', () => {
  it('creates a user (201) with a hashed password, and records it in the audit log', async () => {
    const user = await createUser(admin, { status: 'inactive', join_date: '2025-03-01' });
    expect(user).toMatchObject({ status: 'inactive', is_active: false, join_date: '2025-03-01', role: 'user' });
    const dashboard = (await admin.get('/api/admin/dashboard')).json();
    expect(dashboard.recent_activity[0]).toMatchObject({ action: 'create', entity: 'user', entity_id: user.id, admin: { id: admin.admin.id } });
  });

  it('400 naming the field, 409 for a taken email or username', async () => {
    const missing = await admin.post('/api/admin/users', { ...newUser(), full_name: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Full name is required');
    expect(missing.json().errors).toEqual([{ field: 'full_name', message: 'Full name is required' }]);
    expect((await admin.post('/api/admin/users', { ...newUser(), status: 'Active' })).statusCode).toBe(400);
    const existing = await createUser();
    const email = await admin.post('/api/admin/users', newUser({ email: existing.email.toUpperCase() }));
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toBe('Email is already registered');
    // The field is named, so the form shows the refusal where the mistake is (no parsing of the text).
    expect(email.json().errors).toEqual([{ field: 'email', message: 'Email is already registered' }]);
    const username = await admin.post('/api/admin/users', newUser({ username: existing.username }));
    expect(username.statusCode).toBe(409);
    expect(username.json().message).toBe('Username is already taken');
    expect(username.json().errors).toEqual([{ field: 'username', message: 'Username is already taken' }]);
  });

  it('only a super admin creates administrators (403 for admin)', async () => {
    const refused = await admin.post('/api/admin/users', newUser({ is_admin: true }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only a super admin can create administrator accounts.');
    const created = await createUser(superAdmin, { is_admin: true });
    expect(created).toMatchObject({ is_admin: true, admin_level: 'admin', role: 'admin' });
  });
});

describe('PUT /api/admin/users/{id}', () => {
  it('updates full_name, email, phone and status', async () => {
    const user = await createUser();
    const res = await admin.put(`/api/admin/users/${user.id}`, {
      full_name: 'Kamau Njoroge',
      email: user.email,
      phone: '0700',
      status: 'suspended',
      is_admin: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ full_name: 'Kamau Njoroge', phone: '0700', status: 'suspended', is_active: false });
  });

  it('400, 404 and 409', async () => {
    const user = await createUser();
    const other = await createUser();
    expect((await admin.put(`/api/admin/users/${user.id}`, { full_name: 'x', email: 'bad', phone: '1', status: 'active' })).json().message).toBe(
      'Email must be a valid email address',
    );
    expect((await admin.put('/api/admin/users/999999', { full_name: 'x', email: 'a@b.co', phone: '1', status: 'active' })).statusCode).toBe(404);
    const taken = await admin.put(`/api/admin/users/${user.id}`, { full_name: 'x', email: other.email, phone: '1', status: 'active' });
    expect(taken.statusCode).toBe(409);
  });

  it('promotion, demotion and admin accounts are for super admins; a super admin cannot demote themself', async () => {
    const user = await createUser();
    const promote = { full_name: user.full_name, email: user.email, phone: '1', status: 'active', is_admin: true };
    expect((await admin.put(`/api/admin/users/${user.id}`, promote)).statusCode).toBe(403);
    const promoted = await superAdmin.put(`/api/admin/users/${user.id}`, { ...promote, admin_level: 'super_admin' });
    expect(promoted.json().user).toMatchObject({ is_admin: true, admin_level: 'super_admin' });
    // Now an administrator account: an admin may not touch it.
    expect((await admin.put(`/api/admin/users/${user.id}`, { ...promote, full_name: 'Renamed' })).statusCode).toBe(403);
    const self = await superAdmin.put(`/api/admin/users/${superAdmin.admin.id}`, {
      full_name: 'Me',
      email: superAdmin.admin.email,
      phone: '1',
      status: 'active',
      is_admin: false,
    });
    expect(self.statusCode).toBe(403);
  });

  it('suspending an administrator ends their sessions at once', async () => {
    const target = await signedIn(api.app, api.db, 'admin');
    expect((await target.get('/api/admin/dashboard')).statusCode).toBe(200);
    const res = await superAdmin.put(`/api/admin/users/${target.admin.id}`, {
      full_name: 'Suspended',
      email: target.admin.email,
      phone: '1',
      status: 'suspended',
    });
    expect(res.statusCode).toBe(200);
    expect((await target.get('/api/admin/dashboard')).statusCode).toBe(401);
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('deletes (then 404), refuses admins for admin level and oneself', async () => {
    const user = await createUser();
    expect((await admin.delete(`/api/admin/users/${user.id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/admin/users/${user.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/admin/users/${user.id}`)).statusCode).toBe(404);
    const anotherAdmin = await insertAdmin(api.db, 'admin');
    const refused = await admin.delete(`/api/admin/users/${anotherAdmin.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only a super admin can delete administrator accounts.');
    expect((await superAdmin.delete(`/api/admin/users/${superAdmin.admin.id}`)).statusCode).toBe(403);
    expect((await superAdmin.delete(`/api/admin/users/${anotherAdmin.id}`)).statusCode).toBe(200);
    expect((await api.app.inject({ method: 'DELETE', url: `/api/admin/users/${anotherAdmin.id}` })).statusCode).toBe(401);
  });
});

describe('passwords set by an administrator', () => {
  it('generate-password answers a new password once; it works for sign-in when the user is an admin', async () => {
    const target = await insertAdmin(api.db, 'admin');
    const res = await superAdmin.post(`/api/admin/users/${target.id}/generate-password`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { new_password } = res.json<{ new_password: string }>();
    expect(new_password.length).toBeGreaterThanOrEqual(12);
    const login = await api.app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { email: target.email, password: new_password } });
    expect(login.statusCode).toBe(200);
    expect((await superAdmin.post('/api/admin/users/999999/generate-password')).statusCode).toBe(404);
    // An admin may not set an administrator's password.
    expect((await admin.post(`/api/admin/users/${target.id}/generate-password`)).statusCode).toBe(403);
  });

  it('reset-password takes new_password (min 8)', async () => {
    const user = await createUser();
    const short = await admin.post(`/api/admin/users/${user.id}/reset-password`, { new_password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters long');
    expect((await admin.post(`/api/admin/users/${user.id}/reset-password`, { new_password: 'long enough now' })).statusCode).toBe(200);
    expect((await admin.post('/api/admin/users/999999/reset-password', { new_password: 'long enough now' })).statusCode).toBe(404);
    const anAdmin = await insertAdmin(api.db, 'admin');
    expect((await admin.post(`/api/admin/users/${anAdmin.id}/reset-password`, { new_password: 'long enough now' })).statusCode).toBe(403);
  });
});
