// How many copies of each singleton a page loaded, and which modules it downloaded twice.
//
// Static check: each library is recognised by a marker string that survives minification and
// occurs exactly once per copy of the library (checked when the markers were chosen: one
// occurrence in a monolith build of the site, one per build of the shell and each remote), in
// code every user of the library runs. The copies are the distinct downloaded JavaScript files
// that contain the marker.
// Run-time check: the renderers registered with the React DevTools hook (one per react-dom)
// and the shared package's own count of its stateful modules. On every run the react-dom
// marker must agree with the renderers counted (report.mjs, markerProblems).

/** @type {Record<string, { package: string, markers: string[], why: string }>} */
export const singletonMarkers = {
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

/**
 * @param {import('./first-load.mjs').FirstLoad} load
 */
export function countCopies(load) {
  const scripts = load.downloads.filter((download) => download.type === 'js');
  // One entry per URL: the same URL fetched twice is reported as a duplicate, not as two copies.
  const byUrl = new Map(scripts.map((download) => [download.url, download.body.toString('utf8')]));
  /** @type {Record<string, number>} */
  const copies = {};
  /** @type {Record<string, Record<string, string[]>>} */
  const files = {};
  for (const [name, { markers }] of Object.entries(singletonMarkers)) {
    files[name] = {};
    copies[name] = 0;
    for (const marker of markers) {
      const holding = [...byUrl].filter(([, text]) => text.includes(marker)).map(([url]) => new URL(url).pathname);
      files[name][marker] = holding;
      copies[name] = Math.max(copies[name], holding.length);
    }
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
const builtBy = (url) => {
  const path = new URL(url).pathname;
  return path.startsWith('/remotes/') ? path.split('/')[2] : 'shell';
};

/**
 * Candidates for near-duplicates, which the content hash cannot see: chunks of the same name
 * (hash stripped) downloaded from more than one build, e.g. each container's own copy of the
 * federation runtime (`utils-…js`). Two different modules can share a name, so these are
 * leads to check, not verdicts. Remote entries are one per remote by design and left out.
 * @param {import('./first-load.mjs').Download[]} downloads
 */
export function findSameNamed(downloads) {
  /** @type {Map<string, import('./first-load.mjs').Download[]>} */
  const byName = new Map();
  for (const download of downloads.filter((d) => d.type === 'js' || d.type === 'css')) {
    const name = new URL(download.url).pathname.split('/').pop().replace(/-[\w-]{8}(\.\w+)$/, '$1');
    if (name.startsWith('remoteEntry')) continue;
    byName.set(name, [...(byName.get(name) ?? []), download]);
  }
  return [...byName]
    .filter(([, same]) => new Set(same.map((d) => builtBy(d.url))).size > 1)
    .map(([name, same]) => ({ name, builds: same.map((d) => builtBy(d.url)), gzipBytes: same.reduce((sum, d) => sum + d.gzipBytes, 0) }));
}

/**
 * Modules downloaded twice: the same URL more than once, or different URLs with identical content.
 * @param {import('./first-load.mjs').Download[]} downloads
 */
export function findDuplicates(downloads) {
  const modules = downloads.filter((download) => download.type === 'js' || download.type === 'css');
  /** @type {Map<string, import('./first-load.mjs').Download[]>} */
  const byHash = new Map();
  for (const download of modules) byHash.set(download.sha256, [...(byHash.get(download.sha256) ?? []), download]);
  return [...byHash.values()]
    .filter((same) => same.length > 1)
    .map((same) => ({
      kind: new Set(same.map((download) => download.url)).size === 1 ? 'same URL twice' : 'identical content at different URLs',
      urls: same.map((download) => new URL(download.url).pathname),
      gzipBytes: same[0].gzipBytes,
    }));
}
