/**
 * The offline helper's plan for one composition (its shape: shell/src/offline/offline-plan.ts),
 * written into the worker template of the deployed shell (ssr/offline-worker.js) as /sw.js. The
 * composition knows the live versions, so the plan names exactly the files that wake the public
 * pages and let the assessment and the chat helper work offline; every composition changes
 * sw.js, and browsers update the worker on the next visit. (Workbox's own injectManifest does
 * the same replacement, but globs a folder: here the list comes from remotes.json and the builds.)
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { OFFLINE_PLAN_PLACEHOLDER, OfflinePlan, PrecacheItem } from '../../../../shell/src/offline/offline-plan';
import { isRecord, readJsonFile, type LiveRemote } from './shell-build';

// The deployed worker template is built from the shell, so these are written out (a workspace
// shell's value is not the deployed one's); the types hold them equal to the workspace shell's.
export const planPlaceholder: typeof OFFLINE_PLAN_PLACEHOLDER = 'self.__TULIA_OFFLINE_PLAN__';
export const workerTemplate = join('ssr', 'offline-worker.js');

export const revisionOf = (content: string | Buffer): string => createHash('sha256').update(content).digest('hex').slice(0, 16);

const isFile = (file: string): boolean => existsSync(file) && statSync(file).isFile();

/** What a file costs to download: its Brotli copy when the build has one (the site server sends it), else gzip, else the file. */
export function transferSize(file: string): number {
  for (const copy of [`${file}.br`, `${file}.gz`, file]) if (isFile(copy)) return statSync(copy).size;
  return 0;
}
const codeFile = /\.(?:m?js|css)$/;

/** Module addresses named in a built file: imports, exports, dynamic imports and Vite's preload lists. */
export function namedModules(code: string): string[] {
  return [...code.matchAll(/["'`]((?:\.{0,2}\/)?[\w@./-]+\.(?:m?js|css))["'`]/g)].map((match) => match[1] ?? '');
}

/** Addresses a built file imports statically (`import … from "./x.js"`, `export … from`, `import "./x.js"`). */
export function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["'`](\.{1,2}\/[^"'`]+)["'`]/g)].map((match) => match[1] ?? '');
}

/**
 * The files reachable from `roots` inside `folder` (paths relative to it, `/`-separated): an
 * address is resolved against its file (`./`, `../`) or the folder (`/x`, and `assets/x` as
 * Vite's preload lists name them), and kept only if it is a code file of the folder.
 */
export function reachable(folder: string, roots: readonly string[], follow: (code: string) => string[], keep: (file: string) => boolean = () => true): string[] {
  const found = new Set<string>();
  const inFolder = (file: string): string => relative(folder, file).split(sep).join('/');
  const wanted = (file: string): boolean => file.startsWith(folder + sep) && codeFile.test(file) && isFile(file) && keep(inFolder(file));
  const pending = roots.map((file) => resolve(folder, file)).filter(wanted);
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
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

/** The shell's entry script and what it preloads (from app.html). */
export interface AppScripts {
  entry: string;
  preload: readonly string[];
}

/**
 * What the shell's app needs to wake a page: its entry, what it preloads, and every module they
 * import, dynamically too (the shared libraries the shell provides to the remotes). This also
 * takes the sign-in screens' small chunks along: the app has no public-only subset to tell apart.
 */
export function shellCode(deployDir: string, app: AppScripts, wakeScript: string): string[] {
  const roots = [app.entry, ...app.preload, wakeScript].map((address) => address.replace(/^\/+/, ''));
  // Only the shell's hashed files (what the worker keeps as immutable code): never sw.js, a page or a remote.
  // The admin layer (`@tulia/shared/admin`) is left out: public visits never need it, and admin routes are never kept offline.
  const adminOnly = (file: string): boolean => /^assets\/admin-[^/]+\.js$/.test(file);
  const hashed = (file: string): boolean => (file.startsWith('assets/') || /^remoteEntry-[^/]+\.js$/.test(file)) && !adminOnly(file);
  return reachable(resolve(deployDir), roots, namedModules, hashed).map((file) => `/${file}`);
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** mf-manifest.json: the remote's entry file and the files it lists for each exposed module. */
export function manifestFiles(manifest: unknown): { entryFile: string; listed: string[] } {
  const metaData = isRecord(manifest) ? manifest.metaData : undefined;
  const remoteEntry = isRecord(metaData) ? metaData.remoteEntry : undefined;
  const name = isRecord(remoteEntry) ? remoteEntry.name : undefined;
  const exposes = isRecord(manifest) && Array.isArray(manifest.exposes) ? (manifest.exposes as unknown[]) : [];
  const listed = exposes.flatMap((expose) => {
    const assets = isRecord(expose) ? expose.assets : undefined;
    return ['js', 'css'].flatMap((type) => {
      const files = isRecord(assets) ? assets[type] : undefined;
      return isRecord(files) ? [...strings(files.sync), ...strings(files.async)] : [];
    });
  });
  return { entryFile: typeof name === 'string' ? name : 'remoteEntry.js', listed };
}

/** A remote version's island scripts (islands/<name>.js: one self-contained file each). */
function islandFiles(folder: string): string[] {
  const islands = join(folder, 'islands');
  return existsSync(islands) ? readdirSync(islands).filter((file) => file.endsWith('.js')).map((file) => `islands/${file}`) : [];
}

/**
 * What a public remote's live version needs in the browser: its entry files, the modules and
 * chunks its manifest lists for each exposed module, and what they import statically. The
 * remote's own copies of the shared libraries are left out: the shell provides them.
 */
export function remoteCode(deployDir: string, release: LiveRemote): string[] {
  const entry = release.entry;
  if (typeof entry !== 'string' || !entry.startsWith('/remotes/')) return [];
  const folder = resolve(deployDir, dirname(entry).replace(/^\/+/, ''));
  const manifestFile = join(folder, 'mf-manifest.json');
  if (!isFile(manifestFile)) throw new Error(`${entry} is not published: the offline plan cannot name its files`);
  const { entryFile, listed } = manifestFiles(readJsonFile(manifestFile));
  // The exposed modules themselves are named by the entry (one dynamic import each).
  const exposed = namedModules(readFileSync(join(folder, entryFile), 'utf8'));
  const files = reachable(folder, [entryFile, ...exposed, ...listed], staticImports);
  const base = `/${relative(resolve(deployDir), folder).split(sep).join('/')}/`;
  return ['mf-manifest.json', ...files, ...islandFiles(folder)].map((file) => `${base}${file}`);
}

export interface OfflinePlanOptions {
  deployDir: string;
  /** Where the composed pages and remotes.json are, when not in deployDir (a canary's variant). */
  outDir?: string;
  remotes: Readonly<Record<string, LiveRemote>>;
  /** The owners of the public pages and of what surrounds them. */
  publicRemotes: string[];
  /** The composed pages kept offline (their address and file). */
  pages: readonly { path: string; file: string }[];
  offlineFile: string;
  app: AppScripts;
  wakeScript: string;
}

export function offlinePlan({ deployDir, outDir = deployDir, remotes, publicRemotes, pages, offlineFile, app, wakeScript }: OfflinePlanOptions): OfflinePlan {
  const fileOf = (file: string): string => (isFile(join(outDir, file)) ? join(outDir, file) : join(deployDir, file));
  const read = (file: string): Buffer => readFileSync(fileOf(file));
  // Where each warm address is read from, for the size the footer's control states.
  const files = new Map<string, string>([
    ...pages.map((page): [string, string] => [page.path, fileOf(page.file)]),
    ['/remotes.json', fileOf('remotes.json')],
  ]);
  const warm: PrecacheItem[] = [
    ...pages.map((page) => ({ url: page.path, revision: revisionOf(read(page.file)) })),
    { url: '/remotes.json', revision: revisionOf(read('remotes.json')) },
    // Hashed names and immutable version folders: the address changes with the content.
    ...shellCode(deployDir, app, wakeScript).map((url) => ({ url, revision: null })),
    ...publicRemotes
      .flatMap((pkg) => {
        const release = remotes[pkg];
        return release ? remoteCode(deployDir, release) : [];
      })
      .map((url) => ({ url, revision: null })),
  ];
  const seen = new Set<string>();
  const kept = warm.filter((item) => {
    if (seen.has(item.url)) return false;
    seen.add(item.url);
    return true;
  });
  return {
    composedAt: new Date().toISOString(),
    offlinePage: `/${offlineFile}`,
    // The offline page alone: it carries its icon in its head, and the web app manifest is
    // not needed offline (a browser reads it to install the site, online).
    essentials: [{ url: `/${offlineFile}`, revision: revisionOf(read(`/${offlineFile}`)) }],
    warm: kept,
    warmBytes: kept.reduce((total, item) => total + transferSize(files.get(item.url) ?? join(deployDir, item.url.replace(/^\/+/, ''))), 0),
    publicRemotes,
  };
}

/** The worker with the plan written in. */
export function serviceWorkerSource(deployDir: string, plan: OfflinePlan): string {
  const template = readFileSync(join(deployDir, workerTemplate), 'utf8');
  const parts = template.split(planPlaceholder);
  if (parts.length !== 2) throw new Error(`${workerTemplate} must name ${planPlaceholder} exactly once (found ${parts.length - 1})`);
  // Inside a classic script: "</script>" is harmless, but U+2028/2029 are escaped by JSON.stringify since ES2019.
  return parts.join(`(${JSON.stringify(plan)})`);
}
