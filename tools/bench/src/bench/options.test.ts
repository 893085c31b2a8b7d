import { describe, expect, it } from 'vitest';
import { parseOptions, usage, type BenchOptions } from './options';

const defaults: BenchOptions = { routes: null, build: true, lighthouse: true, switch: true, api: true, lighthouseRuns: 3, switchRuns: 5, port: 8501 };
const optionsOf = (argv: string[]): BenchOptions => {
  const command = parseOptions(argv);
  if (command.help) throw new Error('asked for the help');
  return command.options;
};

describe('parseOptions', () => {
  it('measures everything on ports 8501 and 8502 by default', () => {
    expect(optionsOf([])).toEqual(defaults);
  });

  it('skips what the flags name', () => {
    expect(optionsOf(['--skip-build', '--skip-lighthouse', '--skip-switch', '--skip-api'])).toEqual({ ...defaults, build: false, lighthouse: false, switch: false, api: false });
  });

  it('reads a comma-separated list of routes, with its value apart or after =', () => {
    expect(optionsOf(['--routes', '/,/contact']).routes).toEqual(['/', '/contact']);
    expect(optionsOf(['--routes=/, /contact ,']).routes).toEqual(['/', '/contact']);
  });

  it('refuses --routes without a path', () => {
    for (const argv of [['--routes'], ['--routes='], ['--routes', ' , ']]) expect(() => parseOptions(argv)).toThrow('--routes needs a comma-separated list of paths');
  });

  it('reads counts and ports as positive whole numbers; the last one given wins', () => {
    expect(optionsOf(['--lighthouse-runs', '1', '--switch-runs=7', '--port', '9000', '--port', '9100'])).toEqual({ ...defaults, lighthouseRuns: 1, switchRuns: 7, port: 9100 });
    for (const argv of [['--port', '0'], ['--port=-3'], ['--lighthouse-runs', '2.5'], ['--switch-runs', 'many'], ['--port']]) {
      expect(() => parseOptions(argv)).toThrow(/needs a positive whole number$/);
    }
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
  });
});
