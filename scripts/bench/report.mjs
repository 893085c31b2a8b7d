// The benchmark's verdicts against the performance targets of issue 10, its text table and its
// JSON file (bench-results/bench-<date>.json, and bench-results/latest.json).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../deployment.mjs';
import { singletonMarkers } from './copies.mjs';

export const targets = {
  jsRatio: 1.25,
  homeBudgetKiB: 200,
  lighthouseScore: 95,
  cls: 0.02,
  tbtMs: 100,
  warmSwitchMs: 300,
  coldSwitchMs: 1000,
};

const kib = (bytes) => bytes / 1024;
const fixed = (value, digits = 1) => (value === null || value === undefined || Number.isNaN(value) ? '–' : value.toFixed(digits));
const ms = (value) => (value === null || value === undefined ? '–' : String(Math.round(value)));
const singletons = Object.keys(singletonMarkers);

/** A text table: the first column and columns listed in `textColumns` left-aligned, figures right-aligned. */
function table(headers, rows, textColumns = []) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const left = (column) => column === 0 || textColumns.includes(column);
  const line = (row) => row.map((cell, column) => (left(column) ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ').trimEnd();
  return [line(cells[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

/**
 * @param {any} results the JSON document (see run.mjs)
 * @returns {{ target: string, status: 'PASS' | 'MISS' | 'SKIP', detail: string }[]}
 */
export function verdicts(results) {
  const list = [];
  const add = (target, status, detail) => list.push({ target, status, detail });
  const { routes, lighthouse, switches } = results;
  const partial = results.options.routes ? ' (only the routes measured)' : '';

  if (routes.length === 0) add(`JS ≤ ${targets.jsRatio}× baseline on every route`, 'SKIP', 'no route measured');
  else {
    const over = routes.filter((route) => route.jsRatio > targets.jsRatio);
    const worst = [...routes].sort((a, b) => b.jsRatio - a.jsRatio)[0];
    add(
      `JS ≤ ${targets.jsRatio}× baseline on every route${partial}`,
      over.length === 0 ? 'PASS' : 'MISS',
      `${over.length} of ${routes.length} routes over; worst ${worst.path} at ${fixed(worst.jsRatio, 2)}×`,
    );
  }

  const home = routes.find((route) => route.path === '/');
  if (!home) add(`/ ≤ ${targets.homeBudgetKiB} KiB gzip (JS+CSS)`, 'SKIP', '/ not measured');
  else {
    const total = kib(home.federated.js.gzipBytes + home.federated.css.gzipBytes);
    add(
      `/ ≤ ${targets.homeBudgetKiB} KiB gzip (JS+CSS)`,
      total <= targets.homeBudgetKiB ? 'PASS' : 'MISS',
      `federated ${fixed(total)} KiB (baseline ${fixed(kib(home.baseline.js.gzipBytes + home.baseline.css.gzipBytes))} KiB)`,
    );
  }

  if (routes.length > 0) {
    const extraCopies = [];
    const duplicated = [];
    for (const route of routes) {
      const { copies, runtime, duplicates } = route.federated.singletons;
      const wrong = singletons.filter((name) => copies[name] !== 1).map((name) => `${name}×${copies[name]}`);
      if (runtime && runtime.reactRenderers !== 1) wrong.push(`renderers×${runtime.reactRenderers}`);
      if (runtime && runtime.sharedInstances > 1) wrong.push(`shared instances×${runtime.sharedInstances}`);
      if (wrong.length > 0) extraCopies.push(`${route.path}: ${wrong.join(', ')}`);
      if (duplicates.length > 0) duplicated.push(`${route.path}: ${duplicates.map((dup) => `${dup.urls[0].split('/').pop()}×${dup.urls.length}`).join(', ')}`);
    }
    const summary = (problems) => `${problems.length} of ${routes.length} routes, e.g. ${problems[0]}`;
    const checked = `${routes.length} route${routes.length === 1 ? '' : 's'} checked`;
    add(`exactly one copy of each singleton${partial}`, extraCopies.length === 0 ? 'PASS' : 'MISS', extraCopies.length === 0 ? checked : summary(extraCopies));
    add(`no module downloaded twice${partial}`, duplicated.length === 0 ? 'PASS' : 'MISS', duplicated.length === 0 ? checked : summary(duplicated));
  }

  if (lighthouse.length === 0) add(`Lighthouse mobile ≥ ${targets.lighthouseScore}, CLS ≤ ${targets.cls}, TBT ≤ ${targets.tbtMs} ms`, 'SKIP', 'not run');
  else {
    const misses = lighthouse.flatMap(({ path, federated: f }) => {
      const wrong = [];
      if (f.score < targets.lighthouseScore) wrong.push(`score ${f.score}`);
      if (f.cls > targets.cls) wrong.push(`CLS ${fixed(f.cls, 3)}`);
      if (f.tbtMs > targets.tbtMs) wrong.push(`TBT ${ms(f.tbtMs)} ms`);
      return wrong.length ? [`${path} ${wrong.join(', ')}`] : [];
    });
    add(
      `Lighthouse mobile ≥ ${targets.lighthouseScore}, CLS ≤ ${targets.cls}, TBT ≤ ${targets.tbtMs} ms (${lighthouse.map((row) => row.path).join(' ')})`,
      misses.length === 0 ? 'PASS' : 'MISS',
      misses.length === 0 ? 'all pages within' : misses.join('; '),
    );
  }

  if (switches.length === 0) add(`switch warm < ${targets.warmSwitchMs} ms, cold < ${targets.coldSwitchMs} ms`, 'SKIP', 'not run');
  else {
    const misses = switches.flatMap(({ title, federated: f }) => [
      ...(f.warmMs >= targets.warmSwitchMs ? [`${title} warm ${ms(f.warmMs)} ms`] : []),
      ...(f.coldMs >= targets.coldSwitchMs ? [`${title} cold ${ms(f.coldMs)} ms`] : []),
    ]);
    add(
      `switch warm < ${targets.warmSwitchMs} ms, cold < ${targets.coldSwitchMs} ms`,
      misses.length === 0 ? 'PASS' : 'MISS',
      misses.length === 0 ? switches.map(({ title, federated: f }) => `${title} cold ${ms(f.coldMs)} / warm ${ms(f.warmMs)} ms`).join('; ') : misses.join('; '),
    );
  }
  return list;
}

/**
 * The markers must find exactly one copy of everything in the monolith, which has one by
 * construction; otherwise the copies column measures nothing and the run is broken.
 */
export function markerProblems(results) {
  return results.routes.flatMap((route) => {
    const { copies, runtime } = route.baseline.singletons;
    const wrong = singletons.filter((name) => copies[name] !== 1).map((name) => `${name} found ${copies[name]}×`);
    if (runtime && runtime.reactRenderers !== 1) wrong.push(`${runtime.reactRenderers} React renderers`);
    return wrong.length ? [`${route.path} (baseline): ${wrong.join(', ')}`] : [];
  });
}

const copiesCell = (federated, baseline) => (federated === baseline ? String(federated) : `${federated} (base ${baseline})`);

/** @param {any} results */
export function formatReport(results) {
  const out = [];
  const { machine } = results;
  out.push(
    `Federation cost — ${results.date}, ${results.durationSeconds} s; ${machine.cpus} CPUs (${machine.model}), load average ${machine.loadAverageAtStart.join(' ')} at start; Chromium ${machine.chromium}`,
  );
  out.push('federated = the published deployment (shell + 5 remotes); baseline = the same pages built as one app (npm run build:monolith)');

  if (results.routes.length > 0) {
    out.push('', 'First load, until the route\'s content is visible and the network is idle (empty cache; KiB = gzip -9 of each body)');
    out.push(
      table(
        [
          'route',
          'fed JS KiB gz',
          'base JS KiB gz',
          'ratio',
          'fed requests',
          'base requests',
          'fed CSS KiB gz',
          'base CSS KiB gz',
          'fed CSS req',
          'base CSS req',
          'fed manifests KiB gz',
          'fed JS at content',
          'base JS at content',
        ],
        results.routes.map((route) => [
          route.path,
          fixed(kib(route.federated.js.gzipBytes)),
          fixed(kib(route.baseline.js.gzipBytes)),
          `${fixed(route.jsRatio, 2)}×`,
          route.federated.js.requests,
          route.baseline.js.requests,
          fixed(kib(route.federated.css.gzipBytes)),
          fixed(kib(route.baseline.css.gzipBytes)),
          route.federated.css.requests,
          route.baseline.css.requests,
          `${fixed(kib(route.federated.meta.gzipBytes))} (${route.federated.meta.requests})`,
          fixed(kib(route.federated.atContent.js.gzipBytes)),
          fixed(kib(route.baseline.atContent.js.gzipBytes)),
        ]),
      ),
    );
    out.push('(fed manifests: remotes.json and mf-manifest.json files, KiB gz (requests), not counted in the JS figures; JS at content: KiB gz arrived when the content became visible, the rest arrived before the network was idle)');

    out.push('', 'Copies loaded per page (static markers in the downloaded chunks; run time: React renderers, most evaluations of a shared module) and duplicate modules — federated (baseline when different)');
    out.push(
      table(
        ['route', ...singletons, 'renderers', 'shared inst.', 'duplicate modules (federated)'],
        results.routes.map((route) => {
          const f = route.federated.singletons;
          const b = route.baseline.singletons;
          const dupBytes = f.duplicates.reduce((sum, dup) => sum + dup.gzipBytes * (dup.urls.length - 1), 0);
          return [
            route.path,
            ...singletons.map((name) => copiesCell(f.copies[name], b.copies[name])),
            copiesCell(f.runtime?.reactRenderers ?? '–', b.runtime?.reactRenderers ?? '–'),
            copiesCell(f.runtime?.sharedInstances ?? '–', b.runtime?.sharedInstances ?? '–'),
            f.duplicates.length === 0
              ? 'none'
              : `${f.duplicates.length} (${fixed(kib(dupBytes))} KiB gz extra): ${f.duplicates.map((dup) => `${dup.urls[0].split('/').pop()}×${dup.urls.length}`).join(', ')}`,
          ];
        }),
        [singletons.length + 3],
      ),
    );
    // Near-duplicates: listed once per distinct set, with the routes that load it.
    const leads = new Map();
    for (const route of results.routes) {
      // Leads under 1 KiB (tiny helpers) are left to the JSON.
      const same = (route.federated.singletons.sameNamed ?? []).filter((lead) => lead.gzipBytes >= 1024);
      if (same.length === 0) continue;
      const text = same
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
        .map((lead) => `${lead.name} from ${[...lead.builds].sort().join('+')} (${fixed(kib(lead.gzipBytes))} KiB gz in all)`)
        .join(', ');
      leads.set(text, [...(leads.get(text) ?? []), route.path]);
    }
    if (leads.size > 0) {
      out.push('Same-named chunks (≥ 1 KiB gz) downloaded from several builds: not identical, so not counted as duplicates, but leads (e.g. each container\'s own federation runtime):');
      for (const [text, paths] of leads) out.push(`  ${paths.length > 3 ? `${paths.slice(0, 3).join(' ')} and ${paths.length - 3} more` : paths.join(' ')}: ${text}`);
    }
  }

  if (results.lighthouse.length > 0) {
    out.push('', `Lighthouse ${results.lighthouseVersion}, mobile (default config, simulated throttling), performance; median run of ${results.options.lighthouseRuns}`);
    out.push(
      table(
        ['page', 'fed score', 'base score', 'fed LCP ms', 'base LCP ms', 'fed TBT ms', 'base TBT ms', 'fed CLS', 'base CLS', 'fed FCP ms', 'base FCP ms', 'fed scores', 'base scores'],
        results.lighthouse.map(({ path, federated: f, baseline: b }) => [
          path,
          f.score,
          b.score,
          ms(f.lcpMs),
          ms(b.lcpMs),
          ms(f.tbtMs),
          ms(b.tbtMs),
          fixed(f.cls, 3),
          fixed(b.cls, 3),
          ms(f.fcpMs),
          ms(b.fcpMs),
          f.scores.join('/'),
          b.scores.join('/'),
        ]),
      ),
    );
    out.push('(both builds are served with their Brotli/gzip copies, as npm start serves them)');
  }

  if (results.switches.length > 0) {
    out.push('', `Admin shell: click on a sidebar entry of another remote until its heading and list are visible (median of ${results.options.switchRuns}, ms)`);
    out.push(
      table(
        ['from → to', 'fed cold', 'base cold', 'fed warm', 'base warm', 'fed cold samples', 'fed warm samples'],
        results.switches.map(({ from, title, owner, federated: f, baseline: b }) => [
          `${from} → ${title} (${owner})`,
          ms(f.coldMs),
          ms(b.coldMs),
          ms(f.warmMs),
          ms(b.warmMs),
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

  out.push('', 'Verdicts');
  for (const verdict of results.verdicts) out.push(`${verdict.status.padEnd(4)}  ${verdict.target}: ${verdict.detail}`);
  if (results.markerProblems.length > 0) {
    out.push('', 'MEASUREMENT PROBLEM: the copy markers do not find exactly one copy in the baseline:');
    for (const problem of results.markerProblems) out.push(`  ${problem}`);
  }
  return out.join('\n');
}

/** Writes the results as bench-results/bench-<date>.json and bench-results/latest.json. */
export function writeResults(results) {
  const dir = join(root, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `bench-${results.date.replace(/[:.]/g, '-')}.json`);
  const text = `${JSON.stringify(results, null, 2)}\n`;
  writeFileSync(file, text);
  writeFileSync(join(dir, 'latest.json'), text);
  return file;
}
