import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isVersionName } from './remote-packages';
import { publishBuild, versionName } from './publish';

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

describe('publishing a build', () => {
  it('leaves out the standalone page, its compressed copies and anything under a dot-name', () => {
    const dist = mkdtempSync(join(tmpdir(), 'tulia-publish-dist-'));
    const deployDir = mkdtempSync(join(tmpdir(), 'tulia-publish-deploy-'));
    try {
      const files = ['mf-manifest.json', 'remoteEntry.js', 'assets/page-abc.js', 'index.html', 'index.html.br', 'index.html.gz', '.vite/manifest.json', 'assets/.env'];
      for (const file of files) {
        mkdirSync(dirname(join(dist, file)), { recursive: true });
        writeFileSync(join(dist, file), file);
      }
      const { version } = publishBuild(deployDir, 'mfe-public', dist, '9.9.9');
      const folder = join(deployDir, 'remotes', 'mfe-public', version);
      const published = readdirSync(folder, { recursive: true }).map(String).sort();
      expect(published).toEqual(['assets', join('assets', 'page-abc.js'), 'mf-manifest.json', 'remoteEntry.js']);
      // The same build again is recognised as published (the hash ignores what is never published).
      expect(publishBuild(deployDir, 'mfe-public', dist, '9.9.9').created).toBe(false);
    } finally {
      rmSync(dist, { recursive: true, force: true });
      rmSync(deployDir, { recursive: true, force: true });
    }
  });
});
