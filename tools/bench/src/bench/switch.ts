// Moving between parts of the admin shell: from /admin/users (mfe-admin-users), a click on the
// sidebar entry of a screen another remote owns, timed in the page from the click to the first
// animation frame in which that screen's heading and list are visible. Cold: that remote was
// never loaded in this page, and the HTTP cache is empty (a fresh browser context per
// repetition). Warm: the screen was opened before, the admin went back to Users and clicks the
// entry again. Each repetition measures cold then warm, for every target; when several sites
// are given they alternate so that load on the machine hits them alike.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { contentVisible, waitForContent } from './page-ready';
import type { BenchRoute, ReadySpec } from './routes';

export const switchStart = '/admin/users';
export const switchTargets = ['/admin/boma-groups', '/admin/resources'];

export interface SwitchFigures {
  coldMs: number;
  warmMs: number;
  coldSamples: number[];
  warmSamples: number[];
}

/** A switch's medians and samples, under each site's label. */
export type SwitchRow<Label extends string> = { from: string; to: string; title: string; owner: string } & Record<Label, SwitchFigures>;

export interface SwitchSite<Label extends string> {
  label: Label;
  baseURL: string;
  session: { storageState(): Promise<BrowserContextOptions['storageState']> };
}

/** The median of some samples (the mean of the middle two for an even number). */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
};

/** The in-page check of content (page-ready.ts), installed in the page under this name. */
type BenchWindow = Window & { __tuliaBenchContentVisible?: (spec: ReadySpec) => boolean };

/**
 * Runs in the page: clicks the link and resolves with the milliseconds until the content is
 * visible, checked on every frame (so within one frame of when it is painted). No named
 * function inside (page-ready.ts says why).
 */
export async function clickUntilVisible({ link, spec }: { link: Element; spec: ReadySpec }): Promise<number> {
  const visible = (window as BenchWindow).__tuliaBenchContentVisible;
  if (!visible) throw new Error('the content check was not installed in the page');
  const started = performance.now();
  (link as HTMLElement).click();
  for (;;) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    if (visible(spec)) return performance.now() - started;
    if (performance.now() - started > 30_000) throw new Error(`${spec.path} was not visible 30 s after the click`);
  }
}

/** Clicks the sidebar entry of `route` and resolves with the milliseconds until its content is visible. */
async function timedClick(page: Page, route: BenchRoute): Promise<number> {
  const link = await page.getByTestId('admin-sidebar').getByRole('link', { name: route.title, exact: true }).elementHandle({ timeout: 10_000 });
  return page.evaluate(clickUntilVisible, { link, spec: route.ready });
}

/** Back to the start screen through its sidebar entry (not timed). */
async function goBack(page: Page, start: BenchRoute): Promise<void> {
  await page.getByTestId('admin-sidebar').getByRole('link', { name: start.title, exact: true }).click();
  await waitForContent(page, start.ready, 30_000);
}

/** Times the switches on each site; `routes` is the whole route table. */
export async function measureSwitches<Label extends string>(
  browser: Browser,
  sites: readonly SwitchSite<Label>[],
  routes: readonly BenchRoute[],
  { repetitions, log = () => {} }: { repetitions: number; log?: (line: string) => void },
): Promise<SwitchRow<Label>[]> {
  const byPath = (path: string) => {
    const route = routes.find((candidate) => candidate.path === path);
    if (!route) throw new Error(`${path} is not in the route table`);
    return route;
  };
  const start = byPath(switchStart);
  const targets = switchTargets.map(byPath);
  const samples = new Map(sites.map((site) => [site.label, new Map(targets.map((target) => [target.path, { cold: [] as number[], warm: [] as number[] }]))]));
  const samplesOf = (label: Label, path: string) => {
    const found = samples.get(label)?.get(path);
    if (!found) throw new Error(`no samples for ${label} ${path}`);
    return found;
  };

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
          samplesOf(site.label, target.path).cold.push(cold);
          samplesOf(site.label, target.path).warm.push(warm);
          log(
            `switch ${repetition}/${repetitions} ${site.label.padEnd(11)} → ${target.title.padEnd(12)} cold ${Math.round(cold)} ms  warm ${Math.round(warm)} ms`,
          );
        }
      } finally {
        await context.close();
      }
    }
  }

  return targets.map((target) => {
    const perSite = sites.map((site): [Label, SwitchFigures] => {
      const { cold, warm } = samplesOf(site.label, target.path);
      return [site.label, { coldMs: median(cold), warmMs: median(warm), coldSamples: cold, warmSamples: warm }];
    });
    // One entry per site label: the row has every label of `sites`.
    return { from: start.path, to: target.path, title: target.title, owner: target.owner, ...(Object.fromEntries(perSite) as Record<Label, SwitchFigures>) };
  });
}
