import { describe, expect, it } from 'vitest';
import { BASELINE_REF, defaultOptions, parseOptions, usage, type BenchOptions } from './options';

const defaults = defaultOptions();
const optionsOf = (argv: string[]): BenchOptions => {
  const command = parseOptions(argv);
  if (command.help) throw new Error('asked for the help');
  return command.options;
};

describe('parseOptions', () => {
  it('measures everything on ports 8501 and 8502 by default', () => {
    expect(optionsOf([])).toEqual(defaults);
    // Its eight parts on, every route, and the counts the usage names.
    expect(Object.keys(defaults)).toHaveLength(14);
    expect(Object.values(defaults).filter((value) => value === true)).toHaveLength(8);
    expect(defaults).toMatchObject({ routes: null, lighthouseRuns: 3, switchRuns: 5, port: 8501, interactionRuns: 5, baseline: BASELINE_REF });
  });

  it('skips what the flags name', () => {
    expect(optionsOf(['--skip-build', '--skip-lighthouse', '--skip-switch', '--skip-api'])).toEqual({
      ...defaults,
      build: false,
      lighthouse: false,
      switch: false,
      api: false,
    });
  });

  it('reads a comma-separated list of routes, with its value apart or after =', () => {
    expect(optionsOf(['--routes', '/,/contact']).routes).toEqual(['/', '/contact']);
    expect(optionsOf(['--routes=/, /contact ,']).routes).toEqual(['/', '/contact']);
  });

  it('refuses --routes without a path', () => {
    for (const argv of [['--routes'], ['--routes='], ['--routes', ' , ']])
      expect(() => parseOptions(argv)).toThrow('--routes needs a comma-separated list of paths');
  });

  it('reads counts and ports as positive whole numbers; the last one given wins', () => {
    expect(optionsOf(['--lighthouse-runs', '1', '--switch-runs=7', '--port', '9000', '--port', '9100'])).toEqual({
      ...defaults,
      lighthouseRuns: 1,
      switchRuns: 7,
      port: 9100,
    });
    for (const argv of [['--port', '0'], ['--port=-3'], ['--lighthouse-runs', '2.5'], ['--switch-runs', 'many'], ['--port']]) {
      expect(() => parseOptions(argv)).toThrow(/needs a positive whole number$/);
    }
  });

  it('runs the cheap-phone scenarios by default against the baseline commit cfad64a', () => {
    expect(BASELINE_REF).toBe('cfad64a');
    expect(optionsOf([])).toMatchObject({ interactions: true, taps: true, data: true, interactionRuns: 5, baseline: 'cfad64a' });
  });

  it('runs only the cheap-phone scenarios with --only interactions', () => {
    expect(optionsOf(['--only', 'interactions'])).toEqual({ ...defaults, firstLoads: false, lighthouse: false, switch: false, api: false });
    expect(optionsOf(['--skip-interactions', '--only=interactions']).interactions).toBe(true);
    for (const argv of [['--only', 'lighthouse'], ['--only'], ['--only=']]) expect(() => parseOptions(argv)).toThrow('--only takes one value: interactions');
  });

  it('skips the cheap-phone scenarios, or a part of them, or the baseline', () => {
    expect(optionsOf(['--skip-interactions']).interactions).toBe(false);
    expect(optionsOf(['--skip-taps', '--skip-data'])).toEqual({ ...defaults, taps: false, data: false });
    expect(optionsOf(['--skip-baseline']).baseline).toBeNull();
  });

  it('reads the runs and the baseline ref; the last one given wins', () => {
    expect(optionsOf(['--interaction-runs', '3', '--interaction-runs=2']).interactionRuns).toBe(2);
    expect(() => parseOptions(['--interaction-runs', '0'])).toThrow('--interaction-runs needs a positive whole number');
    expect(optionsOf(['--baseline', 'v1.2.0']).baseline).toBe('v1.2.0');
    expect(optionsOf(['--skip-baseline', '--baseline', ' main ']).baseline).toBe('main');
    expect(optionsOf(['--baseline', 'main', '--skip-baseline']).baseline).toBeNull();
    for (const argv of [['--baseline'], ['--baseline=  ']]) expect(() => parseOptions(argv)).toThrow('--baseline needs a git ref');
  });

  it('names the first unknown option or argument, with the usage', () => {
    expect(() => parseOptions(['--skip-api', '--fast=1', 'x'])).toThrow(`unknown option --fast=1\n${usage}`);
    expect(() => parseOptions(['/contact'])).toThrow('unknown option /contact');
    expect(() => parseOptions(['--', '--skip-api'])).toThrow('unknown option --\n');
    expect(() => parseOptions(['-x'])).toThrow('unknown option -x\n');
  });

  it('asks for the help with --help or -h, unless an earlier argument is wrong', () => {
    expect(parseOptions(['--skip-api', '--help', '--nonsense'])).toEqual({ help: true });
    expect(parseOptions(['-h'])).toEqual({ help: true });
    expect(() => parseOptions(['--nonsense', '--help'])).toThrow('unknown option --nonsense');
    expect(usage).toContain('--skip-lighthouse');
    expect(usage).toContain('--only interactions');
  });
});
