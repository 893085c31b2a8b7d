import type { FastifyInstance } from 'fastify';
import { freeTcpPort, redisMissing, startRedis, type RedisServer } from '../test/redis-server';
import { insertAdmin, login, startTestApi, type TestApi } from '../test/harness';

// Several api instances (two apps on one database here): each caches a session check for 5 s.
// With REDIS_URL, a sign-out or an account change on one instance reaches the others' caches
// at once (pub/sub); without Redis, today's behaviour (one instance) stays.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const profile = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/admin/users?per_page=1', headers: { authorization: `Bearer ${token}` } });

/** Signs in (on `signer`, default `a`), has `b` cache the session, signs out on `a`; answers b's statuses over `ms`. */
async function signOutElsewhere(a: FastifyInstance, b: FastifyInstance, ms: number, signer = a): Promise<{ first: number; statuses: number[] }> {
  const admin = await insertAdmin(api.db, 'admin');
  const session = await login(signer, admin);
  expect((await profile(b, session.access_token)).statusCode).toBe(200);
  const out = await a.inject({ method: 'POST', url: '/api/admin/logout', headers: { authorization: `Bearer ${session.access_token}` } });
  expect(out.statusCode).toBe(200);
  const statuses: number[] = [];
  const until = Date.now() + ms;
  do {
    statuses.push((await profile(b, session.access_token)).statusCode);
    await new Promise((resolve) => setTimeout(resolve, 25));
  } while (Date.now() < until && statuses.at(-1) !== 401);
  return { first: statuses[0] ?? 0, statuses };
}

describe('without Redis', () => {
  it('another instance keeps its cached check (up to 5 s), as before', async () => {
    const a = await api.appWith({});
    const b = await api.appWith({});
    const { first } = await signOutElsewhere(a, b, 0);
    expect(first).toBe(200);
  });
});

const noRedis = redisMissing();
describe.skipIf(noRedis !== null)('with Redis (REDIS_URL)', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => redis?.stop());

  async function instances(url: string): Promise<[FastifyInstance, FastifyInstance]> {
    const a = await api.appWith({ redisUrl: url });
    const b = await api.appWith({ redisUrl: url });
    // Until both have subscribed they do not cache; wait for it so the test shows the messages at work.
    await new Promise((resolve) => setTimeout(resolve, 300));
    return [a, b];
  }

  it('a sign-out on one instance is refused on the other within moments, not after 5 s', async () => {
    const [a, b] = await instances(redis.url);
    const { statuses } = await signOutElsewhere(a, b, 1000);
    expect(statuses.at(-1)).toBe(401);
  });

  it('a suspension on one instance ends the session on the other at once', async () => {
    const [a, b] = await instances(redis.url);
    const boss = await login(a, await insertAdmin(api.db, 'super_admin'));
    const target = await insertAdmin(api.db, 'admin');
    const session = await login(b, target);
    expect((await profile(b, session.access_token)).statusCode).toBe(200);
    const suspended = await a.inject({
      method: 'PUT',
      url: `/api/admin/users/${target.id}`,
      headers: { authorization: `Bearer ${boss.access_token}` },
      payload: { full_name: 'Suspended', email: target.email, phone: '1', status: 'suspended' },
    });
    expect(suspended.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await profile(b, session.access_token)).statusCode).toBe(401), { timeout: 1000, interval: 25 });
  });

  it('while Redis cannot deliver the messages, nothing is cached: a sign-out elsewhere is refused at once', async () => {
    const nowhere = `redis://127.0.0.1:${await freeTcpPort()}`;
    const [a, b] = await instances(nowhere);
    // The sign-in itself needs the limiter's Redis: it happens on an instance without one.
    const { first } = await signOutElsewhere(a, b, 0, api.app);
    expect(first).toBe(401);
  });
});
