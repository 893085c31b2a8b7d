import { describe, expect, it } from 'vitest';
import { isVersionName } from './remote-packages';
import { versionName } from './publish';

describe('version names', () => {
  it('are the package version and the content hash, or the explicit version', () => {
    expect(versionName('1.2.0', 'abcdef0123456789')).toBe('1.2.0-abcdef01');
    expect(versionName('1.2.0', 'abcdef0123456789', '2.0.0')).toBe('2.0.0');
  });

  it('refuse anything that is not a plain folder name', () => {
    for (const bad of ['../x', 'a/b', 'https://evil.example', '', '.hidden', 'a b']) {
      expect(isVersionName(bad)).toBe(false);
      expect(() => versionName('1.0.0', 'abc', bad || '/')).toThrow();
    }
  });
});
