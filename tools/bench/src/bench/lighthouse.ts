// Lighthouse (performance category only) with its default configuration: a mobile phone with
// simulated throttling (slow 4G, 4× CPU slowdown). One Chromium, launched by chrome-launcher,
// for every run; Lighthouse resets storage and cache before each. Runs of the two sites are
// interleaved so that load on the machine hits both alike; for each page and site the run
// reported is Lighthouse's own median run (closest to the median FCP and TTI). Lighthouse never
// scrolls or moves the pointer, so a composed page is measured before its app wakes up: what a
// visitor who only reads gets.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromiumArgs, chromiumExecutable } from '../../../deploy/src/chromium';

/** The pages the performance targets name: every indexed public page, and the sign-in screen. */
export const lighthousePages = ['/', '/our-story', '/contact', '/assessment', '/terms-and-conditions', '/privacy-policy', '/admin/login'];

/** One run's figures (null: Lighthouse could not compute it). */
export interface LighthouseFigures {
  score: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  speedIndexMs: number | null;
}

/** A page on a site: the median run's figures, the number of runs and each run's score. */
export interface LighthouseResult extends LighthouseFigures {
  runs: number;
  scores: (number | null)[];
}

/** A page's results, under each site's label. */
export type LighthouseRow<Label extends string> = { path: string } & Record<Label, LighthouseResult>;

/** The part of a Lighthouse result (LHR) the figures come from. */
export interface LighthouseReport {
  audits: Record<string, { numericValue?: number } | undefined>;
  categories: Record<string, { score: number | null } | undefined>;
}

export function figures(lhr: LighthouseReport): LighthouseFigures {
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? null;
  const score = lhr.categories.performance?.score ?? null;
  return {
    score: score === null ? null : Math.round(score * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
  };
}

const ATTEMPTS = 3;

/**
 * One Lighthouse run. A failed trace (NO_NAVSTART, NO_FCP…) happens now and then on a busy
 * machine and says nothing about the page: such a run is repeated, up to ATTEMPTS times.
 */
async function audit(url: string, port: number, log: (line: string) => void): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!outcome) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = outcome.lhr;
    if (!runtimeError) return outcome.lhr;
    if (attempt >= ATTEMPTS) throw new Error(`Lighthouse on ${url} failed ${ATTEMPTS} times: ${runtimeError.code} ${runtimeError.message}`);
    log(`lighthouse ${url}: ${runtimeError.code}, running it again`);
  }
}

export async function runLighthouse<Label extends string>(
  sites: readonly { label: Label; baseURL: string }[],
  pages: readonly string[],
  { runs, log = () => {} }: { runs: number; log?: (line: string) => void },
): Promise<LighthouseRow<Label>[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    chromeFlags: [...chromiumArgs, '--headless=new'],
    logLevel: 'silent',
  });
  try {
    const results = new Map<string, Result[]>();
    for (let run = 1; run <= runs; run += 1) {
      for (const path of pages) {
        for (const site of sites) {
          const url = `${site.baseURL}${path}`;
          const lhr = await audit(url, chrome.port, log);
          const key = `${site.label} ${path}`;
          results.set(key, [...(results.get(key) ?? []), lhr]);
          const f = figures(lhr);
          log(
            `lighthouse ${run}/${runs} ${site.label.padEnd(11)} ${path.padEnd(21)} score ${f.score}  LCP ${Math.round(f.lcpMs ?? 0)} ms  TBT ${Math.round(f.tbtMs ?? 0)} ms  CLS ${f.cls?.toFixed(3)}`,
          );
        }
      }
    }
    return pages.map((path) => {
      const perSite = sites.map((site): [Label, LighthouseResult] => {
        const lhrs = results.get(`${site.label} ${path}`) ?? [];
        return [site.label, { ...figures(computeMedianRun(lhrs)), runs: lhrs.length, scores: lhrs.map((lhr) => figures(lhr).score) }];
      });
      // One entry per site label: the row has every label of `sites`.
      return { path, ...(Object.fromEntries(perSite) as Record<Label, LighthouseResult>) };
    });
  } finally {
    chrome.kill();
  }
}
