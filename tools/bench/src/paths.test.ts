import { describe, expect, it } from 'vitest';
import { routePaths } from './paths';

describe('routePaths', () => {
  it('takes the arguments that are paths, in their order', () => {
    expect(routePaths(['/contact', '/'], ['/admin/login'])).toEqual(['/contact', '/']);
  });

  it('ignores options and other arguments', () => {
    expect(routePaths(['--verbose', '/contact', 'contact', '--port=1'], ['/'])).toEqual(['/contact']);
  });

  it('falls back on the defaults, as a copy', () => {
    const defaults = ['/', '/admin/login'];
    const paths = routePaths(['--verbose'], defaults);
    expect(paths).toEqual(defaults);
    expect(paths).not.toBe(defaults);
  });
});
