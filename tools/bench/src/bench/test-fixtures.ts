// Made-up measurements for the unit tests: a download, a first load, a route row, results.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Download, DownloadType, FirstLoad, Phase } from './first-load';
import { totals } from './first-load';
import type { LighthouseResult } from './lighthouse';
import type { BenchMeasurements, RouteRow } from './report';
import { summarise } from './summary';

export function download(url: string, type: DownloadType, text: string): Download {
  const body = Buffer.from(text);
  return { url, type, body, sha256: createHash('sha256').update(body).digest('hex'), gzipBytes: gzipSync(body, { level: 9 }).length };
}

/** Text that gzip cannot shrink much: a chain of hashes of the seed. */
export function noise(seed: string, length: number): string {
  let text = '';
  for (let block = seed; text.length < length; block = createHash('sha256').update(block).digest('hex')) text += block;
  return text.slice(0, length);
}

/** A library chunk holding one copy of every singleton marker. */
export const librariesText = 'rendererPackageName <ChakraProvider /> __EMOTION_TYPE_PLEASE_DO_NOT_USE__ __TULIA_SHARED_INSTANCES__ loading-skeleton';

export function phase(downloads: Download[], runtime: Phase['runtime'] = { reactRenderers: 1, sharedInstances: { auth: 1, toast: 1 } }): Phase {
  return { js: totals(downloads, 'js'), css: totals(downloads, 'css'), meta: totals(downloads, 'meta'), html: totals(downloads, 'html'), downloads, runtime };
}

/** A first load: `before` until the content, then `after` more once the visitor moved. */
export function firstLoad({ prerendered, before, after }: { prerendered: boolean; before: Download[]; after: Download[] }): FirstLoad {
  const first = phase(before);
  return {
    ...first,
    atContent: { js: first.js, css: first.css },
    prerendered,
    hydratedWithoutInput: false,
    afterInteraction: { ...phase([...before, ...after]), hydrationMs: prerendered ? 412 : null },
  };
}

export function routeRow(path: string, base = 'http://localhost:8501'): RouteRow {
  const page = download(`${base}${path === '/' ? '/' : `${path}/`}`, 'html', `<html><body><h1>${path}</h1>${'x'.repeat(3000)}</body></html>`);
  const wake = download(`${base}/assets/wake-AbCd1234.js`, 'js', 'wake();'.repeat(40));
  const app = download(`${base}/assets/index-EfGh5678.js`, 'js', `${librariesText} ${'app();'.repeat(4000)}`);
  const remote = download(`${base}/remotes/mfe-public/1.0.0/assets/utils-IjKl9012.js`, 'js', noise('runtime in mfe-public', 4000));
  const shellUtils = download(`${base}/assets/utils-MnOp3456.js`, 'js', noise('runtime in the shell', 4000));
  const css = download(`${base}/assets/index-QrSt7890.css`, 'css', 'body{margin:0}'.repeat(50));
  return {
    path,
    title: path,
    owner: 'mfe-public',
    area: 'public',
    prerendered: summarise(firstLoad({ prerendered: true, before: [page, wake], after: [app, remote, shellUtils, css] })),
    client: summarise(firstLoad({ prerendered: false, before: [page, app, remote, shellUtils, css], after: [] })),
  };
}

export function lighthouseResult(score: number | null, lcpMs: number | null, tbtMs: number, cls: number): LighthouseResult {
  return { score, fcpMs: 900.4, lcpMs, tbtMs, cls, speedIndexMs: 1200, runs: 3, scores: [score, score, score] };
}

export function measurements(): BenchMeasurements {
  return {
    date: '2026-01-02T03:04:05.678Z',
    durationSeconds: 321,
    machine: { cpus: 2, model: 'Test CPU', loadAverageAtStart: [0.5, 0.25, 1], node: 'v20.20.0', chromium: '140.0.0.0' },
    lighthouseVersion: '12.8.2',
    options: { routes: null, lighthouseRuns: 3, switchRuns: 5, build: true, api: true },
    sites: { prerendered: 'pre', client: 'csr' },
    method: { firstLoad: 'f', copies: 'c', lighthouse: 'l', switch: 's' },
    routes: [routeRow('/'), routeRow('/contact')],
    lighthouse: [
      { path: '/', prerendered: lighthouseResult(98, 1500, 20, 0.001), client: lighthouseResult(80, 3500, 300, 0.05) },
      { path: '/contact', prerendered: lighthouseResult(93, 2100.5, 150, 0.03), client: lighthouseResult(null, null, 30, 0) },
      { path: '/admin/login', prerendered: lighthouseResult(91, 1800, 90, 0), client: lighthouseResult(85, 2500, 200, 0) },
    ],
    switches: [
      {
        from: '/admin/users',
        to: '/admin/resources',
        title: 'Resources',
        owner: 'mfe-admin-content',
        prerendered: { coldMs: 812.4, warmMs: 120.6, coldSamples: [812.4, 900, 700], warmSamples: [120.6, 110, 130] },
      },
      {
        from: '/admin/users',
        to: '/admin/boma-groups',
        title: 'Boma Groups',
        owner: 'mfe-admin-community',
        prerendered: { coldMs: 1200, warmMs: 310, coldSamples: [1200], warmSamples: [310] },
      },
    ],
    api: {
      database: 'postgres',
      users: 10000,
      connections: 30,
      durationSeconds: 10,
      file: '/tmp/api-bench.json',
      scenarios: { 'users list search': { requestsPerSecond: 1500, p50Ms: 18, p99Ms: 45, non2xx: 0, errors: 0 } },
    },
  };
}
