import { describe, expect, it } from 'vitest';
import { liveRemotes, wakeScriptOf } from './shell-build';

describe('remotes.json as the composition reads it', () => {
  it('keeps each remote with its version and entry', () => {
    const remotes = liveRemotes({
      'mfe-public': { name: 'mfe_public', version: '1.0.0-abc', entry: '/remotes/mfe-public/1.0.0-abc/mf-manifest.json' },
      broken: 'not an entry',
      partial: { version: 3 },
    });
    expect(remotes).toEqual({
      'mfe-public': { version: '1.0.0-abc', entry: '/remotes/mfe-public/1.0.0-abc/mf-manifest.json' },
      partial: { version: undefined, entry: undefined },
    });
  });

  it('is refused when it is not an object', () => {
    expect(() => liveRemotes([])).toThrow('remotes.json is not an object');
    expect(() => liveRemotes(null)).toThrow('remotes.json is not an object');
  });
});

describe("the wake-up script's address", () => {
  it("is the one file of the wake-up script's build manifest", () => {
    expect(wakeScriptOf({ 'src/wake/wake.ts': { file: 'assets/wake-abc.js', isEntry: true } })).toBe('/assets/wake-abc.js');
  });

  it('is refused when the manifest names none', () => {
    expect(() => wakeScriptOf({})).toThrow('ssr/wake-manifest.json names no file');
    expect(() => wakeScriptOf({ entry: { name: 'x' } })).toThrow('ssr/wake-manifest.json names no file');
  });
});
