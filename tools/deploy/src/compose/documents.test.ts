import { describe, expect, it } from 'vitest';
import { adminDocument, appEntryOf, escapeHtml, fileOf, iconDataAddress, inlineJson, offlineDocument, pageDocument, robotsTxt, sitemapXml, type SiteContext } from './documents';
import type { SiteFacts } from './shell-build';

const siteConfig: SiteFacts = {
  productName: 'Tulia',
  organisation: 'Tulia Mental Wellness Foundation',
  supportEmail: 'support@tulia.co.ke',
  helplineTel: '1199',
  helplineDisplay: '1199',
  office: { street: 'Ngong Road, Kilimani', city: 'Nairobi' },
};

const appHtml = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/react-1.js">',
  '    <link rel="modulepreload" crossorigin href="/assets/chakra-2.js">',
  '  </head>',
  '  <body><div id="root"></div></body>',
  '</html>',
].join('\n');

const icon = iconDataAddress('<svg xmlns="http://www.w3.org/2000/svg"><circle r="3" fill="#17705e"/></svg>\n');
const site: SiteContext = { siteUrl: 'https://example.org', siteConfig, app: appEntryOf(appHtml), wakeScript: '/assets/wake-9.js', icon };
const rendered = { html: '<main><h1>Hello</h1></main>', styleTags: '<style data-emotion="css abc">.css-abc{color:red}</style>' };

/** The contents of the head, one element a line. */
const headOf = (document: string): string[] =>
  (/<head>\n([\s\S]*)\n {2}<\/head>/.exec(document)?.[1] ?? '').split('\n').map((line) => line.trim());

describe('the app entry (app.html)', () => {
  it('is the module script and the preloads the shell build wrote', () => {
    expect(appEntryOf(appHtml)).toEqual({ template: appHtml, entry: '/assets/index-abc.js', preload: ['/assets/react-1.js', '/assets/chakra-2.js'] });
  });

  it('is refused when app.html names no entry script', () => {
    expect(() => appEntryOf('<html><head></head></html>')).toThrow('app.html names no entry script');
  });
});

describe('escaping', () => {
  it('escapes what would end an attribute or start an element', () => {
    expect(escapeHtml(`Terms & "Privacy" <b>`)).toBe('Terms &amp; &quot;Privacy&quot; &lt;b&gt;');
  });

  it('keeps JSON in a script element from ending it', () => {
    expect(inlineJson({ text: '</script><script>alert(1)</script>' })).toBe('{"text":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}');
    expect(JSON.parse(inlineJson({ text: '</script>' }))).toEqual({ text: '</script>' });
  });
});

describe('a composed page', () => {
  const head = { title: 'Contact Us | Tulia', description: 'Write to us & we answer.' };

  it('is a whole document: the head, then the page in #root with no app script', () => {
    const document = pageDocument({ path: '/contact', head, rendered, indexable: true }, site);
    expect(document.startsWith('<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n')).toBe(true);
    expect(document.endsWith(`  <body>\n    <div id="root" data-prerendered=""><main><h1>Hello</h1></main></div>\n  </body>\n</html>\n`)).toBe(true);
    expect(document).not.toContain('/assets/index-abc.js"></script>');
  });

  it('has its title, description, canonical address, Open Graph and Twitter tags', () => {
    const lines = headOf(pageDocument({ path: '/contact', head, rendered, indexable: true }, site));
    expect(lines).toContain('<title>Contact Us | Tulia</title>');
    expect(lines).toContain('<meta name="description" content="Write to us &amp; we answer." />');
    expect(lines).toContain('<link rel="canonical" href="https://example.org/contact" />');
    expect(lines).toContain('<meta property="og:url" content="https://example.org/contact" />');
    expect(lines).toContain('<meta property="og:site_name" content="Tulia" />');
    expect(lines).toContain('<meta name="twitter:title" content="Contact Us | Tulia" />');
    expect(lines).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(lines).not.toContain('<meta name="robots" content="noindex" />');
  });

  it('carries the critical CSS, the app entry for the wake-up script, and the wake-up script last', () => {
    const lines = headOf(pageDocument({ path: '/contact', head, rendered, indexable: true }, site));
    expect(lines.slice(-3)).toEqual([
      rendered.styleTags,
      '<script type="application/json" id="tulia-app-entry">{"entry":"/assets/index-abc.js","preload":["/assets/react-1.js","/assets/chakra-2.js"]}</script>',
      '<script type="module" src="/assets/wake-9.js"></script>',
    ]);
  });

  it("names its islands' scripts for the wake-up script and preloads them, after it", () => {
    const islands = [{ name: 'assessment', src: '/remotes/mfe-assessment/1.0.0/islands/assessment.js' }];
    const lines = headOf(pageDocument({ path: '/assessment', head, rendered, indexable: true, islands }, site));
    expect(lines.slice(-3)).toEqual([
      '<script type="application/json" id="tulia-app-entry">{"entry":"/assets/index-abc.js","preload":["/assets/react-1.js","/assets/chakra-2.js"],"islands":[{"name":"assessment","src":"/remotes/mfe-assessment/1.0.0/islands/assessment.js"}]}</script>',
      '<script type="module" src="/assets/wake-9.js"></script>',
      '<link rel="modulepreload" href="/remotes/mfe-assessment/1.0.0/islands/assessment.js" />',
    ]);
  });

  it('sends the visitor on at once, before any script, when the page lands elsewhere opened directly', () => {
    const lines = headOf(pageDocument({ path: '/assessment-results', head, rendered, indexable: false, landsOn: '/assessment' }, site));
    expect(lines[1]).toBe('<meta http-equiv="refresh" content="0; url=/assessment" />');
    expect(headOf(pageDocument({ path: '/contact', head, rendered, indexable: true }, site)).some((line) => line.includes('http-equiv'))).toBe(false);
  });

  it("has the organisation's structured data", () => {
    const line = headOf(pageDocument({ path: '/', head, rendered, indexable: true }, site)).find((text) => text.startsWith('<script type="application/ld+json">'));
    const data = JSON.parse(line?.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '') ?? 'null') as Record<string, unknown>;
    expect(data).toMatchObject({ '@type': 'Organization', name: 'Tulia Mental Wellness Foundation', url: 'https://example.org/', logo: 'https://example.org/favicon.svg' });
    expect(data.contactPoint).toEqual(expect.arrayContaining([expect.objectContaining({ contactType: 'crisis support', telephone: '1199' })]));
  });

  it('names the home page with its trailing slash', () => {
    expect(headOf(pageDocument({ path: '/', head, rendered, indexable: true }, site))).toContain('<link rel="canonical" href="https://example.org/" />');
  });

  it('is kept out of search engines when not indexable (the 404 page, the sign-in), with no canonical or og:url', () => {
    const lines = headOf(pageDocument({ path: '/404', head, rendered, indexable: false }, site));
    expect(lines).toContain('<meta name="robots" content="noindex" />');
    expect(lines.some((line) => line.includes('canonical') || line.includes('og:url'))).toBe(false);
  });

  it('carries the site icon in its head (no request of its own), as an address the browser reads back to the same picture', () => {
    const link = headOf(pageDocument({ path: '/', head, rendered, indexable: true }, site)).find((line) => line.startsWith('<link rel="icon"'));
    expect(link).toMatch(/^<link rel="icon" href="data:image\/svg\+xml,[^"<>]+" type="image\/svg\+xml" \/>$/);
    const href = /href="([^"]+)"/.exec(link ?? '')?.[1] ?? '';
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe('<svg xmlns="http://www.w3.org/2000/svg"><circle r="3" fill="#17705e"/></svg>');
  });

  it('asks the app to wake at once for a visitor signed in already (the sign-in)', () => {
    const document = pageDocument({ path: '/admin/login', head, rendered, indexable: false, wakeIfSignedIn: true }, site);
    expect(document).toContain('<div id="root" data-prerendered="" data-wake="if-signed-in">');
  });
});

describe('the offline page', () => {
  it('has no script at all, is never indexed and names the helpline', () => {
    const document = offlineDocument('You are offline', rendered, siteConfig, icon);
    expect(document).not.toContain('<script');
    expect(headOf(document)).toEqual(
      expect.arrayContaining([
        '<title>You are offline | Tulia</title>',
        '<meta name="description" content="No connection right now. Call the 24/7 helpline on 1199: a phone call needs no internet." />',
        '<meta name="robots" content="noindex" />',
        `<link rel="icon" href="${icon}" type="image/svg+xml" />`,
      ]),
    );
    expect(document).toContain(`<div id="root">${rendered.html}</div>`);
  });
});

describe('the other files', () => {
  it('writes the back office as the app page, never indexed', () => {
    expect(adminDocument(site.app)).toContain('<head>\n    <meta name="robots" content="noindex" />\n    <script type="module"');
  });

  it('puts each page in its own folder, the home page and the 404 page at the top', () => {
    expect(fileOf('/', '/404')).toBe('index.html');
    expect(fileOf('/404', '/404')).toBe('404.html');
    expect(fileOf('/our-story', '/404')).toBe('our-story/index.html');
    expect(fileOf('/admin/login', '/404')).toBe('admin/login/index.html');
  });

  it('lists the indexed pages in the sitemap and keeps robots out of the back office and the api', () => {
    expect(robotsTxt('https://example.org')).toBe('User-agent: *\nDisallow: /admin\nDisallow: /api/\n\nSitemap: https://example.org/sitemap.xml\n');
    expect(sitemapXml('https://example.org', ['/', '/contact'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://example.org/</loc></url>\n  <url><loc>https://example.org/contact</loc></url>\n</urlset>\n',
    );
  });
});
