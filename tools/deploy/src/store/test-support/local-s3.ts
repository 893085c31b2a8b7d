/**
 * An S3-compatible server on this machine for the tests: s3rver (npm), behind a small front that
 * adds what s3rver does not do, conditional writes. s3rver 3.7.1 stores a PutObject whatever its
 * `If-None-Match: *` or `If-Match` says (store.test.ts proves it on s3rver alone), and no server
 * from npm or Debian 12 that does honour them runs without a cluster (docs/object-store.md). The
 * front checks the condition against the object's ETag and forwards the write, one request per
 * key at a time, so that check and write are one step, as in S3: a failed condition is a 412
 * PreconditionFailed (404 NoSuchKey for If-Match on a missing key, as S3 answers). Reads of a key
 * wait for its write too: s3rver rewrites a file in place, and a read during the write would see
 * half of it, where S3 replaces an object whole; and s3rver answers a PutObject before its bytes
 * are all on disk, so the front answers a write only once a read gives back the bytes written.
 *
 *   npx tsx tools/deploy/src/store/test-support/local-s3.ts [bucket]   # prints the environment to use
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { HeadObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface LocalS3 {
  /** The front, with conditional writes. */
  endpoint: string;
  /** s3rver itself, without them. */
  s3rverEndpoint: string;
  /** The standard AWS environment that points the release tools at it. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
// The SDK warns once per process that its releases of 2027 will need Node 22; this repository is on 20.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });

function forward(target: AddressInfo, req: IncomingMessage, res: ServerResponse, body?: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const upstream = request({ host: target.address, port: target.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      answer.once('end', resolve);
    });
    upstream.once('error', reject);
    if (body) upstream.end(body);
    else req.pipe(upstream);
  });
}

/** Forwards a write and answers it only once the object reads back as written (see above). */
function forwardWrite(target: AddressInfo, req: IncomingMessage, res: ServerResponse, body: Buffer, readsBack: (etag: string) => Promise<boolean>): Promise<void> {
  return new Promise((resolve, reject) => {
    const upstream = request({ host: target.address, port: target.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.once('error', reject);
      answer.once('end', () => {
        const etag = answer.headers.etag;
        const settle = async (): Promise<void> => {
          for (let tries = 0; req.method === 'PUT' && answer.statusCode === 200 && etag && tries < 500 && !(await readsBack(etag)); tries += 1) {
            await new Promise((wait) => setTimeout(wait, 2));
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(Buffer.concat(chunks));
        };
        settle().then(resolve, reject);
      });
    });
    upstream.once('error', reject);
    upstream.end(body);
  });
}

function s3Error(res: ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, { 'Content-Type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

/** The front: requests on one key one at a time, conditional PUTs checked first; listings passed through. */
function conditionalFront(target: AddressInfo): Server {
  const direct = new S3Client({ endpoint: `http://${target.address}:${target.port}`, region: 'us-east-1', forcePathStyle: true, credentials });
  const queues = new Map<string, Promise<unknown>>();
  const oneAtATime = <T>(key: string, step: () => Promise<T>): Promise<T> => {
    const done = (queues.get(key) ?? Promise.resolve()).then(step, step);
    const settled = done.catch(() => undefined);
    queues.set(key, settled);
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key);
    });
    return done;
  };
  const etagOf = async (bucket: string, key: string): Promise<string | null> => {
    try {
      return (await direct.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ETag ?? null;
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  };
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://front');
    const [, bucket = '', ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const onObject = key !== '' && ['GET', 'HEAD', 'PUT', 'DELETE'].includes(req.method ?? '') && !url.searchParams.has('uploadId');
    const handle = async (): Promise<void> => {
      if (!onObject) return forward(target, req, res);
      const ifNoneMatch = req.headers['if-none-match'];
      const ifMatch = req.headers['if-match'];
      const body = await readBody(req);
      await oneAtATime(`${bucket}/${key}`, async () => {
        if (req.method === 'PUT' && (ifNoneMatch || ifMatch)) {
          const etag = await etagOf(bucket, key);
          if (ifNoneMatch === '*' && etag !== null) return s3Error(res, 412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
          if (ifMatch && etag === null) return s3Error(res, 404, 'NoSuchKey', 'The specified key does not exist.');
          if (ifMatch && etag !== ifMatch) return s3Error(res, 412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
        }
        if (req.method === 'GET' || req.method === 'HEAD') return forward(target, req, res, body);
        return forwardWrite(target, req, res, body, async (etag) => {
          // s3rver reads anonymously: a plain GET, cheaper than a signed one.
          const answer = await fetch(`http://${target.address}:${target.port}${url.pathname}`);
          const bytes = Buffer.from(await answer.arrayBuffer());
          return `"${createHash('md5').update(bytes).digest('hex')}"` === etag;
        });
      });
    };
    handle().catch((error: unknown) => {
      if (!res.headersSent) s3Error(res, 500, 'InternalError', String(error));
      else res.destroy();
    });
  });
}

export async function startLocalS3(bucket: string): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'tulia-s3rver-'));
  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const inner = await s3rver.run();
  const front = conditionalFront(inner);
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    s3rverEndpoint: `http://127.0.0.1:${inner.port}`,
    env: { AWS_ENDPOINT_URL: endpoint, AWS_ACCESS_KEY_ID: credentials.accessKeyId, AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey, AWS_REGION: 'us-east-1', AWS_S3_FORCE_PATH_STYLE: '1', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    async close() {
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
      await s3rver.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const bucket = process.argv[2] ?? 'tulia-site';
  const server = await startLocalS3(bucket);
  console.log(`s3rver with conditional writes, bucket ${bucket}, until Ctrl-C:`);
  for (const [name, value] of Object.entries(server.env)) console.log(`export ${name}=${value}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void server.close().then(() => process.exit(0)));
}
