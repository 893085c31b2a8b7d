/**
 * Run-time composition: the shell learns where each remote lives from /remotes.json at
 * start (its build contains no remote address), registers them with the federation runtime
 * and loads exposed modules on first use. A failed load is never cached: the next attempt
 * re-registers the remote with `force`, which drops the runtime's failed entry, and imports again.
 */
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { RemotePackage } from '../routes/route-table';

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
let manifestLoad: Promise<void> | undefined;

const toRuntimeRemote = (remote: RemoteEntry) => ({
  name: remote.name,
  entry: new URL(remote.entry, window.location.href).href,
});

async function fetchRemotesManifest(): Promise<void> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  remotes = parseRemotesManifest(await response.json()) as typeof remotes;
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

export function registeredRemote(pkg: RemotePackage): RemoteEntry | undefined {
  return remotes[pkg];
}

type ExposedModule = Record<string, unknown> & { default?: unknown };

const loaded = new Map<string, Promise<ExposedModule>>();
const failed = new Set<RemotePackage>();

/**
 * Loads `./<module>` of a remote. Successful loads are shared by every caller; a failed one
 * is removed so that the next call really loads again.
 */
export function loadExposedModule(pkg: RemotePackage, module: string): Promise<ExposedModule> {
  const key = `${pkg}/${module}`;
  const existing = loaded.get(key);
  if (existing) return existing;
  const attempt = (async () => {
    await ensureRemotesRegistered();
    const remote = remotes[pkg];
    if (!remote) throw new Error(`${pkg} is not listed in remotes.json`);
    if (failed.has(pkg)) {
      // Drop the runtime's cached failure (remote entry and module cache) before trying again.
      registerRemotes([toRuntimeRemote(remote)], { force: true });
      failed.delete(pkg);
    }
    const exposed = await loadRemote<ExposedModule>(`${remote.name}/${module}`);
    if (!exposed) throw new Error(`${key} could not be loaded`);
    return exposed;
  })();
  loaded.set(key, attempt);
  attempt.catch(() => {
    loaded.delete(key);
    failed.add(pkg);
  });
  return attempt;
}
