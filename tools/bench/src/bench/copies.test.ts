import { describe, expect, it } from 'vitest';
import { builtBy, chunkName, countCopies, findDuplicates, findSameNamed } from './copies';
import { download, librariesText, phase } from './test-fixtures';

const base = 'http://localhost:8501';

describe('countCopies', () => {
  it('counts the distinct files holding each marker, one per URL', () => {
    const shell = download(`${base}/assets/index-AbCd1234.js`, 'js', librariesText);
    const again = download(`${base}/assets/index-AbCd1234.js`, 'js', librariesText);
    const remote = download(`${base}/remotes/mfe-public/1.0.0/assets/react-dom-EfGh5678.js`, 'js', 'x rendererPackageName y');
    const css = download(`${base}/assets/index-IjKl9012.css`, 'css', '.loading-skeleton{}');
    const count = countCopies(phase([shell, again, remote, css], { reactRenderers: 2, sharedInstances: { auth: 1, toast: 3 } }));
    expect(count.copies).toEqual({ 'react-dom': 2, chakra: 1, emotion: 1, shared: 1 });
    expect(count.files['react-dom']).toEqual({ rendererPackageName: ['/assets/index-AbCd1234.js', '/remotes/mfe-public/1.0.0/assets/react-dom-EfGh5678.js'] });
    expect(count.files.shared).toEqual({ __TULIA_SHARED_INSTANCES__: ['/assets/index-AbCd1234.js'], 'loading-skeleton': ['/assets/index-AbCd1234.js'] });
    expect(count.runtime).toEqual({ reactRenderers: 2, sharedInstances: 3, sharedModules: { auth: 1, toast: 3 } });
    expect(count.duplicates).toEqual([
      { kind: 'same URL twice', urls: ['/assets/index-AbCd1234.js', '/assets/index-AbCd1234.js'], gzipBytes: shell.gzipBytes },
    ]);
  });

  it('takes the larger count of a singleton with two markers, and no run-time figures without probes', () => {
    const one = download(`${base}/a-11111111.js`, 'js', '__TULIA_SHARED_INSTANCES__ loading-skeleton');
    const two = download(`${base}/b-22222222.js`, 'js', 'loading-skeleton');
    const count = countCopies(phase([one, two], null));
    expect(count.copies).toEqual({ 'react-dom': 0, chakra: 0, emotion: 0, shared: 2 });
    expect(count.runtime).toBeNull();
  });

  it('counts no shared instances when the page reported none', () => {
    expect(countCopies(phase([], { reactRenderers: 1, sharedInstances: {} })).runtime?.sharedInstances).toBe(0);
  });
});

describe('findDuplicates', () => {
  it('reports identical content at different URLs, and leaves other kinds out', () => {
    const a = download(`${base}/assets/x-11111111.js`, 'js', 'same');
    const b = download(`${base}/remotes/mfe-public/1.0.0/x-22222222.js`, 'js', 'same');
    const html = download(`${base}/`, 'html', 'same');
    expect(findDuplicates([a, b, html])).toEqual([
      { kind: 'identical content at different URLs', urls: ['/assets/x-11111111.js', '/remotes/mfe-public/1.0.0/x-22222222.js'], gzipBytes: a.gzipBytes },
    ]);
    expect(findDuplicates([a])).toEqual([]);
  });
});

describe('findSameNamed', () => {
  it('lists chunks of one name downloaded from several builds, remote entries apart', () => {
    const shell = download(`${base}/assets/utils-AbCd1234.js`, 'js', 'one');
    const remote = download(`${base}/remotes/mfe-public/1.0.0/assets/utils-EfGh5678.js`, 'js', 'two');
    const sameBuild = download(`${base}/assets/other-AbCd1234.js`, 'js', 'three');
    const sameBuildAgain = download(`${base}/assets/other-EfGh5678.js`, 'js', 'four');
    const entries = [`${base}/remotes/mfe-public/1.0.0/remoteEntry-AbCd1234.js`, `${base}/remotes/mfe-assessment/1.0.0/remoteEntry-AbCd1234.js`].map((url) =>
      download(url, 'js', url),
    );
    expect(findSameNamed([shell, remote, sameBuild, sameBuildAgain, ...entries])).toEqual([
      { name: 'utils.js', builds: ['shell', 'mfe-public'], gzipBytes: shell.gzipBytes + remote.gzipBytes },
    ]);
  });

  it('strips the content hash from a name and tells who built a file', () => {
    expect(chunkName('http://x/assets/utils-AbCd_123.js')).toBe('utils.js');
    expect(chunkName('http://x/assets/plain.js')).toBe('plain.js');
    expect(builtBy('http://x/remotes/mfe-admin-users/2.0.0/a.js')).toBe('mfe-admin-users');
    expect(builtBy('http://x/assets/a.js')).toBe('shell');
  });
});
