// The offline helper's plan for one composition (its shape: shell/src/offline/offline-plan.ts),
// written into the worker template of the deployed shell (ssr/offline-worker.js) as /sw.js. The
// composition knows the live versions, so the plan names exactly the files that wake the public
// pages and let the assessment and the chat helper work offline; every composition changes
// sw.js, and browsers update the worker on the next visit. (Workbox's own injectManifest does
// the same replacement, but globs a folder: here the list comes from remotes.json and the builds.)
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export const planPlaceholder = 'self.__TULIA_OFFLINE_PLAN__';
/** The site's icon and web app manifest (shell/public), kept with the offline page: asked for around every page. */
const siteFiles = ['/favicon.svg', '/manifest.webmanifest'];
export const workerTemplate = join('ssr', 'offline-worker.js');

export const revisionOf = (content) => createHash('sha256').update(content).digest('hex').slice(0, 16);

const isFile = (file) => existsSync(file) && statSync(file).isFile();
const codeFile = /\.(?:m?js|css)$/;

/** Module addresses named in a built file: imports, exports, dynamic imports and Vite's preload lists. */
function namedModules(code) {
  return [...code.matchAll(/["'`]((?:\.{0,2}\/)?[\w@./-]+\.(?:m?js|css))["'`]/g)].map((match) => match[1]);
}

/** Addresses a built file imports statically (`import … from "./x.js"`, `export … from`, `import "./x.js"`). */
function staticImports(code) {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["'`](\.{1,2}\/[^"'`]+)["'`]/g)].map((match) => match[1]);
}

/**
 * The files reachable from `roots` inside `folder`: an address is resolved against its file
 * (`./`, `../`) or the folder (`/x`, and `assets/x` as Vite's preload lists name them), and kept
 * only if it is a file of the folder.
 */
function reachable(folder, roots, follow, keep = () => true) {
  const found = new Set();
  const inFolder = (file) => relative(folder, file).split(sep).join('/');
  const wanted = (file) => file.startsWith(folder + sep) && codeFile.test(file) && isFile(file) && keep(inFolder(file));
  const pending = roots.map((file) => resolve(folder, file)).filter(wanted);
  while (pending.length > 0) {
    const file = /** @type {string} */ (pending.pop());
    if (found.has(file)) continue;
    found.add(file);
    if (!/\.m?js$/.test(file)) continue;
    for (const address of follow(readFileSync(file, 'utf8'))) {
      const target = address.startsWith('.') ? resolve(dirname(file), address) : resolve(folder, address.replace(/^\/+/, ''));
      if (!found.has(target) && wanted(target)) pending.push(target);
    }
  }
  return [...found].map(inFolder);
}

/**
 * What the shell's app needs to wake a page: its entry, what it preloads, and every module they
 * import, dynamically too (the shared libraries the shell provides to the remotes). This also
 * takes the sign-in screens' small chunks along: the app has no public-only subset to tell apart.
 */
function shellCode(deployDir, app, wakeScript) {
  const roots = [app.entry, ...app.preload, wakeScript].map((address) => address.replace(/^\/+/, ''));
  // Only the shell's hashed files (what the worker keeps as immutable code): never sw.js, a page or a remote.
  // The admin resource layer is left out: public visits never need it, and admin routes are never kept offline.
  const adminOnly = (file) => /^assets\/resources-[^/]+\.js$/.test(file);
  const hashed = (file) => (file.startsWith('assets/') || /^remoteEntry-[^/]+\.js$/.test(file)) && !adminOnly(file);
  return reachable(resolve(deployDir), roots, namedModules, hashed).map((file) => `/${file}`);
}

/**
 * What a public remote's live version needs in the browser: its entry files, the modules and
 * chunks its manifest lists for each exposed module, and what they import statically. The
 * remote's own copies of the shared libraries are left out: the shell provides them.
 */
function remoteCode(deployDir, release) {
  const entry = release.entry;
  if (typeof entry !== 'string' || !entry.startsWith('/remotes/')) return [];
  const folder = resolve(deployDir, dirname(entry).replace(/^\/+/, ''));
  const manifestFile = join(folder, 'mf-manifest.json');
  if (!isFile(manifestFile)) throw new Error(`${entry} is not published: the offline plan cannot name its files`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entryFile = manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js';
  const listed = (manifest.exposes ?? []).flatMap((expose) =>
    ['js', 'css'].flatMap((type) => [...(expose.assets?.[type]?.sync ?? []), ...(expose.assets?.[type]?.async ?? [])]),
  );
  // The exposed modules themselves are named by the entry (one dynamic import each).
  const exposed = namedModules(readFileSync(join(folder, entryFile), 'utf8'));
  const files = reachable(folder, [entryFile, ...exposed, ...listed], staticImports);
  const base = `/${relative(resolve(deployDir), folder).split(sep).join('/')}/`;
  return ['mf-manifest.json', ...files].map((file) => `${base}${file}`);
}

/**
 * @param {{ deployDir: string, remotes: Record<string, { entry: string }>, publicRemotes: string[],
 *   pages: { path: string, file: string }[], offlineFile: string, app: { entry: string, preload: string[] }, wakeScript: string }} options
 * @returns {import('../../shell/src/offline/offline-plan').OfflinePlan}
 */
export function offlinePlan({ deployDir, remotes, publicRemotes, pages, offlineFile, app, wakeScript }) {
  const read = (file) => readFileSync(join(deployDir, file));
  const warm = [
    ...pages.map((page) => ({ url: page.path, revision: revisionOf(read(page.file)) })),
    { url: '/remotes.json', revision: revisionOf(read('remotes.json')) },
    // Hashed names and immutable version folders: the address changes with the content.
    ...shellCode(deployDir, app, wakeScript).map((url) => ({ url, revision: null })),
    ...publicRemotes.flatMap((pkg) => (remotes[pkg] ? remoteCode(deployDir, remotes[pkg]) : [])).map((url) => ({ url, revision: null })),
  ];
  const seen = new Set();
  return {
    composedAt: new Date().toISOString(),
    offlinePage: `/${offlineFile}`,
    essentials: [`/${offlineFile}`, ...siteFiles.filter((url) => isFile(join(deployDir, url)))].map((url) => ({ url, revision: revisionOf(read(url)) })),
    warm: warm.filter((item) => !seen.has(item.url) && seen.add(item.url)),
    publicRemotes,
  };
}

/** The worker with the plan written in. */
export function serviceWorkerSource(deployDir, plan) {
  const template = readFileSync(join(deployDir, workerTemplate), 'utf8');
  const parts = template.split(planPlaceholder);
  if (parts.length !== 2) throw new Error(`${workerTemplate} must name ${planPlaceholder} exactly once (found ${parts.length - 1})`);
  // Inside a classic script: "</script>" is harmless, but U+2028/2029 are escaped by JSON.stringify since ES2019.
  return parts.join(`(${JSON.stringify(plan)})`);
}
