import { eq } from 'drizzle-orm';
import { bomaGroupSchema, groupSuggestionSchema, rafikiSchema, suggestionsListResponseSchema, type Rafiki } from '@tulia/shared/contract';
import { bomaGroups, groupSuggestions } from '../../db/schema';
import { rafikiPayload, startWithAdmin, unique } from '../../test/harness';

const { api, admin } = await startWithAdmin();

async function suggestion(overrides: Partial<typeof groupSuggestions.$inferInsert> = {}): Promise<number> {
  const [row] = await api.db
    .insert(groupSuggestions)
    .values({
      groupName: `Mothers ${unique('s')}`,
      description: 'A boma for young mothers in Nakuru',
      category: 'Support',
      reasoning: 'There is no group for us yet',
      suggestedByName: 'Faith Wambui',
      suggestedByEmail: 'faith@example.org',
      ...overrides,
    })
    .returning({ id: groupSuggestions.id });
  if (!row) throw new Error('not inserted');
  return row.id;
}

async function activeRafiki(): Promise<Rafiki> {
  const res = await admin.post('/api/admin/rafikis', rafikiPayload({ location: 'Nakuru', status: 'active' }));
  return rafikiSchema.parse(res.json().rafiki);
}

describe('GET /api/admin/suggest-groups-requests', () => {
  it('answers suggestions with status filter and search', async () => {
    const marker = unique('Nyeri');
    await suggestion({ groupName: `Boda riders ${marker}` });
    await suggestion({ groupName: `Tea pickers ${marker}`, status: 'rejected' });
    const all = suggestionsListResponseSchema.parse((await admin.get(`/api/admin/suggest-groups-requests?search=${marker}`)).json());
    expect(all.total).toBe(2);
    expect((await admin.get(`/api/admin/suggest-groups-requests?search=${marker}&status=pending`)).json().total).toBe(1);
    expect((await admin.get('/api/admin/suggest-groups-requests?status=maybe')).statusCode).toBe(400);
    expect((await api.app.inject({ method: 'GET', url: '/api/admin/suggest-groups-requests' })).statusCode).toBe(401);
  });

  it('GET by id, 404', async () => {
    const id = await suggestion();
    expect(groupSuggestionSchema.parse((await admin.get(`/api/admin/suggest-groups-requests/${id}`)).json().suggestion).status).toBe('pending');
    expect((await admin.get('/api/admin/suggest-groups-requests/999999')).statusCode).toBe(404);
  });
});

describe('PUT /api/admin/suggest-groups-requests/{id}', () => {
  it('approval creates the boma group with the chosen rafiki as manager, and says so', async () => {
    const rafiki = await activeRafiki();
    const id = await suggestion();
    const res = await admin.put(`/api/admin/suggest-groups-requests/${id}`, { status: 'approved', notes: 'Good idea', assigned_rafiki_id: rafiki.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/was created/);
    const group = bomaGroupSchema.parse(res.json().boma_group);
    expect(group).toMatchObject({ category: 'Support', created_by: admin.admin.id, assigned_rafiki_id: rafiki.id });
    expect(group.managers[0]).toMatchObject({ id: rafiki.user_id, is_rafiki: true, role: 'manager' });
    const stored = groupSuggestionSchema.parse(res.json().suggestion);
    expect(stored).toMatchObject({
      status: 'approved',
      admin_notes: 'Good idea',
      assigned_rafiki_id: rafiki.id,
      boma_group_id: group.id,
      assigned_rafiki: { id: rafiki.id },
    });
    // Only pending suggestions can be reviewed.
    const again = await admin.put(`/api/admin/suggest-groups-requests/${id}`, { status: 'rejected', notes: 'x' });
    expect(again.statusCode).toBe(409);
  });

  it('is one transaction: a refused rafiki leaves no group and the suggestion pending', async () => {
    const id = await suggestion({ groupName: `Atomic ${unique('a')}` });
    const res = await admin.put(`/api/admin/suggest-groups-requests/${id}`, { status: 'approved', assigned_rafiki_id: 999999 });
    expect(res.statusCode).toBe(400);
    const [row] = await api.db.select().from(groupSuggestions).where(eq(groupSuggestions.id, id));
    expect(row?.status).toBe('pending');
    const groups = await api.db
      .select()
      .from(bomaGroups)
      .where(eq(bomaGroups.name, row?.groupName ?? ''));
    expect(groups).toHaveLength(0);
  });

  it('approval without a rafiki; rejection needs a reason', async () => {
    const approved = await admin.put(`/api/admin/suggest-groups-requests/${await suggestion()}`, { status: 'approved' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().boma_group.managers).toEqual([]);
    const id = await suggestion();
    const noReason = await admin.put(`/api/admin/suggest-groups-requests/${id}`, { status: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Reason is required');
    const rejected = await admin.put(`/api/admin/suggest-groups-requests/${id}`, { status: 'rejected', notes: 'Duplicate of an existing boma' });
    expect(rejected.json().suggestion).toMatchObject({ status: 'rejected', admin_notes: 'Duplicate of an existing boma' });
    expect((await admin.put(`/api/admin/suggest-groups-requests/${id}`, { status: 'pending' })).json().message).toBe('Status must be approved or rejected');
    expect((await admin.put('/api/admin/suggest-groups-requests/999999', { status: 'approved' })).statusCode).toBe(404);
  });
});
