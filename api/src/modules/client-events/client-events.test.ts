import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../app';
import { testConfig, type Config } from '../../config';
import { sample } from '../../metrics/scrape-text';
import { REMOTE_EVENTS_METRIC } from '../../metrics/remote-events';
import { createTestDatabase, relaxedRateLimits, type TestDatabase } from '../../test/harness';
import { DeployedVersions } from './deployed-versions';

// POST /api/client-events (docs/operations.md, "Browser failure reports"): the shell's beacons,
// counted in tulia_remote_events_total when their remote and version are the deployment's own.

const site = mkdtempSync(join(tmpdir(), 'tulia-client-events-'));
const writeJson = (dir: string, file: string, value: unknown) => writeFileSync(join(dir, file), JSON.stringify(value));
// A deployment as tools/deploy lays it out: the live versions, every published one, the history.
writeJson(site, 'remotes.json', {
  'mfe-public': { name: 'mfe_public', version: '1.2.0-3f2a9c1b', entry: '/remotes/mfe-public/1.2.0-3f2a9c1b/mf-manifest.json' },
  'mfe-assessment': { name: 'mfe_assessment', version: '1.0.0-aa11bb22', entry: '/remotes/mfe-assessment/1.0.0-aa11bb22/mf-manifest.json' },
});
writeJson(site, 'versions.json', { 'mfe-public': ['1.1.0-0c0ffee0', '1.2.0-3f2a9c1b'], 'mfe-assessment': ['1.0.0-aa11bb22'] });
writeJson(site, 'releases.json', [
  { remote: 'mfe-public', version: '1.2.0-3f2a9c1b', previous: '1.0.9-pruned00', action: 'release' },
  { remote: 'shell', version: 'shell-9', previous: null, action: 'release' },
]);

const lines: string[] = [];
let database: TestDatabase;
let app: FastifyInstance;
const extra: FastifyInstance[] = [];

async function appWith(options: { siteDir?: string; rateLimits?: Config['rateLimits'] } = {}): Promise<FastifyInstance> {
  const built = await buildApp({
    siteDir: 'siteDir' in options ? options.siteDir : site,
    database: database.handle,
    config: testConfig({ rateLimits: options.rateLimits ?? relaxedRateLimits }),
    logger: { level: 'debug', stream: { write: (line: string) => void lines.push(line) } },
  });
  extra.push(built);
  return built;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await appWith();
});
afterAll(async () => {
  for (const built of extra) await built.close();
  await database?.drop();
  rmSync(site, { recursive: true, force: true });
});

const page = { kind: 'page', shell: 'shell-9', remotes: { 'mfe-public': '1.2.0-3f2a9c1b', 'mfe-assessment': '1.0.0-aa11bb22' } };
const failure = {
  kind: 'failure',
  remote: 'mfe-public',
  version: '1.2.0-3f2a9c1b',
  shell: 'shell-9',
  module: './ContactPage',
  phase: 'module',
  error: 'RUNTIME-008',
  calm_message_shown: true,
};

function send(body: unknown, options: Partial<InjectOptions> & { target?: FastifyInstance; contentType?: string } = {}) {
  const { target = app, contentType = 'application/json', ...rest } = options;
  return target.inject({
    method: 'POST',
    url: '/api/client-events',
    headers: { 'content-type': contentType },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    ...rest,
  });
}

async function count(labels: Record<string, string>, target = app): Promise<number> {
  return sample(await target.metrics.metrics(), REMOTE_EVENTS_METRIC, labels) ?? 0;
}

/** Every sample of the counter: a refused report must leave them all as they were. */
async function allCounts(target = app): Promise<string> {
  return (await target.metrics.metrics())
    .split('\n')
    .filter((line) => line.startsWith(`${REMOTE_EVENTS_METRIC}{`))
    .join('\n');
}

describe('POST /api/client-events', () => {
  it('a page beacon: 204, one count per remote the page used (phase page, outcome loaded)', async () => {
    const before = await count({ remote: 'mfe-public', version: '1.2.0-3f2a9c1b', phase: 'page', outcome: 'loaded' });
    const res = await send(page);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect(await count({ remote: 'mfe-public', version: '1.2.0-3f2a9c1b', phase: 'page', outcome: 'loaded' })).toBe(before + 1);
    expect(await count({ remote: 'mfe-assessment', version: '1.0.0-aa11bb22', phase: 'page', outcome: 'loaded' })).toBeGreaterThanOrEqual(1);
  });

  it('a failure beacon: 204, counted by remote, version, phase and whether the calm message was shown', async () => {
    const calm = { remote: 'mfe-public', version: '1.2.0-3f2a9c1b', phase: 'module', outcome: 'calm_message' };
    const none = { remote: 'mfe-public', version: '1.2.0-3f2a9c1b', phase: 'render', outcome: 'no_message' };
    const [calmBefore, noneBefore] = [await count(calm), await count(none)];
    expect((await send(failure)).statusCode).toBe(204);
    const { module: _module, ...withoutModule } = failure;
    expect((await send({ ...withoutModule, phase: 'render', error: 'TypeError', calm_message_shown: false })).statusCode).toBe(204);
    expect(await count(calm)).toBe(calmBefore + 1);
    expect(await count(none)).toBe(noneBefore + 1);
    const scrape = await app.metrics.metrics();
    expect(scrape).toContain(`# TYPE ${REMOTE_EVENTS_METRIC} counter`);
    // Only the four labels: the shell, the module and the error name are checked, never counted.
    for (const text of ['shell-9', 'ContactPage', 'RUNTIME-008', 'TypeError']) expect(scrape).not.toContain(text);
  });

  it('every phase, and versions the deployment knows from versions.json and releases.json', async () => {
    for (const phase of ['manifest', 'entry', 'module', 'render', 'handler']) expect((await send({ ...failure, phase })).statusCode, phase).toBe(204);
    // Published, not live (versions.json); live before the last release (releases.json).
    expect((await send({ ...failure, version: '1.1.0-0c0ffee0' })).statusCode).toBe(204);
    expect((await send({ ...failure, version: '1.0.9-pruned00' })).statusCode).toBe(204);
    expect(await count({ remote: 'mfe-public', version: '1.0.9-pruned00', phase: 'module', outcome: 'calm_message' })).toBe(1);
  });

  it('text/plain (navigator.sendBeacon with a string) is read as JSON, as is a Blob of application/json', async () => {
    expect((await send(page, { contentType: 'text/plain;charset=UTF-8' })).statusCode).toBe(204);
    expect((await send(failure, { contentType: 'text/plain' })).statusCode).toBe(204);
    expect((await send(failure, { contentType: 'application/json; charset=utf-8' })).statusCode).toBe(204);
    const notJson = await send('kind=page', { contentType: 'text/plain;charset=UTF-8' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ message: 'The request body is not valid JSON.' });
    const empty = await send('', { contentType: 'text/plain;charset=UTF-8' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The request body must be a JSON object');
    // Other types stay refused here, and text/plain stays refused on every other route.
    expect((await send('kind=page', { contentType: 'application/x-www-form-urlencoded' })).statusCode).toBe(415);
    const contact = await app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'text/plain' }, payload: '{}' });
    expect(contact.statusCode).toBe(415);
  });

  it.each([
    ['an unknown key', { ...failure, message: 'Cannot read properties of undefined' }, 'message', /^Unknown field: message\b/],
    ['a key of the other kind', { ...page, phase: 'render' }, 'phase', /^Unknown field: phase\b/],
    ['a stack', { ...failure, stack: 'at /remotes/mfe-public/1.2.0-3f2a9c1b/x.js:1:1' }, 'stack', /^Unknown field: stack\b/],
    ['a user id', { ...page, user_id: 42 }, 'user_id', /^Unknown field: user_id\b/],
    ['a bad phase', { ...failure, phase: 'boot' }, 'phase', /^phase must be one of: manifest, entry, module, render, handler$/],
    ['an error name past 40 characters', { ...failure, error: `E${'x'.repeat(40)}` }, 'error', /^error must be at most 40 characters$/],
    ['an error message instead of a name', { ...failure, error: 'x is not a function' }, 'error', /^error must be an error's name/],
    ['a missing calm_message_shown', { ...failure, calm_message_shown: undefined }, 'calm_message_shown', /^calm_message_shown must be true or false$/],
    ['an unknown kind', { ...failure, kind: 'crash' }, 'kind', /^kind must be one of: page, failure$/],
    ['a shell with a space', { ...page, shell: 'shell 9' }, 'shell', /^shell must be a shell build id/],
    ['a module path outside the pattern', { ...failure, module: '../../etc/passwd' }, 'module', /^module must be an exposed module's name/],
    [
      'more than 8 remotes',
      { ...page, remotes: Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`r${i}`, '1'])) },
      'remotes',
      /^remotes must name at most 8 remotes$/,
    ],
    ['no remote', { ...page, remotes: {} }, 'remotes', /^remotes must name at least one remote$/],
    ['an unknown remote', { ...failure, remote: 'mfe-unknown' }, 'remote', /^remote: mfe-unknown is not a remote of this deployment$/],
    ['an unknown version', { ...failure, version: '9.9.9-deadbeef' }, 'version', /^version: not a version of mfe-public this deployment has published$/],
    ['the shell as a remote', { ...failure, remote: 'shell', version: 'shell-9' }, 'remote', /^remote: shell is not a remote/],
    [
      'a page with an unknown remote',
      { ...page, remotes: { 'mfe-public': '1.2.0-3f2a9c1b', 'mfe-other': '1.0.0' } },
      'remotes.mfe-other',
      /^remotes\.mfe-other: mfe-other is not a remote/,
    ],
    [
      'a page with an unknown version',
      { ...page, remotes: { 'mfe-public': '0.0.1' } },
      'remotes.mfe-public',
      /^remotes\.mfe-public: not a version of mfe-public/,
    ],
  ])('400 naming the field for %s, and nothing counted', async (_case, body, field, message) => {
    const before = await allCounts();
    const res = await send(body);
    expect(res.statusCode, res.body).toBe(400);
    const answer = res.json<{ message: string; errors: { field: string; message: string }[] }>();
    expect(answer.message).toMatch(message);
    expect(answer.errors.map((error) => error.field)).toContain(field);
    expect(await allCounts()).toBe(before);
  });

  it('many long unknown keys: each listed as a field, the message short', async () => {
    const keys = Array.from({ length: 8 }, (_, i) => `k${i}${'x'.repeat(45)}`);
    const res = await send({ ...page, remotes: { 'mfe-public': '1.2.0-3f2a9c1b' }, ...Object.fromEntries(keys.map((key) => [key, 1])) });
    expect(res.statusCode).toBe(400);
    const answer = res.json<{ message: string; errors: { field: string }[] }>();
    expect(answer.message.length).toBeLessThanOrEqual(300);
    expect(answer.message).toMatch(/^Unknown fields: k0x+…, .* and 3 more /);
    expect(answer.errors.map((error) => error.field)).toEqual(expect.arrayContaining(keys));
  });

  it('a body over 512 bytes is refused with 413, whatever its type, without reading it as a report', async () => {
    const before = await allCounts();
    const padded = { ...failure, module: `./${'M'.repeat(600)}` };
    for (const contentType of ['application/json', 'text/plain;charset=UTF-8']) {
      const res = await send(padded, { contentType });
      expect(res.statusCode, contentType).toBe(413);
      expect(res.json()).toEqual({ message: 'The request body is too large.' });
    }
    // Exactly at the limit it is read (and here refused for its content, not its size).
    const at = JSON.stringify({ ...failure, module: './M' });
    const exact = `${at.slice(0, -1)}${' '.repeat(512 - at.length)}}`;
    expect(Buffer.byteLength(exact)).toBe(512);
    expect((await send(exact)).statusCode).toBe(204);
    expect((await send(`${exact} `)).statusCode).toBe(413);
    // Far beyond, as a stream (no Content-Length known in advance): still no 5xx.
    const huge = await send('x'.repeat(1024 * 1024), { contentType: 'text/plain' });
    expect(huge.statusCode).toBe(413);
    const after = await allCounts();
    expect(after.split('\n').length).toBe(before.split('\n').length);
  });

  it('is rate-limited per client address: 429 with Retry-After past the limit, other addresses still heard', async () => {
    const limited = await appWith({ rateLimits: { ...relaxedRateLimits, clientEvents: 3 } });
    for (let i = 0; i < 3; i += 1) expect((await send(page, { target: limited, remoteAddress: '198.51.100.7' })).statusCode).toBe(204);
    const refused = await send(page, { target: limited, remoteAddress: '198.51.100.7' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Too many requests/);
    // Counted before the body is read: a malformed report from that address is refused alike.
    expect((await send('not json', { target: limited, remoteAddress: '198.51.100.7', contentType: 'text/plain' })).statusCode).toBe(429);
    expect((await send(page, { target: limited, remoteAddress: '198.51.100.8' })).statusCode).toBe(204);
    expect(await count({ remote: 'mfe-public', version: '1.2.0-3f2a9c1b', phase: 'page', outcome: 'loaded' }, limited)).toBe(4);
  });

  it('the log keeps the route and the status, never anything of the body', async () => {
    const from = lines.length;
    const markers = ['zq-shell-marker-71', 'ZqMarkerError', './ZqMarkerModule', 'zq-unknown-key-71', 'zq-remote-marker', 'zq-version-marker'];
    await send({ ...failure, shell: markers[0], error: markers[1], module: markers[2] });
    await send({ ...failure, shell: markers[0], [markers[3] as string]: 'amina.wanjiru@example.org' });
    await send({ ...failure, remote: markers[4], version: markers[5] });
    await send({ ...page, shell: markers[0] }, { contentType: 'text/plain;charset=UTF-8' });
    await send(`{"kind":"page","shell":"${markers[0]}",`, { contentType: 'text/plain' });
    const output = lines.slice(from);
    expect(output.filter((line) => (JSON.parse(line) as { msg?: string }).msg === 'request')).toHaveLength(5);
    const text = output.join('\n');
    for (const marker of [...markers, 'amina.wanjiru@example.org', 'RUNTIME-008', 'ContactPage', 'calm_message']) expect(text, marker).not.toContain(marker);
  });

  it('without a served site no remote is known: every report is refused (400 naming the remote), nothing counted', async () => {
    const apiOnly = await appWith({ siteDir: undefined });
    const res = await send(failure, { target: apiOnly });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('remote: this api serves no site (SITE_DIR), so it knows no remote and takes no report');
    expect((await send(page, { target: apiOnly })).json().errors[0].field).toBe('remotes.mfe-public');
    expect(await allCounts(apiOnly)).toBe('');
  });
});

describe("the deployment's versions", () => {
  it('are read again at most every 10 s: a release shows within that, and a broken file adds nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tulia-client-events-cache-'));
    try {
      let now = 1_000_000;
      writeJson(dir, 'remotes.json', { 'mfe-public': { name: 'mfe_public', version: 'v1', entry: '/remotes/mfe-public/v1/mf-manifest.json' } });
      const deployed = new DeployedVersions({ siteDir: dir, now: () => now });
      expect(await deployed.check('mfe-public', 'v1')).toBe('known');
      expect(await deployed.check('mfe-public', 'v2')).toBe('unknown-version');
      writeJson(dir, 'remotes.json', { 'mfe-public': { name: 'mfe_public', version: 'v2', entry: '/remotes/mfe-public/v2/mf-manifest.json' } });
      now += 9_999;
      expect(await deployed.check('mfe-public', 'v2')).toBe('unknown-version');
      now += 1;
      expect(await deployed.check('mfe-public', 'v2')).toBe('known');
      expect(await deployed.check('mfe-public', 'v1')).toBe('unknown-version');
      expect(await deployed.check('mfe-admin-users', 'v1')).toBe('unknown-remote');
      // Names outside the contract's patterns never become known (they would become label values).
      writeFileSync(join(dir, 'remotes.json'), '{"mfe-public": {"version": "v3"}, "Bad Name": {"version": "v1"}, "mfe-x": {"version": "a b"}}');
      writeFileSync(join(dir, 'versions.json'), '{ not json');
      now += 10_000;
      const known = await deployed.current();
      expect([...known.keys()]).toEqual(['mfe-public']);
      expect([...(known.get('mfe-public') ?? [])]).toEqual(['v3']);
      expect(await new DeployedVersions({}).check('mfe-public', 'v3')).toBe('no-site');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('concurrent reports share one reading', async () => {
    let now = 0;
    const deployed = new DeployedVersions({ siteDir: site, now: () => now });
    const readings = await Promise.all(Array.from({ length: 20 }, () => deployed.current()));
    expect(new Set(readings).size).toBe(1);
    now += 10_000;
    expect(await deployed.current()).not.toBe(readings[0]);
  });
});
