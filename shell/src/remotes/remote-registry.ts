/**
 * Run-time composition: the shell learns where each remote lives from /remotes.json at
 * start (its build contains no remote address), registers them with the federation runtime
 * and loads exposed modules on first use. A remote previewed in this browser (?preview=) is
 * registered at its previewed version from the first registration on. A failed load is
 * retried twice after a short wait, then reported; it is never cached: the next attempt
 * re-registers the remote with `force`, which drops the runtime's failed entry, and imports again.
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/runtime';
import type { RemotePackage } from '../routes/route-table';
import { NO_PREVIEWS, previewEntryPath, previewPlugin, type PreviewOverrides } from '../preview/preview-override';
import { resolvePreviews } from '../preview/preview-session';
import { noteRemoteUsed } from './failure-reports';

export interface RemoteEntry {
  name: string;
  version: string;
  entry: string;
}

const isFilledString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * Checks remotes.json's shape by hand: zod would add ≈25 KiB to every public page for three
 * string fields.
 */
export function parseRemotesManifest(json: unknown): Record<string, RemoteEntry> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error('remotes.json is not an object');
  const manifest: Record<string, RemoteEntry> = {};
  for (const [pkg, value] of Object.entries(json)) {
    const entry = value as Partial<Record<keyof RemoteEntry, unknown>> | null;
    if (!entry || !isFilledString(entry.name) || !isFilledString(entry.version) || !isFilledString(entry.entry)) {
      throw new Error(`remotes.json: "${pkg}" needs a name, a version and an entry`);
    }
    manifest[pkg] = { name: entry.name, version: entry.version, entry: entry.entry };
  }
  return manifest;
}

let remotes: Partial<Record<RemotePackage, RemoteEntry>> = {};
let previews: PreviewOverrides = NO_PREVIEWS;
let previewPluginRegistered = false;
let manifestLoad: Promise<void> | undefined;

const toRuntimeRemote = (remote: RemoteEntry) => ({
  name: remote.name,
  entry: new URL(remote.entry, window.location.href).href,
});

/** The previewed entry of a remote (by its federation name), if it is previewed. */
function previewedEntry(remoteName: string): string | undefined {
  for (const [pkg, { version }] of Object.entries(previews)) {
    if (remotes[pkg as RemotePackage]?.name === remoteName) return new URL(previewEntryPath(pkg, version), window.location.origin).href;
  }
  return undefined;
}

async function fetchRemotesManifest(): Promise<void> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const listed = parseRemotesManifest(await response.json()) as typeof remotes;
  // Settled before the first registration, so that a previewed remote's live folder is never asked for.
  previews = await resolvePreviews(Object.keys(listed));
  remotes = listed;
  if (Object.keys(previews).length > 0 && !previewPluginRegistered) {
    registerPlugins([previewPlugin(previewedEntry)]);
    previewPluginRegistered = true;
  }
  registerRemotes(Object.values(remotes).map(toRuntimeRemote), { force: true });
}

/** Reads remotes.json once; a failure is forgotten so that Retry reads it again. */
export function ensureRemotesRegistered(): Promise<void> {
  manifestLoad ??= fetchRemotesManifest().catch((error: unknown) => {
    manifestLoad = undefined;
    throw error;
  });
  return manifestLoad;
}

/** The remote as this browser loads it: the previewed version and its entry under a preview, else the live one. */
export function registeredRemote(pkg: RemotePackage): RemoteEntry | undefined {
  const remote = remotes[pkg];
  const preview = previews[pkg];
  if (!remote || !preview) return remote;
  return { name: remote.name, version: preview.version, entry: previewEntryPath(pkg, preview.version) };
}

type ExposedModule = Record<string, unknown> & { default?: unknown };

/** Waits before each retry of a failed load; a load fails for good after these. */
export const RETRY_DELAYS_MS: readonly number[] = [400, 1200];

class NotListedError extends Error {}

const loaded = new Map<string, Promise<ExposedModule>>();
/** How many times each remote was registered anew after a failure. */
const renewals = new Map<RemotePackage, number>();
/** A remote whose load failed, with its renewal count then: the next load registers it anew. */
const failed = new Map<RemotePackage, number>();

const renewalOf = (pkg: RemotePackage) => renewals.get(pkg) ?? 0;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One try: registers the remote anew if a load of it failed since its last registration, and imports. */
async function loadOnce(pkg: RemotePackage, module: string): Promise<ExposedModule> {
  await ensureRemotesRegistered();
  const remote = remotes[pkg];
  if (!remote) throw new NotListedError(`${pkg} is not listed in remotes.json`);
  const failedAt = failed.get(pkg);
  if (failedAt !== undefined) {
    failed.delete(pkg);
    // Several modules of one remote may fail together: the first retry renews the remote, the
    // others use that registration rather than dropping it again while it loads.
    if (failedAt === renewalOf(pkg)) {
      // Drop the runtime's cached failure (remote entry and module cache) before trying again.
      registerRemotes([toRuntimeRemote(remote)], { force: true });
      renewals.set(pkg, failedAt + 1);
    }
  }
  const startedAt = renewalOf(pkg);
  try {
    const exposed = await loadRemote<ExposedModule>(`${remote.name}/${module}`);
    if (!exposed) throw new Error(`${pkg}/${module} could not be loaded`);
    const used = registeredRemote(pkg);
    if (used) noteRemoteUsed(pkg, used.version);
    return exposed;
  } catch (error) {
    // A failure that follows a renewal made meanwhile may be that renewal's doing: not marked.
    if (renewalOf(pkg) === startedAt) failed.set(pkg, startedAt);
    throw error;
  }
}

/**
 * Loads `./<module>` of a remote. Successful loads are shared by every caller; a failure
 * (manifest, entry or chunk not loaded: often a moment's network trouble) is retried after
 * 400 ms and 1200 ms, then reported, and forgotten so that the next call really loads again.
 */
export function loadExposedModule(pkg: RemotePackage, module: string): Promise<ExposedModule> {
  const key = `${pkg}/${module}`;
  const existing = loaded.get(key);
  if (existing) return existing;
  const attempt = (async () => {
    for (let retry = 0; ; retry += 1) {
      try {
        return await loadOnce(pkg, module);
      } catch (error) {
        const delay = RETRY_DELAYS_MS[retry];
        if (error instanceof NotListedError || delay === undefined) throw error;
        await wait(delay);
      }
    }
  })();
  loaded.set(key, attempt);
  attempt.catch(() => loaded.delete(key));
  return attempt;
}
