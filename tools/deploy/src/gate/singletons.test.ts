import { describe, expect, it } from 'vitest';
import { singletonProblems } from './singletons';

describe('singletonProblems', () => {
  const provided = { react: '19.3.1', '@tulia/shared/toast': '1.0.0+9f6251cd' };

  it('accepts what the shell provides at a satisfying version (build metadata is not a version)', () => {
    const manifest = { name: 'x', shared: [{ name: 'react', version: '19.3.1', requiredVersion: '19.3.1' }, { name: '@tulia/shared/toast', version: '1.0.0+0000', requiredVersion: '^1.0.0' }] };
    expect(singletonProblems(manifest, provided, 'the live shell 1')).toEqual([]);
  });

  it('names a singleton needed at a version the shell does not provide, or not provided at all', () => {
    const manifest = { name: 'x', shared: [{ name: 'react', version: '19.4.0', requiredVersion: '19.4.0' }, { name: 'zustand', version: '5.1.0', requiredVersion: '5.1.0' }, { name: '@tulia/shared/toast', version: '2.0.0+1', requiredVersion: '^2.0.0' }] };
    expect(singletonProblems(manifest, provided, 'the live shell 1')).toEqual([
      'react: needs 19.4.0, the live shell 1 provides 19.3.1',
      'zustand: needs 5.1.0, the live shell 1 provides none',
      '@tulia/shared/toast: needs ^2.0.0, the live shell 1 provides 1.0.0+9f6251cd',
    ]);
  });
});
