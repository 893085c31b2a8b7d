/**
 * The documents the composition writes, as pure functions of what it rendered and read: a
 * composed page (its head: title, description, canonical, Open Graph, Twitter card, structured
 * data; the critical CSS; the 1 KiB wake-up script in place of the app), the offline page (no
 * script), the back office's app page, robots.txt and sitemap.xml.
 */
import type { PageHead, RenderedPage, SiteFacts } from './shell-build';
import { withoutUnusedCustomProperties } from './unused-custom-properties';

/** The app's entry script and what it preloads, as the shell's build wrote them into app.html. */
export interface AppEntry {
  template: string;
  entry: string;
  preload: string[];
}

/** What every composed page of one composition shares. */
export interface SiteContext {
  /** The public address, without a trailing slash. */
  siteUrl: string;
  siteConfig: SiteFacts;
  app: AppEntry;
  /** The wake-up script's address (`/assets/…`). */
  wakeScript: string;
  /** The icon's address in the pages' head (iconDataAddress). */
  icon: string;
}

/** An island's script (docs/decisions.md, "Islands"): preloaded, started by the wake-up script on a touch. */
export interface IslandScript {
  name: string;
  src: string;
}

export interface PageDocument {
  path: string;
  islands?: readonly IslandScript[];
  head: PageHead;
  rendered: RenderedPage;
  /** Canonical URL and og:url; otherwise `noindex`. */
  indexable: boolean;
  /** The app wakes at once for a visitor signed in already (the sign-in). */
  wakeIfSignedIn?: boolean;
  /**
   * Opened directly, the page sends the visitor on to this path before anything else: a refresh
   * of 0 s in the head, which needs no script (the CSP allows no inline one) and replaces the
   * entry in the history, so Back does not return to it.
   */
  landsOn?: string;
}

export function appEntryOf(template: string): AppEntry {
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(template)?.[1];
  if (!entry) throw new Error('app.html names no entry script');
  const preload = [...template.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)].map((match) => match[1] ?? '');
  return { template, entry, preload };
}

export const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a <script> element: "</script>" and friends must not end it. */
export const inlineJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The organisation's structured data (schema.org), on every composed page. */
export function organisation(siteConfig: SiteFacts, siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteConfig.organisation,
    alternateName: siteConfig.productName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    email: siteConfig.supportEmail,
    address: {
      '@type': 'PostalAddress',
      streetAddress: siteConfig.office.street,
      addressLocality: siteConfig.office.city,
      addressCountry: 'KE',
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'crisis support',
        telephone: siteConfig.helplineTel,
        areaServed: 'KE',
        availableLanguage: ['English', 'Swahili'],
        hoursAvailable: { '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '23:59' },
      },
      { '@type': 'ContactPoint', contactType: 'customer support', email: siteConfig.supportEmail, areaServed: 'KE' },
    ],
  };
}

/**
 * The site's icon as a `data:` address, written into each composed page: about 300 bytes in a
 * page that is compressed anyway, instead of a request of its own (headers included, about
 * 1.7 KB over HTTP/1.1) on every first visit and a revalidation on every page after, and a copy
 * the offline helper would otherwise have to keep.
 */
export const iconDataAddress = (svg: string): string => `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;

/** The theme colour, icons and web app manifest (shell/public): the site can be added to the home screen from any page. */
export const homeScreenLinks = (icon: string): string[] => [
  `<meta name="theme-color" content="#17705e" />`,
  `<link rel="icon" href="${escapeHtml(icon)}" type="image/svg+xml" />`,
  `<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />`,
  `<link rel="manifest" href="/manifest.webmanifest" />`,
];

const html = (meta: readonly string[], root: string): string =>
  `<!doctype html>\n<html lang="en">\n  <head>\n    ${meta.join('\n    ')}\n  </head>\n  <body>\n    ${root}\n  </body>\n</html>\n`;

/** A composed page: the rendered page in #root, its head, and the wake-up script in place of the app. */
export function pageDocument({ path, head, rendered, indexable, wakeIfSignedIn = false, landsOn, islands = [] }: PageDocument, site: SiteContext): string {
  const url = `${site.siteUrl}${path === '/' ? '/' : path}`;
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const meta = [
    `<meta charset="UTF-8" />`,
    ...(landsOn ? [`<meta http-equiv="refresh" content="0; url=${escapeHtml(landsOn)}" />`] : []),
    `<meta name="viewport" content="width=device-width, initial-scale=1.0" />`,
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    indexable ? `<link rel="canonical" href="${url}" />` : `<meta name="robots" content="noindex" />`,
    ...homeScreenLinks(site.icon),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.siteConfig.productName)}" />`,
    `<meta property="og:locale" content="en_KE" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    ...(indexable ? [`<meta property="og:url" content="${url}" />`] : []),
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<script type="application/ld+json">${inlineJson(organisation(site.siteConfig, site.siteUrl))}</script>`,
    rendered.styleTags,
    `<script type="application/json" id="tulia-app-entry">${inlineJson({ entry: site.app.entry, preload: site.app.preload, ...(islands.length > 0 ? { islands } : {}) })}</script>`,
    `<script type="module" src="${site.wakeScript}"></script>`,
    // Downloaded with the page, run on the first touch of the island: its answer comes at once.
    ...islands.map((island) => `<link rel="modulepreload" href="${escapeHtml(island.src)}" />`),
  ];
  return html(meta, `<div id="root" data-prerendered=""${wakeIfSignedIn ? ' data-wake="if-signed-in"' : ''}>${rendered.html}</div>`);
}

/** The offline page: no script at all (it stands in for any address, the back office's too). */
export function offlineDocument(title: string, rendered: RenderedPage, siteConfig: SiteFacts, icon: string): string {
  const meta = [
    `<meta charset="UTF-8" />`,
    `<meta name="viewport" content="width=device-width, initial-scale=1.0" />`,
    `<title>${escapeHtml(`${title} | ${siteConfig.productName}`)}</title>`,
    `<meta name="description" content="${escapeHtml(`No connection right now. Call the 24/7 helpline on ${siteConfig.helplineDisplay}: a phone call needs no internet.`)}" />`,
    `<meta name="robots" content="noindex" />`,
    ...homeScreenLinks(icon),
    // Every first visit downloads this page: the theme's tokens it does not use stay out.
    withoutUnusedCustomProperties(rendered.styleTags, rendered.html),
  ];
  return html(meta, `<div id="root">${rendered.html}</div>`);
}

/** The rest of the back office is rendered in the browser; its pages are the app's own, never indexed. */
export const adminDocument = (app: AppEntry): string => app.template.replace('<head>', '<head>\n    <meta name="robots" content="noindex" />');

/** The file a composed page is written to. */
export const fileOf = (path: string, notFoundPath: string): string =>
  path === '/' ? 'index.html' : path === notFoundPath ? '404.html' : `${path.slice(1)}/index.html`;

export const robotsTxt = (siteUrl: string): string => `User-agent: *\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;

export const sitemapXml = (siteUrl: string, paths: readonly string[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
    .map((path) => `  <url><loc>${siteUrl}${path}</loc></url>`)
    .join('\n')}\n</urlset>\n`;
