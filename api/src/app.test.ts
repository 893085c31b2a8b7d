import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './app';

describe('api skeleton', () => {
  it('answers GET /api/health with status, database and version', async () => {
    const app = await buildApp();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'not-configured', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    await app.close();
  });

  it('answers unknown api paths with a JSON 404', async () => {
    const app = await buildApp();
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('message');
    await app.close();
  });
});

describe('serving a deployment', () => {
  const site = mkdtempSync(join(tmpdir(), 'site-'));
  mkdirSync(join(site, 'assets'));
  mkdirSync(join(site, 'remotes/mfe-public/1.0.0'), { recursive: true });
  // The shell's page (app.html); no composed pages: every page path gets the app's page.
  writeFileSync(join(site, 'app.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(site, 'assets/app-abc.js'), 'console.log(1)');
  writeFileSync(join(site, 'remotes.json'), '{}');
  writeFileSync(join(site, 'remotes/mfe-public/1.0.0/remoteEntry.js'), 'export {}');

  it('falls back to the shell for client-side routes, never for the api or files', async () => {
    const app = await buildApp({ siteDir: site });
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('<title>shell</title>');
    const page = await app.inject({ method: 'GET', url: '/admin/users?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>shell</title>');
    expect((await app.inject({ method: 'GET', url: '/api/unknown' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    await app.close();
  });

  it('caches hashed files forever and entry points never', async () => {
    const app = await buildApp({ siteDir: site });
    expect((await app.inject({ method: 'GET', url: '/assets/app-abc.js' })).headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/remotes.json' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/remotes/mfe-public/1.0.0/remoteEntry.js' })).headers['cache-control']).toBe('no-cache');
    await app.close();
  });
});
