import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '../test/harness';
import { PERMISSIONS_POLICY } from './security';

// Permissions-Policy on every document and api answer of the one-port server, errors included,
// even those sent before routing; a missing script is no document and goes without it.

const site = mkdtempSync(join(tmpdir(), 'tulia-permissions-'));
writeFileSync(join(site, 'index.html'), '<!doctype html><title>Tulia</title>');
writeFileSync(join(site, 'app.html'), '<!doctype html><title>app</title>');

let database: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ siteDir: site, database: database.handle, config: testConfig() });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
  rmSync(site, { recursive: true, force: true });
});

/** The policy as a map of feature to allow list. */
function policy(header: unknown): Map<string, string> {
  return new Map(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split('=') as [string, string]),
  );
}

describe('Permissions-Policy', () => {
  it('denies camera, microphone, location, payment, USB, Topics and the other unused features', () => {
    const features = policy(PERMISSIONS_POLICY);
    for (const denied of [
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'browsing-topics',
      'display-capture',
      'serial',
      'hid',
      'interest-cohort',
      'midi',
      'clipboard-read',
    ]) {
      expect(features.get(denied), denied).toBe('()');
    }
    // The back office copies generated passwords; nothing is allowed to other origins.
    expect(features.get('clipboard-write')).toBe('(self)');
    for (const [feature, allowed] of features) expect(['()', '(self)'], feature).toContain(allowed);
  });

  it.each([
    ['a public page', 'GET', '/'],
    ['the back office page', 'GET', '/admin/login'],
    ['an api answer', 'GET', '/api/health'],
    ['an api 401', 'GET', '/api/admin/users'],
    ['an api 404', 'GET', '/api/nothing-here'],
    ['an api 400', 'POST', '/api/contact'],
    ['an address that cannot be routed', 'GET', '/api/admin/users/%E0%A4%A'],
  ] as const)('is sent with %s', async (_what, method, url) => {
    const res = await app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });

  it('is not sent with a missing script, which no browser treats as a document', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['permissions-policy']).toBeUndefined();
  });
});
