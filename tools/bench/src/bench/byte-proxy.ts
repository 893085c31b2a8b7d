// The cheap-phone scenarios reach a site through this proxy: it counts every byte the site sends
// (status line, headers and body as encoded on the wire, whether the page or its service worker
// asked) and it is where the network of the mobile profile is throttled. Chromium's network
// emulation is set per target, and a page's session does not reach its service worker (whose
// precache competes with the page for the line); here both share one throttled line, exactly.
import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One response as it went through the proxy. */
export interface ResponseRecord {
  method: string;
  path: string;
  status: number;
  /** Status line and headers, as HTTP/1.1 writes them. */
  headerBytes: number;
  /** The body as sent (compressed when the server compressed it), counted as it is passed on. */
  bodyBytes: number;
  /** Request line, headers and body the browser sent. */
  requestBytes: number;
}

export interface ByteTotals {
  requests: number;
  headerBytes: number;
  bodyBytes: number;
  /** headerBytes + bodyBytes: what the visitor's data plan pays for downstream. */
  bytes: number;
}

/** Bytes of the status line and headers of a response (rawHeaders: name, value, name, value…). */
export function headerBytes(status: number, statusMessage: string, rawHeaders: readonly string[]): number {
  let bytes = Buffer.byteLength(`HTTP/1.1 ${status} ${statusMessage}\r\n`) + 2;
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) bytes += Buffer.byteLength(`${rawHeaders[index]}: ${rawHeaders[index + 1]}\r\n`);
  return bytes;
}

/** Bytes of a request's line and headers. */
export function requestHeadBytes(method: string, path: string, rawHeaders: readonly string[]): number {
  let bytes = Buffer.byteLength(`${method} ${path} HTTP/1.1\r\n`) + 2;
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) bytes += Buffer.byteLength(`${rawHeaders[index]}: ${rawHeaders[index + 1]}\r\n`);
  return bytes;
}

/** The responses seen, in the order they started; a mark is a position in that list. */
export class ByteLedger {
  readonly records: ResponseRecord[] = [];
  inFlight = 0;
  lastActivity = 0;

  start(record: Omit<ResponseRecord, 'bodyBytes'>, now = Date.now()): ResponseRecord {
    const entry = { ...record, bodyBytes: 0 };
    this.records.push(entry);
    this.lastActivity = now;
    return entry;
  }

  mark(): number {
    return this.records.length;
  }

  /** The responses started since `mark` (all of them by default). */
  since(mark = 0): ResponseRecord[] {
    return this.records.slice(mark);
  }

  totals(mark = 0): ByteTotals {
    return sumRecords(this.since(mark));
  }
}

/** A visit's bytes, with each response (path, status, bytes) for the JSON: what was paid for. */
export interface VisitBytes extends ByteTotals {
  responses: { path: string; status: number; bytes: number }[];
}

export function visitBytes(records: readonly ResponseRecord[]): VisitBytes {
  return {
    ...sumRecords(records),
    responses: records.map((record) => ({ path: record.path, status: record.status, bytes: record.headerBytes + record.bodyBytes })),
  };
}

export function sumRecords(records: readonly ResponseRecord[]): ByteTotals {
  const header = records.reduce((sum, record) => sum + record.headerBytes, 0);
  const body = records.reduce((sum, record) => sum + record.bodyBytes, 0);
  return { requests: records.length, headerBytes: header, bodyBytes: body, bytes: header + body };
}

/**
 * One direction of the line: bytes leave one after another at `bytesPerSecond`, whichever
 * response they belong to. reserve() says how long to wait before the bytes are through.
 */
export class Line {
  private freeAt = 0;
  constructor(private readonly bytesPerSecond: number) {}

  reserve(bytes: number, now: number): number {
    if (!Number.isFinite(this.bytesPerSecond) || this.bytesPerSecond <= 0) return 0;
    this.freeAt = Math.max(this.freeAt, now) + (bytes * 1000) / this.bytesPerSecond;
    return this.freeAt - now;
  }
}

export interface Throttling {
  /** Added once to every request, before its response starts. */
  latencyMs: number;
  downloadBytesPerSecond: number;
  uploadBytesPerSecond: number;
}

export const noThrottling: Throttling = { latencyMs: 0, downloadBytesPerSecond: Infinity, uploadBytesPerSecond: Infinity };

/** Slices a chunk so that the line is shared between responses in small steps (not 64 KiB bursts). */
export const SLICE_BYTES = 8 * 1024;

export function slices(chunk: Buffer, size = SLICE_BYTES): Buffer[] {
  const parts: Buffer[] = [];
  for (let offset = 0; offset < chunk.length; offset += size) parts.push(chunk.subarray(offset, offset + size));
  return parts;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface ByteProxy {
  baseURL: string;
  ledger: ByteLedger;
  /** Resolves once nothing has been in flight for `quietMs` (or after `timeoutMs` in any case). */
  idle(quietMs: number, timeoutMs: number): Promise<void>;
  stop(): Promise<void>;
}

/** A proxy on 127.0.0.1:`port` in front of `target` (http://host:port), counting and throttling. */
export async function startByteProxy(port: number, target: string, throttling: Throttling = noThrottling): Promise<ByteProxy> {
  const upstream = new URL(target);
  const ledger = new ByteLedger();
  const down = new Line(throttling.downloadBytesPerSecond);
  const up = new Line(throttling.uploadBytesPerSecond);
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });

  const forward = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    let requestBytes = requestHeadBytes(method, path, req.rawHeaders);
    // The request goes up the slow uplink first (its body too), then waits out the latency.
    const body: Buffer[] = [];
    for await (const chunk of req as AsyncIterable<Buffer>) body.push(chunk);
    const sent = Buffer.concat(body);
    requestBytes += sent.length;
    await sleep(up.reserve(requestBytes, Date.now()) + throttling.latencyMs);
    const answer = await new Promise<IncomingMessage>((resolve, reject) => {
      const headers = { ...req.headers, host: req.headers.host ?? upstream.host };
      const outgoing = request({ host: upstream.hostname, port: upstream.port, method, path, headers, agent }, resolve);
      outgoing.once('error', reject);
      outgoing.end(sent);
    });
    const status = answer.statusCode ?? 502;
    const statusMessage = answer.statusMessage ?? '';
    const record = ledger.start({ method, path, status, headerBytes: headerBytes(status, statusMessage, answer.rawHeaders), requestBytes });
    await sleep(down.reserve(record.headerBytes, Date.now()));
    if (res.destroyed) {
      answer.destroy();
      return;
    }
    // rawHeaders as they came (one Set-Cookie per line, names spelled as the site spelled them).
    res.writeHead(status, statusMessage, answer.rawHeaders);
    for await (const chunk of answer as AsyncIterable<Buffer>) {
      for (const part of slices(chunk)) {
        await sleep(down.reserve(part.length, Date.now()));
        if (res.destroyed) {
          answer.destroy();
          return;
        }
        record.bodyBytes += part.length;
        ledger.lastActivity = Date.now();
        res.write(part);
      }
    }
    res.end();
  };

  const server = createServer((req, res) => {
    ledger.inFlight += 1;
    ledger.lastActivity = Date.now();
    forward(req, res)
      .catch(() => {
        if (!res.headersSent) res.writeHead(502).end();
        else res.destroy();
      })
      .finally(() => {
        ledger.inFlight -= 1;
        ledger.lastActivity = Date.now();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: listening } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${listening}`,
    ledger,
    async idle(quietMs, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline && (ledger.inFlight > 0 || Date.now() - ledger.lastActivity < quietMs)) await sleep(100);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
