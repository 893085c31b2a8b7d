/**
 * Preview of a staged remote version in one browser (`?preview=<remote package>@<version>`): the
 * pure rules, with no browser access (preview-session.ts does the reading and writing).
 *
 * A preview names a remote and a version, never an address: the shell builds the entry itself,
 * `/remotes/<pkg>/<version>/mf-manifest.json` on this origin, and accepts only a remote listed in
 * remotes.json and a version listed for that remote in the deployment's versions.json. Anything
 * else is ignored and the live version loads, so that a link cannot make a browser run code
 * from elsewhere.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

export interface PreviewOverride {
  version: string;
  /** Epoch milliseconds after which the preview is over. */
  until: number;
}

/** What localStorage keeps: remote package → the version previewed. */
export type PreviewOverrides = Readonly<Record<string, PreviewOverride>>;

/** versions.json: every published or staged version of each remote. */
export type VersionsManifest = Readonly<Record<string, readonly string[]>>;

export interface PreviewRequest {
  pkg: string;
  version: string;
}

/** How long a preview lasts once asked for. */
export const PREVIEW_DURATION_MS = 8 * 60 * 60 * 1000;

export const NO_PREVIEWS: PreviewOverrides = Object.freeze({});

const VERSION = /^[\w.+-]+$/;
// npm's package names (an optional scope), without anything a path could use.
const PACKAGE = /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/i;

/** A version name that is one path segment: no `/`, no `:`, and not `.` or `..`. */
export const isVersionName = (value: unknown): value is string => typeof value === 'string' && VERSION.test(value) && !value.startsWith('.');

/** `<pkg>@<version>` as the address gives it, or null when it is not that shape. */
export function parsePreviewRequest(value: string | null | undefined): PreviewRequest | null {
  if (!value) return null;
  const at = value.lastIndexOf('@');
  if (at <= 0) return null;
  const pkg = value.slice(0, at);
  const version = value.slice(at + 1);
  return PACKAGE.test(pkg) && isVersionName(version) ? { pkg, version } : null;
}

const isOverride = (value: unknown): value is PreviewOverride => {
  if (typeof value !== 'object' || value === null) return false;
  const { version, until } = value as Partial<Record<keyof PreviewOverride, unknown>>;
  return isVersionName(version) && typeof until === 'number' && Number.isFinite(until);
};

/**
 * The stored previews still running at `now`; anything malformed, expired, or set to last longer
 * than a preview can (written by hand) is left out.
 */
export function readStoredOverrides(raw: string | null, now: number): PreviewOverrides {
  if (!raw) return NO_PREVIEWS;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return NO_PREVIEWS;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return NO_PREVIEWS;
  return Object.fromEntries(
    Object.entries(json).flatMap(([pkg, value]): Array<[string, PreviewOverride]> =>
      PACKAGE.test(pkg) && isOverride(value) && value.until > now && value.until <= now + PREVIEW_DURATION_MS
        ? [[pkg, { version: value.version, until: value.until }]]
        : [],
    ),
  );
}

/** versions.json read leniently: a remote whose list is not a list of strings has no version. */
export function parseVersionsManifest(json: unknown): VersionsManifest {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return {};
  return Object.fromEntries(
    Object.entries(json).map(([pkg, list]): [string, string[]] => [
      pkg,
      Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [],
    ]),
  );
}

export interface PreviewInput {
  /** What the address asks for now, if anything. */
  request: PreviewRequest | null;
  /** What localStorage holds (read with readStoredOverrides). */
  stored: PreviewOverrides;
  /** The remote packages remotes.json lists. */
  remotes: readonly string[];
  versions: VersionsManifest;
  now: number;
}

const isListed = (pkg: string, version: string, remotes: readonly string[], versions: VersionsManifest) =>
  remotes.includes(pkg) && Object.hasOwn(versions, pkg) && isVersionName(version) && (versions[pkg] ?? []).includes(version);

/**
 * The previews to apply (and to store): the stored ones whose remote and version are still
 * listed, and the request if it is listed, for 8 hours from now (it replaces a stored preview of
 * the same remote).
 */
export function resolveOverrides({ request, stored, remotes, versions, now }: PreviewInput): PreviewOverrides {
  const kept = Object.entries(stored).filter(([pkg, { version, until }]) => until > now && isListed(pkg, version, remotes, versions));
  if (request && isListed(request.pkg, request.version, remotes, versions)) {
    return Object.fromEntries([...kept.filter(([pkg]) => pkg !== request.pkg), [request.pkg, { version: request.version, until: now + PREVIEW_DURATION_MS }]]);
  }
  return Object.fromEntries(kept);
}

/** The entry of a previewed version: always built here, on this origin, from listed names. */
export const previewEntryPath = (pkg: string, version: string): string => `/remotes/${pkg}/${version}/mf-manifest.json`;

/** `search` without the preview parameter (the rest kept as written), e.g. `?a=1&preview=x` → `?a=1`. */
export function withoutPreviewParam(search: string, param: string): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && !new URLSearchParams(part).has(param));
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

/**
 * The runtime plugin that points a previewed remote at its previewed version. The runtime asks
 * `beforeRegisterRemote` at every registration (the first, and the forced ones after a failure),
 * and registers the object it passed in: the entry is changed in place.
 */
export function previewPlugin(entryFor: (remoteName: string) => string | undefined): ModuleFederationRuntimePlugin {
  return {
    name: 'tulia-preview',
    beforeRegisterRemote(args) {
      const entry = entryFor(args.remote.name);
      if (entry && 'entry' in args.remote) args.remote.entry = entry;
      return args;
    },
  };
}
