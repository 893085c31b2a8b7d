import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig, testConfig, type Config } from '../config';
import { startTestApi, type TestApi } from '../test/harness';
import { metricsServer } from './listener';
import { OVERLOAD_MESSAGE } from './overload';
import { sample } from './scrape-text';

// Overload protection (docs/operations.md, "Overload"): past the limits every request but the
// liveness probe is answered 503 with Retry-After and the api's { message }, at once.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api.close());

function overload(settings: Partial<Config['overload']>): Partial<Config> {
  return { overload: { ...testConfig().overload, sampleIntervalMs: 20, ...settings } };
}

/** Asks until the answer is `status` (the load is sampled on an interval), at most `withinMs`. */
async function answerBecomes(app: FastifyInstance, url: string, status: number, withinMs: number): Promise<LightMyRequestResponse> {
  const until = Date.now() + withinMs;
  for (;;) {
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode === status || Date.now() > until) return res;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function busy(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // Holds the event loop, as a runaway computation would.
  }
}

describe('overload protection', () => {
  it('past the heap limit: 503 with Retry-After and a calm JSON message; the liveness probe still answers', async () => {
    // Any heap is over one byte: the instance is overloaded from its first sample on.
    const app = await api.appWith(overload({ maxHeapUsedBytes: 1, retryAfterSeconds: 7 }));
    const metrics = metricsServer(app);
    try {
      const refused = await answerBecomes(app, '/api/contact/subjects', 503, 2000);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('7');
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(refused.json()).toEqual({ message: OVERLOAD_MESSAGE });
      // The headers every answer carries.
      expect(refused.headers['x-request-id']).toBeTruthy();
      expect(refused.headers['x-content-type-options']).toBe('nosniff');

      const live = await app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toMatchObject({ status: 'ok' });
      // Readiness is refused too: the proxy takes the instance out until it recovers.
      expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(503);
      expect((await app.inject({ method: 'POST', url: '/api/contact', payload: {} })).statusCode).toBe(503);
      expect((await app.inject({ method: 'GET', url: '/no/such/page' })).statusCode).toBe(503);

      // The metrics are on their own server, which has no overload protection, and count the refusals.
      const scrape = await metrics.inject({ method: 'GET', url: '/metrics' });
      expect(scrape.statusCode).toBe(200);
      expect(sample(scrape.body, 'tulia_http_requests_total', { method: 'GET', route: '/api/contact/subjects', status_code: '503' })).toBeGreaterThanOrEqual(1);
    } finally {
      await metrics.close();
    }
  });

  it('past the event-loop delay for two samples in a row: 503 while the loop lags, then served again', async () => {
    const app = await api.appWith(overload({ maxEventLoopDelayMs: 50, sampleIntervalMs: 100 }));
    expect((await answerBecomes(app, '/api/contact/subjects', 200, 3000)).statusCode).toBe(200);
    // A loop that keeps lagging: blocked 150 ms at a time, the timers let through in between.
    let refused: LightMyRequestResponse | undefined;
    for (let round = 0; round < 40 && !refused; round += 1) {
      busy(150);
      await new Promise((resolve) => setTimeout(resolve, 1));
      const res = await app.inject({ method: 'GET', url: '/api/contact/subjects' });
      if (res.statusCode === 503) refused = res;
      else expect(res.statusCode).toBe(200);
    }
    expect(refused?.json()).toEqual({ message: OVERLOAD_MESSAGE });
    expect(refused?.headers['retry-after']).toBe('10');
    expect((await answerBecomes(app, '/api/contact/subjects', 200, 3000)).statusCode).toBe(200);
  });

  it('one stall alone sheds nothing', async () => {
    const app = await api.appWith(overload({ maxEventLoopDelayMs: 250, sampleIntervalMs: 100 }));
    expect((await answerBecomes(app, '/api/contact/subjects', 200, 3000)).statusCode).toBe(200);
    busy(800);
    const until = Date.now() + 400;
    while (Date.now() < until) {
      expect((await app.inject({ method: 'GET', url: '/api/contact/subjects' })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });

  it("adds no route of its own: the health routes stay the api's", async () => {
    expect(api.app.registeredRoutes.filter((route) => !route.includes('/api/') && !route.includes('*'))).toEqual([]);
    expect((await api.app.inject({ method: 'GET', url: '/status' })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 'ok' });
  });

  it('with the defaults, ordinary requests are served', async () => {
    // A production start's defaults (testConfig turns the protection off for the other suites).
    const defaults = loadConfig({ JWT_SECRET: randomBytes(32).toString('base64url'), APP_URL: 'https://tulia.example.org' }).config.overload;
    expect(defaults).toMatchObject({ maxEventLoopDelayMs: 1000, retryAfterSeconds: 10, sampleIntervalMs: 1000 });
    expect(defaults.maxHeapUsedBytes).toBeGreaterThan(100 * 1024 * 1024);
    expect((await api.app.inject({ method: 'GET', url: '/api/contact/subjects' })).statusCode).toBe(200);
  });
});
