import { therapistSchema, therapistsListResponseSchema, type Therapist } from '@tulia/shared/contract';
import { signedIn, startWithAdmin, therapistPayload, unique } from '../../test/harness';

const { api, admin } = await startWithAdmin();

async function createTherapist(overrides: Record<string, unknown> = {}): Promise<Therapist> {
  const res = await admin.post('/api/admin/therapists', therapistPayload(overrides));
  expect(res.statusCode).toBe(201);
  return therapistSchema.parse(res.json().therapist);
}

describe('therapists', () => {
  it('POST creates the user row and the therapist in one step; status defaults to pending', async () => {
    const payload = therapistPayload();
    const res = await admin.post('/api/admin/therapists', payload);
    expect(res.statusCode).toBe(201);
    const therapist = therapistSchema.parse(res.json().therapist);
    expect(therapist).toMatchObject({
      status: 'pending',
      license_type: 'clinical',
      specialization: ['CBT', 'Trauma-informed care'],
      languages: ['English', 'Kiswahili'],
      user: { email: payload.email, full_name: payload.full_name, username: payload.username },
    });
    const user = (await admin.get(`/api/admin/users/${therapist.user_id}`)).json().user;
    expect(user.role).toBe('therapist');
  });

  it('POST: 400 naming the field, 409 for email, username and license number', async () => {
    const missing = await admin.post('/api/admin/therapists', { ...therapistPayload(), languages: [] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Languages is required');
    expect((await admin.post('/api/admin/therapists', therapistPayload({ hourly_rate: -5 }))).json().message).toBe(
      'Hourly rate must be a whole number between 0 and 1000000',
    );
    const existing = await createTherapist();
    expect((await admin.post('/api/admin/therapists', therapistPayload({ email: existing.user.email }))).statusCode).toBe(409);
    expect((await admin.post('/api/admin/therapists', therapistPayload({ username: existing.user.username }))).statusCode).toBe(409);
    const license = await admin.post('/api/admin/therapists', therapistPayload({ license_number: existing.license_number }));
    expect(license.statusCode).toBe(409);
    expect(license.json().message).toBe('License number is already registered');
    // Nothing half-created: the user of the refused therapist does not exist.
    const search = await admin.get(`/api/admin/users?search=${encodeURIComponent(existing.license_number)}`);
    expect(search.json().total).toBe(0);
  });

  it('GET lists with status filter and search (therapists key, paging)', async () => {
    const marker = unique('Chebet');
    await createTherapist({ full_name: `Dr ${marker}`, status: 'active' });
    await createTherapist({ full_name: `Dr ${marker} Two`, status: 'on_leave' });
    const all = therapistsListResponseSchema.parse((await admin.get(`/api/admin/therapists?search=${marker}`)).json());
    expect(all.total).toBe(2);
    const active = therapistsListResponseSchema.parse((await admin.get(`/api/admin/therapists?search=${marker}&status=active`)).json());
    expect(active.therapists.map((therapist) => therapist.status)).toEqual(['active']);
    expect((await admin.get('/api/admin/therapists?status=retired')).statusCode).toBe(400);
  });

  it('GET by id, 404', async () => {
    const therapist = await createTherapist();
    expect((await admin.get(`/api/admin/therapists/${therapist.id}`)).json().therapist.id).toBe(therapist.id);
    expect((await admin.get('/api/admin/therapists/999999')).statusCode).toBe(404);
  });

  it('PUT saves the whole form; the password is optional', async () => {
    const therapist = await createTherapist();
    const payload = therapistPayload({
      email: therapist.user.email,
      username: therapist.user.username,
      full_name: 'Dr Akinyi Odhiambo',
      license_number: therapist.license_number,
      status: 'on_leave',
      hourly_rate: 40,
      password: undefined,
    });
    const res = await admin.put(`/api/admin/therapists/${therapist.id}`, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json().therapist).toMatchObject({ status: 'on_leave', hourly_rate: 40, user: { full_name: 'Dr Akinyi Odhiambo' } });
    expect((await admin.put('/api/admin/therapists/999999', payload)).statusCode).toBe(404);
    expect((await admin.put(`/api/admin/therapists/${therapist.id}`, { ...payload, license_number: '' })).statusCode).toBe(400);
    const other = await createTherapist();
    expect((await admin.put(`/api/admin/therapists/${therapist.id}`, { ...payload, license_number: other.license_number })).statusCode).toBe(409);
  });

  it('PUT on a therapist whose account is an administrator is for super admins (403)', async () => {
    const therapist = await createTherapist();
    const superAdmin = await signedIn(api.app, api.db, 'super_admin');
    const promoted = await superAdmin.put(`/api/admin/users/${therapist.user_id}`, {
      full_name: therapist.user.full_name,
      email: therapist.user.email,
      phone: '1',
      status: 'active',
      is_admin: true,
    });
    expect(promoted.statusCode).toBe(200);
    const payload = therapistPayload({
      email: therapist.user.email,
      username: therapist.user.username,
      license_number: therapist.license_number,
      password: undefined,
    });
    expect((await admin.put(`/api/admin/therapists/${therapist.id}`, payload)).statusCode).toBe(403);
    expect((await superAdmin.put(`/api/admin/therapists/${therapist.id}`, payload)).statusCode).toBe(200);
  });

  it('DELETE removes the therapist (the account stays a user); 404 after', async () => {
    const therapist = await createTherapist();
    expect((await admin.delete(`/api/admin/therapists/${therapist.id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/admin/therapists/${therapist.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/admin/therapists/${therapist.id}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/admin/users/${therapist.user_id}`)).json().user.role).toBe('user');
  });

  it('401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/therapists'],
      ['POST', '/api/admin/therapists'],
      ['PUT', '/api/admin/therapists/1'],
      ['DELETE', '/api/admin/therapists/1'],
    ] as const) {
      expect((await api.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
