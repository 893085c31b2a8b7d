import { rafikiSchema, rafikisListResponseSchema, type Rafiki } from '@tulia/shared/contract';
import { rafikiPayload, startWithAdmin, unique } from '../../test/harness';

const { api, admin } = await startWithAdmin();

async function createRafiki(overrides: Record<string, unknown> = {}): Promise<Rafiki> {
  const res = await admin.post('/api/admin/rafikis', rafikiPayload(overrides));
  expect(res.statusCode).toBe(201);
  return rafikiSchema.parse(res.json().rafiki);
}

describe('rafikis', () => {
  it('POST creates user and rafiki; status defaults to training; lists are cleaned', async () => {
    const rafiki = await createRafiki();
    expect(rafiki).toMatchObject({
      status: 'training',
      specialties: ['Anxiety', 'Grief'],
      help_areas: ['Students', 'Young parents'],
      user: { location: 'Kisumu' },
    });
    expect((await admin.get(`/api/admin/users/${rafiki.user_id}`)).json().user.role).toBe('rafiki');
  });

  it('POST: 400 naming the field and 409', async () => {
    expect((await admin.post('/api/admin/rafikis', rafikiPayload({ motivations: '' }))).json().message).toBe('Motivations is required');
    expect((await admin.post('/api/admin/rafikis', rafikiPayload({ password: '1234567' }))).json().message).toBe('Password must be at least 8 characters long');
    expect((await admin.post('/api/admin/rafikis', rafikiPayload({ status: 'retired' }))).statusCode).toBe(400);
    const existing = await createRafiki();
    expect((await admin.post('/api/admin/rafikis', rafikiPayload({ email: existing.user.email }))).statusCode).toBe(409);
  });

  it('GET ?status=active for the dropdowns, ?status=training for the requests, and search', async () => {
    const marker = unique('Mwangi');
    const active = await createRafiki({ full_name: `Active ${marker}`, status: 'active' });
    await createRafiki({ full_name: `Training ${marker}` });
    const activeList = rafikisListResponseSchema.parse((await admin.get(`/api/admin/rafikis?status=active&search=${marker}`)).json());
    expect(activeList.rafikis.map((rafiki) => rafiki.id)).toEqual([active.id]);
    const requests = rafikisListResponseSchema.parse((await admin.get(`/api/admin/rafikis?status=training&search=${marker}`)).json());
    expect(requests.total).toBe(1);
    expect((await admin.get(`/api/admin/rafikis?search=anxiety&per_page=1`)).json().per_page).toBe(1);
  });

  it('approve: training to active', async () => {
    const rafiki = await createRafiki();
    const res = await admin.put(`/api/admin/rafikis/${rafiki.id}`, { status: 'active', admin_notes: 'Great interview' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Rafiki application approved');
    expect(res.json().rafiki).toMatchObject({ status: 'active', admin_notes: 'Great interview' });
    expect(res.json().rafiki.reviewed_at).not.toBeNull();
  });

  it('reject: training to inactive, the reason is required', async () => {
    const rafiki = await createRafiki();
    const noReason = await admin.put(`/api/admin/rafikis/${rafiki.id}`, { status: 'inactive' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Reason is required');
    const res = await admin.put(`/api/admin/rafikis/${rafiki.id}`, { status: 'inactive', reason: 'Not enough availability' });
    expect(res.json()).toMatchObject({ message: 'Rafiki application rejected', rafiki: { status: 'inactive', rejection_reason: 'Not enough availability' } });
  });

  it('PUT: other status changes, 400 and 404', async () => {
    const rafiki = await createRafiki({ status: 'active' });
    expect((await admin.put(`/api/admin/rafikis/${rafiki.id}`, { status: 'suspended' })).json().rafiki.status).toBe('suspended');
    expect((await admin.put(`/api/admin/rafikis/${rafiki.id}`, { status: 'gone' })).statusCode).toBe(400);
    expect((await admin.put('/api/admin/rafikis/999999', { status: 'active' })).statusCode).toBe(404);
  });

  it('DELETE, 404, 401', async () => {
    const rafiki = await createRafiki();
    expect((await admin.delete(`/api/admin/rafikis/${rafiki.id}`)).statusCode).toBe(200);
    expect((await admin.delete(`/api/admin/rafikis/${rafiki.id}`)).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: '/api/admin/rafikis' })).statusCode).toBe(401);
    expect((await api.app.inject({ method: 'PUT', url: `/api/admin/rafikis/${rafiki.id}`, payload: { status: 'active' } })).statusCode).toBe(401);
  });
});
