import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { DOCUMENT_ONLY_HEADERS, HSTS_MAX_AGE } from '../http/security';
import { createTestDatabase, relaxedRateLimits, signedIn, type TestDatabase } from '../test/harness';

// The security headers of the pages, files and api answers the one-port server sends, with
// SITE_DIR pointing at a small published site.

const site = mkdtempSync(join(tmpdir(), 'tulia-site-headers-'));
mkdirSync(join(site, 'assets'));
// A composed page and the app's page (tools/deploy/src/publish.ts, tools/deploy/src/compose).
const page = '<!doctype html><html><head><title>shell</title><script type="module" src="/assets/x.js"></script></head><body></body></html>';
writeFileSync(join(site, 'index.html'), page);
writeFileSync(join(site, 'app.html'), page);
writeFileSync(join(site, 'assets/x.js'), 'console.log("shell")');
// The build writes Brotli and gzip copies beside its files (scripts/build-options.mjs).
writeFileSync(join(site, 'assets/x.js.br'), brotliCompressSync('console.log("shell")'));
writeFileSync(join(site, 'assets/x.js.gz'), gzipSync('console.log("shell")'));
writeFileSync(join(site, 'remotes.json'), '{"mfe-public":"/remotes/mfe-public/1.0.0/remoteEntry.js"}');
// The offline helper (a worker obeys its own CSP) and an icon (an SVG opened by itself is a document).
writeFileSync(join(site, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(join(site, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

let database: TestDatabase;
let app: FastifyInstance;
let behindProxy: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig({ rateLimits: relaxedRateLimits });
  app = await buildApp({ siteDir: site, database: database.handle, config });
  behindProxy = await buildApp({ siteDir: site, database: database.handle, config: { ...config, trustProxy: 1 } });
});
afterAll(async () => {
  await app?.close();
  await behindProxy?.close();
  await database?.drop();
  rmSync(site, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function checkPageHeaders(res: LightMyRequestResponse, what: string): void {
  const csp = directives(res.headers['content-security-policy']);
  // script-src, or default-src when there is none, is what governs scripts.
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts, `${what}: script-src`).toBeDefined();
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", "'wasm-unsafe-eval'", '*', 'data:', 'blob:', 'http:', 'https:']) {
    expect(scripts, `${what}: script-src allows ${unsafe}`).not.toContain(unsafe);
  }
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'self'"]);
  // The offline helper and the web app manifest come from the site itself, never from elsewhere.
  expect(csp.get('worker-src'), what).toEqual(["'self'"]);
  expect(csp.get('manifest-src'), what).toEqual(["'self'"]);
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'], what).toContain(res.headers['referrer-policy']);
  expect(res.headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(res.headers['x-powered-by'], what).toBeUndefined();
}

/** A file that is not a document: what acts on it (nosniff, CORP), none of the document-only headers. */
function checkFileHeaders(res: LightMyRequestResponse, what: string): void {
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['cross-origin-resource-policy'], what).toBe('same-site');
  expect(res.headers['x-request-id'], what).toBeDefined();
  for (const name of DOCUMENT_ONLY_HEADERS) expect(res.headers[name], `${what}: ${name}`).toBeUndefined();
}

describe('security headers of the served site', () => {
  const documents: [string, string, RegExp][] = [
    ['the shell at /', '/', /^text\/html/],
    ['a client-side route (SPA fallback)', '/admin/login', /^text\/html/],
    ['a deep client-side route with a query', '/admin/users?page=2', /^text\/html/],
    ['the offline helper', '/sw.js', /javascript/],
    ['an SVG icon', '/favicon.svg', /^image\/svg\+xml/],
  ];
  const files: [string, string, RegExp][] = [
    ['a hashed asset', '/assets/x.js', /javascript/],
    ['remotes.json', '/remotes.json', /^application\/json/],
  ];

  it.each(documents)('%s: CSP without unsafe scripts, nosniff, referrer policy, no framing, COOP', async (what, url, type) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, what).toBe(200);
    expect(res.headers['content-type'], what).toMatch(type);
    checkPageHeaders(res, what);
  });

  it.each(files)("%s: only the headers that act on a file (about 1 KB less on each of a visit's files)", async (what, url, type) => {
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode, what).toBe(200);
    expect(res.headers['content-type'], what).toMatch(type);
    checkFileHeaders(res, what);
  });

  it("a missing file is a 404 with a file's headers, not the shell", async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(res.statusCode).toBe(404);
    checkFileHeaders(res, 'missing asset');
  });

  it('HSTS only over https: absent on plain http (npm start), present behind a TLS proxy with TRUST_PROXY', async () => {
    expect((await app.inject({ method: 'GET', url: '/' })).headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY a client cannot claim https.
    expect((await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security']).toBeUndefined();
    for (const url of ['/', '/admin/login', '/assets/x.js', '/api/health']) {
      const res = await behindProxy.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security'], url).toBe(`max-age=${HSTS_MAX_AGE}`);
      if (url === '/assets/x.js') checkFileHeaders(res, url);
      else checkPageHeaders(res, url);
    }
  });

  it('api answers: nosniff everywhere, no-store on authenticated data and on tokens', async () => {
    const admin = await signedIn(app, database.handle.db);
    for (const url of ['/api/admin/users', '/api/admin/dashboard', '/api/auth/admin/profile', '/api/admin/users/2000000000']) {
      const res = await admin.get(url);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const login = await app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { email: admin.admin.email, password: admin.admin.password } });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const unknown = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['x-content-type-options']).toBe('nosniff');
    const badUrl = await app.inject({ method: 'GET', url: '/api/admin/users/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ message: 'The address is not valid: check its percent-encoding.' });
    expect(badUrl.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('compressed files', () => {
  it('sends the Brotli or gzip copy of a file to browsers that accept it, and the file itself to others', async () => {
    const brotli = await app.inject({ method: 'GET', url: '/assets/x.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload).toEqual(brotliCompressSync('console.log("shell")'));
    const gzip = await app.inject({ method: 'GET', url: '/assets/x.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/assets/x.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("shell")');
    expect(String(brotli.headers['content-type'])).toContain('javascript');
  });
});
