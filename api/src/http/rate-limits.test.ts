// Rate limits that hold (docs/security.md): a flood cannot reset a counter, one address cannot
// spread its guesses over many e-mails, IPv6 clients cannot hop through their /64,
// X-Forwarded-For is believed only from configured proxies, and with Redis the limits hold
// across instances.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { ConfigError, loadConfig, type Config } from '../config';
import { insertAdmin, startTestApi, type TestApi } from '../test/harness';
import { redisMissing, startRedis, type RedisServer } from '../test/redis-server';
import { RATE_LIMIT_UNAVAILABLE_MESSAGE } from './rate-limits';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

// Settings any profile accepts: a random secret and the public address.
const baseEnv = { NODE_ENV: 'test', JWT_SECRET: randomBytes(32).toString('base64url'), APP_URL: 'http://localhost:8080' };
const limits: Config['rateLimits'] = { windowMs: 60_000, login: 3, loginFailuresPerAccount: 1000, register: 2, forgotPassword: 2, contact: 2, clientEvents: 2 };
const contact = { full_name: 'Juma Hassan', email: 'juma@example.org', subject: 'Other', message: 'Habari, a question about groups.' };

function login(app: FastifyInstance, email: string, options: { from?: string; headers?: Record<string, string>; password?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/admin/login',
    remoteAddress: options.from ?? '127.0.0.1',
    headers: options.headers,
    payload: { email, password: options.password ?? 'a wrong guess' },
  });
}

function sendContact(app: FastifyInstance, options: { from?: string; forwardedFor?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: options.from ?? '127.0.0.1',
    headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
    payload: contact,
  });
}

/** Locks `email` out from `from` (limit 3): three refused guesses, then 429. */
async function lockOut(app: FastifyInstance, email: string, from = '127.0.0.1'): Promise<void> {
  for (let i = 0; i < 3; i += 1) expect((await login(app, email, { from })).statusCode).toBe(401);
  expect((await login(app, email, { from })).statusCode).toBe(429);
}

describe('the login limit cannot be flushed', () => {
  it('a flood of junk e-mails from thousands of addresses does not reset the counter of the real one', async () => {
    const app = await api.appWith({ rateLimits: limits });
    const admin = await insertAdmin(api.db, 'admin');
    await lockOut(app, admin.email);
    // More junk keys than an in-memory key store of the old size (5000) could hold.
    for (let i = 0; i < 5200; i += 1) {
      const junk = await login(app, `junk-${i}-${'x'.repeat(i % 50)}`, { from: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` });
      expect(junk.statusCode).toBe(400);
    }
    // Still locked out, even with the right password.
    const after = await login(app, admin.email, { password: admin.password });
    expect(after.statusCode).toBe(429);
  }, 120_000);

  it('junk from the locked-out address itself is capped too, and does not reset it', async () => {
    const app = await api.appWith({ rateLimits: limits });
    const admin = await insertAdmin(api.db, 'admin');
    await lockOut(app, admin.email, '192.0.2.10');
    const statuses = new Set<number>();
    for (let i = 0; i < 5200; i += 1) statuses.add((await login(app, `junk-${i}`, { from: '192.0.2.10' })).statusCode);
    expect(statuses).toEqual(new Set([400, 429]));
    expect((await login(app, admin.email, { from: '192.0.2.10', password: admin.password })).statusCode).toBe(429);
  }, 120_000);
});

describe('a cap per address across e-mails (password hashing is a CPU sink)', () => {
  it('login: after RATE_LIMIT_LOGIN_PER_ADDRESS attempts on different e-mails, 429 from that address only', async () => {
    const { config } = loadConfig({ ...baseEnv, RATE_LIMIT_LOGIN_PER_ADDRESS: '5' });
    expect(config.loginPerAddress).toBe(5);
    const app = await api.appWith({ rateLimits: limits, loginPerAddress: config.loginPerAddress });
    for (let i = 0; i < 5; i += 1) expect((await login(app, `person${i}@example.org`, { from: '198.51.100.1' })).statusCode).toBe(401);
    const capped = await login(app, 'person5@example.org', { from: '198.51.100.1' });
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toEqual({ message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds? and try again\.$/) });
    expect(Number(capped.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await login(app, 'person5@example.org', { from: '198.51.100.2' })).statusCode).toBe(401);
  });

  it('login: without the setting the cap is three times the per-e-mail limit', async () => {
    const app = await api.appWith({ rateLimits: limits });
    for (let i = 0; i < 9; i += 1) expect((await login(app, `someone${i}@example.org`, { from: '198.51.100.3' })).statusCode).toBe(401);
    expect((await login(app, 'someone9@example.org', { from: '198.51.100.3' })).statusCode).toBe(429);
  });

  it('registration, forgot-password and reset-password: per address whatever the e-mail', async () => {
    const app = await api.appWith({ rateLimits: limits });
    const cases: [string, (i: number) => object][] = [
      [
        '/api/auth/admin/register',
        (i) => ({ email: `new${i}@example.org`, username: `new${i}`, full_name: 'New Person', phone: '+254700000000', password: 'long enough password' }),
      ],
      ['/api/auth/admin/forgot-password', (i) => ({ email: `forgot${i}@example.org` })],
      ['/api/auth/admin/reset-password', (i) => ({ token: `token-${i}`, new_password: 'long enough password' })],
    ];
    for (const [url, payload] of cases) {
      const send = (i: number) => app.inject({ method: 'POST', url, remoteAddress: '198.51.100.4', payload: payload(i) });
      for (let i = 0; i < 2; i += 1) expect((await send(i)).statusCode).not.toBe(429);
      expect((await send(2)).statusCode).toBe(429);
    }
  });
});

describe('IPv6 clients are counted per /64', () => {
  it('two addresses of one /64 share a limit; another /64 does not', async () => {
    const app = await api.appWith({ rateLimits: limits });
    const email = 'six@example.org';
    expect((await login(app, email, { from: '2001:db8:1:1::1' })).statusCode).toBe(401);
    expect((await login(app, email, { from: '2001:db8:1:1:ffff:ffff:ffff:2' })).statusCode).toBe(401);
    expect((await login(app, email, { from: '2001:db8:1:1:abcd::3' })).statusCode).toBe(401);
    expect((await login(app, email, { from: '2001:db8:1:1::4' })).statusCode).toBe(429);
    expect((await login(app, email, { from: '2001:db8:1:2::1' })).statusCode).toBe(401);
  });

  it('the per-address cap and the forms group by /64 too; IPv4-mapped addresses count as IPv4', async () => {
    const app = await api.appWith({ rateLimits: limits, loginPerAddress: 2 });
    expect((await login(app, 'a@example.org', { from: '2001:db8:9:9::1' })).statusCode).toBe(401);
    expect((await login(app, 'b@example.org', { from: '2001:db8:9:9::2' })).statusCode).toBe(401);
    expect((await login(app, 'c@example.org', { from: '2001:db8:9:9::3' })).statusCode).toBe(429);
    expect((await sendContact(app, { from: '::ffff:192.0.2.50' })).statusCode).toBe(201);
    expect((await sendContact(app, { from: '192.0.2.50' })).statusCode).toBe(201);
    expect((await sendContact(app, { from: '::ffff:192.0.2.50' })).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY: a hop count or the proxies, never any', () => {
  const trust = (value?: string) => loadConfig({ ...baseEnv, TRUST_PROXY: value }).config.trustProxy;

  it('parses off, hop counts and address lists; refuses "true" and anything else', () => {
    expect(trust(undefined)).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('127.0.0.1, 10.0.0.0/8, ::1, fd00::/8, loopback')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
    for (const refused of ['true', 'TRUE', 'yes', 'on', 'any', '*', '10.0.0.0/33', '300.1.1.1', '11', '-1', '1.5', '10.0.0.1/8/2']) {
      expect(() => trust(refused), refused).toThrow(ConfigError);
    }
    expect(() => trust('true')).toThrow(/TRUST_PROXY=1/);
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored: a client cannot pick a fresh address', async () => {
    const app = await api.appWith({ rateLimits: limits, trustProxy: false });
    expect((await sendContact(app, { from: '203.0.113.1', forwardedFor: '1.1.1.1' })).statusCode).toBe(201);
    expect((await sendContact(app, { from: '203.0.113.1', forwardedFor: '2.2.2.2' })).statusCode).toBe(201);
    expect((await sendContact(app, { from: '203.0.113.1', forwardedFor: '3.3.3.3' })).statusCode).toBe(429);
  });

  it('TRUST_PROXY=1 believes only the entry the proxy added, not what the client wrote before it', async () => {
    const app = await api.appWith({ rateLimits: limits, trustProxy: trust('1') });
    // The proxy (127.0.0.1) appends the client's real address; the client forged the rest.
    expect((await sendContact(app, { forwardedFor: '1.1.1.1, 198.51.100.20' })).statusCode).toBe(201);
    expect((await sendContact(app, { forwardedFor: '2.2.2.2, 198.51.100.20' })).statusCode).toBe(201);
    expect((await sendContact(app, { forwardedFor: '3.3.3.3, 198.51.100.20' })).statusCode).toBe(429);
    // Another real client behind the same proxy has its own limit.
    expect((await sendContact(app, { forwardedFor: '198.51.100.21' })).statusCode).toBe(201);
  });

  it('an address list believes X-Forwarded-For only from those proxies', async () => {
    const app = await api.appWith({ rateLimits: limits, trustProxy: trust('127.0.0.1') });
    for (const forged of ['1.1.1.1, 198.51.100.30', '2.2.2.2, 198.51.100.30']) expect((await sendContact(app, { forwardedFor: forged })).statusCode).toBe(201);
    expect((await sendContact(app, { forwardedFor: '3.3.3.3, 198.51.100.30' })).statusCode).toBe(429);
    // A client that reaches the api directly is counted by its own address, whatever it claims.
    expect((await sendContact(app, { from: '203.0.113.40', forwardedFor: '9.9.9.1' })).statusCode).toBe(201);
    expect((await sendContact(app, { from: '203.0.113.40', forwardedFor: '9.9.9.2' })).statusCode).toBe(201);
    expect((await sendContact(app, { from: '203.0.113.40', forwardedFor: '9.9.9.3' })).statusCode).toBe(429);
  });
});

const noRedis = redisMissing();
if (noRedis) console.warn(`Skipping the Redis rate-limit tests: ${noRedis}`);

describe.skipIf(noRedis !== null)('REDIS_URL: the limits hold across instances', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => redis?.stop());

  it('REDIS_URL is read from the environment and must be a redis:// address', () => {
    const env = baseEnv;
    expect(loadConfig({ ...env, REDIS_URL: redis.url }).config.redisUrl).toBe(redis.url);
    expect(loadConfig(env).config.redisUrl).toBeUndefined();
    expect(() => loadConfig({ ...env, REDIS_URL: 'localhost:6379' })).toThrow(ConfigError);
  });

  it('two instances share the login limit and the per-address cap; no e-mail is kept in clear', async () => {
    const first = await api.appWith({ rateLimits: limits, redisUrl: redis.url });
    const second = await api.appWith({ rateLimits: limits, redisUrl: redis.url });
    const email = 'shared@example.org';
    expect((await login(first, email, { from: '198.51.100.50' })).statusCode).toBe(401);
    expect((await login(second, email, { from: '198.51.100.50' })).statusCode).toBe(401);
    expect((await login(first, email, { from: '198.51.100.50' })).statusCode).toBe(401);
    expect((await login(second, email, { from: '198.51.100.50' })).statusCode).toBe(429);
    expect((await login(first, email, { from: '198.51.100.50' })).statusCode).toBe(429);
    // The contact form's limit too.
    expect((await sendContact(first, { from: '198.51.100.51' })).statusCode).toBe(201);
    expect((await sendContact(second, { from: '198.51.100.51' })).statusCode).toBe(201);
    expect((await sendContact(first, { from: '198.51.100.51' })).statusCode).toBe(429);

    const client = new Redis(redis.url);
    try {
      const keys = await client.keys('*');
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.join(' ')).not.toMatch(/@|198\.51\.100/);
    } finally {
      client.disconnect();
    }
  });

  it('fails closed with 503 while Redis cannot be reached', async () => {
    const down = await startRedis();
    const app = await api.appWith({ rateLimits: limits, redisUrl: down.url });
    await down.stop();
    const res = await login(app, 'anyone@example.org', { from: '198.51.100.60' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: RATE_LIMIT_UNAVAILABLE_MESSAGE });
  });
});
