import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { ServiceLifecycle } from '../http/lifecycle';
import { validatorCompiler } from '../http/validation';
import { collectDeclaredRoutes } from '../openapi/declarations';
import { createTestDatabase, startTestApi, type TestApi } from '../test/harness';
import { healthRoutes } from './health';

// The probes of docs/operations.md: liveness asks nothing; readiness says 503 while starting,
// draining, or when the database or Redis is not there.
describe('liveness and readiness probes', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
    await api.app.ready();
  });
  afterAll(async () => api?.close());

  it('live and ready answer 200 once the app is ready, and /api/health stays', async () => {
    expect((await api.app.inject('/api/health/live')).json()).toMatchObject({ status: 'ok' });
    const ready = await api.app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', database: 'up', redis: 'not-configured' });
    expect((await api.app.inject('/api/health')).json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('while draining: ready 503 at once, live 200, every other answer still served and closing its connection', async () => {
    const app = await api.appWith({});
    await app.ready();
    app.lifecycle.beginDrain();
    const ready = await app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'draining', database: 'unchecked' });
    expect((await app.inject('/api/health/live')).statusCode).toBe(200);
    const subjects = await app.inject('/api/contact/subjects');
    expect(subjects.statusCode).toBe(200);
    expect(subjects.headers.connection).toBe('close');
  });

  it('a database that does not answer: ready 503, live 200', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ database: database.handle, config: testConfig() });
    await app.ready();
    await database.drop();
    try {
      const ready = await app.inject('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable', database: 'down' });
      expect((await app.inject('/api/health/live')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('before it is ready, and with Redis configured but not subscribed: 503', async () => {
    let subscribed = false;
    const lifecycle = new ServiceLifecycle();
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    collectDeclaredRoutes(app);
    await app.register(healthRoutes, { lifecycle, redisSubscribed: () => subscribed });
    expect((await app.inject('/health/ready')).json()).toMatchObject({ status: 'starting' });
    lifecycle.markReady();
    const notSubscribed = await app.inject('/health/ready');
    expect(notSubscribed.statusCode).toBe(503);
    expect(notSubscribed.json()).toMatchObject({ status: 'unavailable', redis: 'not-subscribed' });
    subscribed = true;
    expect((await app.inject('/health/ready')).statusCode).toBe(200);
    await app.close();
  });
});

describe('request ids', () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });

  async function appTrusting(trustProxy: false | string[]) {
    const database = await createTestDatabase();
    const app = await buildApp({ database: database.handle, config: testConfig({ trustProxy }), logger: { level: 'info', stream } });
    app.get('/api/fails-for-the-test', async () => {
      throw new Error('a bug');
    });
    return { app, close: async () => (await app.close(), await database.drop()) };
  }

  it('every answer carries one; a client cannot choose it; the log line and a 5xx body carry the same', async () => {
    const { app, close } = await appTrusting(false);
    try {
      const plain = await app.inject('/api/health/live');
      expect(plain.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const offered = await app.inject({ url: '/api/health/live', headers: { 'x-request-id': 'chosen-by-client' } });
      expect(offered.headers['x-request-id']).not.toBe('chosen-by-client');
      const failed = await app.inject('/api/fails-for-the-test');
      expect(failed.statusCode).toBe(500);
      const id = String(failed.headers['x-request-id']);
      expect(failed.json()).toEqual({ message: 'Something went wrong on our side. Please try again.', reference: id });
      expect(lines.some((line) => line.includes(`"reqId":"${id}"`) && line.includes('"status":500'))).toBe(true);
    } finally {
      await close();
    }
  });

  it("a trusted proxy's id is kept; an id of the wrong shape is replaced", async () => {
    const { app, close } = await appTrusting(['127.0.0.1']);
    try {
      const kept = await app.inject({ url: '/api/health/live', headers: { 'x-request-id': 'haproxy-7f3a:42' }, remoteAddress: '127.0.0.1' });
      expect(kept.headers['x-request-id']).toBe('haproxy-7f3a:42');
      const untrusted = await app.inject({ url: '/api/health/live', headers: { 'x-request-id': 'haproxy-7f3a:43' }, remoteAddress: '203.0.113.9' });
      expect(untrusted.headers['x-request-id']).not.toBe('haproxy-7f3a:43');
      const bent = await app.inject({ url: '/api/health/live', headers: { 'x-request-id': 'a\u2028b"}' }, remoteAddress: '127.0.0.1' });
      expect(bent.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await close();
    }
  });
});
