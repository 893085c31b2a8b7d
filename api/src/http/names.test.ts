import type { LightMyRequestResponse } from 'fastify';
import { personPayload, startWithSuperAdmin } from '../test/harness';

// Full names are validated by the contract's one name field on every route that takes one
// (docs/security.md, "Names that read as they are").

const { api, superAdmin: admin } = await startWithSuperAdmin();

const INVISIBLE = /^Full name must not contain invisible or control characters/;
const HIDDEN_NAMES = ['Amani\u200bWanjiru', 'Amani \u202eurijnaW', 'Amani\nWanjiru', '\u2066Amani Wanjiru\u2069'];

/** A 400 whose `errors` name `full_name` with the invisible-character message. */
function expectNameRefused(res: LightMyRequestResponse, name: string): void {
  expect(res.statusCode, `${JSON.stringify(name)}: ${res.body}`).toBe(400);
  const errors: { field: string; message: string }[] = res.json().errors;
  expect(errors.find((error) => error.field === 'full_name')?.message, JSON.stringify(name)).toMatch(INVISIBLE);
}

const contact = (full_name: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { full_name, email: 'visitor@example.org', subject: 'General Inquiry', message: 'Hello there' },
  });

describe('a full name that hides characters is a 400 naming full_name', () => {
  it('creating and updating a user', async () => {
    for (const name of HIDDEN_NAMES) {
      const res = await admin.post('/api/admin/users', { ...personPayload('nm'), full_name: name });
      expectNameRefused(res, name);
      expect(res.json().message).toMatch(INVISIBLE);
    }
    const created = await admin.post('/api/admin/users', personPayload('nm'));
    expect(created.statusCode, created.body).toBe(201);
    const { id, email, phone } = created.json().user;
    expectNameRefused(await admin.put(`/api/admin/users/${id}`, { full_name: 'Amani\u200bWanjiru', email, phone, status: 'active' }), 'update');
  });

  it('therapists, rafikis and admin registration', async () => {
    const registration = await api.appWith({ adminRegistration: 'open', profile: 'demo', production: false });
    for (const name of HIDDEN_NAMES) {
      const person = { ...personPayload('nm'), full_name: name };
      expectNameRefused(await admin.post('/api/admin/therapists', person), name);
      expectNameRefused(await admin.post('/api/admin/rafikis', person), name);
      expectNameRefused(await registration.inject({ method: 'POST', url: '/api/auth/admin/register', payload: person }), name);
    }
  });

  it('the public contact form', async () => {
    for (const name of HIDDEN_NAMES) expectNameRefused(await contact(name), name);
  });
});

describe('a full name as it reads', () => {
  it('is stored NFKC-normalised, trimmed and with single spaces', async () => {
    const created = await admin.post('/api/admin/users', { ...personPayload('nm'), full_name: "  Ｚöe\u00a0\u00a0O'Brien  " });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().user.full_name).toBe("Zöe O'Brien");
  });

  it('keeps letters of any script, apostrophes, hyphens and dots', async () => {
    for (const name of ['Njeri Wa-Kamau', "O'Brien", 'أمينة عبد الله', '王芳', 'J. Otieno']) {
      const res = await contact(name);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
    }
  });
});
