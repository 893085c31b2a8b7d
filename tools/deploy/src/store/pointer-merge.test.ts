import { describe, expect, it } from 'vitest';
import { mergePointer, PointerConflict } from './pointer-merge';

const entry = (version: string) => ({ name: 'x', version, entry: `/remotes/x/${version}/mf-manifest.json` });

describe('three-way merge of the pointer files', () => {
  it('appends our new records after theirs (releases.json)', () => {
    expect(mergePointer('releases.json', 'append', [{ n: 1 }], [{ n: 1 }, { n: 3 }], [{ n: 1 }, { n: 2 }])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(() => mergePointer('releases.json', 'append', [{ n: 1 }], [{ n: 9 }], [{ n: 1 }])).toThrow(/append-only/);
  });

  it('applies the versions we added or removed to theirs (versions.json)', () => {
    const base = { a: ['1', '2'], b: ['1'] };
    const ours = { a: ['1', '2', '3'], b: [] }; // published a@3, pruned b@1
    const theirs = { a: ['1', '2', '4'], b: ['1', '5'] }; // meanwhile: a@4, b@5
    expect(mergePointer('versions.json', 'set-per-key', base, ours, theirs)).toEqual({ a: ['1', '2', '3', '4'], b: ['5'] });
  });

  it('switches our key when theirs still holds what we read, keeping their other switches (remotes.json)', () => {
    const base = { x: entry('1'), y: entry('1') };
    const ours = { x: entry('2'), y: entry('1') };
    const theirs = { x: entry('1'), y: entry('7') };
    expect(mergePointer('remotes.json', 'swap-per-key', base, ours, theirs)).toEqual({ x: entry('2'), y: entry('7') });
    expect(mergePointer('remotes.json', 'swap-per-key', undefined, { x: entry('1') }, undefined)).toEqual({ x: entry('1') });
  });

  it('refuses a switch of a key someone else switched meanwhile (the compare-and-swap)', () => {
    const base = { x: entry('1') };
    expect(() => mergePointer('remotes.json', 'swap-per-key', base, { x: entry('2') }, { x: entry('3') })).toThrow(PointerConflict);
    expect(() => mergePointer('shell.json', 'swap-per-key', { version: 'a' }, { version: 'b' }, { version: 'c' })).toThrow(/the shell was switched from a to c/);
    // The same switch made twice is no conflict.
    expect(mergePointer('remotes.json', 'swap-per-key', base, { x: entry('2') }, { x: entry('2') })).toEqual({ x: entry('2') });
  });
});
