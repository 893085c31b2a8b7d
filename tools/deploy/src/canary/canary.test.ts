import { createServer, type Server } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropReason, figuresOf, firingFor } from './analysis';
import { inCanary, linkBuckets, linkedBuckets } from './buckets';
import { isCanaryWeight, nextWeight } from './state';
import { removeVariant } from './variant';

describe('the buckets of a canary', () => {
  const deployDir = mkdtempSync(join(tmpdir(), 'tulia-canary-'));
  afterAll(() => rmSync(deployDir, { recursive: true, force: true }));

  it('link the buckets below the weight to the variant, and only grow with it', () => {
    mkdirSync(join(deployDir, 'variants/mfe-public@2.a'), { recursive: true });
    writeFileSync(join(deployDir, 'variants/mfe-public@2.a/remotes.json'), '{"v":2}');
    linkBuckets(deployDir, 'mfe-public@2.a', 10);
    expect(linkedBuckets(deployDir)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(readFileSync(join(deployDir, 'variants/buckets/09/remotes.json'), 'utf8')).toBe('{"v":2}');
    linkBuckets(deployDir, 'mfe-public@2.a', 25);
    expect(linkedBuckets(deployDir)).toHaveLength(25);
    expect(readlinkSync(join(deployDir, 'variants/buckets/24'))).toBe(join('..', 'mfe-public@2.a'));
    expect(existsSync(join(deployDir, 'variants/buckets/25'))).toBe(false);
  });

  it('repoint every bucket to a variant composed again, each link replaced in one step', () => {
    mkdirSync(join(deployDir, 'variants/mfe-public@2.b'), { recursive: true });
    writeFileSync(join(deployDir, 'variants/mfe-public@2.b/remotes.json'), '{"v":"2b"}');
    linkBuckets(deployDir, 'mfe-public@2.b', 25);
    expect(readFileSync(join(deployDir, 'variants/buckets/00/remotes.json'), 'utf8')).toBe('{"v":"2b"}');
  });

  it('dropped: one rename leaves every link pointing nowhere, then the links go', () => {
    removeVariant(deployDir, 'mfe-public@2.b');
    expect(existsSync(join(deployDir, 'variants/buckets/00/remotes.json'))).toBe(false);
    linkBuckets(deployDir, null, 0);
    expect(linkedBuckets(deployDir)).toEqual([]);
  });

  it('put a bucket in the canary when it is below the weight', () => {
    expect(inCanary(0, 10)).toBe(true);
    expect(inCanary(9, 10)).toBe(true);
    expect(inCanary(10, 10)).toBe(false);
  });
});

describe('the weights', () => {
  it('advance 10 → 25 → 50 → 100, from any weight to the next step above', () => {
    expect([10, 25, 50, 5, 30, 99].map(nextWeight)).toEqual([25, 50, 100, 10, 50, 100]);
  });

  it('are whole per cents from 1 to 99 when named', () => {
    expect([1, 10, 99].every(isCanaryWeight)).toBe(true);
    expect([0, 100, 12.5, Number.NaN].some(isCanaryWeight)).toBe(false);
  });
});

describe('the analysis, read from Prometheus’ HTTP API', () => {
  let server: Server;
  let url = '';
  // Answers as Prometheus 2's API does; the real one runs in e2e/tests/deployment/canary.spec.ts.
  const answers: Record<string, unknown> = {
    '/api/v1/alerts': {
      status: 'success',
      data: {
        alerts: [
          { labels: { alertname: 'TuliaRemoteVersionFailing', remote: 'mfe-public', version: 'old' }, state: 'pending', activeAt: '2026-11-27T10:00:00Z' },
          { labels: { alertname: 'TuliaRemoteVersionFailing', remote: 'mfe-public', version: 'new' }, state: 'firing', activeAt: '2026-11-27T10:01:00Z' },
          { labels: { alertname: 'TuliaApiDown' }, state: 'firing', activeAt: '2026-11-27T10:00:00Z' },
        ],
      },
    },
    'tulia:remote_failures:increase10m{remote="mfe-public"}': { status: 'success', data: { result: [{ metric: { remote: 'mfe-public', version: 'new' }, value: [0, '30.000000001'] }] } },
    'tulia:remote_page_loads:increase10m{remote="mfe-public"}': {
      status: 'success',
      data: { result: [{ metric: { remote: 'mfe-public', version: 'new' }, value: [0, '60'] }, { metric: { remote: 'mfe-public', version: 'old' }, value: [0, '58.2'] }] },
    },
  };
  beforeAll(async () => {
    server = createServer((request, response) => {
      const address = new URL(request.url ?? '/', 'http://x');
      const answer = answers[address.searchParams.get('query') ?? address.pathname];
      response.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(answer ?? {}));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('finds the firing alert of the version in canary only', async () => {
    expect(await firingFor(url, 'mfe-public', 'new')).toEqual({ labels: expect.objectContaining({ version: 'new' }), activeAt: '2026-11-27T10:01:00Z' });
    expect(await firingFor(url, 'mfe-public', 'old')).toBeNull();
    expect(await firingFor(url, 'mfe-assessment', 'new')).toBeNull();
  });

  it('records the figures of every version and says why in words', async () => {
    const figures = await figuresOf(url, 'mfe-public');
    expect(figures).toEqual({ new: { failures: 30, loads: 60, ratio: 0.5 }, old: { failures: 0, loads: 58.2, ratio: 0 } });
    expect(dropReason({ labels: {}, activeAt: '2026-11-27T10:01:00Z' }, figures, 'new')).toBe(
      'TuliaRemoteVersionFailing fired (active since 2026-11-27T10:01:00Z): new 30 failures in 60 page loads; old 0 failures in 58.2 page loads over 10 minutes',
    );
  });

  it('fails loudly when Prometheus does not answer, so that watch keeps the canary and says so', async () => {
    await expect(firingFor('http://127.0.0.1:1', 'mfe-public', 'new')).rejects.toThrow();
  });
});
