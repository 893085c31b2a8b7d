import { describe, expect, it } from 'vitest';
import { summarise } from './summary';
import { download, firstLoad } from './test-fixtures';

describe('summarise', () => {
  const base = 'http://localhost:8501';
  const page = download(`${base}/contact/`, 'html', '<h1>Contact</h1>');
  const wake = download(`${base}/assets/wake-AbCd1234.js`, 'js', 'wake()');
  const app = download(`${base}/assets/index-EfGh5678.js`, 'js', 'rendererPackageName');

  it('keeps the figures before and after the input, and marks the files downloaded before it', () => {
    const load = firstLoad({ prerendered: true, before: [page, wake], after: [app] });
    const summary = summarise(load);
    expect(summary.prerendered).toBe(true);
    expect(summary.beforeInteraction).toEqual({ js: load.js, css: load.css, meta: load.meta, html: load.html, atContent: load.atContent });
    expect(summary.afterInteraction).toEqual({ ...summary.afterInteraction, hydrationMs: 412 });
    expect(summary.afterInteraction?.js.requests).toBe(2);
    expect(summary.files).toEqual([
      { path: '/contact/', type: 'html', beforeInteraction: true, rawBytes: page.body.length, gzipBytes: page.gzipBytes },
      { path: '/assets/wake-AbCd1234.js', type: 'js', beforeInteraction: true, rawBytes: wake.body.length, gzipBytes: wake.gzipBytes },
      { path: '/assets/index-EfGh5678.js', type: 'js', beforeInteraction: false, rawBytes: app.body.length, gzipBytes: app.gzipBytes },
    ]);
    // Copies are counted on everything loaded once hydrated.
    expect(summary.singletons.copies['react-dom']).toBe(1);
  });

  it('counts on the first load alone when there was no input', () => {
    const { afterInteraction: _after, ...load } = firstLoad({ prerendered: false, before: [page, app], after: [] });
    const summary = summarise(load);
    expect(summary.afterInteraction).toBeUndefined();
    expect(summary.files.every((file) => file.beforeInteraction)).toBe(true);
    expect(summary.singletons.copies['react-dom']).toBe(1);
  });
});
