import { createServer, request, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ByteLedger,
  headerBytes,
  Line,
  requestHeadBytes,
  slices,
  startByteProxy,
  sumRecords,
  visitBytes,
  type ByteProxy,
  type ResponseRecord,
} from './byte-proxy';

const record = (path: string, headerBytes: number, bodyBytes: number): ResponseRecord => ({
  method: 'GET',
  path,
  status: 200,
  headerBytes,
  bodyBytes,
  requestBytes: 100,
});

describe('headerBytes and requestHeadBytes', () => {
  it('count the status or request line, each header line and the blank line', () => {
    // "HTTP/1.1 200 OK\r\n" 17 + "a: b\r\n" 6 + "Content-Length: 3\r\n" 19 + "\r\n" 2
    expect(headerBytes(200, 'OK', ['a', 'b', 'Content-Length', '3'])).toBe(44);
    expect(headerBytes(404, '', [])).toBe(Buffer.byteLength('HTTP/1.1 404 \r\n\r\n'));
    expect(requestHeadBytes('GET', '/', ['Host', 'x'])).toBe(Buffer.byteLength('GET / HTTP/1.1\r\nHost: x\r\n\r\n'));
  });

  it('count bytes, not characters', () => {
    expect(headerBytes(200, 'OK', ['x', 'é'])).toBe(Buffer.byteLength('HTTP/1.1 200 OK\r\nx: é\r\n\r\n'));
  });
});

describe('ByteLedger', () => {
  it('sums the responses started since a mark', () => {
    const ledger = new ByteLedger();
    ledger.start(record('/', 200, 0), 1000).bodyBytes = 5000;
    const mark = ledger.mark();
    const sw = ledger.start(record('/sw.js', 150, 0), 2000);
    sw.bodyBytes += 700;
    sw.bodyBytes += 300;
    expect(ledger.lastActivity).toBe(2000);
    expect(ledger.totals()).toEqual({ requests: 2, headerBytes: 350, bodyBytes: 6000, bytes: 6350 });
    expect(ledger.totals(mark)).toEqual({ requests: 1, headerBytes: 150, bodyBytes: 1000, bytes: 1150 });
    expect(ledger.since(ledger.mark())).toEqual([]);
  });

  it('keeps each response of a visit with its bytes', () => {
    expect(visitBytes([record('/', 10, 90), record('/a.js', 20, 0)])).toEqual({
      requests: 2,
      headerBytes: 30,
      bodyBytes: 90,
      bytes: 120,
      responses: [
        { path: '/', status: 200, bytes: 100 },
        { path: '/a.js', status: 200, bytes: 20 },
      ],
    });
    expect(sumRecords([])).toEqual({ requests: 0, headerBytes: 0, bodyBytes: 0, bytes: 0 });
  });
});

describe('Line', () => {
  it('lets bytes through one after another at its rate, whichever response they belong to', () => {
    const line = new Line(1000);
    expect(line.reserve(500, 0)).toBe(500);
    // Queued behind the first 500 bytes.
    expect(line.reserve(500, 100)).toBe(900);
    // An idle line starts again from now.
    expect(line.reserve(100, 5000)).toBe(100);
  });

  it('does not wait without a rate', () => {
    expect(new Line(Infinity).reserve(1e9, 0)).toBe(0);
  });
});

describe('slices', () => {
  it('cuts a chunk into pieces of at most the size, in order', () => {
    const parts = slices(Buffer.from('abcdefg'), 3);
    expect(parts.map(String)).toEqual(['abc', 'def', 'g']);
    expect(slices(Buffer.alloc(0))).toEqual([]);
  });
});

// A real proxy in front of a small local server (no browser): the bytes it counts are the bytes sent.
describe('startByteProxy', () => {
  const page = Buffer.from('<html>'.padEnd(20_000, 'x'));
  const gzipped = gzipSync(Buffer.from('console.log(1);'.repeat(500)));
  let upstream: Server;
  let proxy: ByteProxy;

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      if (req.url === '/app.js') {
        res.writeHead(200, { 'Content-Type': 'text/javascript', 'Content-Encoding': 'gzip', 'Content-Length': gzipped.length });
        res.end(gzipped);
      } else if (req.method === 'POST') {
        let size = 0;
        req.on('data', (chunk: Buffer) => (size += chunk.length));
        req.on('end', () => res.writeHead(201, { 'Content-Type': 'application/json' }).end(JSON.stringify({ size })));
      } else {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.end(page);
      }
    });
    await new Promise<void>((resolve) => upstream.listen(8590, '127.0.0.1', resolve));
    proxy = await startByteProxy(8591, 'http://127.0.0.1:8590');
  });
  afterAll(async () => {
    await proxy.stop();
    await new Promise((resolve) => upstream.close(resolve));
  });

  /** A request through the proxy: the status, the body as it arrived (still encoded) and the raw head's size. */
  const send = (path: string, body?: string) =>
    new Promise<{ status: number; body: Buffer; head: number }>((resolve, reject) => {
      const outgoing = request(`${proxy.baseURL}${path}`, { method: body ? 'POST' : 'GET', headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks),
            head: headerBytes(res.statusCode ?? 0, res.statusMessage ?? '', res.rawHeaders),
          }),
        );
      });
      outgoing.once('error', reject);
      outgoing.end(body);
    });

  it('passes responses on unchanged and counts their encoded bytes', async () => {
    const mark = proxy.ledger.mark();
    const html = await send('/');
    const js = await send('/app.js');
    expect(html.body.equals(page)).toBe(true);
    expect(js.body.equals(gzipped)).toBe(true);
    const [first, second] = proxy.ledger.since(mark);
    expect(first).toMatchObject({ path: '/', status: 200, bodyBytes: page.length });
    expect(second).toMatchObject({ path: '/app.js', status: 200, bodyBytes: gzipped.length });
    // The head the client received is the head counted (chunked framing aside, which is not content).
    expect(second?.headerBytes).toBe(js.head);
    await proxy.idle(50, 2000);
    expect(proxy.ledger.inFlight).toBe(0);
  });

  it('forwards request bodies and counts what the browser sent', async () => {
    const mark = proxy.ledger.mark();
    const answer = await send('/api/contact', 'x'.repeat(1234));
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body.toString())).toEqual({ size: 1234 });
    const [sent] = proxy.ledger.since(mark);
    expect(sent?.method).toBe('POST');
    expect(sent?.requestBytes).toBeGreaterThan(1234);
  });
});
