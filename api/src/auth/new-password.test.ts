import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { PASSWORD_MIN_LENGTH_MESSAGE, therapistSchema, userSchema, type User } from '@tulia/shared/contract';
import { passwordResetTokens, users } from '../db/schema';
import { login, signedIn, startTestApi, unique, type Caller, type TestApi } from '../test/harness';
import { COMMON_PASSWORD_MESSAGE, PERSONAL_PASSWORD_MESSAGE } from './new-password';
import { hashToken } from './tokens';

// Every path that sets a new password refuses a common one and one that contains who the
// account is, with a 400 naming the form's field, and stores nothing (docs/security.md,
// "Passwords that cannot be guessed").

let api: TestApi;
let superAdmin: Caller;
beforeAll(async () => {
  api = await startTestApi();
  superAdmin = await signedIn(api.app, api.db, 'super_admin');
});
afterAll(async () => api?.close());

const GOOD = 'Mvua ya jioni 7';

function expectRefused(res: LightMyRequestResponse, field: 'password' | 'new_password', message: string): void {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ message, errors: [{ field, message }] });
}

const signIn = (email: string, password: string) => api.app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { email, password } });

/** A person named Amani Wanjiru, with a username of their own. */
function amani() {
  const username = unique('amani');
  return { email: `${username}@example.org`, username, full_name: 'Amani Wanjiru', phone: '+254711000000' };
}

function therapist(person = amani()) {
  return {
    ...person,
    license_number: `KCPB-${unique('L')}`,
    license_type: 'clinical',
    specialization: 'CBT',
    years_experience: 6,
    education: ['MA'],
    languages: 'English',
    availability: {},
    hourly_rate: 25,
  };
}

function rafiki(person = amani()) {
  return {
    ...person,
    bio: 'Peer supporter.',
    location: 'Kisumu',
    personal_experience: 'I know anxiety.',
    motivations: 'To listen.',
    specialties: ['Anxiety'],
    help_areas: 'Students',
  };
}

async function createUser(password = GOOD): Promise<User> {
  const res = await superAdmin.post('/api/admin/users', { ...amani(), password });
  expect(res.statusCode, res.body).toBe(201);
  return userSchema.parse(res.json().user);
}

describe('a new password chosen in a form', () => {
  it('registration: the minimum length first, then common, then who you are; a good one registers', async () => {
    const open = await api.appWith({ adminRegistration: 'open', profile: 'demo', production: false });
    const register = (password: string, person = amani()) =>
      open.inject({ method: 'POST', url: '/api/auth/admin/register', payload: { ...person, password, admin_level: 'admin' } });
    expectRefused(await register('qwert'), 'password', PASSWORD_MIN_LENGTH_MESSAGE);
    expectRefused(await register('qwerty123'), 'password', COMMON_PASSWORD_MESSAGE);
    expectRefused(await register('ILoveYou1'), 'password', COMMON_PASSWORD_MESSAGE);
    const person = amani();
    expectRefused(await register(`${person.username}!2026`, person), 'password', PERSONAL_PASSWORD_MESSAGE);
    expectRefused(await register('Wanjiru-of-Nakuru', person), 'password', PERSONAL_PASSWORD_MESSAGE);
    expectRefused(await register(`my ${person.email.split('@')[0]} pass`, person), 'password', PERSONAL_PASSWORD_MESSAGE);
    const [stored] = await api.db.select({ id: users.id }).from(users).where(eq(users.email, person.email));
    expect(stored).toBeUndefined();
    expect((await register(GOOD, person)).statusCode).toBe(201);
  });

  it('creating a user, a therapist and a rafiki', async () => {
    for (const [url, payload] of [
      ['/api/admin/users', amani()],
      ['/api/admin/therapists', therapist()],
      ['/api/admin/rafikis', rafiki()],
    ] as const) {
      expectRefused(await superAdmin.post(url, { ...payload, password: 'password123' }), 'password', COMMON_PASSWORD_MESSAGE);
      expectRefused(await superAdmin.post(url, { ...payload, password: 'AmaniWanjiru#1' }), 'password', PERSONAL_PASSWORD_MESSAGE);
      expect((await superAdmin.post(url, { ...payload, password: GOOD })).statusCode, url).toBe(201);
    }
  });

  it('updating a therapist with a password; without one, the rest is saved', async () => {
    const created = therapistSchema.parse((await superAdmin.post('/api/admin/therapists', { ...therapist(), password: GOOD })).json().therapist);
    const edit = {
      ...therapist({ email: created.user.email, username: created.user.username, full_name: 'Amani Wanjiru', phone: '+254711000000' }),
      license_number: created.license_number,
    };
    const url = `/api/admin/therapists/${created.id}`;
    expectRefused(await superAdmin.put(url, { ...edit, password: 'qwerty123' }), 'password', COMMON_PASSWORD_MESSAGE);
    // The name being saved is the one that counts.
    expectRefused(await superAdmin.put(url, { ...edit, full_name: 'Baraka Otieno', password: 'otieno-2026' }), 'password', PERSONAL_PASSWORD_MESSAGE);
    expect((await superAdmin.put(url, edit)).statusCode).toBe(200);
    expect((await superAdmin.put(url, { ...edit, password: 'Kilima cha 42 mvua' })).statusCode).toBe(200);
  });

  it("an admin resetting another user's password: the field is new_password, the account the one reset", async () => {
    const user = await createUser();
    const url = `/api/admin/users/${user.id}/reset-password`;
    expectRefused(await superAdmin.post(url, { new_password: '12345678' }), 'new_password', COMMON_PASSWORD_MESSAGE);
    expectRefused(await superAdmin.post(url, { new_password: `${user.username}-x` }), 'new_password', PERSONAL_PASSWORD_MESSAGE);
    expect((await superAdmin.post(url, { new_password: 'Kilima cha 42 mvua' })).statusCode).toBe(200);
  });

  it('a generated password meets the same rules', async () => {
    const user = await createUser();
    const res = await superAdmin.post(`/api/admin/users/${user.id}/generate-password`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ new_password: string }>().new_password).toHaveLength(16);
  });

  it("one's own password: the reset of one's own row and Change Password", async () => {
    const me = await signedIn(api.app, api.db, 'admin');
    const [row] = await api.db.select().from(users).where(eq(users.id, me.admin.id));
    const local = me.admin.email.split('@')[0] ?? '';
    const own = `/api/admin/users/${me.admin.id}/reset-password`;
    expectRefused(await me.post(own, { current_password: me.admin.password, new_password: 'qwerty123' }), 'new_password', COMMON_PASSWORD_MESSAGE);
    expectRefused(await me.post(own, { current_password: me.admin.password, new_password: `x${local}x` }), 'new_password', PERSONAL_PASSWORD_MESSAGE);
    expectRefused(
      await me.put('/api/admin/change-password', { current_password: me.admin.password, new_password: 'qwerty123' }),
      'new_password',
      COMMON_PASSWORD_MESSAGE,
    );
    expectRefused(
      await me.put('/api/admin/change-password', { current_password: me.admin.password, new_password: `${row?.fullName ?? ''}!` }),
      'new_password',
      PERSONAL_PASSWORD_MESSAGE,
    );
    // Nothing was stored: the old password still signs in, and a good one is taken.
    expect((await signIn(me.admin.email, me.admin.password)).statusCode).toBe(200);
    expect((await me.put('/api/admin/change-password', { current_password: me.admin.password, new_password: GOOD })).statusCode).toBe(200);
  });

  it('the reset link: refused by the account the link is for, and the link still works for a better choice', async () => {
    const admin = await signedIn(api.app, api.db, 'admin');
    const token = unique('token');
    await api.db
      .insert(passwordResetTokens)
      .values({ userId: admin.admin.id, tokenHash: hashToken(token), email: admin.admin.email, expiresAt: new Date(Date.now() + 60_000) });
    const reset = (new_password: string) => api.app.inject({ method: 'POST', url: '/api/auth/admin/reset-password', payload: { token, new_password } });
    expectRefused(await reset('iloveyou1'), 'new_password', COMMON_PASSWORD_MESSAGE);
    expectRefused(await reset(`${admin.admin.email.split('@')[0] ?? ''}2026`), 'new_password', PERSONAL_PASSWORD_MESSAGE);
    expect((await reset(GOOD)).statusCode).toBe(200);
    expect((await login(api.app, { email: admin.admin.email, password: GOOD })).admin.id).toBe(admin.admin.id);
  });
});
