import { eq } from 'drizzle-orm';
import pg from 'pg';
import { rafikiSchema, therapistSchema, userSchema, type Rafiki, type Therapist, type User } from '@tulia/shared/contract';
import { SUPER_ADMIN_ONLY } from '../../auth/account-rules';
import { PASSWORD_MUST_CHANGE_MESSAGE } from '../../auth/service';
import { hashToken } from '../../auth/tokens';
import { auditLog, passwordResetTokens, users } from '../../db/schema';
import { Caller, login, rafikiPayload, signedIn, startWithAdmins, testDatabaseUrl, therapistPayload, unique } from '../../test/harness';
import { OWN_PASSWORD } from '../../auth/own-password';

// The authorization findings of the api security review (docs/security.md, "Authorization"): each
// test failed before its fix.

const { api, superAdmin, admin } = await startWithAdmins();

const signIn = (email: string, password: string) => api.app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { email, password } });

async function createUser(caller: Caller, password = 'chosen-by-admin'): Promise<User & { password: string }> {
  const name = unique('user');
  const res = await caller.post('/api/admin/users', {
    email: `${name}@example.org`,
    username: name,
    full_name: `Achieng ${name}`,
    phone: '+254733000000',
    password,
  });
  expect(res.statusCode).toBe(201);
  return { ...userSchema.parse(res.json().user), password };
}

function promotion(user: User, level: 'admin' | 'super_admin') {
  return { full_name: user.full_name, email: user.email, phone: '1', status: 'active', is_admin: true, admin_level: level };
}

/** What the e-mailed reset link does, with a token written straight into the table. */
async function resetByEmail(userId: number, newPassword: string): Promise<number> {
  const token = unique('token');
  // As the forgot-password mail writes it: the link remembers the address it was sent to.
  const [owner] = await api.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  await api.db.insert(passwordResetTokens).values({ userId, tokenHash: hashToken(token), email: owner?.email ?? '', expiresAt: new Date(Date.now() + 60_000) });
  const res = await api.app.inject({ method: 'POST', url: '/api/auth/admin/reset-password', payload: { token, new_password: newPassword } });
  return res.statusCode;
}

describe("one's own password needs the current one", () => {
  it('reset-password on oneself: 400 naming current_password without it, 403 when wrong, then it works', async () => {
    const me = await signedIn(api.app, api.db, 'admin');
    const url = `/api/admin/users/${me.admin.id}/reset-password`;
    const missing = await me.post(url, { new_password: 'my new password' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: OWN_PASSWORD.required, errors: [{ field: 'current_password' }] });
    const wrong = await me.post(url, { new_password: 'my new password', current_password: 'not my password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ message: OWN_PASSWORD.incorrect, errors: [{ field: 'current_password' }] });
    expect((await signIn(me.admin.email, 'my new password')).statusCode).toBe(401);
    const same = await me.post(url, { new_password: me.admin.password, current_password: me.admin.password });
    expect(same.statusCode).toBe(400);
    const done = await me.post(url, { new_password: 'my new password', current_password: me.admin.password });
    expect(done.statusCode).toBe(200);
    // This session stays signed in; the new password signs in.
    expect((await me.get('/api/admin/dashboard')).statusCode).toBe(200);
    expect((await signIn(me.admin.email, 'my new password')).statusCode).toBe(200);
  });

  it('a wrong current password is audited as a refused request', async () => {
    const me = await signedIn(api.app, api.db, 'super_admin');
    await me.post(`/api/admin/users/${me.admin.id}/reset-password`, { new_password: 'another one', current_password: 'guess' });
    await vi.waitFor(async () => {
      const entries = await api.db.select().from(auditLog).where(eq(auditLog.adminId, me.admin.id));
      expect(entries.map((entry) => entry.action)).toContain('forbidden');
    });
  });

  it('generate-password on oneself is refused (403); on another account it needs no current password', async () => {
    const me = await signedIn(api.app, api.db, 'super_admin');
    const own = await me.post(`/api/admin/users/${me.admin.id}/generate-password`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(OWN_PASSWORD.generate);
    expect((await signIn(me.admin.email, me.admin.password)).statusCode).toBe(200);
    const other = await createUser(admin);
    expect((await admin.post(`/api/admin/users/${other.id}/reset-password`, { new_password: 'set by an admin' })).statusCode).toBe(200);
    expect((await admin.post(`/api/admin/users/${other.id}/generate-password`)).statusCode).toBe(200);
  });

  it("one's own password cannot be set through one's own therapist profile", async () => {
    const created = await superAdmin.post('/api/admin/therapists', therapistPayload());
    const therapist = therapistSchema.parse(created.json().therapist);
    // Make the therapist's account a super admin who then edits their own profile.
    await api.db.update(users).set({ isAdmin: true, adminLevel: 'super_admin', passwordSetBySelf: true }).where(eq(users.id, therapist.user_id));
    const me = await login(api.app, { email: therapist.user.email, password: 'longenough1' });
    const caller = new Caller(
      api.app,
      me.access_token,
      { id: therapist.user_id, email: therapist.user.email, password: 'longenough1', level: 'super_admin' },
      me,
    );
    const res = await caller.put(`/api/admin/therapists/${therapist.id}`, { ...therapistEdit(therapist), password: 'sneaky new one' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(OWN_PASSWORD.profile);
    expect((await caller.put(`/api/admin/therapists/${therapist.id}`, therapistEdit(therapist))).statusCode).toBe(200);
  });
});

describe('promotion to super admin and a password someone else chose', () => {
  it('the password an admin chose stops working at promotion to super admin; the owner sets a new one by e-mail', async () => {
    const user = await createUser(admin);
    // A regular admin may sign in with a password an admin chose...
    expect((await superAdmin.put(`/api/admin/users/${user.id}`, promotion(user, 'admin'))).statusCode).toBe(200);
    const session = (await signIn(user.email, user.password)).json<{ access_token: string }>();
    const promoted = await superAdmin.put(`/api/admin/users/${user.id}`, promotion(user, 'super_admin'));
    expect(promoted.statusCode).toBe(200);
    // ...not a super admin: the sessions end and the sign-in says what to do.
    const bearer = { authorization: `Bearer ${session.access_token}` };
    expect((await api.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer })).statusCode).toBe(401);
    const refused = await signIn(user.email, user.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PASSWORD_MUST_CHANGE_MESSAGE);
    // A wrong password still gets the usual answer (nothing learnt without the password).
    expect((await signIn(user.email, 'wrong password')).statusCode).toBe(401);
    expect(await resetByEmail(user.id, 'my own choice')).toBe(200);
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(user.email, 'my own choice')).statusCode).toBe(200);
  });

  it('also a password reset by an admin on a user, promoted straight to super admin', async () => {
    const user = await createUser(superAdmin, 'first password');
    expect((await admin.post(`/api/admin/users/${user.id}/reset-password`, { new_password: 'reset by an admin' })).statusCode).toBe(200);
    expect((await superAdmin.put(`/api/admin/users/${user.id}`, promotion(user, 'super_admin'))).statusCode).toBe(200);
    expect((await signIn(user.email, 'reset by an admin')).statusCode).toBe(403);
  });

  it('a password the owner chose survives the promotion', async () => {
    const user = await createUser(admin);
    expect((await superAdmin.put(`/api/admin/users/${user.id}`, promotion(user, 'admin'))).statusCode).toBe(200);
    const session = await login(api.app, { email: user.email, password: user.password });
    const changed = await api.app.inject({
      method: 'PUT',
      url: '/api/admin/change-password',
      headers: { authorization: `Bearer ${session.access_token}` },
      payload: { current_password: user.password, new_password: 'my very own' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await superAdmin.put(`/api/admin/users/${user.id}`, promotion(user, 'super_admin'))).statusCode).toBe(200);
    expect((await signIn(user.email, 'my very own')).statusCode).toBe(200);
  });
});

function therapistEdit(therapist: Therapist) {
  return {
    ...therapistPayload(),
    email: therapist.user.email,
    username: therapist.user.username,
    full_name: therapist.user.full_name,
    license_number: therapist.license_number,
    password: undefined,
  };
}

async function adminWithProfiles(): Promise<{ therapist: Therapist; rafiki: Rafiki }> {
  const therapist = therapistSchema.parse((await superAdmin.post('/api/admin/therapists', therapistPayload())).json().therapist);
  const rafikiRes = await superAdmin.post('/api/admin/rafikis', rafikiPayload({ specialties: ['Grief'], help_areas: 'Students' }));
  expect(rafikiRes.statusCode).toBe(201);
  const rafiki = rafikiSchema.parse(rafikiRes.json().rafiki);
  await api.db.update(users).set({ isAdmin: true, adminLevel: 'admin' }).where(eq(users.id, therapist.user_id));
  await api.db.update(users).set({ isAdmin: true, adminLevel: 'admin' }).where(eq(users.id, rafiki.user_id));
  return { therapist, rafiki };
}

describe("an administrator's therapist or rafiki profile follows the account's rule", () => {
  it('a regular admin may not update, change the status of, or delete it (403); a super admin may', async () => {
    const { therapist, rafiki } = await adminWithProfiles();
    const edit = therapistEdit(therapist);
    for (const res of [
      await admin.put(`/api/admin/therapists/${therapist.id}`, { ...edit, status: 'inactive' }),
      await admin.delete(`/api/admin/therapists/${therapist.id}`),
      await admin.put(`/api/admin/rafikis/${rafiki.id}`, { status: 'active' }),
      await admin.put(`/api/admin/rafikis/${rafiki.id}`, { admin_notes: 'renamed' }),
      await admin.delete(`/api/admin/rafikis/${rafiki.id}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(SUPER_ADMIN_ONLY.profile);
    }
    expect((await admin.get(`/api/admin/therapists/${therapist.id}`)).json().therapist.status).toBe(therapist.status);
    expect((await admin.get(`/api/admin/rafikis/${rafiki.id}`)).json().rafiki.status).toBe('training');
    expect((await superAdmin.put(`/api/admin/therapists/${therapist.id}`, { ...edit, status: 'inactive' })).statusCode).toBe(200);
    expect((await superAdmin.put(`/api/admin/rafikis/${rafiki.id}`, { status: 'active' })).statusCode).toBe(200);
    expect((await superAdmin.delete(`/api/admin/therapists/${therapist.id}`)).statusCode).toBe(200);
    expect((await superAdmin.delete(`/api/admin/rafikis/${rafiki.id}`)).statusCode).toBe(200);
  });
});

describe('permission checks decide on the rows as they are now', () => {
  it("a demotion made elsewhere (another instance: this one's session cache still says super admin) is seen at once", async () => {
    const actor = await signedIn(api.app, api.db, 'super_admin');
    const victim = await signedIn(api.app, api.db, 'admin');
    expect((await actor.get('/api/admin/dashboard')).statusCode).toBe(200);
    await api.db.update(users).set({ adminLevel: 'admin' }).where(eq(users.id, actor.admin.id));
    const res = await actor.delete(`/api/admin/users/${victim.admin.id}`);
    expect(res.statusCode).toBe(403);
    expect((await superAdmin.get(`/api/admin/users/${victim.admin.id}`)).statusCode).toBe(200);
  });

  it('a bulk action by an admin suspended elsewhere is refused (401)', async () => {
    const actor = await signedIn(api.app, api.db, 'admin');
    const target = await createUser(admin);
    expect((await actor.get('/api/admin/dashboard')).statusCode).toBe(200);
    await api.db.update(users).set({ status: 'suspended' }).where(eq(users.id, actor.admin.id));
    expect((await actor.post('/api/admin/users/bulk', { ids: [target.id], action: 'suspend' })).statusCode).toBe(401);
    expect((await superAdmin.get(`/api/admin/users/${target.id}`)).json().user.status).toBe('active');
  });
});

// PGlite has one connection: a second transaction cannot hold a lock while a request runs.
describe.skipIf(!testDatabaseUrl)('permission checks lock their rows (PostgreSQL, a real race)', () => {
  /** Runs `act` while another connection holds `change` uncommitted, then commits it. */
  async function whileUncommitted(change: [string, unknown[]], act: () => Promise<{ statusCode: number }>): Promise<number> {
    const other = new pg.Client({ connectionString: api.database.location });
    await other.connect();
    try {
      await other.query('begin');
      await other.query(change[0], change[1]);
      let settled = false;
      const pending = act().finally(() => {
        settled = true;
      });
      // Until the request waits for the row lock (after the fix), or has already answered (before).
      const deadline = Date.now() + 5000;
      for (;;) {
        const { rows } = await other.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        );
        if (settled || (rows[0]?.n ?? 0) > 0 || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await other.query('commit');
      return (await pending).statusCode;
    } finally {
      await other.end();
    }
  }

  it('a delete that races the demotion of its actor waits for it, then is refused', async () => {
    const actor = await signedIn(api.app, api.db, 'super_admin');
    const victim = await signedIn(api.app, api.db, 'admin');
    expect((await actor.get('/api/admin/dashboard')).statusCode).toBe(200);
    const status = await whileUncommitted(["update users set admin_level = 'admin' where id = $1", [actor.admin.id]], () =>
      actor.delete(`/api/admin/users/${victim.admin.id}`),
    );
    expect(status).toBe(403);
    expect((await superAdmin.get(`/api/admin/users/${victim.admin.id}`)).statusCode).toBe(200);
  });

  it("a therapist edit that races the promotion of the therapist's account waits for it, then is refused", async () => {
    const therapist = therapistSchema.parse((await admin.post('/api/admin/therapists', therapistPayload())).json().therapist);
    const status = await whileUncommitted(["update users set is_admin = true, admin_level = 'admin' where id = $1", [therapist.user_id]], () =>
      admin.put(`/api/admin/therapists/${therapist.id}`, { ...therapistEdit(therapist), status: 'inactive' }),
    );
    expect(status).toBe(403);
  });

  it('a password reset that races the promotion of its target waits for it, then is refused', async () => {
    const user = await createUser(admin);
    const status = await whileUncommitted(["update users set is_admin = true, admin_level = 'super_admin' where id = $1", [user.id]], () =>
      admin.post(`/api/admin/users/${user.id}/reset-password`, { new_password: 'taken over' }),
    );
    expect(status).toBe(403);
  });
});
