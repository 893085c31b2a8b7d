import { describe, expect, it } from 'vitest';
import { summariseApiBench } from './api';
import { firstLoadRow, kindOf, totals } from './first-load';
import { figures } from './lighthouse';
import { median } from './switch';
import { download } from './test-fixtures';

describe('kindOf', () => {
  it('sorts responses by content type, federation manifests apart', () => {
    expect(kindOf('application/javascript; charset=utf-8', 'http://x/a.js')).toBe('js');
    expect(kindOf('text/ecmascript', 'http://x/a')).toBe('js');
    expect(kindOf('text/css', 'http://x/a.css')).toBe('css');
    expect(kindOf('text/html; charset=utf-8', 'http://x/')).toBe('html');
    expect(kindOf('application/json', 'http://x/remotes.json')).toBe('meta');
    expect(kindOf('application/json', 'http://x/remotes/mfe-public/1.0.0/mf-manifest.json')).toBe('meta');
    expect(kindOf('application/json', 'http://x/api/health')).toBeNull();
    expect(kindOf('image/png', 'http://x/icon.png')).toBeNull();
  });
});

describe('totals and firstLoadRow', () => {
  it('sum requests, raw and gzip bytes of one kind, printed in KiB', () => {
    const js = [download('http://x/a.js', 'js', 'a'.repeat(2048)), download('http://x/b.js', 'js', 'b'.repeat(1024))];
    const css = [download('http://x/a.css', 'css', 'c'.repeat(512))];
    const jsTotals = totals([...js, ...css], 'js');
    expect(jsTotals).toEqual({ requests: 2, rawBytes: 3072, gzipBytes: (js[0]?.gzipBytes ?? 0) + (js[1]?.gzipBytes ?? 0) });
    expect(firstLoadRow('/contact', { js: jsTotals, css: totals(css, 'css') })).toEqual({
      route: '/contact',
      'js requests': 2,
      'js KiB': '3.0',
      'js gzip KiB': (jsTotals.gzipBytes / 1024).toFixed(1),
      'css requests': 1,
      'css gzip KiB': ((css[0]?.gzipBytes ?? 0) / 1024).toFixed(1),
    });
  });
});

describe('median', () => {
  it('is the middle sample, or the mean of the middle two', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([400, 100, 300, 200])).toBe(250);
  });
});

describe('figures', () => {
  it('reads the score as a percentage and the timings, null where Lighthouse has none', () => {
    const audits = {
      'first-contentful-paint': { numericValue: 812 },
      'largest-contentful-paint': { numericValue: 1400 },
      'cumulative-layout-shift': { numericValue: 0.01 },
    };
    expect(figures({ audits, categories: { performance: { score: 0.974 } } })).toEqual({
      score: 97,
      fcpMs: 812,
      lcpMs: 1400,
      tbtMs: null,
      cls: 0.01,
      speedIndexMs: null,
    });
    expect(figures({ audits: {}, categories: { performance: { score: null } } }).score).toBeNull();
  });
});

describe('summariseApiBench', () => {
  it("keeps PostgreSQL's scenarios under the benchmark's names", () => {
    const file = {
      users: 10000,
      connections: 30,
      duration_seconds: 10,
      targets: { postgres: { 'user by id': { requests_per_second: 2100, latency_p50_ms: 12, latency_p99_ms: 30, non_2xx: 0, errors: 1 } } },
    };
    expect(summariseApiBench(file, '/tmp/x.json')).toEqual({
      database: 'postgres',
      users: 10000,
      connections: 30,
      durationSeconds: 10,
      file: '/tmp/x.json',
      scenarios: { 'user by id': { requestsPerSecond: 2100, p50Ms: 12, p99Ms: 30, non2xx: 0, errors: 1 } },
    });
  });

  it('refuses a file without PostgreSQL figures', () => {
    expect(() => summariseApiBench({ users: 1, connections: 1, duration_seconds: 1, targets: {} }, '/tmp/x.json')).toThrow(
      '/tmp/x.json holds no PostgreSQL figures',
    );
  });
});
