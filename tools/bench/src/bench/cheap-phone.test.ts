import { describe, expect, it } from 'vitest';
import type { VisitBytes } from './byte-proxy';
import { baselinePaths } from './baseline';
import { cheapPhoneRows, cheapPhoneTable, meetsTarget, median, stat, type CheapPhoneResults } from './cheap-phone';
import { formatReport, markerProblems, table, verdicts, type BenchMeasurements } from './report';
import { tapLatency } from './tap-probe';
import type { TapSample } from './taps';
import { measurements } from './test-fixtures';

const tap = (eventMs: number | null, responseMs: Record<string, number>): TapSample => ({ eventMs, responseMs, awakeBeforeTap: false });
const bytes = (total: number): VisitBytes => ({
  requests: 1,
  headerBytes: 0,
  bodyBytes: total,
  bytes: total,
  responses: [{ path: '/', status: 200, bytes: total }],
});
const scenarios = [
  {
    name: 'assessment answer',
    responses: [
      { name: 'answer drawn as chosen', condition: { selector: 'x' } },
      { name: 'Question 2 of 18 shown', condition: { selector: 'y' } },
    ],
  },
  { name: 'mobile menu', responses: [{ name: 'menu open', condition: { selector: 'z' } }] },
];
const samples: CheapPhoneResults['samples'] = {
  baseline: {
    taps: {
      'assessment answer': [
        tap(300, { 'answer drawn as chosen': 9000, 'Question 2 of 18 shown': 9400 }),
        tap(null, { 'answer drawn as chosen': 8000, 'Question 2 of 18 shown': 8300 }),
        tap(250, { 'answer drawn as chosen': 10_000, 'Question 2 of 18 shown': 10_300 }),
      ],
      'mobile menu': [tap(40, { 'menu open': 7000 })],
    },
    data: { '/ idle 30 s': [bytes(700_000), bytes(650_000)], '/ → assessment → results': [bytes(900_000)] },
  },
  now: {
    taps: {
      'assessment answer': [tap(24, { 'answer drawn as chosen': 40, 'Question 2 of 18 shown': 350 })],
      'mobile menu': [tap(null, { 'menu open': 30 })],
    },
    data: { '/ idle 30 s': [bytes(12_345)], '/ → assessment → results': [bytes(250_000)] },
  },
};

describe('median and stat', () => {
  it('take the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('keep every sample and count a missing one as told', () => {
    expect(stat([null, 30, 20])).toEqual({ median: 25, samples: [null, 30, 20] });
    expect(stat([null, 30, 20], 16)).toEqual({ median: 20, samples: [null, 30, 20] });
    expect(stat([])).toEqual({ median: null, samples: [] });
  });
});

describe('tapLatency', () => {
  const entry = (name: string, startTime: number, duration: number, interactionId: number) => ({ name, startTime, duration, interactionId });

  it('is the longest entry of the first interaction at or after the tap', () => {
    const events = [
      entry('pointermove', 90, 200, 0),
      entry('pointerdown', 100, 48, 7),
      entry('pointerup', 180, 72, 7),
      entry('click', 181, 64, 7),
      entry('keydown', 900, 300, 8),
    ];
    expect(tapLatency({ tapAt: 100.4, events, firstInput: null })).toBe(72);
  });

  it('falls back on the first input when no entry passed the threshold, and is null without either', () => {
    expect(tapLatency({ tapAt: 100, events: [], firstInput: entry('pointerdown', 100, 8, 3) })).toBe(8);
    expect(tapLatency({ tapAt: 100, events: [entry('click', 50, 40, 2)], firstInput: entry('pointerdown', 50, 8, 2) })).toBeNull();
    expect(tapLatency({ tapAt: null, events: [], firstInput: null })).toBeNull();
  });
});

describe('cheapPhoneRows', () => {
  const rows = cheapPhoneRows(scenarios, ['/ idle 30 s', '/ → assessment → results', '/contact → message sent'], samples);

  it('has a row per tap, per response and per visit, baseline beside now, with the targets', () => {
    expect(rows.map((row) => [row.scenario, row.unit, row.baseline?.median ?? null, row.now.median, row.target])).toEqual([
      // Event Timing reports nothing under 16 ms: a missing entry counts as 16.
      ['assessment answer: tap → next paint (Event Timing)', 'ms', 250, 24, 200],
      ['assessment answer: tap → answer drawn as chosen', 'ms', 9000, 40, 200],
      ['assessment answer: tap → Question 2 of 18 shown', 'ms', 9400, 350, 1000],
      ['mobile menu: tap → next paint (Event Timing)', 'ms', 40, 16, 200],
      ['mobile menu: tap → menu open', 'ms', 7000, 30, 200],
      ['bytes: / idle 30 s', 'KB', 675, 12.345, 50],
      ['bytes: / → assessment → results', 'KB', 900, 250, 200],
    ]);
  });

  it('leaves the baseline out without one', () => {
    const alone = cheapPhoneRows(scenarios, ['/ idle 30 s'], { now: samples.now });
    expect(alone.every((row) => row.baseline === null)).toBe(true);
    expect(alone).toHaveLength(6);
  });

  it('judges the current build against the target', () => {
    expect(rows.map(meetsTarget)).toEqual([true, true, true, true, true, true, false]);
    expect(meetsTarget({ target: null, now: stat([1]) })).toBeNull();
    expect(meetsTarget({ target: 10, now: stat([]) })).toBeNull();
  });

  it('prints scenario | baseline | now | target | verdict', () => {
    expect(cheapPhoneTable(rows.slice(2, 3).concat(rows.slice(5)), table)).toBe(
      [
        'scenario                                              baseline    now   target  now',
        '----------------------------------------------------  --------  -----  -------  ----',
        'assessment answer: tap → Question 2 of 18 shown (ms)      9400    350  ≤ 1,000  PASS',
        'bytes: / idle 30 s (KB)                                  675.0   12.3     ≤ 50  PASS',
        'bytes: / → assessment → results (KB)                     900.0  250.0    ≤ 200  MISS',
      ].join('\n'),
    );
  });
});

describe('the cheap phone in the results', () => {
  const measured: BenchMeasurements = {
    ...measurements(),
    cheapPhone: {
      runs: 3,
      profile: 'the phone',
      method: { taps: 't', data: 'd' },
      baseline: { ref: 'c660794', sha: 'c660794781c923ae2f1110b6286469289fc30feb', builtAt: null },
      rows: cheapPhoneRows(scenarios, ['/ idle 30 s', '/ → assessment → results'], samples),
      samples,
    },
  };

  it('adds its verdicts, judged on the current build', () => {
    expect(verdicts(measured).slice(-3)).toEqual([
      { target: 'cheap phone: first taps ≤ 200 ms', status: 'PASS', detail: '4 within' },
      { target: 'cheap phone: assessment advance ≤ 1000 ms after the tap', status: 'PASS', detail: '1 within' },
      { target: 'cheap phone: / idle ≤ 50 KB, / → assessment → results ≤ 200 KB', status: 'MISS', detail: 'bytes: / → assessment → results 250.0 KB' },
    ]);
  });

  it('prints its table with the baseline named', () => {
    const text = formatReport({ ...measured, verdicts: verdicts(measured), markerProblems: markerProblems(measured) });
    expect(text).toContain('Cheap phone (the phone); median of 3 runs; baseline = c660794 (c660794781), served by its own code');
    expect(text).toContain('bytes: / idle 30 s (KB)');
  });

  it('says nothing of it when it did not run', () => {
    const plain = measurements();
    expect(verdicts(plain).some((verdict) => verdict.target.startsWith('cheap phone'))).toBe(false);
    expect(formatReport({ ...plain, verdicts: verdicts(plain), markerProblems: [] })).not.toContain('Cheap phone');
  });
});

describe('baselinePaths', () => {
  it('keeps a baseline per commit in the results folder, with the file that says it is built', () => {
    expect(baselinePaths('abc123', '/r')).toEqual({ dir: '/r/baseline-abc123', built: '/r/baseline-abc123.built.json' });
  });
});
