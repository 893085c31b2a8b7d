// nginx in front (docs/operations.md, "nginx in front"): ops/nginx/tulia.conf, rendered by
// ops/nginx/render.sh as the container does, serves a deployment folder and proxies /api/ to the
// api; every answer must carry the status and headers the api itself sends for the same request
// (api/src/site/serve-site.ts, api/src/http/security.ts). Skipped, saying why, without
// /usr/sbin/nginx (Debian package 'nginx').
//
// The folder is a small one laid out as `npm start` publishes it (tools/deploy/src/publish.ts);
// NGINX_PARITY_SITE=<a published deployment folder> runs the same comparison on every file of a
// real one.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { freePort } from '../../scripts/lib/processes';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { repoRoot } from '../paths';
import { createTestDatabase, relaxedRateLimits, type TestDatabase } from '../test/harness';
import { nginxMimeTypesStale } from './nginx-mime-types';

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const nginxMissing = existsSync(NGINX) ? null : `${NGINX} not found: install the Debian package 'nginx' (apt-get install -y nginx; the service need not run).`;
if (nginxMissing) console.warn(`Skipping the nginx parity test: ${nginxMissing}`);
const openssl = spawnSync('openssl', ['version']).status === 0;

/** Compared word for word (case aside): every security and caching header, and what says what the body is. */
const COMPARED = [
  'content-type',
  'content-encoding',
  'vary',
  'location',
  'cache-control',
  'x-robots-tag',
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'strict-transport-security',
];
/**
 * Compared for presence: their values are per request or per server (nginx's ETag is strong,
 * the api's weak). The validators only on 200: nginx never sends Last-Modified with another
 * status, and the 404 page is re-read (no-cache) anyway.
 */
const PRESENT = ['x-request-id'];
const VALIDATORS = ['etag', 'last-modified'];

/** A small folder as `npm start` publishes it, with the .br and .gz copies the build writes. */
function publishedSite(): string {
  const site = mkdtempSync(join(tmpdir(), 'tulia-nginx-site-'));
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title><script type="module" src="/assets/index-Bx7kQ2aZ.js"></script></head><body>${title}</body></html>`;
  const files: Record<string, string> = {
    'index.html': page('home page'),
    'contact/index.html': page('contact page'),
    'admin/login/index.html': page('admin login'),
    '404.html': page('not found page'),
    'offline.html': page('offline page'),
    'app.html': page('the app'),
    'assets/index-Bx7kQ2aZ.js': 'export const shell = 1;',
    'remoteEntry-DHoK56MQ.js': 'export const entry = 1;',
    'sw.js': 'self.addEventListener("fetch", () => {});',
    'robots.txt': 'User-agent: *\nAllow: /\n',
    'sitemap.xml': '<?xml version="1.0"?><urlset></urlset>',
    'remotes/mfe-public/1.0.0-76e386b1/remoteEntry.js': 'export const remote = 1;',
    'remotes/mfe-public/1.0.0-76e386b1/mf-manifest.json': '{"name":"mfe_public"}',
    'remotes/mfe-public/1.0.0-76e386b1/assets/ui-D2329Mt3.js': 'export const ui = 1;',
    'remotes/mfe-public/1.0.0-76e386b1/tulia/build.json': '{"version":"1.0.0-76e386b1"}',
    // A canary's variant (tools/deploy/src/canary): its pages, remotes.json and offline helper.
    'variants/mfe-public@2.0.0.x/index.html': page('canary home page'),
    'variants/mfe-public@2.0.0.x/contact/index.html': page('canary contact page'),
    'variants/mfe-public@2.0.0.x/404.html': page('canary not found page'),
    'variants/mfe-public@2.0.0.x/admin/users/index.html': page('the app'),
    'variants/mfe-public@2.0.0.x/remotes.json': '{"mfe-public":{"version":"2.0.0"}}',
    'variants/mfe-public@2.0.0.x/sw.js': 'self.addEventListener("fetch", () => {}); // canary',
  };
  // Written without compressed copies, as in a real deployment.
  const plain: Record<string, string | Buffer> = {
    'manifest.webmanifest': '{"name":"Tulia"}',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'icons/icon-192.png': Buffer.from('89504e470d0a1a0a', 'hex'),
    'ssr/chunks/page-Cq1.mjs': 'export default 1;',
    'remotes.json': '{"mfe-public":{"version":"1.0.0-76e386b1"}}',
    'shell.json': '{"version":"1.0.0-7a3db020"}',
    'versions.json': '{}',
    'releases.json': '[]',
    'composed.json': '{"files":[]}',
    // What must not be served: a lock, a build's notes, a secret copied in by mistake.
    '.deploy.lock': '12345',
    'remotes/mfe-public/1.0.0-76e386b1/.vite/manifest.json': '{"secret":"build layout"}',
    '.env': 'JWT_SECRET=do-not-serve',
  };
  for (const [name, content] of Object.entries({ ...files, ...plain })) {
    mkdirSync(join(site, name, '..'), { recursive: true });
    writeFileSync(join(site, name), content);
  }
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(site, `${name}.br`), brotliCompressSync(content));
    writeFileSync(join(site, `${name}.gz`), gzipSync(content));
  }
  // The buckets 00 to 09 are in the canary.
  mkdirSync(join(site, 'variants/buckets'), { recursive: true });
  for (let bucket = 0; bucket < 10; bucket += 1) symlinkSync('../mfe-public@2.0.0.x', join(site, 'variants/buckets', `0${bucket}`));
  // nginx's workers run as nobody when started as root: they must be able to read it.
  chmodSync(site, 0o755);
  return site;
}

/** Every file of the folder, as a path (the compressed copies too: they are files of the site). */
function sitePaths(site: string): string[] {
  return readdirSync(site, { recursive: true })
    .map(String)
    .filter((entry) => statSync(join(site, entry)).isFile())
    .map((entry) => `/${entry.split('/').map(encodeURIComponent).join('/')}`)
    .sort();
}

/** The cases named in the brief and the api's own tests: pages, redirects, refusals, the api. */
const CASES: [method: string, path: string][] = [
  ['GET', '/'],
  ['GET', '/contact'],
  ['HEAD', '/contact'],
  ['GET', '/admin/login'],
  ['GET', '/admin/users'],
  ['GET', '/admin'],
  ['GET', '/no-such-page'],
  ['GET', '/contact/more'],
  ['GET', '/assets'],
  ['GET', '/assets/missing-Zz9.js'],
  ['GET', '/x.tar.gz'],
  ['GET', '/contact/'],
  ['GET', '/contact/?from=menu'],
  ['GET', '/contact//'],
  ['GET', '/assets/'],
  ['GET', '/admin/users/'],
  ['GET', '//example.org/'],
  ['GET', '///example.org//'],
  ['GET', '/%61dmin/users'],
  ['GET', '/admin%2fusers'],
  ['GET', '//admin/users'],
  ['GET', '/admin/./users/'],
  ['GET', '/%61dmin/login/index.html'],
  ['GET', '/%E2%9C%93/'],
  ['GET', '/a%20b/'],
  ['GET', '/\\evil.example/'],
  ['GET', '/%5Cevil.example/'],
  ['GET', '/contact\\'],
  ['GET', '/.env'],
  ['GET', '/.deploy.lock'],
  ['GET', '/remotes/mfe-public/1.0.0-76e386b1/.vite/manifest.json'],
  ['GET', '/remotes/mfe-public/1.0.0-76e386b1/%2evite/manifest.json'],
  ['GET', '/remotes/mfe-public/1.0.0-76e386b1/index.html'],
  ['POST', '/contact'],
  ['DELETE', '/'],
  ['GET', '/apiary'],
  ['GET', '/api/health'],
  ['HEAD', '/api/health'],
  ['GET', '/api/health/ready'],
  ['GET', '/api'],
  ['GET', '/api/'],
  ['GET', '/api/nothing-here'],
  ['POST', '/api/health'],
  ['GET', '/%61pi/health'],
  ['GET', '/api%2fhealth'],
  ['GET', '//api/health'],
  ['GET', '/api/admin/users'],
];

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request with the path exactly as written (fetch would normalise it), on a new connection. */
function send(base: URL, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = { host: base.hostname, port: base.port, path, method, headers, agent: false, rejectUnauthorized: false };
    const request = (base.protocol === 'https:' ? httpsRequest : httpRequest)(options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

const text = (value: string | string[] | undefined): string => (value === undefined ? '-' : Array.isArray(value) ? value.join(', ') : value);
const digest = (body: Buffer): string => createHash('sha256').update(body).digest('hex');

interface Difference {
  request: string;
  what: string;
  api: string;
  nginx: string;
}

/** What differs between the api's answer and nginx's to one request. */
function differences(request: string, path: string, api: Answer, nginx: Answer): Difference[] {
  const found: Difference[] = [];
  const differ = (what: string, a: string, b: string) => {
    if (a !== b) found.push({ request, what, api: a, nginx: b });
  };
  differ('status', String(api.status), String(nginx.status));
  for (const name of COMPARED) differ(name, text(api.headers[name]).toLowerCase(), text(nginx.headers[name]).toLowerCase());
  const presence = (answer: Answer, name: string) => (answer.headers[name] === undefined ? 'absent' : 'present');
  for (const name of [...PRESENT, ...(api.status === 200 ? VALIDATORS : [])]) differ(name, presence(api, name), presence(nginx, name));
  // The same file: pages, the 404 page, assets. Not the api's answers, nor the JSON of a
  // refusal (the api names the path in its message).
  const json = /json/.test(text(api.headers['content-type'])) && api.status >= 400;
  if (!json && !/^\/+(api|%61pi)/i.test(path)) differ('body (sha256)', digest(api.body).slice(0, 12), digest(nginx.body).slice(0, 12));
  return found;
}

function table(rows: Difference[]): string {
  const cut = (value: string) => (value.length > 60 ? `${value.slice(0, 57)}...` : value);
  return [
    '| request | what | api | nginx |',
    '|---|---|---|---|',
    ...rows.map((row) => `| ${row.request} | ${row.what} | ${cut(row.api)} | ${cut(row.nginx)} |`),
  ].join('\n');
}

describe.skipIf(nginxMissing !== null)('nginx in front (ops/nginx/tulia.conf) answers as the api does', () => {
  const realSite = process.env.NGINX_PARITY_SITE;
  let site: string;
  let prefix: string;
  let database: TestDatabase;
  let app: FastifyInstance;
  let nginx: ChildProcess | undefined;
  let nginxOutput = '';
  let apiBase: URL;
  let nginxBase: URL;
  let nginxTls: URL | undefined;
  const stopNginx = () => {
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGTERM');
  };

  beforeAll(async () => {
    site = realSite ?? publishedSite();
    prefix = mkdtempSync(join(tmpdir(), 'tulia-nginx-'));
    chmodSync(prefix, 0o755);
    database = await createTestDatabase();
    // The api as the compose file runs it behind nginx: nginx's address is a trusted proxy.
    app = await buildApp({ siteDir: site, database: database.handle, config: testConfig({ rateLimits: relaxedRateLimits, trustProxy: ['127.0.0.1'] }) });
    apiBase = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));

    // A first instance that refuses every connection, as a stopped one does: nginx must pass
    // each request on to the other. Port 1: privileged, so no test of anyone's can listen there.
    await expect(send(new URL('http://127.0.0.1:1'), 'GET', '/', {})).rejects.toThrow(/ECONNREFUSED/);
    const env: NodeJS.ProcessEnv = { ...process.env, SITE_DIR: site, API_UPSTREAMS: `127.0.0.1:1 127.0.0.1:${apiBase.port}` };
    // A range of its own: the load test and the bench take 8401-8420, the multi-instance harness 8621-8629.
    const port = await freePort(8441, 8460);
    env.LISTEN = `127.0.0.1:${port}`;
    nginxBase = new URL(`http://127.0.0.1:${port}`);
    if (openssl) {
      // A throwaway certificate, for HSTS over https.
      const made = spawnSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=localhost',
          '-keyout',
          join(prefix, 'key.pem'),
          '-out',
          join(prefix, 'cert.pem'),
        ],
        { encoding: 'utf8' },
      );
      if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
      const tlsPort = await freePort(8441, 8460);
      Object.assign(env, { TLS_LISTEN: `127.0.0.1:${tlsPort}`, TLS_CERT: join(prefix, 'cert.pem'), TLS_KEY: join(prefix, 'key.pem') });
      nginxTls = new URL(`https://127.0.0.1:${tlsPort}`);
    } else {
      console.warn('openssl not found: the https comparison (HSTS) is skipped.');
    }
    const rendered = spawnSync('sh', [join(repoRoot, 'ops/nginx/render.sh'), join(prefix, 'conf')], { env, encoding: 'utf8' });
    if (rendered.status !== 0) throw new Error(`render.sh failed: ${rendered.stderr}`);

    nginx = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'conf/nginx.conf'), '-e', join(prefix, 'error.log'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    process.once('exit', stopNginx);
    nginx.stderr?.on('data', (chunk: Buffer) => {
      nginxOutput = (nginxOutput + chunk.toString()).slice(-4000);
    });
    const deadline = Date.now() + 15_000;
    for (;;) {
      if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}:\n${nginxOutput}`);
      try {
        if ((await send(nginxBase, 'GET', '/api/health', {})).status === 200) break;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`nginx did not answer within 15 s:\n${nginxOutput}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve));
      stopNginx();
      await exited;
    }
    process.removeListener('exit', stopNginx);
    await app?.close();
    await database?.drop();
    if (prefix) rmSync(prefix, { recursive: true, force: true });
    if (site && !realSite) rmSync(site, { recursive: true, force: true });
  });

  it("ops/nginx/tulia-mime.types is the api's table of types", () => {
    expect(nginxMimeTypesStale(), 'stale: run npx tsx api/src/site/nginx-mime-types.ts').toBe(false);
  });

  it('every file, page, redirect and refusal, with Accept-Encoding gzip and without: the same status and headers', async () => {
    const started = Date.now();
    const requests: [string, string][] = [...sitePaths(site).map((path): [string, string] => ['GET', path]), ...CASES];
    const found: Difference[] = [];
    let count = 0;
    for (const [method, path] of requests) {
      for (const encoding of ['gzip', null]) {
        // A browser outside the canary (the canary's own test is below): each side would draw its own bucket.
        const headers: Record<string, string> = { cookie: 'tulia_bucket=99', ...(encoding ? { 'accept-encoding': encoding } : {}) };
        const [api, proxied] = await Promise.all([send(apiBase, method, path, headers), send(nginxBase, method, path, headers)]);
        found.push(...differences(`${method} ${path} (${encoding ?? 'identity'})`, path, api, proxied));
        count += 1;
      }
    }
    console.log(
      `nginx parity: ${count} requests (${requests.length} addresses x 2 encodings) in ${Date.now() - started} ms, ${found.length} differences${found.length ? `\n${table(found)}` : ''}`,
    );
    expect(found, table(found)).toEqual([]);
  }, 120_000);

  it('a canary: the same variant for the same bucket, the live site outside it, and the bucket drawn by both for a new browser', async ({ skip }) => {
    if (realSite) return skip();
    const found: Difference[] = [];
    const paths = [
      '/',
      '/contact',
      '/no-such-page',
      '/admin/users',
      '/remotes.json',
      '/sw.js',
      '/assets/index-Bx7kQ2aZ.js',
      '/variants/buckets/05/remotes.json',
      '/variants/mfe-public@2.0.0.x/index.html',
    ];
    for (const bucket of ['05', '50']) {
      for (const path of paths) {
        for (const encoding of ['gzip', null]) {
          const headers: Record<string, string> = { cookie: `tulia_bucket=${bucket}`, ...(encoding ? { 'accept-encoding': encoding } : {}) };
          const [api, proxied] = await Promise.all([send(apiBase, 'GET', path, headers), send(nginxBase, 'GET', path, headers)]);
          found.push(...differences(`GET ${path} (bucket ${bucket}, ${encoding ?? 'identity'})`, path, api, proxied));
          expect(proxied.headers['set-cookie'], path).toBeUndefined();
          if (path.startsWith('/variants/')) expect(proxied.status, path).toBe(404);
        }
      }
    }
    expect(found, table(found)).toEqual([]);
    const home = async (bucket: string) => (await send(nginxBase, 'GET', '/', { cookie: `tulia_bucket=${bucket}` })).body.toString();
    expect(await home('05')).toContain('canary home page');
    expect(await home('50')).toContain('home page');
    expect(await home('50')).not.toContain('canary');
    const drawn = new Set<string>();
    for (let visit = 0; visit < 60; visit += 1) {
      const [api, proxied] = await Promise.all([send(apiBase, 'GET', '/', {}), send(nginxBase, 'GET', '/', {})]);
      for (const answer of [api, proxied])
        expect(text(answer.headers['set-cookie'])).toMatch(/^tulia_bucket=\d{2}; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/);
      drawn.add(/=(\d{2})/.exec(text(proxied.headers['set-cookie']))?.[1] ?? '');
    }
    // nginx draws from the request's random id: many buckets, not one.
    expect(drawn.size).toBeGreaterThan(20);
  });

  it('over https at nginx: HSTS on every answer, as the api sends it behind a TLS proxy it trusts', async ({ skip }) => {
    if (!nginxTls) return skip();
    const found: Difference[] = [];
    for (const [method, path] of [
      ['GET', '/'],
      ['GET', '/admin/login'],
      ['GET', '/sw.js'],
      ['GET', '/no-such-page'],
      ['GET', '/contact/'],
      ['GET', '/nope.js'],
      ['GET', '/api/health'],
    ] as const) {
      const api = await send(apiBase, method, path, { 'x-forwarded-proto': 'https', cookie: 'tulia_bucket=99' });
      const proxied = await send(nginxTls, method, path, { cookie: 'tulia_bucket=99' });
      expect(proxied.headers['strict-transport-security'], path).toBe('max-age=31536000');
      found.push(...differences(`${method} ${path} (https)`, path, api, proxied));
    }
    expect(found, table(found)).toEqual([]);
    // A bucket drawn over https is kept by a Secure cookie at both.
    const [apiCookie, nginxCookie] = await Promise.all([send(apiBase, 'GET', '/', { 'x-forwarded-proto': 'https' }), send(nginxTls, 'GET', '/', {})]);
    for (const answer of [apiCookie, nginxCookie]) expect(text(answer.headers['set-cookie'])).toMatch(/; HttpOnly; Secure$/);
    // Over plain http neither sends it (also checked by the comparison above).
    expect((await send(nginxBase, 'GET', '/', {})).headers['strict-transport-security']).toBeUndefined();
  });

  it('an instance that refuses connections: every request goes to the other, a POST too (it was never sent)', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await send(nginxBase, 'GET', '/api/health', {})).status).toBe(200);
      const post = await send(nginxBase, 'POST', '/api/auth/admin/login', { 'content-type': 'application/json' }, '{}');
      // The api's own answer to an invalid body, not a 502 or 503 of nginx's.
      expect(post.status).toBe(400);
      expect(JSON.parse(post.body.toString()) as unknown).toHaveProperty('message');
    }
  });

  it("/api/ passes through with nginx's request id, which the api adopts from its trusted proxy", async () => {
    const answer = await send(nginxBase, 'GET', '/api/health', {});
    expect(answer.status).toBe(200);
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    // One header each: nginx adds nothing to the api's answers.
    expect(answer.headers['content-security-policy']).toBe((await send(apiBase, 'GET', '/api/health', {})).headers['content-security-policy']);
  });
});
