import { expect, test } from '@playwright/test';
import { routeTable } from '../../support/federation';

// The front door: every public page is answered with HTML that already holds the page (fetched
// here without a browser), with its own head; robots.txt and sitemap.xml list the public pages.

const publicRoutes = routeTable.filter((route) => route.area === 'public');
const h1Of: Record<string, string> = {
  '/': 'A safe digital sanctuary for your',
  '/assessment-results': 'Wellness Assessment',
};
const mainTextOf: Record<string, string> = {
  '/': 'Take Free Assessment',
  '/our-story': 'Our Story',
  '/contact': 'Send',
  '/terms-and-conditions': 'Terms and Conditions',
  '/privacy-policy': 'Privacy Policy',
  '/assessment': 'Question 1 of 18',
  '/assessment-results': 'Question 1 of 18',
};

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, attribute: string, name: string) => new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];

test.describe('Public pages as HTML', () => {
  for (const route of publicRoutes) {
    test(`${route.path} arrives with its heading, its words, the helpline and its own head`, async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      // React separates adjacent texts with empty comments ("Question <!-- -->1").
      const html = (await response.text()).replaceAll('<!-- -->', '');
      expect(html).toContain('<html lang="en">');
      expect(html).toMatch(/<div id="root" data-prerendered="">/);
      expect(html).toContain(`>${h1Of[route.path] ?? route.title}`);
      expect(html).toContain(mainTextOf[route.path] ?? route.title);
      expect(html).toMatch(/<a[^>]+href="tel:\d+"/);
      // The navigation and the footer come with every page.
      expect(html).toMatch(/<footer/);
      expect(html).toContain('24/7 Helpline');
      // The chat widget's button is in place (it works once the page is awake).
      expect(html).toMatch(/<button[^>]+aria-label="Chat with us"/);
      // Only the 1 KiB wake-up script runs at first; no inline script (the CSP allows none).
      const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1] ?? '');
      expect(scripts.filter((attributes) => !/type="application\/(ld\+)?json"/.test(attributes))).toEqual([
        expect.stringMatching(/^ type="module" src="\/assets\/wake-[\w-]+\.js"$/),
      ]);
      // Its own head.
      const title = titleOf(html);
      expect(title).toMatch(/Tulia/);
      expect(metaOf(html, 'name', 'description')?.length).toBeGreaterThan(40);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${route.path === '/' ? '/' : route.path}"`));
      expect(metaOf(html, 'property', 'og:title')).toBe(title);
      expect(metaOf(html, 'property', 'og:description')).toBe(metaOf(html, 'name', 'description'));
      expect(metaOf(html, 'name', 'twitter:card')).toBe('summary');
      const structured = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(structured ?? '{}')).toMatchObject({ '@type': 'Organization', contactPoint: expect.any(Array) });
      // The critical CSS is inline.
      expect(html).toMatch(/<style data-emotion="css [^"]+">/);
    });
  }

  test('every public page has its own title', async ({ request }) => {
    const titles = await Promise.all(publicRoutes.map(async (route) => titleOf(await (await request.get(route.path)).text())));
    expect(new Set(titles).size).toBe(publicRoutes.length);
  });

  test("Home's HTML holds all its sections, the ten questions and answers, and sized pictures", async ({ request }) => {
    const html = await (await request.get('/')).text();
    const sections = [...html.matchAll(/data-home-section="([\w-]+)"/g)].map((match) => match[1]);
    expect(sections).toEqual(['hero', 'how-it-works', 'core-features', 'impact', 'testimonials', 'why', 'partners', 'faq']);
    expect(html).not.toContain('data-pending-section');
    expect(html.match(/<summary/g)).toHaveLength(10);
    expect(html).toContain('How much does Tulia cost?');
    expect(html).toContain('Can I stay anonymous?');
    for (const image of html.match(/<img [^>]*>/g) ?? []) expect(image).toMatch(/width="\d+"[^>]*height="\d+"/);
    // The impact figures are there as final figures, readable without the counters' script.
    // (React separates adjacent texts with an empty comment.)
    expect(html.replaceAll('<!-- -->', '')).toContain('50K+');
  });

  test('an unknown address answers 404 with the not-found page, the helpline and noindex', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('>Page not found');
    expect(html).toMatch(/href="tel:\d+"/);
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  test('robots.txt and sitemap.xml list the public pages; the back office is never indexed', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/', '/our-story', '/contact', '/assessment', '/terms-and-conditions', '/privacy-policy']) {
      expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${path === '/' ? '/' : path}</loc>`));
    }
    expect(sitemap).not.toContain('/admin');
    const admin = await request.get('/admin/users');
    expect(admin.headers()['x-robots-tag']).toBe('noindex');
    expect(await admin.text()).toContain('<meta name="robots" content="noindex" />');
  });

  test('the sign-in arrives as HTML too: its form, its own title, never indexed', async ({ request }) => {
    const response = await request.get('/admin/login');
    expect(response.status()).toBe(200);
    expect(response.headers()['x-robots-tag']).toBe('noindex');
    const html = (await response.text()).replaceAll('<!-- -->', '');
    expect(html).toMatch(/<div id="root" data-prerendered="" data-wake="if-signed-in">/);
    expect(html).toMatch(/<h[12][^>]*>Sign In</);
    expect(html).toMatch(/<input[^>]+autoComplete="username"|<input[^>]+autocomplete="username"/);
    expect(html).toMatch(/<input[^>]+type="password"/);
    expect(html).toMatch(/<button[^>]+type="submit"/);
    expect(titleOf(html)).toBe('Sign In | Tulia');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
  });

  test('/contact/ is /contact', async ({ request }) => {
    const response = await request.get('/contact/', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/contact');
  });
});
