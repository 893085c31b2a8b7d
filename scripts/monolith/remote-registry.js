// Stand-in for shell/src/remotes/remote-registry.ts in the monolith baseline: the same exports,
// but an exposed module is a plain dynamic import() of the remote's source file (one lazy
// chunk per page, as in any single app) instead of a run-time federation load. No
// remotes.json, no federation runtime. Loading semantics are kept: a successful load is
// shared by every caller, a failed one is forgotten so that Retry really loads again.
import { pageLoaders } from 'virtual:tulia-monolith-pages';

/** Nothing to register: every page is part of the build. */
export function ensureRemotesRegistered() {
  return Promise.resolve();
}

/** @param {string} pkg */
export function registeredRemote(pkg) {
  return Object.keys(pageLoaders).some((key) => key.startsWith(`${pkg}/`)) ? { name: pkg, version: 'monolith', entry: '' } : undefined;
}

/** @type {Map<string, Promise<Record<string, unknown>>>} */
const loaded = new Map();

/** @param {string} pkg @param {string} module */
export function loadExposedModule(pkg, module) {
  const key = `${pkg}/${module}`;
  const existing = loaded.get(key);
  if (existing) return existing;
  const load = pageLoaders[key];
  const attempt = load ? load() : Promise.reject(new Error(`${key} is not exposed by ${pkg}`));
  loaded.set(key, attempt);
  attempt.catch(() => loaded.delete(key));
  return attempt;
}
