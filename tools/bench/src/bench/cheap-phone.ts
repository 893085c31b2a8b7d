// The cheap-phone results: medians of the runs, one row per figure with the baseline and the
// current build side by side and the target, the verdicts, and the text table.
import type { VisitBytes } from './byte-proxy';
import type { DataScenarioName } from './data';
import type { TapSample, TapScenario } from './taps';

export type CheapSite = 'baseline' | 'now';

export const cheapPhoneTargets = {
  /** A first tap's response, as INP judges it (and the response drawn). */
  tapMs: 200,
  /** The assessment's next question after an answer (it waits 300 ms on purpose). */
  advanceMs: 1000,
  /** KB = 1,000 bytes. */
  homeIdleKB: 50,
  assessmentFlowKB: 200,
} as const;

export interface Stat {
  median: number | null;
  samples: (number | null)[];
}

export interface CheapPhoneRow {
  scenario: string;
  unit: 'ms' | 'KB';
  baseline: Stat | null;
  now: Stat;
  target: number | null;
}

export interface CheapPhoneResults {
  runs: number;
  profile: string;
  method: { taps: string; data: string };
  baseline: { ref: string; sha: string; builtAt: string | null } | null;
  rows: CheapPhoneRow[];
  /** Every run as measured, per site. */
  samples: Partial<Record<CheapSite, { taps: Record<string, TapSample[]>; data: Partial<Record<DataScenarioName, VisitBytes[]>> }>>;
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? null) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Event Timing reports nothing under 16 ms: such a tap counts as 16 ms (an upper bound). */
export const EVENT_THRESHOLD_MS = 16;

export function stat(samples: readonly (number | null)[], missingAs: number | null = null): Stat {
  const values = samples.map((value) => value ?? missingAs).filter((value): value is number => value !== null);
  return { median: median(values), samples: [...samples] };
}

const tapTarget = (response: string): number => (response === 'Question 2 of 18 shown' ? cheapPhoneTargets.advanceMs : cheapPhoneTargets.tapMs);
const dataTargets: Partial<Record<DataScenarioName, number>> = {
  '/ idle 30 s': cheapPhoneTargets.homeIdleKB,
  '/ → assessment → results': cheapPhoneTargets.assessmentFlowKB,
};

/** The rows of the table, from the runs of each site (baseline absent: --skip-baseline). */
export function cheapPhoneRows(
  scenarios: readonly Pick<TapScenario, 'name' | 'responses'>[],
  dataNames: readonly DataScenarioName[],
  samples: CheapPhoneResults['samples'],
): CheapPhoneRow[] {
  const rows: CheapPhoneRow[] = [];
  const both = (of: (site: CheapSite) => Stat | null): Pick<CheapPhoneRow, 'baseline' | 'now'> => ({
    baseline: samples.baseline ? of('baseline') : null,
    now: of('now') ?? stat([]),
  });
  for (const scenario of scenarios) {
    const tapsOf = (site: CheapSite) => samples[site]?.taps[scenario.name];
    if (!samples.now?.taps[scenario.name]) continue;
    rows.push({
      scenario: `${scenario.name}: tap → next paint (Event Timing)`,
      unit: 'ms',
      target: cheapPhoneTargets.tapMs,
      ...both((site) =>
        stat(
          (tapsOf(site) ?? []).map((sample) => sample.eventMs),
          EVENT_THRESHOLD_MS,
        ),
      ),
    });
    for (const response of scenario.responses) {
      rows.push({
        scenario: `${scenario.name}: tap → ${response.name}`,
        unit: 'ms',
        target: tapTarget(response.name),
        ...both((site) => stat((tapsOf(site) ?? []).map((sample) => sample.responseMs[response.name] ?? null))),
      });
    }
  }
  for (const name of dataNames) {
    if (!samples.now?.data[name]) continue;
    rows.push({
      scenario: `bytes: ${name}`,
      unit: 'KB',
      target: dataTargets[name] ?? null,
      ...both((site) => stat((samples[site]?.data[name] ?? []).map((totals) => totals.bytes / 1000))),
    });
  }
  return rows;
}

export function meetsTarget(row: Pick<CheapPhoneRow, 'target' | 'now'>): boolean | null {
  if (row.target === null || row.now.median === null) return null;
  return row.now.median <= row.target;
}

const figure = (stat: Stat | null, unit: CheapPhoneRow['unit']): string => {
  if (!stat || stat.median === null) return '–';
  return unit === 'KB' ? stat.median.toFixed(1) : String(Math.round(stat.median));
};

/** The side-by-side table: scenario | baseline | now | target | verdict of now. */
export function cheapPhoneTable(
  rows: readonly CheapPhoneRow[],
  table: (headers: readonly string[], rows: readonly (readonly string[])[], textColumns?: readonly number[]) => string,
): string {
  return table(
    ['scenario', 'baseline', 'now', 'target', 'now'],
    rows.map((row) => {
      const met = meetsTarget(row);
      return [
        `${row.scenario} (${row.unit})`,
        figure(row.baseline, row.unit),
        figure(row.now, row.unit),
        row.target === null ? '–' : `≤ ${row.target.toLocaleString('en')}`,
        met === null ? '' : met ? 'PASS' : 'MISS',
      ];
    }),
    [4],
  );
}
