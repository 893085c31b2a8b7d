/**
 * The api's production dependencies, installed from the repository's lockfile and trimmed to
 * what `node api/dist/main.js` loads.
 *
 * `npm ci --omit=dev --workspace api` alone brings too much: the workspaces it depends on
 * (@tulia/shared, bundled into dist/main.js by api/build.mjs) with their own dependencies (the
 * design system, React), and packages that the lockfile marks as production because another
 * workspace needs them at run time (esbuild for tsx). So the workspace dependencies are taken
 * out of the api's manifest first, and what npm's own tree of the api does not list is removed.
 */
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { execOk } from './podman';

export interface Manifest {
  name?: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
}

interface Lockfile {
  packages?: Record<string, { dependencies?: Record<string, string> }>;
}

/** The workspace folders of the root manifest (plain paths: this repository lists no globs). */
export function workspaceFolders(rootManifest: Manifest): string[] {
  const folders = rootManifest.workspaces ?? [];
  const glob = folders.find((folder) => /[*?[{]/.test(folder));
  if (glob) throw new Error(`workspace '${glob}' is a glob: list the folders`);
  return folders;
}

/** The workspace's manifest and the lockfile without the dependencies on other workspaces. */
export function withoutWorkspaceDependencies<M extends Manifest, L extends Lockfile>(manifest: M, lock: L, folder: string, workspaceNames: ReadonlySet<string>): { manifest: M; lock: L; dropped: string[] } {
  const dropped = Object.keys(manifest.dependencies ?? {}).filter((name) => workspaceNames.has(name));
  const keep = (deps: Record<string, string> | undefined): Record<string, string> | undefined =>
    deps && Object.fromEntries(Object.entries(deps).filter(([name]) => !workspaceNames.has(name)));
  const entry = lock.packages?.[folder];
  return {
    manifest: { ...manifest, dependencies: keep(manifest.dependencies) },
    lock: entry ? { ...lock, packages: { ...lock.packages, [folder]: { ...entry, dependencies: keep(entry.dependencies) } } } : lock,
    dropped,
  };
}

/** Files node never loads: source maps, TypeScript sources and declarations. */
export const unused = (fileName: string): boolean => /\.(map|ts|mts|cts)$/.test(fileName);

/**
 * Every package folder below a node_modules folder, nested ones included (scopes are not
 * packages). A link (a workspace) is listed but not entered: what it points to is elsewhere.
 */
export function packageFolders(nodeModules: string): string[] {
  if (!existsSync(nodeModules)) return [];
  const found: string[] = [];
  const add = (path: string): void => {
    found.push(path);
    if (!lstatSync(path).isSymbolicLink()) found.push(...packageFolders(join(path, 'node_modules')));
  };
  for (const name of readdirSync(nodeModules)) {
    const path = join(nodeModules, name);
    if (name.startsWith('@')) for (const scoped of readdirSync(path)) add(join(path, scoped));
    else if (!name.startsWith('.')) add(path);
  }
  return found;
}

/** The package folders npm's tree of the workspace does not list, outermost first. */
export function unlisted(folders: readonly string[], listed: ReadonlySet<string>): string[] {
  const removed: string[] = [];
  for (const folder of folders) {
    if (listed.has(folder)) continue;
    // Inside a folder already removed: gone with it.
    if (removed.some((outer) => folder.startsWith(outer + sep))) continue;
    removed.push(folder);
  }
  return removed;
}

function removeUnusedFiles(folder: string): void {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    // Launchers of packages, some of them removed: nothing runs them in the image.
    if (entry.isDirectory() && entry.name === '.bin') rmSync(path, { recursive: true, force: true });
    else if (entry.isDirectory()) removeUnusedFiles(path);
    else if (entry.isFile() && unused(entry.name)) rmSync(path);
  }
}

/**
 * Installs the workspace's production dependencies for the repository at `repo` and moves them
 * into `target` (target/node_modules, target/<workspace>/node_modules). Runs no install script:
 * none of the packages kept needs one, and none may run code at build time.
 */
export async function installRuntimeDependencies(repo: string, workspace: string, target: string): Promise<{ packages: number; droppedWorkspaces: string[] }> {
  const work = mkdtempSync(join(tmpdir(), 'tulia-runtime-deps-'));
  try {
    const rootManifest = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as Manifest;
    const folders = workspaceFolders(rootManifest);
    const names = new Set<string>();
    // npm ci checks every workspace's manifest against the lockfile, so all of them come along.
    for (const file of ['package.json', 'package-lock.json', ...folders.map((folder) => join(folder, 'package.json'))]) {
      mkdirSync(dirname(join(work, file)), { recursive: true });
      cpSync(join(repo, file), join(work, file));
    }
    for (const folder of folders) {
      const name = (JSON.parse(readFileSync(join(repo, folder, 'package.json'), 'utf8')) as Manifest).name;
      if (name) names.add(name);
    }
    const manifestFile = join(work, workspace, 'package.json');
    const lockFile = join(work, 'package-lock.json');
    const trimmed = withoutWorkspaceDependencies(JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest, JSON.parse(readFileSync(lockFile, 'utf8')) as Lockfile, workspace, names);
    writeFileSync(manifestFile, JSON.stringify(trimmed.manifest, null, 2));
    writeFileSync(lockFile, JSON.stringify(trimmed.lock, null, 2));

    await execOk('npm', ['ci', '--omit=dev', '--workspace', workspace, '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: work });
    const tree = await execOk('npm', ['ls', '--omit=dev', '--all', '--parseable', '--workspace', workspace], { cwd: work });
    const listed = new Set(tree.split('\n').filter((line) => line.trim() !== ''));

    const trees = [join(work, 'node_modules'), join(work, workspace, 'node_modules')];
    const all = trees.flatMap(packageFolders);
    // Workspace links (node_modules/api → ../api) are not packages to ship.
    const links = all.filter((folder) => lstatSync(folder).isSymbolicLink());
    for (const folder of [...links, ...unlisted(all, listed)]) rmSync(folder, { recursive: true, force: true });
    for (const tree of trees) {
      if (!existsSync(tree)) continue;
      // npm's record of a tree that is no longer the same.
      rmSync(join(tree, '.package-lock.json'), { force: true });
      removeUnusedFiles(tree);
      for (const scope of readdirSync(tree).filter((name) => name.startsWith('@'))) {
        if (readdirSync(join(tree, scope)).length === 0) rmSync(join(tree, scope), { recursive: true });
      }
    }

    for (const tree of trees) {
      const destination = join(target, relative(work, tree));
      rmSync(destination, { recursive: true, force: true });
      if (existsSync(tree)) cpSync(tree, destination, { recursive: true, verbatimSymlinks: true });
    }
    const kept = trees.flatMap(packageFolders).length;
    return { packages: kept, droppedWorkspaces: trimmed.dropped };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
