/** Publishing builds into the deployment folder: version folders that are never overwritten. */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { deployFile, readJson, root, writeJsonAtomic } from './layout';
import { isVersionName, remotePackages, type RemotePackage } from './remote-packages';

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map((entry) => join(dir, String(entry)))
    .filter((file) => statSync(file).isFile())
    .sort();
}

/** The standalone development page of a remote's build is not part of a release. */
const unpublished = ['index.html', 'index.html.br', 'index.html.gz'];

/** Nothing under a dot-name is published (a build's .vite/ layout notes; an .env by mistake). */
const isDotPath = (path: string): boolean => path.split(/[\\/]/).some((segment) => segment.startsWith('.'));

/** sha256 of a build folder's content (paths and bytes), minus what a release does not publish. */
export function contentHash(dir: string, skip: readonly string[] = unpublished): string {
  const hash = createHash('sha256');
  for (const file of listFiles(dir)) {
    const path = relative(dir, file);
    if (skip.includes(path) || isDotPath(path)) continue;
    hash.update(path);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

const packageVersion = (folder: string): string => readJson<{ version: string }>(join(root, folder, 'package.json'), { version: '0.0.0' }).version;

/** The version a build is published as: the explicit one, or package version + content hash. */
export function versionName(packageVersionText: string, hash: string, explicit?: string): string {
  const version = explicit ?? `${packageVersionText}-${hash.slice(0, 8)}`;
  if (!isVersionName(version)) throw new Error(`Invalid version "${version}" (letters, digits and . + - _ only)`);
  return version;
}

export const releaseVersion = (pkg: RemotePackage | 'shell', dist: string, explicit?: string): string =>
  versionName(packageVersion(pkg), contentHash(dist, pkg === 'shell' ? [] : unpublished), explicit);

export const versionFolder = (deployDir: string, pkg: RemotePackage | 'shell', version: string): string =>
  pkg === 'shell' ? join(deployDir, 'shells', version) : join(deployDir, 'remotes', pkg, version);

/** Whether a published version folder holds exactly this build. */
export const publishedAs = (deployDir: string, pkg: RemotePackage | 'shell', version: string, dist: string): boolean =>
  contentHash(versionFolder(deployDir, pkg, version), []) === contentHash(dist, pkg === 'shell' ? [] : unpublished);

export function publishedVersions(deployDir: string, pkg: RemotePackage | 'shell'): string[] {
  const dir = pkg === 'shell' ? join(deployDir, 'shells') : join(deployDir, 'remotes', pkg);
  return existsSync(dir) ? readdirSync(dir).filter((entry) => isVersionName(entry) && !entry.includes('.staging') && !entry.endsWith('.down')) : [];
}

export interface Publication {
  version: string;
  /** Whether this call created the folder (a refused release removes only what it created). */
  created: boolean;
  contentHash: string;
}

/** Copies a build into its version folder (staging, then one rename), unless it is there already with the same bytes. */
export function publishBuild(deployDir: string, pkg: RemotePackage | 'shell', dist: string, explicitVersion?: string): Publication {
  if (pkg !== 'shell' && !existsSync(join(dist, 'mf-manifest.json'))) throw new Error(`${dist} holds no build (no mf-manifest.json): build it first`);
  if (pkg === 'shell' && !existsSync(join(dist, 'index.html'))) throw new Error(`${dist} holds no shell build (no index.html): build it first`);
  const version = releaseVersion(pkg, dist, explicitVersion);
  const target = versionFolder(deployDir, pkg, version);
  if (existsSync(target)) {
    if (!publishedAs(deployDir, pkg, version, dist)) throw new Error(`version ${version} is already published with other content (published versions are never overwritten)`);
    return { version, created: false, contentHash: contentHash(target, []) };
  }
  const staging = `${target}.${process.pid}.staging`;
  mkdirSync(dirname(target), { recursive: true });
  cpSync(dist, staging, { recursive: true, filter: (source) => !isDotPath(relative(dist, source)) });
  if (pkg !== 'shell') for (const file of unpublished) rmSync(join(staging, file), { force: true });
  renameSync(staging, target);
  return { version, created: true, contentHash: contentHash(target, []) };
}

/** Rewrites versions.json from the folders: every published version of each remote (what a preview may name). */
export function writeVersionsList(deployDir: string): void {
  const versions = Object.fromEntries(remotePackages.map((pkg) => [pkg, publishedVersions(deployDir, pkg).sort()]));
  writeJsonAtomic(deployFile(deployDir, 'versions'), versions);
}

/**
 * Makes a published shell the one served: its files are copied over the deployment root
 * (hashed assets side by side with the previous shell's, so open tabs keep working), the app's
 * page last and atomically, never pointing at assets that are not there yet. The caller holds
 * the lock and composes the public pages afterwards.
 */
export function activateShell(deployDir: string, version: string): void {
  const folder = versionFolder(deployDir, 'shell', version);
  if (!existsSync(join(folder, 'index.html'))) throw new Error(`shell ${version} is not published`);
  for (const entry of readdirSync(folder)) {
    if (entry.startsWith('index.html') || entry === 'tulia') continue;
    cpSync(join(folder, entry), join(deployDir, entry), { recursive: true });
  }
  for (const suffix of ['', '.br', '.gz']) {
    if (!existsSync(join(folder, `index.html${suffix}`))) continue;
    const temporary = join(deployDir, `app.html${suffix}.${process.pid}.tmp`);
    cpSync(join(folder, `index.html${suffix}`), temporary);
    renameSync(temporary, join(deployDir, `app.html${suffix}`));
  }
  writeJsonAtomic(deployFile(deployDir, 'shell'), { version });
}

export const liveShellVersion = (deployDir: string): string | null => readJson<{ version?: string }>(deployFile(deployDir, 'shell'), {}).version ?? null;

export const buildFolder = (pkg: RemotePackage | 'shell'): string => join(root, pkg, 'dist');

