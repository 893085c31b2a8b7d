/**
 * The one reading of a request path that the site server (api) and the offline helper (shell)
 * both act on: percent-escapes decoded, runs of slashes collapsed, dot segments resolved, no
 * trailing slash. So a spelling such as `/%61dmin/users` is the back office to both, never a
 * public page the helper keeps. Pure and tiny: bundled into each build, not shared at run time.
 */
export type SiteArea = 'api' | 'admin' | 'public';

export interface CanonicalSitePath {
  path: string;
  area: SiteArea;
}

/** null: a path no page or file can have (a backslash, which browsers read as a slash, or a broken escape). */
export function canonicalSitePath(rawPath: string): CanonicalSitePath | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.includes('\\') || decoded.includes('\0')) return null;
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const path = `/${segments.join('/')}`;
  const area: SiteArea = segments[0] === 'api' ? 'api' : segments[0] === 'admin' ? 'admin' : 'public';
  return { path, area };
}

export { bucketCookie, bucketCount, bucketFromCookies, bucketName, bucketSetCookie, bucketsFolder, variantsFolder } from './canary-buckets';
