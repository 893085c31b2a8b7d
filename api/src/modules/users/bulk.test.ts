import { eq, inArray } from 'drizzle-orm';
import { auditLogListResponseSchema, bulkResultSchema } from '@tulia/shared/contract';
import { sessions, users } from '../../db/schema';
import { insertAdmin, login, startWithAdmins, unique } from '../../test/harness';

const { api, superAdmin, admin } = await startWithAdmins();

async function newUsers(count: number, status: 'active' | 'inactive' | 'suspended' = 'active'): Promise<number[]> {
  const marker = unique('bulk');
  const rows = await api.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        email: `${marker}-${index}@example.org`,
        username: `${marker}-${index}`,
        fullName: `Mwangi ${marker} ${index}`,
        passwordHash: '!',
        status,
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

async function statusesOf(ids: number[]): Promise<string[]> {
  const rows = await api.db.select({ id: users.id, status: users.status }).from(users).where(inArray(users.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)?.status ?? 'missing');
}

describe('POST /api/admin/users/bulk', () => {
  it('suspends every selected user, one audit entry each', async () => {
    const ids = await newUsers(4);
    const res = await admin.post('/api/admin/users/bulk', { ids, action: 'suspend' });
    expect(res.statusCode, res.body).toBe(200);
    expect(bulkResultSchema.parse(res.json())).toEqual({ message: '4 users suspended', updated: 4 });
    expect(await statusesOf(ids)).toEqual(['suspended', 'suspended', 'suspended', 'suspended']);
    for (const id of ids) {
      const history = auditLogListResponseSchema.parse((await admin.get(`/api/admin/audit-log?entity=user&entity_id=${id}`)).json());
      expect(history.entries).toEqual([
        expect.objectContaining({
          action: 'suspend',
          summary: expect.stringMatching(/^Suspended user Mwangi /),
          actor: expect.objectContaining({ id: admin.admin.id }),
        }),
      ]);
    }
  });

  it('activates, counting only the users it changed, in the singular for one', async () => {
    const [suspended = 0] = await newUsers(1, 'suspended');
    const [active = 0] = await newUsers(1, 'active');
    const res = await admin.post('/api/admin/users/bulk', { ids: [suspended, active], action: 'activate' });
    expect(res.json()).toEqual({ message: '1 user activated', updated: 1 });
    expect(await statusesOf([suspended, active])).toEqual(['active', 'active']);
  });

  it("ends a suspended administrator's sessions", async () => {
    const other = await insertAdmin(api.db, 'admin');
    const session = await login(api.app, other);
    expect((await superAdmin.post('/api/admin/users/bulk', { ids: [other.id], action: 'suspend' })).statusCode).toBe(200);
    const [row] = await api.db.select({ revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.userId, other.id));
    expect(row?.revokedAt).not.toBeNull();
    const refused = await api.app.inject({ method: 'GET', url: '/api/admin/users', headers: { authorization: `Bearer ${session.access_token}` } });
    expect(refused.statusCode).toBe(401);
  });

  it('refuses the whole request, naming the row, when one user may not be changed', async () => {
    const ids = await newUsers(2);
    const administrator = await insertAdmin(api.db, 'admin');
    const res = await admin.post('/api/admin/users/bulk', { ids: [...ids, administrator.id], action: 'suspend' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/^Only a super admin can change administrator accounts\. Admin .+ is an administrator\.$/);
    expect(await statusesOf([...ids, administrator.id])).toEqual(['active', 'active', 'active']);
    // A super admin may; nobody suspends themselves.
    const self = await superAdmin.post('/api/admin/users/bulk', { ids: [ids[0], superAdmin.admin.id], action: 'suspend' });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot change your own administrator access or status.');
    expect(await statusesOf(ids)).toEqual(['active', 'active']);
    expect((await superAdmin.post('/api/admin/users/bulk', { ids: [...ids, administrator.id], action: 'suspend' })).json().updated).toBe(3);
  });

  it('404 naming an unknown id, and nothing changes', async () => {
    const ids = await newUsers(1);
    const res = await admin.post('/api/admin/users/bulk', { ids: [...ids, 2_000_000_000], action: 'suspend' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('User 2000000000 not found');
    expect(await statusesOf(ids)).toEqual(['active']);
  });

  it('400 for empty, too many, repeated or bad ids and an unknown action', async () => {
    const message = async (payload: unknown) => {
      const res = await admin.post('/api/admin/users/bulk', payload);
      expect(res.statusCode).toBe(400);
      return res.json().message as string;
    };
    expect(await message({ ids: [], action: 'suspend' })).toBe('Select at least one row');
    expect(await message({ ids: Array.from({ length: 101 }, (_, index) => index + 1), action: 'suspend' })).toBe('Select at most 100 rows');
    expect(await message({ ids: [3, 3], action: 'suspend' })).toBe('Ids must not repeat');
    expect(await message({ ids: [0], action: 'suspend' })).toMatch(/^Ids must be whole numbers/);
    expect(await message({ ids: ['1'], action: 'suspend' })).toMatch(/^Ids must be whole numbers/);
    expect(await message({ ids: 'all', action: 'suspend' })).toBe('Ids must be a list of ids');
    expect(await message({ ids: [1], action: 'delete' })).toMatch(/^Action must be one of: suspend, activate/);
  });
});
