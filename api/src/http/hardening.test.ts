import { buildApp } from '../app';
import { loadConfig, testConfig } from '../config';
import { createTestDatabase, insertAdmin, signedIn, startTestApi, type TestApi } from '../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const contact = { full_name: 'Juma Hassan', email: 'juma@example.org', subject: 'Other', message: 'Hello' };

describe('what a client can send never gives a 500 or a stack', () => {
  it('413 for an oversized body, with a JSON message', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...contact, message: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('415 for another content type', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/^Unsupported content type/);
  });

  it('400 for malformed JSON, wrong types, poisoned prototypes and huge numbers', async () => {
    const send = (payload: string) => api.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload });
    const malformed = await send('{"full_name": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'The request body is not valid JSON.' });
    expect((await send(JSON.stringify({ ...contact, full_name: 42 }))).json().message).toBe('Full name is required');
    expect((await send('[1,2,3]')).json().message).toBe('The request body must be a JSON object');
    expect((await send('"text"')).statusCode).toBe(400);
    expect((await send('{"__proto__": {"admin": true}, "full_name": "x"}')).statusCode).toBe(400);
    const admin = await signedIn(api.app, api.db);
    for (const url of ['/api/admin/users/1e999', '/api/admin/users/NaN', '/api/admin/users/%00', '/api/admin/users/99999999999999999999999999']) {
      const res = await admin.get(url);
      expect(res.statusCode).toBe(400);
      expect(res.body).not.toMatch(/at .*\.ts|stack/i);
    }
    const big = await admin.post('/api/admin/therapists', { hourly_rate: 1e308, years_experience: Number.MAX_SAFE_INTEGER });
    expect(big.statusCode).toBe(400);
  });

  it('unknown api paths answer a JSON 404', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/admin/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('message');
  });
});

describe('every admin call needs a bearer token', () => {
  const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
    ['POST', '/api/admin/logout'],
    ['PUT', '/api/admin/change-password'],
    ['GET', '/api/admin/dashboard'],
    ['GET', '/api/admin/contact-messages'],
    ['GET', '/api/admin/contact-messages/stats'],
    ['POST', '/api/admin/contact-messages/1/mark-read'],
    ['POST', '/api/admin/contact-messages/1/reply'],
    ['POST', '/api/admin/contact-messages/1/close'],
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/users/1'],
    ['POST', '/api/admin/users'],
    ['PUT', '/api/admin/users/1'],
    ['DELETE', '/api/admin/users/1'],
    ['POST', '/api/admin/users/1/generate-password'],
    ['POST', '/api/admin/users/1/reset-password'],
    ['GET', '/api/admin/therapists'],
    ['POST', '/api/admin/therapists'],
    ['PUT', '/api/admin/therapists/1'],
    ['DELETE', '/api/admin/therapists/1'],
    ['GET', '/api/admin/rafikis'],
    ['POST', '/api/admin/rafikis'],
    ['PUT', '/api/admin/rafikis/1'],
    ['DELETE', '/api/admin/rafikis/1'],
    ['GET', '/api/admin/boma-groups'],
    ['POST', '/api/admin/boma-groups'],
    ['PUT', '/api/admin/boma-groups/1'],
    ['DELETE', '/api/admin/boma-groups/1'],
    ['GET', '/api/admin/resources'],
    ['POST', '/api/admin/resources'],
    ['PUT', '/api/admin/resources/1'],
    ['DELETE', '/api/admin/resources/1'],
    ['GET', '/api/admin/suggest-groups-requests'],
    ['GET', '/api/admin/suggest-groups-requests/1'],
    ['PUT', '/api/admin/suggest-groups-requests/1'],
    ['GET', '/api/admin/outbox'],
    ['GET', '/api/auth/admin/profile'],
  ];

  it.each(calls)('%s %s answers 401 without a token', async (method, url) => {
    const res = await api.app.inject({ method, url, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});

describe('rate limits answer 429 with a message', () => {
  const limits = { windowMs: 60_000, login: 3, loginFailuresPerAccount: 1000, register: 2, forgotPassword: 2, contact: 2, clientEvents: 2 };

  it('login: per IP address and email', async () => {
    const app = await api.appWith({ rateLimits: limits });
    const attempt = (email: string) => app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { email, password: 'wrong password' } });
    for (let i = 0; i < 3; i += 1) expect((await attempt('target@example.org')).statusCode).toBe(401);
    const limited = await attempt('target@example.org');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests/);
    // Another account from the same address is not locked out by it.
    expect((await attempt('other@example.org')).statusCode).toBe(401);
  });

  it('login: after RATE_LIMIT_LOGIN attempts, 429 with Retry-After, even for the right password, until the window ends', async () => {
    const { config } = loadConfig({ TULIA_PROFILE: 'demo', JWT_SECRET: api.config.jwtSecret, RATE_LIMIT_LOGIN: '4', RATE_LIMIT_WINDOW_SECONDS: '2' });
    expect(config.rateLimits).toMatchObject({ login: 4, windowMs: 2000 });
    const app = await api.appWith({ rateLimits: config.rateLimits });
    const admin = await insertAdmin(api.db, 'admin');
    const attempt = (password: string) => app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { email: admin.email, password } });
    for (let i = 0; i < 4; i += 1) expect((await attempt(`guess number ${i}`)).statusCode).toBe(401);
    const limited = await attempt('guess number 5');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds? and try again\.$/) });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(2);
    // The right password during the lockout is refused the same way: guessing gains nothing.
    const right = await attempt(admin.password);
    expect(right.statusCode).toBe(429);
    expect(right.json()).not.toHaveProperty('access_token');
    // Same answer whatever the case of the email (the key is normalised).
    const variant = await app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { email: admin.email.toUpperCase(), password: admin.password } });
    expect(variant.statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 200));
    expect((await attempt(admin.password)).statusCode).toBe(200);
  });

  it('contact form, registration and forgot-password: per IP address', async () => {
    const app = await api.appWith({ rateLimits: limits });
    const cases: [string, unknown][] = [
      ['/api/contact', contact],
      ['/api/auth/admin/register', {}],
      ['/api/auth/admin/forgot-password', { email: 'x@example.org' }],
    ];
    for (const [url, payload] of cases) {
      for (let i = 0; i < 2; i += 1) expect((await app.inject({ method: 'POST', url, payload: payload as object })).statusCode).not.toBe(429);
      const limited = await app.inject({ method: 'POST', url, payload: payload as object });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: expect.stringMatching(/^Too many requests/) });
    }
  });
});

describe('security headers and CORS', () => {
  it('sends a CSP that allows same-origin scripts only, inline styles, data: images and fonts', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: https:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("font-src 'self' data:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('sends the same headers on refusals and errors (worked out once, set on every request)', async () => {
    const ok = await api.app.inject({ method: 'GET', url: '/api/health' });
    for (const url of ['/api/nowhere', '/api/admin/users']) {
      const res = await api.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-resource-policy']) {
        expect(res.headers[name], `${url} ${name}`).toBe(ok.headers[name]);
      }
    }
  });

  it('sends no CORS headers by default (same origin only)', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/contact/subjects', headers: { origin: 'https://elsewhere.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows exactly the configured origins', async () => {
    const app = await api.appWith({ corsOrigins: ['https://admin.tulia.example'] });
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: '/api/admin/users',
      headers: { origin: 'https://admin.tulia.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.tulia.example');
    const other = await app.inject({ method: 'GET', url: '/api/contact/subjects', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('a database that stops answering', () => {
  it('health says degraded/down (503) and calls answer 503 with a message', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ database: database.handle, config: testConfig() });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 'ok', database: 'up' });
      await database.handle.close();
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'degraded', database: 'down' });
      const res = await app.inject({ method: 'POST', url: '/api/contact', payload: contact });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'The database is unavailable. Please try again in a moment.', reference: res.headers['x-request-id'] });
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
