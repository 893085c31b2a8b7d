import { eq } from 'drizzle-orm';
import { auditActorsResponseSchema, auditLogListResponseSchema, type AuditLogEntry } from '@tulia/shared/contract';
import { users } from '../../db/schema';
import { signedIn, startTestApi, unique, type Caller, type TestApi } from '../../test/harness';

// Two admins may share a name: the log tells them apart by the account's e-mail, read when
// the log is read (docs/security.md, "Names that read as they are").

let api: TestApi;
let reader: Caller;
beforeAll(async () => {
  api = await startTestApi();
  reader = await signedIn(api.app, api.db, 'super_admin');
});
afterAll(async () => api?.close());

/** An admin named `name` who creates a resource titled `title`. */
async function actingAs(name: string, title: string): Promise<Caller> {
  const caller = await signedIn(api.app, api.db, 'admin');
  await api.db.update(users).set({ fullName: name }).where(eq(users.id, caller.admin.id));
  const created = await caller.post('/api/admin/resources', { title, description: 'd', url: 'https://example.org' });
  expect(created.statusCode, created.body).toBe(201);
  return caller;
}

async function entryTitled(title: string): Promise<AuditLogEntry | undefined> {
  const res = await reader.get(`/api/admin/audit-log?search=${encodeURIComponent(title)}`);
  expect(res.statusCode, res.body).toBe(200);
  return auditLogListResponseSchema.parse(res.json()).entries[0];
}

describe("the audit log's actors carry the account's e-mail", () => {
  it('two admins of one name read apart, in the entries and in the actor filter', async () => {
    const name = `Amani Wanjiru ${unique('n')}`;
    const [first, second] = [await actingAs(name, `First ${name}`), await actingAs(name, `Second ${name}`)];
    expect((await entryTitled(`First ${name}`))?.actor).toEqual({ id: first.admin.id, full_name: name, email: first.admin.email });
    expect((await entryTitled(`Second ${name}`))?.actor).toEqual({ id: second.admin.id, full_name: name, email: second.admin.email });

    const res = await reader.get('/api/admin/audit-log/actors');
    expect(res.statusCode, res.body).toBe(200);
    const namesakes = auditActorsResponseSchema.parse(res.json()).actors.filter((actor) => actor.full_name === name);
    expect(namesakes).toEqual(
      expect.arrayContaining([
        { id: first.admin.id, full_name: name, email: first.admin.email },
        { id: second.admin.id, full_name: name, email: second.admin.email },
      ]),
    );
  });

  it("is the account's current e-mail, so a changed address shows", async () => {
    const title = `Moved ${unique('t')}`;
    const mover = await actingAs(`Mover ${unique('n')}`, title);
    const address = `${unique('moved')}@example.org`;
    await api.db.update(users).set({ email: address }).where(eq(users.id, mover.admin.id));
    expect((await entryTitled(title))?.actor?.email).toBe(address);
  });

  it('is none once the account is deleted (the name kept at the time stays)', async () => {
    const title = `Gone ${unique('t')}`;
    const name = `Leaving ${unique('n')}`;
    const leaving = await actingAs(name, title);
    expect((await reader.delete(`/api/admin/users/${leaving.admin.id}`)).statusCode).toBe(200);
    expect((await entryTitled(title))?.actor).toEqual({ id: null, full_name: name, email: null });
  });
});
