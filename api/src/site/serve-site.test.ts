import { request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { createTestDatabase, relaxedRateLimits, type TestDatabase } from '../test/harness';

// Which file answers which address, for a deployment with composed pages (tools/deploy/src/compose) and
// for a client-rendered one (no 404.html: every page path is the app's).

/** A GET with the path sent exactly as written (fetch and the injector would normalise it). */
function rawGet(base: URL, path: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: base.hostname, port: base.port, path, method: 'GET' }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    });
    request.on('error', reject);
    request.end();
  });
}

function publishedSite(files: Record<string, string>): string {
  const site = mkdtempSync(join(tmpdir(), 'tulia-serve-site-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(site, name, '..'), { recursive: true });
    writeFileSync(join(site, name), text);
  }
  return site;
}

const composedSite = publishedSite({
  'index.html': '<title>home page</title>',
  'contact/index.html': '<title>contact page</title>',
  '404.html': '<title>not found page</title>',
  'app.html': '<title>the app</title>',
  'admin/login/index.html': '<title>admin login shell</title>',
  // The offline helper and the web app manifest (tools/deploy/src/compose, shell/public).
  'sw.js': 'self.addEventListener("fetch", () => {});',
  'offline.html': '<title>offline page</title>',
  'manifest.webmanifest': '{"name":"Tulia"}',
  'icons/icon-192.png': 'png',
  'assets/app-abc123.js': 'export {};',
  'remotes/mfe-public/1.0.0/mf-manifest.json': '{}',
  'remotes/mfe-public/1.0.0/mf-manifest.json.br': 'compressed',
  // What a deployment must not serve: a remote's standalone page left out of the release but
  // for its compressed copy, a build's .vite folder, a secret copied in by mistake.
  'remotes/mfe-public/1.0.0/index.html.gz': 'standalone page',
  'remotes/mfe-public/1.0.0/index.html.br': 'standalone page',
  'remotes/mfe-public/1.0.0/.vite/manifest.json': '{"secret":"build layout"}',
  '.env': 'JWT_SECRET=do-not-serve',
});
// Brotli and gzip copies, as the composition writes them beside sw.js.
writeFileSync(join(composedSite, 'sw.js.br'), brotliCompressSync('self.addEventListener("fetch", () => {});'));
writeFileSync(join(composedSite, 'sw.js.gz'), gzipSync('self.addEventListener("fetch", () => {});'));
const clientSite = publishedSite({ 'app.html': '<title>the app</title>' });

let database: TestDatabase;
let composed: FastifyInstance;
let clientRendered: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig({ rateLimits: relaxedRateLimits });
  composed = await buildApp({ siteDir: composedSite, database: database.handle, config });
  clientRendered = await buildApp({ siteDir: clientSite, database: database.handle, config });
});
afterAll(async () => {
  await composed?.close();
  await clientRendered?.close();
  await database?.drop();
  rmSync(composedSite, { recursive: true, force: true });
  rmSync(clientSite, { recursive: true, force: true });
});

describe('a deployment with composed pages', () => {
  it.each([
    ['/', 'home page'],
    ['/contact', 'contact page'],
    ['/admin/login', 'admin login shell'],
    ['/admin/users', 'the app'],
    ['/admin', 'the app'],
  ])('answers %s with its page', async (url, title) => {
    const res = await composed.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(title);
    // The back office's pages are never stored (a shared phone, a shared cache).
    expect(res.headers['cache-control']).toBe(url.startsWith('/admin') ? 'no-store' : 'no-cache');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it.each(['/no-such-page', '/contact/more', '/%E0%A4%AAge', '/../etc/passwd'])('answers %s with the 404 page and status 404', async (url) => {
    const res = await composed.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('not found page');
  });

  it('keeps the back office out of search engines', async () => {
    for (const url of ['/admin/login', '/admin/users']) {
      expect((await composed.inject({ url })).headers['x-robots-tag'], url).toBe('noindex');
    }
    expect((await composed.inject({ url: '/contact' })).headers['x-robots-tag']).toBeUndefined();
  });

  it('gives each page one address: a trailing slash redirects, keeping the query', async () => {
    const res = await composed.inject({ url: '/contact/?from=menu' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/contact?from=menu');
  });

  it('never redirects off the site', async () => {
    for (const url of ['//example.org/', '///example.org//', '/\\example.org/']) {
      const res = await composed.inject({ url });
      expect(res.statusCode, url).toBeLessThan(500);
      if (res.headers.location !== undefined) expect(String(res.headers.location), url).toMatch(/^\/(?![/\\])/);
    }
    expect((await composed.inject({ url: '//example.org/' })).headers.location).toBe('/example.org');
  });

  it('answers a malformed address without an error', async () => {
    const res = await composed.inject({ url: '/%E0%A4%A' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('serves the offline helper, its page, the manifest and the icons to be re-read (no-cache), hashed files as immutable', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const worker = await composed.inject({ url: '/sw.js', headers: { 'accept-encoding': encoding } });
      expect(worker.statusCode, encoding).toBe(200);
      expect(worker.headers['content-type'], encoding).toMatch(/javascript/);
      expect(worker.headers['cache-control'], encoding).toBe('no-cache');
    }
    const offline = await composed.inject({ url: '/offline.html' });
    expect(offline.body).toContain('offline page');
    expect(offline.headers['cache-control']).toBe('no-cache');
    const manifest = await composed.inject({ url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await composed.inject({ url: '/icons/icon-192.png' })).headers['cache-control']).toBe('no-cache');
    expect((await composed.inject({ url: '/assets/app-abc123.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A remote's entry files are re-read whether or not the browser takes the compressed copy.
    const manifestBr = await composed.inject({ url: '/remotes/mfe-public/1.0.0/mf-manifest.json', headers: { 'accept-encoding': 'br' } });
    expect(manifestBr.headers['content-encoding']).toBe('br');
    expect(manifestBr.headers['cache-control']).toBe('no-cache');
  });

  it('says an answer depends on Accept-Encoding whenever a compressed copy exists', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const worker = await composed.inject({ url: '/sw.js', headers: { 'accept-encoding': encoding } });
      expect(worker.headers.vary, encoding).toMatch(/Accept-Encoding/i);
    }
    expect((await composed.inject({ url: '/remotes/mfe-public/1.0.0/mf-manifest.json', headers: { 'accept-encoding': 'identity' } })).headers.vary).toMatch(
      /Accept-Encoding/i,
    );
  });

  it('serves a compressed copy only with the file it stands for', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await composed.inject({ url: '/remotes/mfe-public/1.0.0/index.html', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode, encoding).toBe(404);
      expect(res.body, encoding).not.toContain('standalone page');
    }
  });

  it('serves nothing under a dot-name', async () => {
    for (const url of ['/.env', '/remotes/mfe-public/1.0.0/.vite/manifest.json', '/remotes/mfe-public/1.0.0/%2evite/manifest.json']) {
      const res = await composed.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toMatch(/secret|JWT_SECRET/);
    }
  });

  it('answers any backslash with 404, never a redirect', async () => {
    // Over a real connection: the injector would read the backslash as a slash, as a browser does.
    const address = await composed.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const path of ['/\\evil.example/', '/%5Cevil.example/', '/contact\\']) {
        const answer = await rawGet(new URL(address), path);
        expect(answer.status, path).toBe(404);
        expect(answer.location, path).toBeUndefined();
      }
    } finally {
      composed.server.close();
    }
  });

  it('gives the back office one spelling: other spellings redirect to it, and the api has no other', async () => {
    for (const [url, location] of [
      ['/%61dmin/users', '/admin/users'],
      ['/admin%2fusers', '/admin/users'],
      ['//admin/users', '/admin/users'],
      ['/admin/./users/', '/admin/users'],
    ] as const) {
      const res = await composed.inject({ url });
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(location);
    }
    // A spelling that needs escapes is its own canonical form (no redirect loop); lower-case escapes go to upper case once.
    expect((await composed.inject({ url: '/admin/%E2%9C%93' })).statusCode).toBe(200);
    const lower = await composed.inject({ url: '/admin/%e2%9c%93' });
    expect([lower.statusCode, lower.headers.location]).toEqual([301, '/admin/%E2%9C%93']);
    for (const url of ['/%61pi/health', '/api%2fhealth', '//api/health']) {
      expect((await composed.inject({ url })).statusCode, url).toBe(404);
    }
    expect((await composed.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers unknown api paths with JSON, not a page', async () => {
    const res = await composed.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('a client-rendered deployment', () => {
  it.each(['/', '/contact', '/admin/users', '/no-such-page'])('answers %s with the app, which shows its own pages', async (url) => {
    const res = await clientRendered.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('the app');
  });
});
