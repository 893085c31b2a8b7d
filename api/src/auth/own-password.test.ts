import { and, eq, inArray } from 'drizzle-orm';
import { auditLog, users } from '../db/schema';
import { Caller, login, signedIn, startTestApi, type TestApi } from '../test/harness';
import { OWN_PASSWORD, OWN_PASSWORD_FAILURE_LIMIT, OWN_PASSWORD_SIGNED_OUT_MESSAGE } from './own-password';

// One own-password rule (docs/security.md): Change Password and the reset of one's own row
// check the current password alike, count wrong ones per account, and sign the account out
// at the limit.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const NEW = 'Mvua ya jioni 7';
const wrongAnswer = { message: OWN_PASSWORD.incorrect, errors: [{ field: 'current_password', message: OWN_PASSWORD.incorrect }] };

const changePassword = (caller: Caller, current: string) => caller.put('/api/admin/change-password', { current_password: current, new_password: NEW });
const resetOwn = (caller: Caller, current: string) =>
  caller.post(`/api/admin/users/${caller.admin.id}/reset-password`, { current_password: current, new_password: NEW });

async function summariesOf(adminId: number, action: 'forbidden'): Promise<string[]> {
  return (
    await api.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.adminId, adminId), eq(auditLog.action, action)))
  ).map((entry) => entry.summary);
}

/** The audit entries of an account's own password: refusals and changes, the route named in a summary set aside. */
async function ownPasswordEntries(adminId: number, route: string) {
  const entries = await api.db
    .select({ adminId: auditLog.adminId, action: auditLog.action, entity: auditLog.entity, entityId: auditLog.entityId, summary: auditLog.summary })
    .from(auditLog)
    .where(and(eq(auditLog.adminId, adminId), inArray(auditLog.action, ['forbidden', 'change_password', 'reset_password'])));
  return entries.map((entry) => ({ ...entry, summary: entry.summary.replace(route, 'the route') }));
}

const screens = [
  { set: changePassword, route: 'PUT /api/admin/change-password' },
  { set: resetOwn, route: 'POST /api/admin/users/:id/reset-password' },
];

describe('one own-password rule', () => {
  it('a wrong current password is a 403 naming the field on both screens, audited alike', async () => {
    const me = await signedIn(api.app, api.db, 'admin');
    const changed = await changePassword(me, 'not my password');
    expect(changed.statusCode).toBe(403);
    expect(changed.json()).toEqual(wrongAnswer);
    const reset = await resetOwn(me, 'not my password');
    expect(reset.statusCode).toBe(403);
    expect(reset.json()).toEqual(wrongAnswer);
    await vi.waitFor(async () => {
      expect(await summariesOf(me.admin.id, 'forbidden')).toEqual(
        expect.arrayContaining(['Refused PUT /api/admin/change-password', 'Refused POST /api/admin/users/:id/reset-password']),
      );
    });
    // Unchanged, and the same answer for the same password on both screens.
    const same = { message: OWN_PASSWORD.unchanged, errors: [{ field: 'new_password', message: OWN_PASSWORD.unchanged }] };
    expect((await me.put('/api/admin/change-password', { current_password: me.admin.password, new_password: me.admin.password })).json()).toEqual(same);
    expect(
      (await me.post(`/api/admin/users/${me.admin.id}/reset-password`, { current_password: me.admin.password, new_password: me.admin.password })).json(),
    ).toEqual(same);
  });

  it('both endpoints answer a wrong current password identically: status, body and audit entry', async () => {
    const answers = [];
    for (const { set, route } of screens) {
      const me = await signedIn(api.app, api.db, 'admin');
      const res = await set(me, 'not my password');
      // The refusal is audited once the answer has gone.
      await vi.waitFor(async () => expect(await ownPasswordEntries(me.admin.id, route)).toHaveLength(1));
      const [entry] = await ownPasswordEntries(me.admin.id, route);
      expect(entry?.adminId, route).toBe(me.admin.id);
      answers.push({ status: res.statusCode, body: res.json<unknown>(), entry: { ...entry, adminId: 'the signed-in admin' } });
    }
    expect(answers[0]).toEqual({
      status: 403,
      body: wrongAnswer,
      entry: { adminId: 'the signed-in admin', action: 'forbidden', entity: 'request', entityId: null, summary: 'Refused the route' },
    });
    expect(answers[1]).toEqual(answers[0]);
  });

  it("both endpoints set one's own password alike: the owner's choice, this session kept and the others ended, one audit entry", async () => {
    for (const { set, route } of screens) {
      const me = await signedIn(api.app, api.db, 'admin');
      const elsewhere = await login(api.app, me.admin);
      expect((await set(me, me.admin.password)).statusCode, route).toBe(200);
      expect((await me.get('/api/auth/admin/profile')).statusCode, route).toBe(200);
      const other = await api.app.inject({ method: 'GET', url: '/api/auth/admin/profile', headers: { authorization: `Bearer ${elsewhere.access_token}` } });
      expect(other.statusCode, route).toBe(401);
      const [row] = await api.db.select({ fullName: users.fullName, passwordSetBySelf: users.passwordSetBySelf }).from(users).where(eq(users.id, me.admin.id));
      expect(row?.passwordSetBySelf, route).toBe(true);
      expect(await ownPasswordEntries(me.admin.id, route), route).toEqual([
        { adminId: me.admin.id, action: 'change_password', entity: 'user', entityId: me.admin.id, summary: `${row?.fullName ?? ''} changed their password` },
      ]);
      expect((await login(api.app, { email: me.admin.email, password: NEW })).access_token, route).toBeTruthy();
    }
  });

  it(`the ${OWN_PASSWORD_FAILURE_LIMIT}th wrong current password, on either screen, ends every session of the account (401), audited`, async () => {
    const me = await signedIn(api.app, api.db, 'admin');
    const elsewhere = await login(api.app, me.admin);
    const bystander = await signedIn(api.app, api.db, 'admin');
    for (let attempt = 1; attempt < OWN_PASSWORD_FAILURE_LIMIT; attempt += 1) {
      const res = attempt % 2 === 0 ? await resetOwn(me, `guess ${attempt}`) : await changePassword(me, `guess ${attempt}`);
      expect(res.statusCode, `attempt ${attempt}`).toBe(403);
    }
    // Another account's count is its own.
    expect((await changePassword(bystander, 'a guess')).statusCode).toBe(403);
    const last = await changePassword(me, 'the last guess');
    expect(last.statusCode).toBe(401);
    expect(last.json()).toEqual({ message: OWN_PASSWORD_SIGNED_OUT_MESSAGE });
    expect((await me.get('/api/auth/admin/profile')).statusCode).toBe(401);
    const other = await api.app.inject({ method: 'GET', url: '/api/auth/admin/profile', headers: { authorization: `Bearer ${elsewhere.access_token}` } });
    expect(other.statusCode).toBe(401);
    expect((await bystander.get('/api/auth/admin/profile')).statusCode).toBe(200);
    expect(await summariesOf(me.admin.id, 'forbidden')).toContain(
      `Signed Admin ${me.admin.email.split('@')[0] ?? ''} out everywhere after ${OWN_PASSWORD_FAILURE_LIMIT} wrong current passwords`,
    );

    // The owner signs in again with the password they know, and the right one is taken.
    const again = await login(api.app, me.admin);
    const owner = new Caller(api.app, again.access_token, me.admin, again);
    expect((await changePassword(owner, me.admin.password)).statusCode).toBe(200);
  });

  it('a wrong guess past the limit ends the sessions again; the right password clears the count', async () => {
    const me = await signedIn(api.app, api.db, 'admin');
    for (let attempt = 1; attempt < OWN_PASSWORD_FAILURE_LIMIT; attempt += 1) expect((await resetOwn(me, 'guess')).statusCode).toBe(403);
    expect((await resetOwn(me, 'guess')).statusCode).toBe(401);
    const again = await login(api.app, me.admin);
    const next = new Caller(api.app, again.access_token, me.admin, again);
    expect((await resetOwn(next, 'guess')).statusCode).toBe(401);
    const third = await login(api.app, me.admin);
    const owner = new Caller(api.app, third.access_token, me.admin, third);
    expect((await owner.put('/api/admin/change-password', { current_password: me.admin.password, new_password: me.admin.password })).statusCode).toBe(400);
    // Cleared: the next wrong guess is one of a new count.
    expect((await changePassword(owner, 'guess')).statusCode).toBe(403);
  });
});
