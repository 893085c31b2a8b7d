// Command-line options of `npm run bench -- …`.
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** The build "before the cheap-phone work": what the cheap-phone scenarios compare the current build with. */
export const BASELINE_REF = 'cfad64a';

export const usage = `npm run bench [-- options]
  --routes /,/contact     first load (and Lighthouse) only for these routes of the route table
                          (default: first load on every public route, Lighthouse on its 7 pages)
  --skip-build            use the current builds (no turbo build)
  --skip-lighthouse       no Lighthouse runs
  --skip-switch           no admin-shell switch timings
  --skip-api              no api benchmark on PostgreSQL
  --lighthouse-runs N     Lighthouse runs per page and site (default 3; the median run is kept)
  --switch-runs N         repetitions of the switch timings (default 5; medians are kept)
  --port N                ports of the prerendered site (N) and the client-rendered site (N+1); the
                          cheap-phone scenarios use N+2 (baseline site), N+3 and N+4 (their proxies)
                          (default 8501)
Cheap-phone scenarios (first tap, bytes transferred; docs/bench-cheap-phone.md):
  --only interactions     run only the cheap-phone scenarios (no first loads, Lighthouse, switch or api)
  --skip-interactions     no cheap-phone scenarios
  --skip-taps             cheap-phone scenarios without the first-tap timings
  --skip-data             cheap-phone scenarios without the bytes transferred
  --interaction-runs N    runs of each cheap-phone scenario and site (default 5; medians are kept)
  --baseline <git-ref>    the build measured as "baseline" (default ${BASELINE_REF}); built once into
                          bench-results/baseline-<sha>/ and reused
  --skip-baseline         the cheap-phone scenarios on the current build only

The quick comparison of the public pages: npm run bench -- --skip-switch --skip-api --skip-interactions
The cheap-phone scenarios alone: npm run bench -- --only interactions [--interaction-runs 3]`;

export interface BenchOptions {
  /** The routes to measure (null: every public route, Lighthouse on its pages). */
  routes: string[] | null;
  build: boolean;
  /** The first load of each route (and the copies found in it); off with --only interactions. */
  firstLoads: boolean;
  lighthouse: boolean;
  switch: boolean;
  api: boolean;
  lighthouseRuns: number;
  switchRuns: number;
  port: number;
  /** The cheap-phone scenarios: first taps and bytes transferred (docs/bench-cheap-phone.md). */
  interactions: boolean;
  taps: boolean;
  data: boolean;
  interactionRuns: number;
  /** The git ref built and served as the baseline; null: no baseline (--skip-baseline). */
  baseline: string | null;
}

/** What the command line asks for: the help text, or a run with these options. */
export type BenchCommand = { help: true } | { help: false; options: BenchOptions };

/** The flags that switch one part of the run off. */
const skips = {
  'skip-build': 'build',
  'skip-lighthouse': 'lighthouse',
  'skip-switch': 'switch',
  'skip-api': 'api',
  'skip-interactions': 'interactions',
  'skip-taps': 'taps',
  'skip-data': 'data',
} as const satisfies Record<string, keyof BenchOptions>;

/** The options that take a positive whole number. */
const counts = {
  'lighthouse-runs': 'lighthouseRuns',
  'switch-runs': 'switchRuns',
  port: 'port',
  'interaction-runs': 'interactionRuns',
} as const satisfies Record<string, keyof BenchOptions>;

const optionSpec: NonNullable<ParseArgsConfig['options']> = {
  routes: { type: 'string' },
  only: { type: 'string' },
  baseline: { type: 'string' },
  'skip-baseline': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  ...Object.fromEntries(Object.keys(skips).map((name) => [name, { type: 'boolean' }])),
  ...Object.fromEntries(Object.keys(counts).map((name) => [name, { type: 'string' }])),
};

const isIn = <T extends object>(table: T, name: string): name is Extract<keyof T, string> => Object.hasOwn(table, name);

const count = (flag: string, value: string | undefined): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} needs a positive whole number`);
  return n;
};

/**
 * Reads the command line in order, as typed: a later option overrides an earlier one, and the
 * first unknown option or argument (or one without its value) is the error.
 */
/** What a run measures when the command line asks for nothing else: everything, on ports from 8501. */
export const defaultOptions = (): BenchOptions => ({
  routes: null,
  build: true,
  firstLoads: true,
  lighthouse: true,
  switch: true,
  api: true,
  lighthouseRuns: 3,
  switchRuns: 5,
  port: 8501,
  interactions: true,
  taps: true,
  data: true,
  interactionRuns: 5,
  baseline: BASELINE_REF,
});

/**
 * Reads the command line in order, as typed: a later option overrides an earlier one, and the
 * first unknown option or argument (or one without its value) is the error.
 */
export function parseOptions(argv: readonly string[]): BenchCommand {
  const options = defaultOptions();
  // Not strict: unknown options and arguments are reported below, with the usage.
  const { tokens } = parseArgs({ args: [...argv], options: optionSpec, strict: false, allowPositionals: true, tokens: true });
  for (const token of tokens) {
    if (token.kind !== 'option') throw new Error(`unknown option ${argv[token.index]}\n${usage}`);
    if (isIn(skips, token.name)) {
      options[skips[token.name]] = false;
      continue;
    }
    if (isIn(counts, token.name)) {
      options[counts[token.name]] = count(`--${token.name}`, token.value);
      continue;
    }
    switch (token.name) {
      case 'routes':
        options.routes = (token.value ?? '')
          .split(',')
          .map((path) => path.trim())
          .filter(Boolean);
        if (options.routes.length === 0) throw new Error('--routes needs a comma-separated list of paths');
        break;
      case 'only':
        if (token.value !== 'interactions') throw new Error('--only takes one value: interactions');
        // Everything else off: what the option names is all that runs.
        Object.assign(options, { firstLoads: false, lighthouse: false, switch: false, api: false, interactions: true });
        break;
      case 'baseline':
        if (!token.value?.trim()) throw new Error('--baseline needs a git ref (a commit, tag or branch)');
        options.baseline = token.value.trim();
        break;
      case 'skip-baseline':
        options.baseline = null;
        break;
      case 'help':
        return { help: true };
      default:
        throw new Error(`unknown option ${argv[token.index]}\n${usage}`);
    }
  }
  return { help: false, options };
}
