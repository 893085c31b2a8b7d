import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { personPayload, startWithSuperAdmin, unique } from '../test/harness';

// Input the schemas used to accept and the database refused (a 500): impossible dates,
// over-long text, deeply nested JSON; and usernames that only look like another one.
// Each answer must be a 400 naming the field.

const { api, superAdmin: admin } = await startWithSuperAdmin();

interface FieldError {
  field: string;
  message: string;
}

function refusedAt(res: { statusCode: number; body: string; json: () => unknown }, field: string, message?: RegExp): void {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
  const body = res.json() as { message: string; errors: FieldError[] };
  expect(
    body.errors.map((error) => error.field),
    res.body.slice(0, 300),
  ).toContain(field);
  if (message) expect(body.errors.find((error) => error.field === field)?.message).toMatch(message);
}

const contactPayload = () => ({ full_name: 'Amani', email: 'amani@example.org', subject: 'Other', message: 'Habari' });
const deepObject = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
};
const therapistPayload = (extra: Record<string, unknown> = {}) => ({
  ...personPayload('th'),
  license_number: unique('LIC'),
  license_type: 'counseling',
  specialization: ['Anxiety'],
  years_experience: 3,
  education: ['BA'],
  languages: ['English'],
  hourly_rate: 1000,
  ...extra,
});

describe('impossible dates', () => {
  it.each(['0000-01-01', '0001-01-01', '1899-12-31', '2101-01-01', '9999-12-31'])('join date %s of a user is a 400 naming join_date', async (date) => {
    refusedAt(
      await admin.post('/api/admin/users', { ...personPayload('d'), join_date: date }),
      'join_date',
      /Join date must be a date between 1900-01-01 and 2100-12-31/,
    );
  });

  it('join date of a rafiki at year 0 is a 400 naming join_date', async () => {
    const payload = { ...personPayload('r'), bio: 'Bio', location: 'Nairobi', personal_experience: 'Some', motivations: 'Many', join_date: '0000-06-15' };
    refusedAt(await admin.post('/api/admin/rafikis', payload), 'join_date');
  });

  it('dates at the bounds are accepted', async () => {
    for (const date of ['1900-01-01', '2100-12-31']) {
      const res = await admin.post('/api/admin/users', { ...personPayload('b'), join_date: date });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().user.join_date).toBe(date);
    }
  });
});

describe('text longer than the database takes', () => {
  // Random letters: a repeated letter compresses, and PostgreSQL's index would then take it.
  const longEmail = `${Array.from(randomBytes(3000), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}@example.org`;

  it('an e-mail address over 254 characters is a 400 on the public contact form', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/api/contact', payload: { ...contactPayload(), email: longEmail } });
    refusedAt(res, 'email', /Email must be at most 254 characters/);
  });

  it('an e-mail address over 254 characters is a 400 for a new user', async () => {
    refusedAt(await admin.post('/api/admin/users', { ...personPayload('e'), email: longEmail }), 'email');
  });

  it('an e-mail address of exactly 254 characters is accepted', async () => {
    const local = unique('m').padEnd(64, 'a');
    const domain = `${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(254 - 64 - 1 - 63 - 1 - 63 - 1 - 4)}.org`;
    const exact = `${local}@${domain}`;
    expect(exact.length).toBe(254);
    const res = await api.app.inject({ method: 'POST', url: '/api/contact', payload: { ...contactPayload(), email: exact } });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(201);
  });

  it('admin registration bounds username, full name, phone and password like the user forms', async () => {
    const base = { email: `${unique('reg')}@example.org`, username: unique('reg'), full_name: 'Amani', phone: '+254700000000', password: 'longenough1' };
    const register = (payload: Record<string, unknown>) => api.app.inject({ method: 'POST', url: '/api/auth/admin/register', payload });
    refusedAt(await register({ ...base, username: 'u'.repeat(5000) }), 'username', /Username must be at most 50 characters/);
    refusedAt(await register({ ...base, full_name: 'n'.repeat(121) }), 'full_name', /Full name must be at most 120 characters/);
    refusedAt(await register({ ...base, phone: '1'.repeat(31) }), 'phone', /Phone must be at most 30 characters/);
    refusedAt(await register({ ...base, password: 'p'.repeat(201) }), 'password', /Password must be at most 200 characters/);
  });

  it('a sign-in with a password of a megabyte is refused before it is hashed', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: 'amani@example.org', password: 'p'.repeat(1_000_000) },
    });
    refusedAt(res, 'password', /Password must be at most 1024 characters/);
  });
});

describe('deeply nested JSON', () => {
  it('a therapist availability nested 10,000 levels deep is a 400 naming availability', async () => {
    // Written as text: JSON.stringify itself overflows the stack on such a value.
    const body = JSON.stringify(therapistPayload({ availability: '$' })).replace('"$"', `${'{"a":'.repeat(10_000)}"x"${'}'.repeat(10_000)}`);
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/admin/therapists',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      payload: body,
    });
    refusedAt(res, 'availability', /nested too deeply/);
  });

  it('a therapist availability nested a few levels, or too large, is a 400; a plain week is kept', async () => {
    refusedAt(
      await admin.post('/api/admin/therapists', therapistPayload({ availability: deepObject(6) })),
      'availability',
      /Availability must be nested at most 4 levels deep/,
    );
    const large = Object.fromEntries(Array.from({ length: 200 }, (_, index) => [`day${index}`, ['09:00-12:00']]));
    refusedAt(
      await admin.post('/api/admin/therapists', therapistPayload({ availability: large })),
      'availability',
      /Availability must be at most 4000 characters/,
    );
    const week = { monday: ['09:00-12:00', '14:00-17:00'], tuesday: { from: '09:00', to: '12:00' } };
    const ok = await admin.post('/api/admin/therapists', therapistPayload({ availability: week }));
    expect(ok.statusCode, ok.body.slice(0, 300)).toBe(201);
    expect(ok.json().therapist.availability).toEqual(week);
  });

  it('any body nested deeper than the api reads is a 400 that says so, on every kind of route', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    for (const res of [
      await api.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: `{"message":${deep}}` }),
      await api.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        payload: `{"full_name":${deep}}`,
      }),
    ]) {
      expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
      expect(res.json().message).toBe('The request body is nested too deeply (at most 32 levels).');
    }
  });
});

describe('look-alike usernames', () => {
  it.each([
    ['a Cyrillic а among Latin letters', 'аmani_w'],
    ['a Greek ο among Latin letters', 'wanjirο'],
  ])('%s is a 400 naming username', async (_case, username) => {
    refusedAt(await admin.post('/api/admin/users', { ...personPayload('c'), username }), 'username', /Username must use one alphabet/);
  });

  it.each([
    ['a zero-width space', 'amani\u200bw'],
    ['a zero-width joiner', 'amani\u200dw'],
    ['a soft hyphen', 'ama\u00adni'],
    ['a right-to-left override', 'amani\u202ew'],
    ['a byte order mark', '\ufeffamani'],
  ])('%s is a 400 naming username', async (_case, username) => {
    refusedAt(await admin.post('/api/admin/users', { ...personPayload('z'), username }), 'username', /Username must not contain invisible characters/);
  });

  it('usernames are refused the same way on every form that takes one', async () => {
    const lookalike = 'аmani';
    refusedAt(
      await api.app.inject({
        method: 'POST',
        url: '/api/auth/admin/register',
        payload: { email: `${unique('r')}@example.org`, username: lookalike, full_name: 'Amani', phone: '+254700000000', password: 'longenough1' },
      }),
      'username',
    );
    refusedAt(await admin.post('/api/admin/therapists', therapistPayload({ username: lookalike })), 'username');
    refusedAt(
      await admin.post('/api/admin/rafikis', {
        ...personPayload('r'),
        username: lookalike,
        bio: 'Bio',
        location: 'Nairobi',
        personal_experience: 'x',
        motivations: 'y',
      }),
      'username',
    );
  });

  it('a username is stored NFKC-normalised, so a full-width twin is the same name', async () => {
    const name = unique('fw').replace(/[^a-z0-9]/g, '');
    const fullWidth = [...name].map((char) => String.fromCodePoint(char.codePointAt(0)! + 0xfee0)).join('');
    const created = await admin.post('/api/admin/users', { ...personPayload('f'), username: fullWidth });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().user.username).toBe(name);
    const [row] = await api.db.select({ username: users.username }).from(users).where(eq(users.id, created.json().user.id));
    expect(row?.username).toBe(name);
    const twin = await admin.post('/api/admin/users', { ...personPayload('f'), username: name.toUpperCase() });
    expect(twin.statusCode).toBe(409);
  });

  it('names in one script, with or without marks, digits and punctuation, are accepted', async () => {
    const n = Date.now() % 1_000_000;
    for (const username of [unique('amani.w'), `Wanjirũ_${n}`, `Иван-${n}`, `μαρία ${n}`, `ｗａｎｊｉｒｕ${n}`]) {
      const res = await admin.post('/api/admin/users', { ...personPayload('s'), username: username.slice(0, 50) });
      expect(res.statusCode, `${username}: ${res.body}`).toBe(201);
    }
  });
});
