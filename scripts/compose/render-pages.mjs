// node scripts/compose/render-pages.mjs <deployDir>
// Renders every public page of a deployment to HTML with the live version of each owner: the
// shell's renderer (deploy/ssr/render-page.mjs) puts mfe-public's layout and the owner's page
// (deploy/remotes/<owner>/<version>/ssr/<Module>.mjs) in the site's tree, and this script writes
// the documents: the page, its head (title, description, canonical, Open Graph, Twitter card,
// structured data), the critical CSS, and the 1 KiB wake-up script in place of the app. Then the
// offline helper: offline.html (no script) and, last, sw.js with the plan of this composition.
import { register } from 'node:module';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { offlinePlan, serviceWorkerSource, workerTemplate } from './offline-plan.mjs';

const deployDir = resolve(process.argv[2] ?? '');
const root = resolve(dirname(new URL(import.meta.url).pathname), '../..');
register('./resolve-hooks.mjs', import.meta.url, {
  data: { deployDir, resolveFrom: pathToFileURL(join(root, 'shell', 'package.json')).href },
});

const siteUrl = (process.env.SITE_URL ?? 'https://tulia.co.ke').replace(/\/+$/, '');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const remotes = readJson(join(deployDir, 'remotes.json'));
const importFrom = (...parts) => import(pathToFileURL(join(...parts)).href);

const shell = await importFrom(deployDir, 'ssr', 'render-page.mjs');
const { siteConfig } = await importFrom(deployDir, 'ssr', 'shared', 'site-config.mjs');
const wakeScript = `/${Object.values(readJson(join(deployDir, 'ssr', 'wake-manifest.json')))[0].file}`;

/** The app's entry script and what it preloads, as the shell's build wrote them into app.html. */
function appEntry() {
  const template = readFileSync(join(deployDir, 'app.html'), 'utf8');
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(template)?.[1];
  if (!entry) throw new Error('app.html names no entry script');
  const preload = [...template.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)].map((match) => match[1]);
  return { template, entry, preload };
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
// JSON inside a <script> element: "</script>" and friends must not end it.
const inlineJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

function organisation() {
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

/** The theme colour, icons and web app manifest (shell/public): the site can be added to the home screen from any page. */
const homeScreenLinks = [
  `<meta name="theme-color" content="#17705e" />`,
  `<link rel="icon" href="/favicon.svg" type="image/svg+xml" />`,
  `<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />`,
  `<link rel="manifest" href="/manifest.webmanifest" />`,
];

function documentFor({ path, head, rendered, indexable, wakeIfSignedIn = false }, app) {
  const url = `${siteUrl}${path === '/' ? '/' : path}`;
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const meta = [
    `<meta charset="UTF-8" />`,
    `<meta name="viewport" content="width=device-width, initial-scale=1.0" />`,
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    indexable ? `<link rel="canonical" href="${url}" />` : `<meta name="robots" content="noindex" />`,
    ...homeScreenLinks,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteConfig.productName)}" />`,
    `<meta property="og:locale" content="en_KE" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    ...(indexable ? [`<meta property="og:url" content="${url}" />`] : []),
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<script type="application/ld+json">${inlineJson(organisation())}</script>`,
    rendered.styleTags,
    `<script type="application/json" id="tulia-app-entry">${inlineJson({ entry: app.entry, preload: app.preload })}</script>`,
    `<script type="module" src="${wakeScript}"></script>`,
  ];
  return `<!doctype html>\n<html lang="en">\n  <head>\n    ${meta.join('\n    ')}\n  </head>\n  <body>\n    <div id="root" data-prerendered=""${wakeIfSignedIn ? ' data-wake="if-signed-in"' : ''}>${rendered.html}</div>\n  </body>\n</html>\n`;
}

const written = [];
function write(relative, content) {
  const file = join(deployDir, relative);
  mkdirSync(dirname(file), { recursive: true });
  const body = Buffer.from(content);
  const temporary = `${file}.${process.pid}.tmp`;
  // Compressed copies first, the page last: a new page never meets a stale compressed copy for long.
  writeFileSync(`${temporary}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  renameSync(`${temporary}.br`, `${file}.br`);
  writeFileSync(`${temporary}.gz`, gzipSync(body, { level: 9 }));
  renameSync(`${temporary}.gz`, `${file}.gz`);
  writeFileSync(temporary, body);
  renameSync(temporary, file);
  written.push(relative);
}

const fileOf = (path) => (path === '/' ? 'index.html' : path === shell.notFoundPath ? '404.html' : `${path.slice(1)}/index.html`);
const versionOf = (owner) => {
  const version = remotes[owner]?.version;
  if (!version) throw new Error(`remotes.json lists no version of ${owner}`);
  return version;
};
const serverModule = (owner, module) => importFrom(deployDir, 'remotes', owner, versionOf(owner), 'ssr', `${module}.mjs`);

const app = appEntry();
// Around every page: the public layout and the chat widget's button.
const chrome = [];
for (const { owner, module } of [shell.publicLayout, shell.chatWidget]) {
  chrome.push({ owner, module, Component: (await serverModule(owner, module)).default });
}
const pages = [];
for (const page of shell.composedPages) {
  const modules = [...chrome];
  let head = { title: `${page.title} | ${siteConfig.productName}`, description: `${page.title}: ${siteConfig.productName}, mental wellness support for young people in Kenya.` };
  if (page.owner !== 'shell') {
    const exposed = await serverModule(page.owner, page.module);
    modules.push({ owner: page.owner, module: page.module, Component: exposed.default });
    if (exposed.pageHead) head = exposed.pageHead;
  }
  const rendered = await shell.renderPublicPage(page.path, modules);
  const indexable = page.path !== shell.notFoundPath;
  write(fileOf(page.path), documentFor({ path: page.path, head, rendered, indexable }, app));
  pages.push({ path: page.path, owner: page.owner, version: page.owner === 'shell' ? null : versionOf(page.owner), file: fileOf(page.path) });
}

// The sign-in arrives as HTML too, never indexed; the app wakes on it at once for an administrator
// signed in already (sent on), else on the first sign of life. A deployed
// shell from before has no such list: its sign-in stays the app's page.
const authPages = [];
for (const page of shell.composedAuthPages ?? []) {
  const head = { title: `${page.title} | ${siteConfig.productName}`, description: `${page.title}: the ${siteConfig.productName} back office.` };
  const rendered = await shell.renderPublicPage(page.path, []);
  write(fileOf(page.path), documentFor({ path: page.path, head, rendered, indexable: false, wakeIfSignedIn: true }, app));
  authPages.push({ path: page.path, owner: 'shell', version: null, file: fileOf(page.path) });
}

// The rest of the back office is rendered in the browser; its pages are the app's own, never indexed.
const adminPage = app.template.replace('<head>', '<head>\n    <meta name="robots" content="noindex" />');
for (const path of shell.adminPaths) write(`${path.slice(1)}/index.html`, adminPage);

const unlisted = new Set(shell.composedPages.filter((page) => page.noindex).map((page) => page.path));
const indexed = pages.filter((page) => page.path !== shell.notFoundPath && !unlisted.has(page.path));
write('robots.txt', `User-agent: *\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
write(
  'sitemap.xml',
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${indexed
    .map((page) => `  <url><loc>${siteUrl}${page.path}</loc></url>`)
    .join('\n')}\n</urlset>\n`,
);

/** The offline page: no script at all (it stands in for any address, the back office's too). */
async function writeOfflinePage() {
  const offline = await shell.renderOfflinePage();
  const meta = [
    `<meta charset="UTF-8" />`,
    `<meta name="viewport" content="width=device-width, initial-scale=1.0" />`,
    `<title>${escapeHtml(`${shell.offlinePage.title} | ${siteConfig.productName}`)}</title>`,
    `<meta name="description" content="${escapeHtml(`No connection right now. Call the 24/7 helpline on ${siteConfig.helplineDisplay}: a phone call needs no internet.`)}" />`,
    `<meta name="robots" content="noindex" />`,
    ...homeScreenLinks,
    offline.styleTags,
  ];
  write(
    shell.offlinePage.file,
    `<!doctype html>\n<html lang="en">\n  <head>\n    ${meta.join('\n    ')}\n  </head>\n  <body>\n    <div id="root">${offline.html}</div>\n  </body>\n</html>\n`,
  );
}

/** The offline helper with the plan of this composition. Last: a new worker must find every page and file of its plan in place. */
function writeServiceWorker() {
  const plan = offlinePlan({
    deployDir,
    remotes,
    // The owners of the public pages and of what surrounds them.
    publicRemotes: [...new Set([shell.publicLayout.owner, shell.chatWidget.owner, ...shell.composedPages.map((page) => page.owner)])].filter(
      (owner) => owner !== 'shell',
    ),
    pages: pages.filter((page) => page.path !== shell.notFoundPath),
    offlineFile: shell.offlinePage.file,
    app,
    wakeScript,
  });
  write('sw.js', serviceWorkerSource(deployDir, plan));
  return { page: shell.offlinePage.file, worker: 'sw.js', essentials: plan.essentials.length, warm: plan.warm.length };
}

// A shell published before the offline helper has neither its page nor the worker's template:
// its public pages are still composed (a release of a public remote must not wait for the shell).
let offlineHelper = null;
if (typeof shell.renderOfflinePage === 'function' && existsSync(join(deployDir, workerTemplate))) {
  await writeOfflinePage();
  offlineHelper = writeServiceWorker();
} else {
  console.warn('The deployed shell has no offline helper (ssr/offline-worker.js): offline.html and sw.js were not written.');
}

const composition = {
  at: new Date().toISOString(),
  siteUrl,
  remotes: Object.fromEntries(['mfe-public', 'mfe-assessment'].map((owner) => [owner, versionOf(owner)])),
  pages,
  authPages,
  offline: offlineHelper,
  files: [...written],
};
const manifest = join(deployDir, 'composed.json');
writeFileSync(`${manifest}.${process.pid}.tmp`, `${JSON.stringify(composition, null, 2)}\n`);
renameSync(`${manifest}.${process.pid}.tmp`, manifest);
console.log(`Composed ${pages.length} public pages (${Object.entries(composition.remotes).map(([owner, version]) => `${owner} ${version}`).join(', ')})`);
