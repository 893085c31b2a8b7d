import { resourceSchema, resourcesListResponseSchema } from '@tulia/shared/contract';
import { startWithAdmin, unique } from '../../test/harness';

const { api, admin } = await startWithAdmin();

const payload = (overrides: Record<string, unknown> = {}) => ({
  title: `Coping with exam stress ${unique('r')}`,
  description: 'Practical tips for students',
  url: 'https://example.org/exam-stress',
  ...overrides,
});

describe('resources', () => {
  it('POST with defaults; empty phone and image become null; tags cleaned', async () => {
    const res = await admin.post('/api/admin/resources', payload({ phone: '', image_url: '', tags: 'exams, ,stress' }));
    expect(res.statusCode).toBe(201);
    expect(resourceSchema.parse(res.json().resource)).toMatchObject({
      category: 'Mental Health',
      resource_type: 'article',
      is_active: true,
      phone: null,
      image_url: null,
      tags: ['exams', 'stress'],
    });
  });

  it('POST 400 naming the field', async () => {
    expect((await admin.post('/api/admin/resources', payload({ title: '' }))).json().message).toBe('Title is required');
    expect((await admin.post('/api/admin/resources', payload({ url: 'ftp://x' }))).json().message).toBe('URL must be a valid URL');
    expect((await admin.post('/api/admin/resources', payload({ resource_type: 'podcast' }))).json().message).toMatch(/^Resource type must be one of/);
  });

  it('GET filters status (is_active), resource_type and search on title or description', async () => {
    const marker = unique('Befrienders');
    await admin.post(
      '/api/admin/resources',
      payload({ title: `${marker} hotline`, resource_type: 'hotline', phone: '+254 722 178 177', category: 'Crisis Support' }),
    );
    await admin.post('/api/admin/resources', payload({ description: `About ${marker}`, is_active: false }));
    const all = resourcesListResponseSchema.parse((await admin.get(`/api/admin/resources?search=${marker}&status=all`)).json());
    expect(all.total).toBe(2);
    expect((await admin.get(`/api/admin/resources?search=${marker}&status=inactive`)).json().total).toBe(1);
    expect((await admin.get(`/api/admin/resources?search=${marker}&resource_type=hotline`)).json().resources[0].phone).toBe('+254 722 178 177');
    expect((await admin.get('/api/admin/resources?resource_type=podcast')).statusCode).toBe(400);
  });

  it('PUT takes the same payload; 404; DELETE', async () => {
    const created = resourceSchema.parse((await admin.post('/api/admin/resources', payload())).json().resource);
    const res = await admin.put(`/api/admin/resources/${created.id}`, payload({ title: 'Updated', is_active: false, resource_type: 'video' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().resource).toMatchObject({ title: 'Updated', is_active: false, resource_type: 'video' });
    expect((await admin.put(`/api/admin/resources/${created.id}`, { title: 'x' })).statusCode).toBe(400);
    expect((await admin.put('/api/admin/resources/999999', payload())).statusCode).toBe(404);
    expect((await admin.delete(`/api/admin/resources/${created.id}`)).statusCode).toBe(200);
    expect((await admin.delete(`/api/admin/resources/${created.id}`)).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'POST', url: '/api/admin/resources', payload: payload() })).statusCode).toBe(401);
  });
});
