// Publishing builds into a deployment folder, the way a static host or CDN would hold them:
//   <deploy>/app.html, assets/…, ssr/…        the shell (app.html: the page the browser renders itself)
//   <deploy>/index.html, <route>/index.html… the public pages as HTML (scripts/compose, after publishing)
//   <deploy>/remotes/<package>/<version>/…   every published remote version (never overwritten)
//   <deploy>/remotes.json                    which version of each remote the shell loads
//   <deploy>/releases.json                   history of what remotes.json pointed at (for rollback)
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const remotePackages = {
  'mfe-public': 'mfe_public',
  'mfe-assessment': 'mfe_assessment',
  'mfe-admin-users': 'mfe_admin_users',
  'mfe-admin-content': 'mfe_admin_content',
  'mfe-admin-community': 'mfe_admin_community',
};

export const defaultDeployDir = () => resolve(process.env.DEPLOY_DIR ?? join(root, 'deploy'));

const readJson = (file, fallback) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : fallback);

function writeJsonAtomic(file, value) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temporary, file); // readers see the old or the new file, never half of one
}

function listFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map((entry) => join(dir, String(entry)))
    .filter((file) => statSync(file).isFile())
    .sort();
}

/** Short hash of a build folder's content (minus the `skip`ped paths): same build, same version folder. */
export function contentHash(dir, skip = []) {
  const hash = createHash('sha256');
  for (const file of listFiles(dir)) {
    if (skip.includes(relative(dir, file))) continue;
    hash.update(relative(dir, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 8);
}

export const readRemotes = (deployDir) => readJson(join(deployDir, 'remotes.json'), {});

/** Copies the shell's build over the deployment root (its index.html as app.html); remotes and remotes.json are left alone. */
export function publishShell(deployDir) {
  const dist = join(root, 'shell/dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error('shell/dist is missing: build the shell first');
  mkdirSync(deployDir, { recursive: true });
  for (const entry of readdirSync(dist)) {
    if (entry.startsWith('index.html')) continue;
    cpSync(join(dist, entry), join(deployDir, entry), { recursive: true });
  }
  // The app's page last and atomically: it must never point at assets that are not there yet.
  // Public pages are composed from it and the remotes afterwards (scripts/compose).
  for (const suffix of ['', '.br', '.gz']) {
    if (!existsSync(join(dist, `index.html${suffix}`))) continue;
    const temporary = join(deployDir, `app.html${suffix}.${process.pid}.tmp`);
    cpSync(join(dist, `index.html${suffix}`), temporary);
    renameSync(temporary, join(deployDir, `app.html${suffix}`));
  }
}

/** The standalone dev page of a remote's build is not part of a release. */
const unpublished = ['index.html'];

/** The version a build is published as: the explicit one, or package version + content hash. */
export function releaseVersion(pkg, dist, explicitVersion) {
  const version = explicitVersion ?? `${readJson(join(root, pkg, 'package.json')).version}-${contentHash(dist)}`;
  if (!/^[\w.+-]+$/.test(version)) throw new Error(`Invalid version "${version}"`);
  return version;
}

export const versionFolder = (deployDir, pkg, version) => join(deployDir, 'remotes', pkg, version);

/** Whether a published version folder holds exactly this build (published versions are never overwritten). */
export const publishedAs = (deployDir, pkg, version, dist) =>
  contentHash(versionFolder(deployDir, pkg, version)) === contentHash(dist, unpublished);

/**
 * Publishes a remote's build as a new version folder (content-addressed unless a version is
 * given); `dist` defaults to the package's own build folder.
 */
export function publishRemote(deployDir, pkg, explicitVersion, dist = join(root, pkg, 'dist')) {
  const name = remotePackages[pkg];
  if (!name) throw new Error(`Unknown remote "${pkg}". Remotes: ${Object.keys(remotePackages).join(', ')}`);
  if (!existsSync(join(dist, 'mf-manifest.json'))) throw new Error(`${dist} holds no build (no mf-manifest.json): build it first`);
  const version = releaseVersion(pkg, dist, explicitVersion);
  const target = versionFolder(deployDir, pkg, version);
  if (!existsSync(target)) {
    const staging = `${target}.${process.pid}.staging`;
    mkdirSync(dirname(target), { recursive: true });
    cpSync(dist, staging, { recursive: true });
    for (const file of unpublished) rmSync(join(staging, file), { force: true });
    renameSync(staging, target);
  }
  return { name, version, entry: `/remotes/${pkg}/${version}/mf-manifest.json` };
}

/** Points remotes.json at a published version of a remote and records it in releases.json. */
export function pointRemote(deployDir, pkg, release, reason) {
  const remotes = readRemotes(deployDir);
  const previous = remotes[pkg]?.version ?? null;
  remotes[pkg] = release;
  writeJsonAtomic(join(deployDir, 'remotes.json'), remotes);
  const history = readJson(join(deployDir, 'releases.json'), []);
  history.push({ remote: pkg, version: release.version, previous, reason, at: new Date().toISOString() });
  writeJsonAtomic(join(deployDir, 'releases.json'), history);
  return previous;
}

export function publishedVersions(deployDir, pkg) {
  const dir = join(deployDir, 'remotes', pkg);
  return existsSync(dir) ? readdirSync(dir).filter((entry) => !entry.includes('.staging')) : [];
}

export function releaseHistory(deployDir) {
  return readJson(join(deployDir, 'releases.json'), []);
}

/** Publishes the shell and every remote's current build, and points remotes.json at them. */
export function publishAll(deployDir) {
  publishShell(deployDir);
  const published = {};
  for (const pkg of Object.keys(remotePackages)) {
    const release = publishRemote(deployDir, pkg);
    if (readRemotes(deployDir)[pkg]?.version !== release.version) pointRemote(deployDir, pkg, release, 'publish-all');
    published[pkg] = release.version;
  }
  return published;
}
