// What measure-home.ts measures of a page: its paints (FCP, LCP and the element painted, CLS)
// under two profiles, and the JavaScript it downloaded by who serves it.
import { gzipSync } from 'node:zlib';

export interface Profile {
  name: string;
  viewport: { width: number; height: number };
  /** CPU slowdown (1: none). */
  cpu: number;
  /** Network.emulateNetworkConditions' parameters (null: no throttling). */
  network: { offline: boolean; latency: number; downloadThroughput: number; uploadThroughput: number } | null;
}

/** Desktop on a fast line, and a phone (390×844) with 4× slower CPU on a slow 4G line (150 ms, 1.6 Mbit/s down). */
export const profiles: Profile[] = [
  { name: 'desktop', viewport: { width: 1280, height: 720 }, cpu: 1, network: null },
  {
    name: 'phone, slow 4G, 4x CPU',
    viewport: { width: 390, height: 844 },
    cpu: 4,
    network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  },
];

/** What the page recorded: the last LCP candidate (and its element), and the layout shifts without recent input. */
export interface Paints {
  lcp: number;
  lcpElement: string;
  cls: number;
}

type PaintWindow = Window & { __paints?: Paints };

/**
 * Installed before any script of the page: records LCP candidates and layout shifts. It runs in
 * the page, so it refers to nothing outside itself and declares no named function (see
 * bench/page-ready.ts).
 */
export function observePaints(): void {
  const paints: Paints = { lcp: 0, lcpElement: '', cls: 0 };
  (window as PaintWindow).__paints = paints;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      paints.lcp = entry.startTime;
      const el = (entry as PerformanceEntry & { element?: Element | null }).element;
      paints.lcpElement = el
        ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent || el.getAttribute('alt') || '').trim().slice(0, 40)}"`
        : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const shift = entry as PerformanceEntry & { hadRecentInput?: boolean; value?: number };
      if (!shift.hadRecentInput) paints.cls += shift.value ?? 0;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Runs in the page: the paints recorded, and the first contentful paint. */
export function readPaints(): Paints & { fcp: number } {
  return {
    ...((window as PaintWindow).__paints ?? { lcp: 0, lcpElement: '', cls: 0 }),
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  };
}

/** Who serves a file: the remote whose published folder holds it, or the shell. */
export const servedBy = (path: string): string => (path.startsWith('/remotes/') ? (path.split('/')[2] ?? 'shell') : 'shell');

export const kib = (bytes: number): string => (bytes / 1024).toFixed(1);

/** The middle sample (the upper one of the two middle samples for an even number). */
export const upperMedian = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export interface Script {
  path: string;
  body: Buffer;
}

/** Requests and gzip -9 bytes of the scripts, by who serves them (in the order first seen). */
export function bytesByOwner(scripts: readonly Script[]): Record<string, { requests: number; gzip: number }> {
  const totals: Record<string, { requests: number; gzip: number }> = {};
  for (const { path, body } of scripts) {
    const key = servedBy(path);
    const total = (totals[key] ??= { requests: 0, gzip: 0 });
    total.requests += 1;
    total.gzip += gzipSync(body, { level: 9 }).length;
  }
  return totals;
}

/** The files one owner served, with their gzip size (MEASURE_FILES=<owner>). */
export const filesOf = (scripts: readonly Script[], who: string): { file: string; 'gzip KiB': string }[] =>
  scripts
    .filter(({ path }) => servedBy(path) === who)
    .map(({ path, body }) => ({ file: (path.split('/').pop() ?? '').slice(0, 70), 'gzip KiB': kib(gzipSync(body, { level: 9 }).length) }));
