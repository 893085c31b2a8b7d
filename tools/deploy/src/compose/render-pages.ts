/**
 * node --import tsx tools/deploy/src/compose/render-pages.ts <deployDir> [<outDir>]   (cwd: the repository)
 *
 * <outDir> (default: the deployment folder) holds the remotes.json to compose from and receives
 * what is composed: a canary's variant of the site (canary/variant.ts) is composed beside the
 * live one, from the same deployed code.
 *
 * Renders every public page of a deployment to HTML with the live version of each owner: the
 * shell's renderer (deploy/ssr/render-page.mjs) puts mfe-public's layout and the owner's page
 * (deploy/remotes/<owner>/<version>/ssr/<Module>.mjs) in the site's tree, and this script writes
 * the documents (documents.ts): the page, its head, the critical CSS, and the 1 KiB wake-up
 * script in place of the app. Then the offline helper: offline.html (no script) and, last, sw.js
 * with the plan of this composition (offline-plan.ts). Run in a child process by ../compose.ts,
 * so that every composition imports the deployed code afresh.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { root } from '../layout';
import { adminDocument, appEntryOf, fileOf, iconDataAddress, offlineDocument, pageDocument, robotsTxt, sitemapXml, type IslandScript, type SiteContext } from './documents';
import { offlinePlan, serviceWorkerSource, workerTemplate } from './offline-plan';
import type { ResolveHooksData } from './resolve-hooks';
import {
  liveRemotes,
  readJsonFile,
  wakeScriptOf,
  type ComposedPage,
  type PageHead,
  type ProvidedModule,
  type RenderedPage,
  type ServerModule,
  type ShellRenderer,
  type SiteFacts,
} from './shell-build';

const deployDir = resolve(process.argv[2] ?? '');
const outDir = resolve(process.argv[3] ?? deployDir);
register<ResolveHooksData>('./resolve-hooks.ts', import.meta.url, {
  data: { deployDir, resolveFrom: pathToFileURL(join(root, 'shell', 'package.json')).href },
});

const siteUrl = (process.env.SITE_URL ?? 'https://tulia.co.ke').replace(/\/+$/, '');
const remotes = liveRemotes(readJsonFile(join(outDir, 'remotes.json')));
const importFrom = (...parts: string[]): Promise<unknown> => import(pathToFileURL(join(...parts)).href);

const shell = (await importFrom(deployDir, 'ssr', 'render-page.mjs')) as ShellRenderer;
const { siteConfig } = (await importFrom(deployDir, 'ssr', 'shared', 'site-config.mjs')) as { siteConfig: SiteFacts };
const wakeScript = wakeScriptOf(readJsonFile(join(deployDir, 'ssr', 'wake-manifest.json')));

const app = appEntryOf(readFileSync(join(deployDir, 'app.html'), 'utf8'));
// A deployment without the shell's icon file (a partial mirror) still composes: the address then names the file.
const iconFile = join(deployDir, 'favicon.svg');
const icon = existsSync(iconFile) ? iconDataAddress(readFileSync(iconFile, 'utf8')) : '/favicon.svg';
const site: SiteContext = { siteUrl, siteConfig, app, wakeScript, icon };

const written: string[] = [];
function write(relative: string, content: string): void {
  const file = join(outDir, relative);
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

const pageFile = (path: string): string => fileOf(path, shell.notFoundPath);
const versionOf = (owner: string): string => {
  const version = remotes[owner]?.version;
  if (!version) throw new Error(`remotes.json lists no version of ${owner}`);
  return version;
};
const serverModule = async (owner: string, module: string): Promise<ServerModule> =>
  (await importFrom(deployDir, 'remotes', owner, versionOf(owner), 'ssr', `${module}.mjs`)) as ServerModule;
/** An island's script in its owner's live version; none when that version was built without it. */
const islandScriptOf = (owner: string, name: string): IslandScript[] => {
  const file = ['remotes', owner, versionOf(owner), 'islands', `${name}.js`].join('/');
  return existsSync(join(deployDir, file)) ? [{ name, src: `/${file}` }] : [];
};
const moduleOf = (page: ComposedPage): string => {
  if (page.module === undefined) throw new Error(`the deployed shell names no module for ${page.path} (owner ${page.owner})`);
  return page.module;
};

/** A composed page as composed.json lists it. */
interface ComposedEntry {
  path: string;
  owner: string;
  version: string | null;
  file: string;
}

// Around every page: the public layout and the chat widget's button.
const chrome: ProvidedModule[] = [];
for (const { owner, module } of [shell.publicLayout, shell.chatWidget]) {
  chrome.push({ owner, module, Component: (await serverModule(owner, module)).default });
}
const pages: ComposedEntry[] = [];
for (const page of shell.composedPages) {
  const modules = [...chrome];
  let head: PageHead = { title: `${page.title} | ${siteConfig.productName}`, description: `${page.title}: ${siteConfig.productName}, mental wellness support for young people in Kenya.` };
  const islands: IslandScript[] = [];
  if (page.owner !== 'shell') {
    const module = moduleOf(page);
    const exposed = await serverModule(page.owner, module);
    modules.push({ owner: page.owner, module, Component: exposed.default });
    if (exposed.pageHead) head = exposed.pageHead;
    // A page that moves on at once (landsOn) never runs its island.
    if (exposed.island && !page.landsOn) islands.push(...islandScriptOf(page.owner, exposed.island));
  }
  const rendered = await shell.renderPublicPage(page.path, modules);
  const indexable = page.path !== shell.notFoundPath;
  write(pageFile(page.path), pageDocument({ path: page.path, head, rendered, indexable, landsOn: page.landsOn, islands }, site));
  pages.push({ path: page.path, owner: page.owner, version: page.owner === 'shell' ? null : versionOf(page.owner), file: pageFile(page.path) });
}

// The sign-in arrives as HTML too, never indexed; the app wakes on it at once for an administrator
// signed in already (sent on), else on the first sign of life. A deployed
// shell from before has no such list: its sign-in stays the app's page.
const authPages: ComposedEntry[] = [];
for (const page of shell.composedAuthPages ?? []) {
  const head: PageHead = { title: `${page.title} | ${siteConfig.productName}`, description: `${page.title}: the ${siteConfig.productName} back office.` };
  const rendered = await shell.renderPublicPage(page.path, []);
  write(pageFile(page.path), pageDocument({ path: page.path, head, rendered, indexable: false, wakeIfSignedIn: true }, site));
  authPages.push({ path: page.path, owner: 'shell', version: null, file: pageFile(page.path) });
}

// The rest of the back office is rendered in the browser; its pages are the app's own, never indexed.
const adminPage = adminDocument(app);
for (const path of shell.adminPaths) write(`${path.slice(1)}/index.html`, adminPage);

const unlisted = new Set(shell.composedPages.filter((page) => page.noindex).map((page) => page.path));
const indexed = pages.filter((page) => page.path !== shell.notFoundPath && !unlisted.has(page.path));
write('robots.txt', robotsTxt(siteUrl));
write('sitemap.xml', sitemapXml(siteUrl, indexed.map((page) => page.path)));

/** The offline helper of a deployed shell that has one. */
interface OfflineHelper {
  page: { file: string; title: string };
  render: () => Promise<RenderedPage>;
}

/** The offline page: no script at all (it stands in for any address, the back office's too). */
async function writeOfflinePage(helper: OfflineHelper): Promise<void> {
  write(helper.page.file, offlineDocument(helper.page.title, await helper.render(), siteConfig, icon));
}

/** The offline helper with the plan of this composition. Last: a new worker must find every page and file of its plan in place. */
function writeServiceWorker(helper: OfflineHelper): { page: string; worker: string; essentials: number; warm: number } {
  const plan = offlinePlan({
    deployDir,
    outDir,
    remotes,
    // The owners of the public pages and of what surrounds them.
    publicRemotes: [...new Set([shell.publicLayout.owner, shell.chatWidget.owner, ...shell.composedPages.map((page) => page.owner)])].filter(
      (owner) => owner !== 'shell',
    ),
    pages: pages.filter((page) => page.path !== shell.notFoundPath),
    offlineFile: helper.page.file,
    app,
    wakeScript,
  });
  write('sw.js', serviceWorkerSource(deployDir, plan));
  return { page: helper.page.file, worker: 'sw.js', essentials: plan.essentials.length, warm: plan.warm.length };
}

/** The offline page and its renderer, from a shell that has them (both arrived together). */
function offlineHelperOf(renderer: ShellRenderer): OfflineHelper | null {
  const render = renderer.renderOfflinePage;
  if (typeof render !== 'function') return null;
  if (!renderer.offlinePage) throw new Error('the deployed shell renders an offline page but names no offlinePage');
  return { page: renderer.offlinePage, render };
}

// A shell published before the offline helper has neither its page nor the worker's template:
// its public pages are still composed (a release of a public remote must not wait for the shell).
const helper = existsSync(join(deployDir, workerTemplate)) ? offlineHelperOf(shell) : null;
let offlineHelper: ReturnType<typeof writeServiceWorker> | null = null;
if (helper) {
  await writeOfflinePage(helper);
  offlineHelper = writeServiceWorker(helper);
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
const manifest = join(outDir, 'composed.json');
writeFileSync(`${manifest}.${process.pid}.tmp`, `${JSON.stringify(composition, null, 2)}\n`);
renameSync(`${manifest}.${process.pid}.tmp`, manifest);
console.log(`Composed ${pages.length} public pages (${Object.entries(composition.remotes).map(([owner, version]) => `${owner} ${version}`).join(', ')})`);
