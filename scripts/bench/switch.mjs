/* global window, requestAnimationFrame -- timedClick's callback runs in the page */
// Moving between parts of the admin shell: from /admin/users (mfe-admin-users), a click on the
// sidebar entry of a screen another remote owns, timed in the page from the click to the first
// animation frame in which that screen's heading and list are visible. Cold: that remote was
// never loaded in this page, and the HTTP cache is empty (a fresh browser context per
// repetition). Warm: the screen was opened before, the admin went back to Users and clicks the
// entry again. Each repetition measures cold then warm, for every target; when several sites
// are given they alternate so that load on the machine hits them alike.
import { contentVisible, waitForContent } from './page-ready.mjs';

export const switchStart = '/admin/users';
export const switchTargets = ['/admin/boma-groups', '/admin/resources'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Clicks the sidebar entry of `route` in the page and resolves with the milliseconds until its
 * content is visible (checked on every frame, so within one frame of when it is painted).
 * @param {import('playwright-core').Page} page
 * @param {import('./routes.mjs').BenchRoute} route
 */
async function timedClick(page, route) {
  const link = await page.getByTestId('admin-sidebar').getByRole('link', { name: route.title, exact: true }).elementHandle({ timeout: 10_000 });
  return page.evaluate(
    ({ link: entry, spec }) =>
      new Promise((resolve, reject) => {
        const started = performance.now();
        /** @type {HTMLElement} */ (entry).click();
        const check = () => {
          if (/** @type {any} */ (window).__tuliaBenchContentVisible(spec)) resolve(performance.now() - started);
          else if (performance.now() - started > 30_000) reject(new Error(`${spec.path} was not visible 30 s after the click`));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    { link, spec: route.ready },
  );
}

/** Back to the start screen through its sidebar entry (not timed). */
async function goBack(page, start) {
  await page.getByTestId('admin-sidebar').getByRole('link', { name: start.title, exact: true }).click();
  await waitForContent(page, start.ready, 30_000);
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ label: string, baseURL: string, session: { storageState(): Promise<object> } }[]} sites
 * @param {import('./routes.mjs').BenchRoute[]} routes the whole route table
 * @param {{ repetitions: number, log?: (line: string) => void }} options
 */
export async function measureSwitches(browser, sites, routes, { repetitions, log = () => {} }) {
  const byPath = (path) => {
    const route = routes.find((candidate) => candidate.path === path);
    if (!route) throw new Error(`${path} is not in the route table`);
    return route;
  };
  const start = byPath(switchStart);
  const targets = switchTargets.map(byPath);
  /** @type {Record<string, Record<string, { cold: number[], warm: number[] }>>} */
  const samples = Object.fromEntries(sites.map((site) => [site.label, Object.fromEntries(targets.map((t) => [t.path, { cold: [], warm: [] }]))]));

  for (let repetition = 1; repetition <= repetitions; repetition += 1) {
    for (const site of sites) {
      const context = await browser.newContext({ storageState: await site.session.storageState(), serviceWorkers: 'block' });
      try {
        const page = await context.newPage();
        await page.addInitScript(`window.__tuliaBenchContentVisible = ${contentVisible.toString()};`);
        await page.goto(`${site.baseURL}${start.path}`, { waitUntil: 'domcontentloaded' });
        await waitForContent(page, start.ready);
        await page.waitForLoadState('networkidle');
        for (const target of targets) {
          const cold = await timedClick(page, target);
          await goBack(page, start);
          const warm = await timedClick(page, target);
          await goBack(page, start);
          samples[site.label][target.path].cold.push(cold);
          samples[site.label][target.path].warm.push(warm);
          log(`switch ${repetition}/${repetitions} ${site.label.padEnd(11)} → ${target.title.padEnd(12)} cold ${Math.round(cold)} ms  warm ${Math.round(warm)} ms`);
        }
      } finally {
        await context.close();
      }
    }
  }

  return targets.map((target) => {
    const row = { from: start.path, to: target.path, title: target.title, owner: target.owner };
    for (const site of sites) {
      const { cold, warm } = samples[site.label][target.path];
      row[site.label] = { coldMs: median(cold), warmMs: median(warm), coldSamples: cold, warmSamples: warm };
    }
    return row;
  });
}
