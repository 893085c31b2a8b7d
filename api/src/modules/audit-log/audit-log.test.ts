import { eq } from 'drizzle-orm';
import { auditActorsResponseSchema, auditLogListResponseSchema, type AuditLogListResponse } from '@tulia/shared/contract';
import { auditLog, users } from '../../db/schema';
import { type Caller, insertAdmin, signedIn, startWithAdmins, unique } from '../../test/harness';

const { api, superAdmin, admin } = await startWithAdmins();

async function entries(caller: Caller, query: string): Promise<AuditLogListResponse> {
  const res = await caller.get(`/api/admin/audit-log${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return auditLogListResponseSchema.parse(res.json());
}

/** Entries written after the answer has gone (refusals) land a moment later. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const value = await read();
    if (done(value) || attempt >= 50) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Writes an entry straight into the log, at a chosen time. */
async function entryAt(at: string, fields: Partial<typeof auditLog.$inferInsert> = {}): Promise<number> {
  const [row] = await api.db
    .insert(auditLog)
    .values({ action: 'update', entity: 'resource', entityId: 1, summary: `Entry ${unique('e')}`, at: new Date(at), ...fields })
    .returning({ id: auditLog.id });
  if (!row) throw new Error('entry not written');
  return row.id;
}

describe('GET /api/admin/audit-log', () => {
  it("answers an admin's action with the actor's name, newest first, 100 per page by default", async () => {
    const created = await admin.post('/api/admin/resources', { title: `Audit ${unique('r')}`, description: 'd', url: 'https://example.org' });
    expect(created.statusCode).toBe(201);
    const body = await entries(admin, '');
    expect(body).toMatchObject({ page: 1, per_page: 100 });
    expect(body.entries[0]).toMatchObject({
      action: 'create',
      entity: 'resource',
      entity_id: created.json().resource.id,
      actor: { id: admin.admin.id, full_name: expect.stringContaining('Admin ') },
    });
    const times = body.entries.map((entry) => `${entry.at}|${String(entry.id).padStart(10, '0')}`);
    expect([...times].sort().reverse()).toEqual(times);
    expect(body.total).toBeGreaterThanOrEqual(body.entries.length);
  });

  it('filters by actor, action, record type and id, and searches the summary', async () => {
    const marker = unique('quokka');
    const other = await insertAdmin(api.db, 'admin');
    await entryAt('2026-03-01T10:00:00Z', {
      adminId: other.id,
      actorName: 'Other admin',
      action: 'delete',
      entity: 'therapist',
      entityId: 77,
      summary: `Deleted therapist ${marker}`,
    });
    await entryAt('2026-03-02T10:00:00Z', {
      adminId: other.id,
      actorName: 'Other admin',
      action: 'update',
      entity: 'user',
      entityId: 77,
      summary: `Updated user ${marker}`,
    });
    await entryAt('2026-03-03T10:00:00Z', { adminId: admin.admin.id, action: 'update', entity: 'user', entityId: 78, summary: `Updated user ${marker} again` });

    const bySearch = await entries(admin, `?search=${marker.toUpperCase()}`);
    expect(bySearch.total).toBe(3);
    expect((await entries(admin, `?search=${marker}&actor_id=${other.id}`)).entries.map((entry) => entry.summary)).toEqual([
      `Updated user ${marker}`,
      `Deleted therapist ${marker}`,
    ]);
    expect((await entries(admin, `?search=${marker}&action=delete`)).entries.map((entry) => entry.entity)).toEqual(['therapist']);
    expect((await entries(admin, `?search=${marker}&action=all&entity=user`)).total).toBe(2);
    // One record's History.
    const history = await entries(admin, `?entity=user&entity_id=77`);
    expect(history.entries.map((entry) => entry.summary)).toEqual([`Updated user ${marker}`]);
    // % and _ are literal.
    expect((await entries(admin, '?search=%25%25%25_')).total).toBe(0);
  });

  it('filters a date range, both days included, and sorts oldest first when asked', async () => {
    const marker = unique('range');
    for (const at of ['2025-06-09T23:59:59Z', '2025-06-10T00:00:00Z', '2025-06-11T12:00:00Z', '2025-06-12T23:59:59.999Z', '2025-06-13T00:00:00Z']) {
      await entryAt(at, { summary: `${marker} at ${at}` });
    }
    const inRange = await entries(admin, `?search=${marker}&from=2025-06-10&to=2025-06-12`);
    expect(inRange.entries.map((entry) => entry.at)).toEqual(['2025-06-12T23:59:59.999Z', '2025-06-11T12:00:00.000Z', '2025-06-10T00:00:00.000Z']);
    expect((await entries(admin, `?search=${marker}&from=2025-06-12`)).total).toBe(2);
    expect((await entries(admin, `?search=${marker}&to=2025-06-09`)).total).toBe(1);
    expect((await entries(admin, `?search=${marker}&from=2025-06-11&to=2025-06-11`)).total).toBe(1);
    const oldestFirst = await entries(admin, `?search=${marker}&sort=at&order=asc`);
    expect(oldestFirst.entries[0]?.at).toBe('2025-06-09T23:59:59.000Z');
  });

  it('pages on the server, with the total on every page (also past the end)', async () => {
    const marker = unique('paged');
    for (let day = 1; day <= 5; day += 1) await entryAt(`2024-01-0${day}T08:00:00Z`, { summary: `${marker} ${day}` });
    const second = await entries(admin, `?search=${marker}&per_page=2&page=2`);
    expect(second).toMatchObject({ total: 5, page: 2, per_page: 2 });
    expect(second.entries.map((entry) => entry.summary)).toEqual([`${marker} 3`, `${marker} 2`]);
    expect((await entries(admin, `?search=${marker}&per_page=2&page=3`)).entries).toHaveLength(1);
    const past = await entries(admin, `?search=${marker}&per_page=2&page=9`);
    expect(past).toMatchObject({ total: 5, entries: [] });
    expect((await entries(admin, `?search=nothing-matches-${marker}`)).total).toBe(0);
  });

  it('400 naming the field for bad dates, ranges, sorts and filters', async () => {
    const message = async (query: string) => {
      const res = await admin.get(`/api/admin/audit-log${query}`);
      expect(res.statusCode).toBe(400);
      return res.json().message as string;
    };
    expect(await message('?from=2026-13-01')).toMatch(/^From must be a date/);
    expect(await message('?to=yesterday')).toMatch(/^To must be a date/);
    expect(await message('?from=1999-12-31')).toMatch(/^From must be a date between/);
    expect(await message('?to=20226-01-01')).toMatch(/^To must be a date/);
    expect(await message('?from=2026-02-01&to=2026-01-31')).toBe('To must be on or after From');
    expect(await message('?sort=summary')).toMatch(/^Sort must be one of: at/);
    expect(await message('?order=up')).toMatch(/^Order must be one of/);
    expect(await message('?action=hack')).toMatch(/^Action must be one of/);
    expect(await message('?entity=table')).toMatch(/^Record type must be one of/);
    expect(await message('?actor_id=0')).toMatch(/^Actor must be a whole number/);
    expect(await message('?entity_id=x')).toMatch(/^Record id must be a whole number/);
  });

  it("keeps the actor's name after the admin account is deleted", async () => {
    const leaving = await signedIn(api.app, api.db, 'admin');
    const name = `Leaving ${unique('n')}`;
    await api.db.update(users).set({ fullName: name }).where(eq(users.id, leaving.admin.id));
    const created = await leaving.post('/api/admin/resources', { title: `By ${name}`, description: 'd', url: 'https://example.org' });
    expect(created.statusCode).toBe(201);
    expect((await superAdmin.delete(`/api/admin/users/${leaving.admin.id}`)).statusCode).toBe(200);
    const [entry] = (await entries(admin, `?search=${encodeURIComponent(`By ${name}`)}`)).entries;
    expect(entry).toMatchObject({ action: 'create', actor: { id: null, full_name: name } });
  });

  it('401 without a token', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/admin/audit-log' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/audit-log/actors', () => {
  it('lists the admins who appear in the log, by name', async () => {
    const res = await admin.get('/api/admin/audit-log/actors');
    expect(res.statusCode).toBe(200);
    const { actors } = auditActorsResponseSchema.parse(res.json());
    expect(actors.map((actor) => actor.id)).toEqual(expect.arrayContaining([admin.admin.id, superAdmin.admin.id]));
    const names = actors.map((actor) => actor.full_name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
  });
});

describe('failed sign-ins and refused requests', () => {
  const failedSignIns = () => entries(admin, '?action=sign_in_failed&per_page=100');

  it('a wrong password is recorded with the account e-mail, never the password', async () => {
    const target = await insertAdmin(api.db, 'admin');
    const secret = `Wrong-${unique('pw')}`;
    const res = await api.app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { email: target.email.toUpperCase(), password: secret } });
    expect(res.statusCode).toBe(401);
    const { entries: found } = await failedSignIns();
    const entry = found.find((candidate) => candidate.entity_id === target.id);
    expect(entry).toMatchObject({ action: 'sign_in_failed', entity: 'session', summary: `Failed sign-in for ${target.email}`, actor: null });
    expect(JSON.stringify(found)).not.toContain(secret);
  });

  it('an unknown e-mail and an inactive account are recorded without naming what was typed', async () => {
    const typed = `${unique('nobody')}@example.org`;
    expect((await api.app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { email: typed, password: 'whatever-1' } })).statusCode).toBe(401);
    const suspended = await insertAdmin(api.db, 'admin', { status: 'suspended' });
    expect((await api.app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: suspended })).statusCode).toBe(401);
    const { entries: found } = await failedSignIns();
    expect(JSON.stringify(found)).not.toContain(typed);
    expect(found.some((entry) => entry.summary === 'Failed sign-in for an unknown account' && entry.entity_id === null)).toBe(true);
    expect(found.find((entry) => entry.entity_id === suspended.id)?.summary).toBe(`Failed sign-in for ${suspended.email}`);
  });

  it("a 403 is recorded with the method and the route pattern, never the address's query", async () => {
    const target = await insertAdmin(api.db, 'super_admin');
    const res = await admin.put(`/api/admin/users/${target.id}?token=s3cret-query`, {
      full_name: 'Renamed',
      email: target.email,
      phone: '+254700000000',
      status: 'active',
    });
    expect(res.statusCode).toBe(403);
    const found = await eventually(
      () => entries(superAdmin, `?action=forbidden&actor_id=${admin.admin.id}`),
      (body) => body.total > 0,
    );
    expect(found.entries[0]).toMatchObject({
      action: 'forbidden',
      entity: 'request',
      entity_id: null,
      summary: 'Refused PUT /api/admin/users/:id',
      actor: { id: admin.admin.id },
    });
    expect(JSON.stringify(found)).not.toContain('s3cret');
  });

  it('401s are not recorded as refusals', async () => {
    const before = (await entries(admin, '?action=forbidden')).total;
    await api.app.inject({ method: 'GET', url: '/api/admin/users', headers: { authorization: 'Bearer nope' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await entries(admin, '?action=forbidden')).total).toBe(before);
  });
});
