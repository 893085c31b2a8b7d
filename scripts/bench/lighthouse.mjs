// Lighthouse (performance category only) with its default configuration: a mobile phone with
// simulated throttling (slow 4G, 4× CPU slowdown). One Chromium, launched by chrome-launcher,
// for every run; Lighthouse resets storage and cache before each. Runs of the two sites are
// interleaved so that load on the machine hits both alike; for each page and site the run
// reported is Lighthouse's own median run (closest to the median FCP and TTI). Lighthouse never
// scrolls or moves the pointer, so a composed page is measured before its app wakes up: what a
// visitor who only reads gets.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromiumArgs, requireChromium } from './chromium.mjs';

/** The pages the performance targets name: every indexed public page, and the sign-in screen. */
export const lighthousePages = ['/', '/our-story', '/contact', '/assessment', '/terms-and-conditions', '/privacy-policy', '/admin/login'];

/** @param {any} lhr */
function figures(lhr) {
  const numeric = (audit) => lhr.audits[audit]?.numericValue ?? null;
  return {
    score: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
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
async function audit(url, port, log) {
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!outcome) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = outcome.lhr;
    if (!runtimeError) return outcome.lhr;
    if (attempt >= ATTEMPTS) throw new Error(`Lighthouse on ${url} failed ${ATTEMPTS} times: ${runtimeError.code} ${runtimeError.message}`);
    log(`lighthouse ${url}: ${runtimeError.code}, running it again`);
  }
}

/**
 * @param {{ label: string, baseURL: string }[]} sites
 * @param {string[]} pages
 * @param {{ runs: number, log?: (line: string) => void }} options
 * @returns {Promise<{ path: string, [label: string]: any }[]>}
 */
export async function runLighthouse(sites, pages, { runs, log = () => {} }) {
  const chrome = await chromeLauncher.launch({
    chromePath: requireChromium(),
    chromeFlags: [...chromiumArgs, '--headless=new'],
    logLevel: 'silent',
  });
  try {
    /** @type {Map<string, any[]>} */
    const results = new Map();
    for (let run = 1; run <= runs; run += 1) {
      for (const path of pages) {
        for (const site of sites) {
          const url = `${site.baseURL}${path}`;
          const lhr = await audit(url, chrome.port, log);
          const key = `${site.label} ${path}`;
          results.set(key, [...(results.get(key) ?? []), lhr]);
          const f = figures(lhr);
          log(`lighthouse ${run}/${runs} ${site.label.padEnd(11)} ${path.padEnd(21)} score ${f.score}  LCP ${Math.round(f.lcpMs)} ms  TBT ${Math.round(f.tbtMs)} ms  CLS ${f.cls?.toFixed(3)}`);
        }
      }
    }
    return pages.map((path) => {
      const row = { path };
      for (const site of sites) {
        const lhrs = results.get(`${site.label} ${path}`) ?? [];
        row[site.label] = { ...figures(computeMedianRun(lhrs)), runs: lhrs.length, scores: lhrs.map((lhr) => figures(lhr).score) };
      }
      return row;
    });
  } finally {
    chrome.kill();
  }
}
