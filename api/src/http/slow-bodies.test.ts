import { connect, type Socket } from 'node:net';
import { BODYLESS_ROUTE_LIMIT } from '../app';
import { signedIn, startTestApi, type TestApi } from '../test/harness';

// Slow or oversized bodies must not hold the api's memory and sockets: a request arrives whole
// within requestTimeout, and a route that reads no body takes at most a token one.

let api: TestApi;
let address: URL;
beforeAll(async () => {
  api = await startTestApi({ requestTimeoutMs: 1000, connectionTimeoutMs: 2000 });
  address = new URL(await api.app.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(async () => api?.close());

/** Opens a connection, sends the head of a large POST and a trickle of its body; resolves with what came back and when. */
function slowUpload(): Promise<{ closedAfterMs: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = '';
    const socket: Socket = connect(Number(address.port), address.hostname, () => {
      socket.write(`POST /api/contact HTTP/1.1\r\nHost: ${address.host}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"full_name":"`);
    });
    const trickle = setInterval(() => socket.writable && socket.write('a'), 200);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const done = () => {
      clearInterval(trickle);
      resolve({ closedAfterMs: Date.now() - started, answer });
    };
    socket.on('close', done);
    socket.on('error', () => undefined);
    // A bound for the test itself: a connection still open after 8 s fails the expectation below.
    setTimeout(() => socket.destroy(), 8000);
  });
}

describe('slow bodies', () => {
  it('are cut after the request timeout, many at once, and the api still answers', async () => {
    const uploads = await Promise.all(Array.from({ length: 20 }, slowUpload));
    for (const upload of uploads) {
      expect(upload.closedAfterMs).toBeLessThan(5000);
      // Node answers 408 Request Timeout before it closes (or closes at once).
      if (upload.answer) expect(upload.answer).toMatch(/^HTTP\/1\.1 408/);
    }
    const health = await fetch(new URL('/api/health', address));
    expect(health.status).toBe(200);
  });
});

describe('routes that read no body', () => {
  it('take an empty JSON object, and refuse more than a token body with 413', async () => {
    const caller = await signedIn(api.app, api.db, 'admin');
    const big = JSON.stringify({ filler: 'x'.repeat(BODYLESS_ROUTE_LIMIT * 10) });
    const refused = await api.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { authorization: `Bearer ${caller.token}`, 'content-type': 'application/json' },
      payload: big,
    });
    expect(refused.statusCode).toBe(413);
    const accepted = await api.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { authorization: `Bearer ${caller.token}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('a route with a body keeps the configured limit', async () => {
    const payload = JSON.stringify({ full_name: 'Amani', email: 'amani@example.org', subject: 'General Inquiry', message: 'x'.repeat(4000) });
    expect(payload.length).toBeGreaterThan(BODYLESS_ROUTE_LIMIT);
    const res = await api.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(201);
  });
});
