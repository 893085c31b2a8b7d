// How many copies of each singleton a page loaded, and which modules it downloaded twice.
//
// Static check: each library is recognised by a marker string that survives minification and
// occurs exactly once per copy of the library (checked when the markers were chosen: one
// occurrence in a monolith build of the site, one per build of the shell and each remote), in
// code every user of the library runs. The copies are the distinct downloaded JavaScript files
// that contain the marker.
// Run-time check: the renderers registered with the React DevTools hook (one per react-dom)
// and the shared package's own count of its stateful modules. On every run the react-dom
// marker must agree with the renderers counted (report.ts, markerProblems).
import type { Download, Phase } from './first-load';

export interface SingletonMarker {
  package: string;
  markers: string[];
  why: string;
}

export const singletonMarkers: Record<string, SingletonMarker> = {
  'react-dom': {
    package: 'react-dom',
    markers: ['rendererPackageName'],
    why: 'react-dom/client announces itself to the DevTools hook with {rendererPackageName: "react-dom"}, once per copy',
  },
  chakra: {
    package: '@chakra-ui/react',
    markers: ['<ChakraProvider />'],
    why: 'the ChakraContext created once by @chakra-ui/react names its provider "<ChakraProvider />"',
  },
  emotion: {
    package: '@emotion/react',
    markers: ['__EMOTION_TYPE_PLEASE_DO_NOT_USE__'],
    why: "@emotion/react's element module declares its css-prop type key once",
  },
  shared: {
    package: '@tulia/shared',
    // The instance registry (auth, api-client, toast) and the design system's loading skeleton:
    // the larger of the two counts is the number of copies.
    markers: ['__TULIA_SHARED_INSTANCES__', 'loading-skeleton'],
    why: 'the instance registry behind auth, api-client and toast, and the design-system LoadingSkeleton test id',
  },
};

export interface Duplicate {
  kind: 'same URL twice' | 'identical content at different URLs';
  urls: string[];
  gzipBytes: number;
}

export interface SameNamed {
  name: string;
  builds: string[];
  gzipBytes: number;
}

export interface RuntimeCopies {
  reactRenderers: number;
  /** The most evaluations of any one stateful module of the shared package. */
  sharedInstances: number;
  sharedModules: Record<string, number>;
}

export interface CopyCount {
  /** Copies of each singleton: the most files holding any one of its markers. */
  copies: Record<string, number>;
  /** For each singleton and marker, the paths of the files holding it. */
  files: Record<string, Record<string, string[]>>;
  runtime: RuntimeCopies | null;
  duplicates: Duplicate[];
  sameNamed: SameNamed[];
}

export function countCopies(load: Pick<Phase, 'downloads' | 'runtime'>): CopyCount {
  const scripts = load.downloads.filter((download) => download.type === 'js');
  // One entry per URL: the same URL fetched twice is reported as a duplicate, not as two copies.
  const byUrl = new Map(scripts.map((download) => [download.url, download.body.toString('utf8')]));
  const copies: Record<string, number> = {};
  const files: Record<string, Record<string, string[]>> = {};
  for (const [name, { markers }] of Object.entries(singletonMarkers)) {
    const found: Record<string, string[]> = {};
    let most = 0;
    for (const marker of markers) {
      const holding = [...byUrl].filter(([, text]) => text.includes(marker)).map(([url]) => new URL(url).pathname);
      found[marker] = holding;
      most = Math.max(most, holding.length);
    }
    files[name] = found;
    copies[name] = most;
  }
  const runtime = load.runtime && {
    reactRenderers: load.runtime.reactRenderers,
    // The most evaluations of any one stateful module of the shared package.
    sharedInstances: Math.max(0, ...Object.values(load.runtime.sharedInstances)),
    sharedModules: load.runtime.sharedInstances,
  };
  return { copies, files, runtime, duplicates: findDuplicates(load.downloads), sameNamed: findSameNamed(load.downloads) };
}

/** Who built a downloaded file: the shell (site root) or the remote whose published folder holds it. */
export const builtBy = (url: string): string => {
  const path = new URL(url).pathname;
  return path.startsWith('/remotes/') ? (path.split('/')[2] ?? 'shell') : 'shell';
};

/** A file's name without its content hash (`utils-AbCd1234.js` → `utils.js`). */
export const chunkName = (url: string): string => (new URL(url).pathname.split('/').pop() ?? '').replace(/-[\w-]{8}(\.\w+)$/, '$1');

/**
 * Candidates for near-duplicates, which the content hash cannot see: chunks of the same name
 * (hash stripped) downloaded from more than one build, e.g. each container's own copy of the
 * federation runtime (`utils-…js`). Two different modules can share a name, so these are
 * leads to check, not verdicts. Remote entries are one per remote by design and left out.
 */
export function findSameNamed(downloads: readonly Download[]): SameNamed[] {
  const byName = new Map<string, Download[]>();
  for (const download of downloads.filter((d) => d.type === 'js' || d.type === 'css')) {
    const name = chunkName(download.url);
    if (name.startsWith('remoteEntry')) continue;
    byName.set(name, [...(byName.get(name) ?? []), download]);
  }
  return [...byName]
    .filter(([, same]) => new Set(same.map((d) => builtBy(d.url))).size > 1)
    .map(([name, same]) => ({ name, builds: same.map((d) => builtBy(d.url)), gzipBytes: same.reduce((sum, d) => sum + d.gzipBytes, 0) }));
}

/** Modules downloaded twice: the same URL more than once, or different URLs with identical content. */
export function findDuplicates(downloads: readonly Download[]): Duplicate[] {
  const modules = downloads.filter((download) => download.type === 'js' || download.type === 'css');
  const byHash = new Map<string, Download[]>();
  for (const download of modules) byHash.set(download.sha256, [...(byHash.get(download.sha256) ?? []), download]);
  return [...byHash.values()]
    .filter((same) => same.length > 1)
    .map((same) => ({
      kind: new Set(same.map((download) => download.url)).size === 1 ? 'same URL twice' : 'identical content at different URLs',
      urls: same.map((download) => new URL(download.url).pathname),
      gzipBytes: same[0]?.gzipBytes ?? 0,
    }));
}
