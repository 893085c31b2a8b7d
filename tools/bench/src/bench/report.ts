// The benchmark's verdicts against the performance targets, its text table and its JSON file
// (bench-results/bench-<date>.json, and bench-results/latest.json). Verdicts judge the
// prerendered site (the one a release serves); the client-rendered site's figures stand beside
// them for comparison.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../../../deploy/src/layout';
import type { ApiBenchSummary } from './api';
import { cheapPhoneTable, cheapPhoneTargets, meetsTarget, type CheapPhoneResults } from './cheap-phone';
import { singletonMarkers } from './copies';
import type { Totals } from './first-load';
import type { LighthouseFigures, LighthouseRow } from './lighthouse';
import type { RouteArea } from '../../../../shell/src/routes/route-table';
import type { LoadSummary } from './summary';
import type { SwitchRow } from './switch';

/** The two sites measured side by side. */
export type SiteLabel = 'prerendered' | 'client';
export const siteLabels: readonly SiteLabel[] = ['prerendered', 'client'];

/** One route's first load on each site. */
export type RouteRow = { path: string; title: string; owner: string; area: RouteArea } & Record<SiteLabel, LoadSummary>;

/** Everything measured: the JSON document, before the verdicts. */
export interface BenchMeasurements {
  date: string;
  durationSeconds: number;
  machine: { cpus: number; model: string; loadAverageAtStart: number[]; node: string; chromium: string };
  lighthouseVersion: string;
  options: {
    routes: string[] | null;
    lighthouseRuns: number;
    switchRuns: number;
    build: boolean;
    api: boolean;
    interactionRuns?: number;
    baseline?: string | null;
  };
  sites: Record<SiteLabel, string>;
  method: { firstLoad: string; copies: string; lighthouse: string; switch: string };
  routes: RouteRow[];
  lighthouse: LighthouseRow<SiteLabel>[];
  /** The admin shell is the same app on both sites: timed on the prerendered one only. */
  switches: SwitchRow<'prerendered'>[];
  api: ApiBenchSummary | null;
  /** The cheap-phone scenarios, baseline beside the current build (absent: not run). */
  cheapPhone?: CheapPhoneResults | null;
}

export interface Verdict {
  target: string;
  status: 'PASS' | 'MISS' | 'SKIP';
  detail: string;
}

/** The JSON document written to bench-results/. */
export interface BenchResults extends BenchMeasurements {
  verdicts: Verdict[];
  markerProblems: string[];
}

export const targets = {
  publicScore: 95,
  lcpMs: 2000,
  tbtMs: 100,
  cls: 0.02,
  adminLoginScore: 90,
  homeJsBeforeInputKiB: 120,
  warmSwitchMs: 300,
  coldSwitchMs: 1000,
};

const kib = (bytes: number): number => bytes / 1024;
export const fixed = (value: number | null | undefined, digits = 1): string =>
  value === null || value === undefined || Number.isNaN(value) ? '–' : value.toFixed(digits);
export const ms = (value: number | null | undefined): string => (value === null || value === undefined ? '–' : String(Math.round(value)));
const singletons = Object.keys(singletonMarkers);

type Figure = number | null;

interface LighthouseCheck {
  name: string;
  of: (figures: LighthouseFigures) => Figure;
  ok: (value: Figure) => boolean;
  text: (value: Figure) => string;
  higherIsBetter?: boolean;
}

// A figure Lighthouse could not compute (null) compares as 0, as it always has in these checks.
const orZero = (value: Figure): number => value ?? 0;

/** The Lighthouse targets of a public page: one per figure, each with how to read and show it. */
const publicChecks: LighthouseCheck[] = [
  {
    name: `performance ≥ ${targets.publicScore}`,
    of: (f) => f.score,
    ok: (v) => orZero(v) >= targets.publicScore,
    text: (v) => `score ${v}`,
    higherIsBetter: true,
  },
  {
    name: `LCP ≤ ${fixed(targets.lcpMs / 1000)} s`,
    of: (f) => f.lcpMs,
    ok: (v) => orZero(v) <= targets.lcpMs,
    text: (v) => `LCP ${fixed(orZero(v) / 1000, 2)} s`,
  },
  { name: `TBT ≤ ${targets.tbtMs} ms`, of: (f) => f.tbtMs, ok: (v) => orZero(v) <= targets.tbtMs, text: (v) => `TBT ${ms(v)} ms` },
  { name: `CLS ≤ ${targets.cls}`, of: (f) => f.cls, ok: (v) => orZero(v) <= targets.cls, text: (v) => `CLS ${fixed(v, 3)}` },
];
const isAdmin = (path: string): boolean => path.startsWith('/admin');

/** What a page's Lighthouse figures miss, as short texts (empty: every target met). */
export function lighthouseMisses(path: string, figures: LighthouseFigures): string[] {
  if (isAdmin(path)) return orZero(figures.score) >= targets.adminLoginScore ? [] : [`score ${figures.score}`];
  return publicChecks.filter((check) => !check.ok(check.of(figures))).map((check) => check.text(check.of(figures)));
}
const verdictCell = (path: string, figures: LighthouseFigures): string => {
  const misses = lighthouseMisses(path, figures);
  return misses.length === 0 ? 'PASS' : `MISS: ${misses.join(', ')}`;
};

type Cell = string | number | null | undefined;

/** A text table: the first column and columns listed in `textColumns` left-aligned, figures right-aligned. */
export function table(headers: readonly string[], rows: readonly (readonly Cell[])[], textColumns: readonly number[] = []): string {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const left = (column: number) => column === 0 || textColumns.includes(column);
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => (left(column) ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(cells[0] ?? []), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

const fileName = (path: string | undefined): string | undefined => path?.split('/').pop();
const duplicatesText = (duplicates: LoadSummary['singletons']['duplicates']): string =>
  duplicates.map((dup) => `${fileName(dup.urls[0])}×${dup.urls.length}`).join(', ');

export function verdicts(results: BenchMeasurements): Verdict[] {
  const list: Verdict[] = [];
  const add = (target: string, status: Verdict['status'], detail: string) => list.push({ target, status, detail });
  const { routes, lighthouse, switches } = results;
  const partial = results.options.routes ? ' (only the routes measured)' : '';

  const publicPages = lighthouse.filter((row) => !isAdmin(row.path));
  for (const check of publicChecks) {
    const target = `Lighthouse ${check.name} on public pages`;
    const worst = [...publicPages].sort((a, b) => (orZero(check.of(b.prerendered)) - orZero(check.of(a.prerendered))) * (check.higherIsBetter ? -1 : 1))[0];
    if (!worst) {
      add(target, 'SKIP', 'not run');
      continue;
    }
    const misses = publicPages.filter((row) => !check.ok(check.of(row.prerendered)));
    const clientWithin = publicPages.filter((row) => check.ok(check.of(row.client))).length;
    const found = misses.length === 0 ? `all ${publicPages.length} within, worst ${worst.path}` : misses.map((row) => row.path).join(' ');
    add(
      target,
      misses.length === 0 ? 'PASS' : 'MISS',
      `${found} ${check.text(check.of(worst.prerendered))}${misses.length > 1 ? ' (worst)' : ''}; client-rendered: ${clientWithin} of ${publicPages.length} within`,
    );
  }

  const login = lighthouse.find((row) => row.path === '/admin/login');
  const loginTarget = `Lighthouse performance ≥ ${targets.adminLoginScore} on /admin/login`;
  if (!login) add(loginTarget, 'SKIP', 'not run');
  else
    add(
      loginTarget,
      orZero(login.prerendered.score) >= targets.adminLoginScore ? 'PASS' : 'MISS',
      `${login.prerendered.score} (client-rendered ${login.client.score})`,
    );

  const home = routes.find((route) => route.path === '/');
  const homeTarget = `JS before interaction on / ≤ ${targets.homeJsBeforeInputKiB} KiB gzip`;
  if (!home) add(homeTarget, 'SKIP', '/ not measured');
  else {
    const before = kib(home.prerendered.beforeInteraction.js.gzipBytes);
    const after = home.prerendered.afterInteraction;
    add(
      homeTarget,
      before <= targets.homeJsBeforeInputKiB ? 'PASS' : 'MISS',
      `${fixed(before)} KiB (client-rendered ${fixed(kib(home.client.beforeInteraction.js.gzipBytes))} KiB); after the first input ${fixed(after && kib(after.js.gzipBytes))} KiB`,
    );
  }

  if (routes.length > 0) {
    const extraCopies: string[] = [];
    const duplicated: string[] = [];
    for (const route of routes) {
      for (const site of siteLabels) {
        const { copies, runtime, duplicates } = route[site].singletons;
        // None is right too: a page whose app has not loaded (the assessment's island runs without it).
        const wrong = singletons.filter((name) => (copies[name] ?? 0) > 1).map((name) => `${name}×${copies[name]}`);
        if (runtime && runtime.reactRenderers > 1) wrong.push(`renderers×${runtime.reactRenderers}`);
        if (runtime && runtime.sharedInstances > 1) wrong.push(`shared instances×${runtime.sharedInstances}`);
        if (wrong.length > 0) extraCopies.push(`${route.path} (${site}): ${wrong.join(', ')}`);
        if (duplicates.length > 0) duplicated.push(`${route.path} (${site}): ${duplicatesText(duplicates)}`);
      }
    }
    const summary = (problems: string[]) => `${problems.length} route loads, e.g. ${problems[0]}`;
    const checked = `${routes.length} route${routes.length === 1 ? '' : 's'} checked on both sites`;
    add(
      `at most one copy of each singleton once hydrated${partial}`,
      extraCopies.length === 0 ? 'PASS' : 'MISS',
      extraCopies.length === 0 ? checked : summary(extraCopies),
    );
    add(`no module downloaded twice${partial}`, duplicated.length === 0 ? 'PASS' : 'MISS', duplicated.length === 0 ? checked : summary(duplicated));
  }

  if (switches.length === 0) add(`switch warm < ${targets.warmSwitchMs} ms, cold < ${targets.coldSwitchMs} ms`, 'SKIP', 'not run');
  else {
    const misses = switches.flatMap(({ title, prerendered: f }) => [
      ...(f.warmMs >= targets.warmSwitchMs ? [`${title} warm ${ms(f.warmMs)} ms`] : []),
      ...(f.coldMs >= targets.coldSwitchMs ? [`${title} cold ${ms(f.coldMs)} ms`] : []),
    ]);
    add(
      `switch warm < ${targets.warmSwitchMs} ms, cold < ${targets.coldSwitchMs} ms`,
      misses.length === 0 ? 'PASS' : 'MISS',
      misses.length === 0
        ? switches.map(({ title, prerendered: f }) => `${title} cold ${ms(f.coldMs)} / warm ${ms(f.warmMs)} ms`).join('; ')
        : misses.join('; '),
    );
  }
  if (results.cheapPhone) {
    const rows = results.cheapPhone.rows;
    const judge = (target: string, of: typeof rows) => {
      const judged = of.filter((row) => meetsTarget(row) !== null);
      if (judged.length === 0) return add(target, 'SKIP', 'not run');
      const misses = judged.filter((row) => meetsTarget(row) === false);
      const text = (row: (typeof rows)[number]) => `${row.scenario} ${row.unit === 'KB' ? fixed(row.now.median) : ms(row.now.median)} ${row.unit}`;
      add(target, misses.length === 0 ? 'PASS' : 'MISS', misses.length === 0 ? `${judged.length} within` : misses.map(text).join('; '));
    };
    judge(
      `cheap phone: first taps ≤ ${cheapPhoneTargets.tapMs} ms`,
      rows.filter((row) => row.unit === 'ms' && row.target === cheapPhoneTargets.tapMs),
    );
    judge(
      `cheap phone: assessment advance ≤ ${cheapPhoneTargets.advanceMs} ms after the tap`,
      rows.filter((row) => row.unit === 'ms' && row.target === cheapPhoneTargets.advanceMs),
    );
    judge(
      `cheap phone: / idle ≤ ${cheapPhoneTargets.homeIdleKB} KB, / → assessment → results ≤ ${cheapPhoneTargets.assessmentFlowKB} KB`,
      rows.filter((row) => row.unit === 'KB'),
    );
  }
  return list;
}

/**
 * The static marker for react-dom must find as many copies as there are React renderers at run
 * time (the monolith baseline that once validated the markers is gone); otherwise the copies
 * column measures nothing and the run is broken.
 */
export function markerProblems(results: Pick<BenchMeasurements, 'routes'>): string[] {
  return results.routes.flatMap((route) =>
    siteLabels.flatMap((site) => {
      const { copies, runtime } = route[site].singletons;
      return runtime && runtime.reactRenderers !== copies['react-dom']
        ? [`${route.path} (${site}): the react-dom marker finds ${copies['react-dom']} copies, ${runtime.reactRenderers} React renderers registered`]
        : [];
    }),
  );
}

const copiesCell = (pre: Cell, client: Cell): string => (pre === client ? String(pre) : `${pre} (csr ${client})`);

export function formatReport(results: BenchResults): string {
  const out: string[] = [];
  const { machine } = results;
  out.push(
    `Prerendered vs client-rendered — ${results.date}, ${results.durationSeconds} s; ${machine.cpus} CPUs (${machine.model}), load average ${machine.loadAverageAtStart.join(' ')} at start; Chromium ${machine.chromium}`,
  );
  out.push(
    'pre = public pages composed to HTML, app woken on the first input (what a release serves); csr = the same builds, every page rendered in the browser',
  );

  if (results.routes.length > 0) {
    out.push(
      '',
      'First load (desktop, no throttling, empty cache; KiB = gzip -9 of each body). before: until the network is idle + 2 s, no input; after: then a pointer move and a scroll, hydration, network idle + 2 s (cumulative)',
    );
    const size = (totals: Totals | undefined) => (totals ? fixed(kib(totals.gzipBytes)) : '–');
    const requests = (site: LoadSummary) => `${site.beforeInteraction.js.requests}/${site.afterInteraction?.js.requests ?? '–'}`;
    out.push(
      table(
        [
          'route',
          'pre JS before',
          'csr JS before',
          'pre JS after',
          'csr JS after',
          'pre JS req b/a',
          'csr JS req b/a',
          'pre HTML',
          'csr HTML',
          'pre input→hydrated ms',
        ],
        results.routes.map(({ path, prerendered: pre, client: csr }) => [
          `${path}${pre.hydratedWithoutInput ? ' (woke without input!)' : ''}`,
          size(pre.beforeInteraction.js),
          size(csr.beforeInteraction.js),
          size(pre.afterInteraction?.js),
          size(csr.afterInteraction?.js),
          requests(pre),
          requests(csr),
          size(pre.beforeInteraction.html),
          size(csr.beforeInteraction.html),
          ms(pre.afterInteraction?.hydrationMs),
        ]),
      ),
    );
    out.push(
      '(KiB gz; req b/a: JS requests before/after; HTML: the page document, which for pre carries the content and its critical CSS; CSS files and federation manifests are in the JSON)',
    );

    out.push(
      '',
      'Copies loaded per page once hydrated (static markers in the downloaded chunks; run time: React renderers, most evaluations of a shared module) and duplicate modules — pre (csr when different)',
    );
    out.push(
      table(
        ['route', ...singletons, 'renderers', 'shared inst.', 'duplicate modules (pre)'],
        results.routes.map(({ path, prerendered: pre, client: csr }) => {
          const p = pre.singletons;
          const c = csr.singletons;
          const dupBytes = p.duplicates.reduce((sum, dup) => sum + dup.gzipBytes * (dup.urls.length - 1), 0);
          return [
            path,
            ...singletons.map((name) => copiesCell(p.copies[name], c.copies[name])),
            copiesCell(p.runtime?.reactRenderers ?? '–', c.runtime?.reactRenderers ?? '–'),
            copiesCell(p.runtime?.sharedInstances ?? '–', c.runtime?.sharedInstances ?? '–'),
            p.duplicates.length === 0 ? 'none' : `${p.duplicates.length} (${fixed(kib(dupBytes))} KiB gz extra): ${duplicatesText(p.duplicates)}`,
          ];
        }),
        [singletons.length + 3],
      ),
    );
    // Near-duplicates: listed once per distinct set, with the routes that load it.
    const leads = new Map<string, string[]>();
    for (const route of results.routes) {
      // Leads under 1 KiB (tiny helpers) are left to the JSON.
      const same = route.prerendered.singletons.sameNamed.filter((lead) => lead.gzipBytes >= 1024);
      if (same.length === 0) continue;
      const text = same
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
        .map((lead) => `${lead.name} from ${[...lead.builds].sort().join('+')} (${fixed(kib(lead.gzipBytes))} KiB gz in all)`)
        .join(', ');
      leads.set(text, [...(leads.get(text) ?? []), route.path]);
    }
    if (leads.size > 0) {
      out.push(
        "Same-named chunks (≥ 1 KiB gz) downloaded from several builds: not identical, so not counted as duplicates, but leads (e.g. each container's own federation runtime):",
      );
      for (const [text, paths] of leads)
        out.push(`  ${paths.length > 3 ? `${paths.slice(0, 3).join(' ')} and ${paths.length - 3} more` : paths.join(' ')}: ${text}`);
    }
  }

  if (results.lighthouse.length > 0) {
    out.push(
      '',
      `Lighthouse ${results.lighthouseVersion}, mobile (default config, simulated throttling), performance; median run of ${results.options.lighthouseRuns}. Targets: public pages score ≥ ${targets.publicScore}, LCP ≤ ${fixed(targets.lcpMs / 1000)} s, TBT ≤ ${targets.tbtMs} ms, CLS ≤ ${targets.cls}; /admin/login score ≥ ${targets.adminLoginScore}`,
    );
    out.push(
      table(
        [
          'page',
          'pre score',
          'csr score',
          'pre LCP ms',
          'csr LCP ms',
          'pre TBT ms',
          'csr TBT ms',
          'pre CLS',
          'csr CLS',
          'pre FCP ms',
          'csr FCP ms',
          'pre scores',
          'csr scores',
          'pre verdict',
          'csr verdict',
        ],
        results.lighthouse.map(({ path, prerendered: p, client: c }) => [
          path,
          p.score,
          c.score,
          ms(p.lcpMs),
          ms(c.lcpMs),
          ms(p.tbtMs),
          ms(c.tbtMs),
          fixed(p.cls, 3),
          fixed(c.cls, 3),
          ms(p.fcpMs),
          ms(c.fcpMs),
          p.scores.join('/'),
          c.scores.join('/'),
          verdictCell(path, p),
          verdictCell(path, c),
        ]),
        [13, 14],
      ),
    );
    out.push(
      '(both sites are served with their Brotli/gzip copies, as npm start serves them; Lighthouse gives no input, so a pre page is measured before its app wakes up)',
    );
  }

  if (results.switches.length > 0) {
    out.push(
      '',
      `Admin shell (pre; the same app on both sites): click on a sidebar entry of another remote until its heading and list are visible (median of ${results.options.switchRuns}, ms)`,
    );
    out.push(
      table(
        ['from → to', 'cold', 'warm', 'cold samples', 'warm samples'],
        results.switches.map(({ from, title, owner, prerendered: f }) => [
          `${from} → ${title} (${owner})`,
          ms(f.coldMs),
          ms(f.warmMs),
          f.coldSamples.map(ms).join('/'),
          f.warmSamples.map(ms).join('/'),
        ]),
      ),
    );
  }

  if (results.api) {
    const { api } = results;
    out.push('', `API on PostgreSQL (api/bench: ${api.users} users, ${api.connections} connections, ${api.durationSeconds} s per scenario)`);
    out.push(
      table(
        ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'],
        Object.entries(api.scenarios).map(([name, f]) => [name, f.requestsPerSecond, f.p50Ms, f.p99Ms, f.non2xx, f.errors]),
      ),
    );
  }

  if (results.cheapPhone) {
    const { cheapPhone } = results;
    const baseline = cheapPhone.baseline
      ? `baseline = ${cheapPhone.baseline.ref} (${cheapPhone.baseline.sha.slice(0, 10)}), served by its own code`
      : 'no baseline (--skip-baseline)';
    out.push('', `Cheap phone (${cheapPhone.profile}); median of ${cheapPhone.runs} runs; ${baseline}; now = the current builds, composed`);
    out.push(cheapPhoneTable(cheapPhone.rows, table));
    out.push(
      '(Event Timing reports nothing under 16 ms: such a tap counts as 16; bytes: everything the site sent to the page and its service worker, counted at the proxy; KB = 1,000 bytes)',
    );
  }

  out.push('', 'Verdicts (prerendered site)');
  for (const verdict of results.verdicts) out.push(`${verdict.status.padEnd(4)}  ${verdict.target}: ${verdict.detail}`);
  if (results.markerProblems.length > 0) {
    out.push('', 'MEASUREMENT PROBLEM: the react-dom copy marker disagrees with the React renderers counted at run time:');
    for (const problem of results.markerProblems) out.push(`  ${problem}`);
  }
  return out.join('\n');
}

/** Writes the results as bench-results/bench-<date>.json and bench-results/latest.json. */
export function writeResults(results: BenchResults, dir = join(root, 'bench-results')): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `bench-${results.date.replace(/[:.]/g, '-')}.json`);
  const text = `${JSON.stringify(results, null, 2)}\n`;
  writeFileSync(file, text);
  writeFileSync(join(dir, 'latest.json'), text);
  return file;
}
