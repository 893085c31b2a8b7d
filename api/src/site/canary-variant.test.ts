import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { createTestDatabase, relaxedRateLimits, type TestDatabase } from '../test/harness';

// A canary (tools/deploy/src/canary): each browser keeps a bucket; the buckets in the canary link
// to its variant, whose pages and remotes.json replace the live ones for those browsers only.

const site = mkdtempSync(join(tmpdir(), 'tulia-canary-site-'));
const files: Record<string, string> = {
  'index.html': '<title>stable home</title>',
  'contact/index.html': '<title>stable contact</title>',
  '404.html': '<title>stable not found</title>',
  'app.html': '<title>the app</title>',
  'remotes.json': '{"mfe-public":{"version":"1"}}',
  'sw.js': 'stable worker',
  'assets/app-abc.js': 'export {};',
  'variants/mfe-public@2.x/index.html': '<title>canary home</title>',
  'variants/mfe-public@2.x/contact/index.html': '<title>canary contact</title>',
  'variants/mfe-public@2.x/404.html': '<title>canary not found</title>',
  'variants/mfe-public@2.x/admin/users/index.html': '<title>the app, composed again</title>',
  'variants/mfe-public@2.x/remotes.json': '{"mfe-public":{"version":"2"}}',
  'variants/mfe-public@2.x/sw.js': 'canary worker',
};
for (const [name, text] of Object.entries(files)) {
  mkdirSync(join(site, name, '..'), { recursive: true });
  writeFileSync(join(site, name), text);
}
writeFileSync(join(site, 'variants/mfe-public@2.x/remotes.json.gz'), gzipSync('{"mfe-public":{"version":"2"}}'));
mkdirSync(join(site, 'variants/buckets'));
for (const bucket of ['00', '01', '09']) symlinkSync('../mfe-public@2.x', join(site, 'variants/buckets', bucket));

let database: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ siteDir: site, database: database.handle, config: testConfig({ rateLimits: relaxedRateLimits }) });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
  rmSync(site, { recursive: true, force: true });
});

const get = (url: string, bucket?: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { ...headers, ...(bucket ? { cookie: `other=1; tulia_bucket=${bucket}` } : {}) } });

describe('the canary bucket', () => {
  it('is drawn once for a browser without one, kept a year, and not drawn again', async () => {
    const first = await get('/');
    expect(String(first.headers['set-cookie'])).toMatch(/^tulia_bucket=\d{2}; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/);
    expect((await get('/', '42')).headers['set-cookie']).toBeUndefined();
    // Not on what is not the site's files: the api, redirects.
    expect((await get('/api/health')).headers['set-cookie']).toBeUndefined();
    expect((await get('/contact/')).headers['set-cookie']).toBeUndefined();
  });

  it('spreads new browsers over the hundred buckets', async () => {
    const drawn = new Set<string>();
    for (let visit = 0; visit < 300; visit += 1) drawn.add(/tulia_bucket=(\d{2})/.exec(String((await get('/remotes.json')).headers['set-cookie']))?.[1] ?? '');
    expect(drawn.size).toBeGreaterThan(80);
  });
});

describe('a browser in the canary', () => {
  it.each([
    ['/', 'canary home'],
    ['/contact', 'canary contact'],
    ['/no-such-page', 'canary not found'],
    ['/remotes.json', '"version":"2"'],
    ['/sw.js', 'canary worker'],
  ])('gets %s from the variant', async (url, text) => {
    const res = await get(url, '09');
    expect(res.body).toContain(text);
  });

  it('gets the variant’s files with the headers of the live ones, and their compressed copies', async () => {
    const remotes = await get('/remotes.json', '00', { 'accept-encoding': 'gzip' });
    expect(remotes.headers['content-encoding']).toBe('gzip');
    expect(remotes.headers['cache-control']).toBe('no-cache');
    expect(remotes.headers.vary).toBe('Accept-Encoding');
    const admin = await get('/admin/users', '00');
    expect(admin.headers['cache-control']).toBe('no-store');
    expect((await get('/no-such-page', '00')).statusCode).toBe(404);
  });

  it('shares everything the variant does not hold', async () => {
    expect((await get('/assets/app-abc.js', '01')).statusCode).toBe(200);
    expect((await get('/assets/app-abc.js', '01')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('a browser outside the canary', () => {
  it.each([
    ['/', 'stable home'],
    ['/contact', 'stable contact'],
    ['/remotes.json', '"version":"1"'],
    ['/sw.js', 'stable worker'],
  ])('gets %s from the live site', async (url, text) => {
    expect((await get(url, '10')).body).toContain(text);
  });
});

describe('the variant itself', () => {
  it.each(['/variants/mfe-public@2.x/index.html', '/variants/buckets/00/remotes.json', '/%76ariants/buckets/00/remotes.json'])(
    'is never served by its own address: %s',
    async (url) => {
      const res = await get(url, '00');
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('canary');
    },
  );

  it('once renamed away (the canary dropped), leaves every bucket on the live site at once', async () => {
    renameSync(join(site, 'variants/mfe-public@2.x'), join(site, 'variants/mfe-public@2.x.dropped'));
    try {
      expect((await get('/', '00')).body).toContain('stable home');
      expect((await get('/remotes.json', '09')).body).toContain('"version":"1"');
    } finally {
      renameSync(join(site, 'variants/mfe-public@2.x.dropped'), join(site, 'variants/mfe-public@2.x'));
    }
  });
});
