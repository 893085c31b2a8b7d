/**
 * What the offline helper (the service worker, /sw.js) keeps and how it answers each request.
 * The composition (tools/deploy/src/compose) writes the plan into sw.js with every release or rollback of
 * a public remote, so the browser sees a changed worker on the next visit and updates it.
 * Shared by the worker and its tests; it uses nothing of the page or of the worker's globals.
 */
import { canonicalSitePath } from '@tulia/shared/site-paths';

/** A file kept at install time. `revision` is null when the address itself changes with the content (hashed names, version folders). */
export interface PrecacheItem {
  url: string;
  revision: string | null;
}

export interface OfflinePlan {
  /** When the composition wrote the plan: every composition gives a new worker. */
  composedAt: string;
  /** The page shown for any page that cannot be loaded or found offline. */
  offlinePage: string;
  /** Kept whatever the connection: the offline page (about 5.5 KB compressed; its icon is in its head). */
  essentials: PrecacheItem[];
  /**
   * The rest of the site: the public pages' HTML, remotes.json and the code that wakes the
   * public pages (the shell's entry and the live public remotes), so that every page, the
   * assessment and the chat helper work offline. Kept only when the visitor asks, or from their
   * third visit on a connection that allows it (keep-ahead.ts, docs/offline.md).
   */
  warm: PrecacheItem[];
  /** What downloading the warm set costs at most, in bytes as the site sends them (compressed): the control states it. */
  warmBytes: number;
  /** Remotes whose version folders hold public pages' code (kept at run time too). */
  publicRemotes: string[];
}

/** The placeholder of the built worker that the composition replaces with the plan (as workbox-build's injectManifest does). */
export const OFFLINE_PLAN_PLACEHOLDER = 'self.__TULIA_OFFLINE_PLAN__';

/** Cache Storage names; every cache the worker owns starts with the prefix. */
export const CACHE_PREFIX = 'tulia-';
export const cacheNames = {
  essentials: 'tulia-offline-essentials',
  warm: 'tulia-offline-warm',
  /** Public pages' HTML as last loaded online. */
  pages: 'tulia-pages',
  /** remotes.json and the remotes' entry files as last loaded online. */
  codeEntries: 'tulia-code-entries',
  /** Hashed or versioned code (never changes once published). */
  code: 'tulia-code',
  /** The visit count (keep-ahead.ts): one small record, nothing personal. */
  visits: 'tulia-offline-visits',
} as const;

/**
 * How the worker treats a request:
 * - `api`: not at all (the browser sends it as if there were no worker; never stored);
 * - `admin-page`: network only, the offline page when there is none (admin HTML is never stored);
 * - `public-page`: network first, then the stored page, then the offline page;
 * - `code-entry` (remotes.json, remoteEntry.js, mf-manifest.json): network first, so a release is
 *   picked up on the next visit, then the stored copy;
 * - `immutable-code` (hashed shell assets, public remotes' version folders): stored copy first;
 * - `site-file` (the icon and the web app manifest): network first, then the kept copy;
 * - `other`: not at all.
 */
export type RequestKind = 'api' | 'admin-page' | 'public-page' | 'code-entry' | 'immutable-code' | 'site-file' | 'other';

/** The site's own files that a page or the browser asks for around every page. */
export const siteFiles = ['/favicon.svg', '/manifest.webmanifest'] as const;

const remoteFile = /^\/remotes\/([^/]+)\/[^/]+\/(.+)$/;
const entryFiles = new Set(['remoteEntry.js', 'mf-manifest.json']);

// Areas are told apart on the path as the site server reads it (escapes decoded, slashes and dot
// segments resolved): `/%61dmin/users` and `//admin` are the back office, never a public page to keep.
export function isAdminPath(pathname: string): boolean {
  return canonicalSitePath(pathname)?.area === 'admin';
}

export function requestKind(url: URL, mode: string, siteOrigin: string, publicRemotes: readonly string[]): RequestKind {
  if (url.origin !== siteOrigin) return 'other';
  const canonical = canonicalSitePath(url.pathname);
  // A path the server refuses (a backslash, a broken escape) goes to the network, never to a cache.
  if (!canonical) return 'other';
  if (canonical.area === 'api') return 'api';
  if (mode === 'navigate') return canonical.area === 'admin' ? 'admin-page' : 'public-page';
  const path = url.pathname;
  if (path === '/remotes.json') return 'code-entry';
  const remote = remoteFile.exec(path);
  if (remote) {
    const [, pkg = '', file = ''] = remote;
    if (!publicRemotes.includes(pkg)) return 'other';
    if (entryFiles.has(file)) return 'code-entry';
    // A version's folder never changes: its assets and its islands' scripts are kept as they are.
    return file.startsWith('assets/') || file.startsWith('islands/') ? 'immutable-code' : 'other';
  }
  if (path.startsWith('/assets/') || /^\/remoteEntry-[^/]+\.js$/.test(path)) return 'immutable-code';
  if ((siteFiles as readonly string[]).includes(path)) return 'site-file';
  return 'other';
}

/** The address a public page is kept under: no query, no trailing slash (`/contact/?a=1` is `/contact`). */
export function pageAddress(url: URL): string {
  const path = canonicalSitePath(url.pathname)?.path ?? (url.pathname.replace(/\/+$/, '') || '/');
  return `${url.origin}${encodeURI(path)}`;
}
