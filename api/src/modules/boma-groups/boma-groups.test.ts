import { bomaGroupSchema, bomaGroupsListResponseSchema, rafikiSchema, type BomaGroup, type Rafiki } from '@tulia/shared/contract';
import { bomaGroupMembers } from '../../db/schema';
import { personPayload, rafikiPayload, startWithAdmin, unique } from '../../test/harness';

const { api, admin } = await startWithAdmin();

async function createRafiki(status = 'active'): Promise<Rafiki> {
  const res = await admin.post('/api/admin/rafikis', rafikiPayload({ location: 'Mombasa', status }));
  expect(res.statusCode).toBe(201);
  return rafikiSchema.parse(res.json().rafiki);
}

async function createGroup(overrides: Record<string, unknown> = {}): Promise<BomaGroup> {
  const res = await admin.post('/api/admin/boma-groups', { name: `Boma ${unique('g')}`, description: 'A circle for students', ...overrides });
  expect(res.statusCode).toBe(201);
  return bomaGroupSchema.parse(res.json().boma_group);
}

describe('POST /api/admin/boma-groups', () => {
  it('creates with defaults; created_by is the signed-in admin whatever is sent; tags cleaned', async () => {
    const res = await admin.post('/api/admin/boma-groups', { name: 'Vijana Circle', description: 'Youth support', created_by: 1, tags: 'youth, , support ' });
    expect(res.statusCode).toBe(201);
    const group = bomaGroupSchema.parse(res.json().boma_group);
    expect(group).toMatchObject({
      category: 'Mental Health',
      status: 'active',
      is_active: true,
      is_private: false,
      tags: ['youth', 'support'],
      created_by: admin.admin.id,
      creator: { id: admin.admin.id, email: admin.admin.email, is_rafiki: false },
      managers: [],
      real_member_count: 0,
      member_count: 0,
    });
  });

  it('makes the assigned rafiki the manager; only an active rafiki may be assigned', async () => {
    const rafiki = await createRafiki();
    const group = await createGroup({ assigned_rafiki_id: String(rafiki.id) });
    expect(group.assigned_rafiki_id).toBe(rafiki.id);
    expect(group.managers).toEqual([
      { id: rafiki.user_id, full_name: rafiki.user.full_name, email: rafiki.user.email, username: rafiki.user.username, is_rafiki: true, role: 'manager' },
    ]);
    expect(group.real_member_count).toBe(1);
    const trainee = await createRafiki('training');
    const refused = await admin.post('/api/admin/boma-groups', { name: 'x', description: 'y', assigned_rafiki_id: trainee.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Assigned rafiki must be an active rafiki');
    expect((await admin.post('/api/admin/boma-groups', { name: 'x', description: 'y', assigned_rafiki_id: 999999 })).json().message).toBe(
      'Assigned rafiki not found',
    );
  });

  it('400 naming the field', async () => {
    expect((await admin.post('/api/admin/boma-groups', { description: 'y' })).json().message).toBe('Name is required');
    expect((await admin.post('/api/admin/boma-groups', { name: 'x', description: ' ' })).json().message).toBe('Description is required');
    expect((await admin.post('/api/admin/boma-groups', { name: 'x', description: 'y', category: 'support' })).statusCode).toBe(400);
    expect((await admin.post('/api/admin/boma-groups', { name: 'x', description: 'y', image_url: 'not a url' })).json().message).toBe(
      'Image URL must be a valid URL',
    );
    expect((await admin.post('/api/admin/boma-groups', { name: 'x', description: 'y', is_private: 'yes' })).json().message).toBe(
      'Private group must be true or false',
    );
  });
});

describe('GET /api/admin/boma-groups', () => {
  it('answers boma_groups with paging (default 20), filters and search on name or description', async () => {
    const marker = unique('kilimo');
    await createGroup({ name: `Farmers ${marker}`, category: 'Support' });
    await createGroup({ description: `For ${marker} people`, status: 'suspended', category: 'Therapy' });
    const res = await admin.get(`/api/admin/boma-groups?search=${marker}`);
    const body = bomaGroupsListResponseSchema.parse(res.json());
    expect(body).toMatchObject({ total: 2, page: 1, per_page: 20 });
    expect((await admin.get(`/api/admin/boma-groups?search=${marker}&status=suspended`)).json().total).toBe(1);
    expect((await admin.get(`/api/admin/boma-groups?search=${marker}&category=Therapy`)).json().total).toBe(1);
    expect((await admin.get(`/api/admin/boma-groups?search=${marker}&category=all&status=all`)).json().total).toBe(2);
    expect((await admin.get('/api/admin/boma-groups?category=therapy')).statusCode).toBe(400);
  });

  it('counts real members, never a random number', async () => {
    const group = await createGroup();
    const members = await Promise.all([0, 1, 2].map(() => admin.post('/api/admin/users', { ...personPayload('mem') })));
    await api.db.insert(bomaGroupMembers).values(members.map((res) => ({ groupId: group.id, userId: res.json().user.id as number })));
    const again = (await admin.get(`/api/admin/boma-groups/${group.id}`)).json().boma_group;
    expect(again.real_member_count).toBe(3);
    expect(again.member_count).toBe(3);
  });
});

describe('PUT and DELETE /api/admin/boma-groups/{id}', () => {
  it('updates the fields and the assigned rafiki (absent keeps it, null removes it)', async () => {
    const first = await createRafiki();
    const second = await createRafiki();
    const group = await createGroup({ assigned_rafiki_id: first.id });
    const base = { name: 'Renamed', description: 'New text', category: 'Wellness', tags: ['calm'], is_private: true, status: 'inactive' };
    const kept = (await admin.put(`/api/admin/boma-groups/${group.id}`, base)).json().boma_group;
    expect(kept).toMatchObject({ name: 'Renamed', category: 'Wellness', is_private: true, status: 'inactive', is_active: false, assigned_rafiki_id: first.id });
    const moved = (await admin.put(`/api/admin/boma-groups/${group.id}`, { ...base, assigned_rafiki_id: second.id })).json().boma_group;
    expect(moved.assigned_rafiki_id).toBe(second.id);
    expect(moved.managers.map((manager: { id: number }) => manager.id)).toEqual([second.user_id]);
    // The previous rafiki stays a member.
    expect(moved.real_member_count).toBe(2);
    const none = (await admin.put(`/api/admin/boma-groups/${group.id}`, { ...base, assigned_rafiki_id: null })).json().boma_group;
    expect(none).toMatchObject({ assigned_rafiki_id: null, managers: [] });
  });

  it('400, 404 and delete', async () => {
    const group = await createGroup();
    expect((await admin.put(`/api/admin/boma-groups/${group.id}`, { name: '' })).statusCode).toBe(400);
    expect((await admin.put('/api/admin/boma-groups/999999', { name: 'a', description: 'b' })).statusCode).toBe(404);
    expect((await admin.delete(`/api/admin/boma-groups/${group.id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/admin/boma-groups/${group.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/admin/boma-groups/${group.id}`)).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'DELETE', url: `/api/admin/boma-groups/${group.id}` })).statusCode).toBe(401);
  });
});
