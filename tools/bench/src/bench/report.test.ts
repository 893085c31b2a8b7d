import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixed, formatReport, lighthouseMisses, markerProblems, ms, table, verdicts, writeResults, type BenchMeasurements, type BenchResults } from './report';
import { lighthouseResult, measurements } from './test-fixtures';

const resultsOf = (measured: BenchMeasurements): BenchResults => ({ ...measured, verdicts: verdicts(measured), markerProblems: markerProblems(measured) });

describe('table', () => {
  it('left-aligns the first and the text columns, right-aligns figures and trims the lines', () => {
    expect(
      table(
        ['route', 'KiB', 'note'],
        [
          ['/', 1.5, 'a'],
          ['/contact', 12, null],
        ],
        [2],
      ),
    ).toBe(['route     KiB  note', '--------  ---  ----', '/         1.5  a', '/contact   12  null'].join('\n'));
  });
});

describe('fixed and ms', () => {
  it('show a missing figure as a dash', () => {
    expect([fixed(null), fixed(undefined), fixed(Number.NaN), fixed(1.25), fixed(0.0312, 3)]).toEqual(['–', '–', '–', '1.3', '0.031']);
    expect([ms(null), ms(undefined), ms(812.5), ms(0)]).toEqual(['–', '–', '813', '0']);
  });
});

describe('lighthouseMisses', () => {
  it('names every public target a page misses', () => {
    expect(lighthouseMisses('/', lighthouseResult(98, 1500, 20, 0.001))).toEqual([]);
    expect(lighthouseMisses('/contact', lighthouseResult(93, 2100.5, 150, 0.03))).toEqual(['score 93', 'LCP 2.10 s', 'TBT 150 ms', 'CLS 0.030']);
  });

  it('judges an admin page on its score only', () => {
    expect(lighthouseMisses('/admin/login', lighthouseResult(91, 9000, 900, 0.5))).toEqual([]);
    expect(lighthouseMisses('/admin/login', lighthouseResult(85, 1000, 0, 0))).toEqual(['score 85']);
  });

  it('counts a figure Lighthouse could not compute as 0, as it always has', () => {
    expect(lighthouseMisses('/', lighthouseResult(null, null, 0, 0))).toEqual(['score null']);
  });
});

describe('verdicts', () => {
  it('judges the prerendered site on every target, the client-rendered one beside it', () => {
    expect(verdicts(measurements())).toEqual([
      { target: 'Lighthouse performance ≥ 95 on public pages', status: 'MISS', detail: '/contact score 93; client-rendered: 0 of 2 within' },
      { target: 'Lighthouse LCP ≤ 2.0 s on public pages', status: 'MISS', detail: '/contact LCP 2.10 s; client-rendered: 1 of 2 within' },
      { target: 'Lighthouse TBT ≤ 100 ms on public pages', status: 'MISS', detail: '/contact TBT 150 ms; client-rendered: 1 of 2 within' },
      { target: 'Lighthouse CLS ≤ 0.02 on public pages', status: 'MISS', detail: '/contact CLS 0.030; client-rendered: 1 of 2 within' },
      { target: 'Lighthouse performance ≥ 90 on /admin/login', status: 'PASS', detail: '91 (client-rendered 85)' },
      { target: 'JS before interaction on / ≤ 120 KiB gzip', status: 'PASS', detail: '0.0 KiB (client-rendered 4.3 KiB); after the first input 4.3 KiB' },
      { target: 'at most one copy of each singleton once hydrated', status: 'PASS', detail: '2 routes checked on both sites' },
      { target: 'no module downloaded twice', status: 'PASS', detail: '2 routes checked on both sites' },
      { target: 'switch warm < 300 ms, cold < 1000 ms', status: 'MISS', detail: 'Boma Groups warm 310 ms; Boma Groups cold 1200 ms' },
    ]);
  });

  it('passes the public targets with the worst page named', () => {
    const measured = measurements();
    measured.lighthouse = measured.lighthouse.filter((row) => row.path === '/');
    expect(verdicts(measured).slice(0, 2)).toEqual([
      { target: 'Lighthouse performance ≥ 95 on public pages', status: 'PASS', detail: 'all 1 within, worst / score 98; client-rendered: 0 of 1 within' },
      { target: 'Lighthouse LCP ≤ 2.0 s on public pages', status: 'PASS', detail: 'all 1 within, worst / LCP 1.50 s; client-rendered: 0 of 1 within' },
    ]);
  });

  it('accepts a page without a copy of a singleton (its app not loaded, an island runs), not one with two', () => {
    const measured = measurements();
    measured.routes[0]!.prerendered.singletons.copies.chakra = 0;
    const copies = (list: ReturnType<typeof verdicts>) => list.find((verdict) => verdict.target.startsWith('at most one copy'))?.status;
    expect(copies(verdicts(measured))).toBe('PASS');
    measured.routes[0]!.prerendered.singletons.copies.chakra = 2;
    expect(copies(verdicts(measured))).toBe('MISS');
  });

  it('skips what was not run, and says when only some routes were measured', () => {
    const measured = { ...measurements(), lighthouse: [], switches: [], options: { ...measurements().options, routes: ['/contact'] } };
    measured.routes = measured.routes.filter((route) => route.path === '/contact');
    measured.routes[0]!.prerendered.singletons.copies.chakra = 2;
    const list = verdicts(measured);
    expect(list.filter((verdict) => verdict.status === 'SKIP').map((verdict) => verdict.detail)).toEqual([
      'not run',
      'not run',
      'not run',
      'not run',
      'not run',
      '/ not measured',
      'not run',
    ]);
    expect(list).toContainEqual({
      target: 'at most one copy of each singleton once hydrated (only the routes measured)',
      status: 'MISS',
      detail: '1 route loads, e.g. /contact (prerendered): chakra×2',
    });
  });
});

describe('markerProblems', () => {
  it('reports a react-dom marker that disagrees with the renderers counted at run time', () => {
    const measured = measurements();
    expect(markerProblems(measured)).toEqual([]);
    measured.routes[1]!.client.singletons.runtime = { reactRenderers: 2, sharedInstances: 1, sharedModules: {} };
    expect(markerProblems(measured)).toEqual(['/contact (client): the react-dom marker finds 1 copies, 2 React renderers registered']);
  });
});

describe('formatReport', () => {
  it('prints every section that was measured, then the verdicts', () => {
    const text = formatReport(resultsOf(measurements()));
    expect(text.split('\n').slice(0, 2)).toEqual([
      'Prerendered vs client-rendered — 2026-01-02T03:04:05.678Z, 321 s; 2 CPUs (Test CPU), load average 0.5 0.25 1 at start; Chromium 140.0.0.0',
      'pre = public pages composed to HTML, app woken on the first input (what a release serves); csr = the same builds, every page rendered in the browser',
    ]);
    expect(text).toContain(
      [
        'route     pre JS before  csr JS before  pre JS after  csr JS after  pre JS req b/a  csr JS req b/a  pre HTML  csr HTML  pre input→hydrated ms',
        '--------  -------------  -------------  ------------  ------------  --------------  --------------  --------  --------  ---------------------',
        '/                   0.0            4.3           4.3           4.3             1/4             3/3       0.1       0.1                    412',
      ].join('\n'),
    );
    expect(text).toContain('  / /contact: utils.js from mfe-public+shell (4.1 KiB gz in all)');
    expect(text).toContain(
      '/contact             93       null        2101           –         150          30    0.030    0.000         900         900    93/93/93          //  MISS: score 93, LCP 2.10 s, TBT 150 ms, CLS 0.030  MISS: score null',
    );
    expect(text).toContain('/admin/users → Boma Groups (mfe-admin-community)  1200   310          1200           310');
    expect(text).toContain('users list search   1500      18      45        0       0');
    expect(text.endsWith('MISS  switch warm < 300 ms, cold < 1000 ms: Boma Groups warm 310 ms; Boma Groups cold 1200 ms')).toBe(true);
  });

  it('leaves out what was not measured and ends with a measurement problem', () => {
    const measured = { ...measurements(), lighthouse: [], switches: [], api: null };
    measured.routes[0]!.prerendered.singletons.runtime = { reactRenderers: 2, sharedInstances: 1, sharedModules: {} };
    const text = formatReport(resultsOf(measured));
    expect(text).not.toContain('Lighthouse 12.8.2');
    expect(text).not.toContain('Admin shell');
    expect(text).not.toContain('API on PostgreSQL');
    expect(text).toContain('/                 1       1        1       1  2 (csr 1)             1  none');
    expect(text.split('\n').slice(-2)).toEqual([
      'MEASUREMENT PROBLEM: the react-dom copy marker disagrees with the React renderers counted at run time:',
      '  / (prerendered): the react-dom marker finds 1 copies, 2 React renderers registered',
    ]);
  });
});

describe('writeResults', () => {
  it('writes the results under their date and as latest.json', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tulia-bench-test-'));
    try {
      const results = resultsOf(measurements());
      const file = writeResults(results, dir);
      expect(file).toBe(join(dir, 'bench-2026-01-02T03-04-05-678Z.json'));
      expect(readFileSync(file, 'utf8')).toBe(`${JSON.stringify(results, null, 2)}\n`);
      expect(readFileSync(join(dir, 'latest.json'), 'utf8')).toBe(readFileSync(file, 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
