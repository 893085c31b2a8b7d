/**
 * Module Federation settings shared by the shell and every remote, so that the singletons
 * are declared once and pinned to the exact versions installed in the workspace.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));

function installedVersion(pkg: string): string {
  const manifest = join(dirname(require.resolve(`${pkg}/package.json`)), 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

// Chakra UI and React Router are not shared as packages: a shared package is never
// tree-shaken, so they are shared through `@tulia/shared/chakra` and `@tulia/shared/router`,
// which re-export only what the product uses (see those modules).
const singletonPackages = ['react', 'react-dom', '@emotion/react', 'zustand'] as const;

/** Subpaths of `@tulia/shared` that hold code; each is one shared module at run time. */
export const sharedLibrarySubpaths = [
  'chakra',
  'router',
  'contract',
  'api-client',
  'auth',
  'toast',
  'site-config',
  'theme',
  'ui',
  'safety',
  // The admin resource layer (TanStack Query and react-hook-form inside): admin branch only.
  'admin',
] as const;

/**
 * Subpaths only the admin branch uses. A remote's entry loads every shared module it declares
 * when it starts, so the public remotes (started on every public page) leave these out.
 */
export const adminOnlySubpaths: readonly SharedLibrarySubpath[] = ['admin'];
type SharedLibrarySubpath = (typeof sharedLibrarySubpaths)[number];

interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version: string;
  strictVersion: boolean;
}

/**
 * Shared config: react & co. plus each subpath of the shared library, singletons at exact
 * versions; `publicOnly` leaves out the admin-only subpaths (a public remote).
 */
export function sharedSingletons({ publicOnly = false }: { publicOnly?: boolean } = {}): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  const pin = (name: string, version: string) => {
    shared[name] = { singleton: true, requiredVersion: version, version, strictVersion: false };
  };
  for (const pkg of singletonPackages) pin(pkg, installedVersion(pkg));
  const reactVersion = installedVersion('react');
  pin('react/jsx-runtime', reactVersion);
  pin('react-dom/client', installedVersion('react-dom'));
  const library = sharedLibraryVersion();
  for (const subpath of sharedLibrarySubpaths) {
    if (publicOnly && adminOnlySubpaths.includes(subpath)) continue;
    // Any 1.x copy will do at run time: whether its API is the one this build uses is decided by
    // the release gate against what the live shell provides, not by the version string.
    shared[`@tulia/shared/${subpath}`] = { singleton: true, requiredVersion: `^${library.release}`, version: library.version, strictVersion: false };
  }
  return shared;
}

/**
 * The version of `@tulia/shared` a build carries: the package's version plus a hash of its code
 * as build metadata (`1.0.0+3f2a9c1e`), so that the runtime, `releases.json` and the release gate
 * name the exact content of the copy each app holds. Semver ignores build metadata, so two builds
 * of 1.0.0 satisfy each other; incompatible APIs are the gate's business.
 */
export function sharedLibraryVersion(): { release: string; version: string } {
  const release = (JSON.parse(readFileSync(join(root, 'shared/package.json'), 'utf8')) as { version: string }).version;
  const sourceDir = join(root, 'shared/src');
  const hash = createHash('sha256');
  const files = readdirSync(sourceDir, { recursive: true })
    .map(String)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('testing'))
    .sort();
  for (const file of files) {
    hash.update(file);
    hash.update(readFileSync(join(sourceDir, file)));
  }
  return { release, version: `${release}+${hash.digest('hex').slice(0, 8)}` };
}

export { precompress, productionBuild } from './build-options.mjs';

/** Federation container names (valid identifiers) of the remotes, by package folder. */
export const remoteNames = {
  'mfe-public': 'mfe_public',
  'mfe-assessment': 'mfe_assessment',
  'mfe-admin-users': 'mfe_admin_users',
  'mfe-admin-community': 'mfe_admin_community',
  'mfe-admin-content': 'mfe_admin_content',
} as const;

export type RemotePackage = keyof typeof remoteNames;

/** Development ports: the shell and each remote's dev server, and the api. */
export const devPorts: Record<RemotePackage | 'shell' | 'api', number> = {
  shell: 5170,
  'mfe-public': 5171,
  'mfe-assessment': 5172,
  'mfe-admin-users': 5173,
  'mfe-admin-community': 5174,
  'mfe-admin-content': 5175,
  api: 8081,
};

/** The version a remote build announces: REMOTE_VERSION (set by the release command) or package.json's. */
export function remoteVersion(packageDir: string): string {
  const fromEnv = process.env.REMOTE_VERSION?.trim();
  if (fromEnv) return fromEnv;
  return (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
}
