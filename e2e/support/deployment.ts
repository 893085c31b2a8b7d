import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2eDeployDir, repoRoot } from './environment';

interface RemoteEntry {
  name: string;
  version: string;
  entry: string;
}

export const readRemotesJson = (): Record<string, RemoteEntry> =>
  JSON.parse(readFileSync(join(e2eDeployDir, 'remotes.json'), 'utf8')) as Record<string, RemoteEntry>;

/** Makes the live version of a remote unreachable (as if its host were down); returns a restore function. */
export function takeRemoteDown(pkg: string): () => void {
  const version = readRemotesJson()[pkg]?.version;
  if (!version) throw new Error(`${pkg} is not deployed`);
  const folder = join(e2eDeployDir, 'remotes', pkg, version);
  const hidden = `${folder}.down`;
  renameSync(folder, hidden);
  return () => {
    if (existsSync(hidden)) renameSync(hidden, folder);
  };
}

/** The shell's published files and their content, to prove a release leaves them untouched. */
export function shellSnapshot(): Record<string, string> {
  const files: Record<string, string> = {};
  // The app's page; index.html and the other public pages are composed from the remotes.
  files['app.html'] = readFileSync(join(e2eDeployDir, 'app.html'), 'utf8');
  for (const name of readdirSync(join(e2eDeployDir, 'assets'))) {
    const file = join(e2eDeployDir, 'assets', name);
    files[`assets/${name}`] = `${statSync(file).size}:${statSync(file).mtimeMs}`;
  }
  return files;
}

/** remotes.json and releases.json exactly as they are on disk, to prove a refused release left them alone. */
export const deploymentState = () => ({
  remotes: readFileSync(join(e2eDeployDir, 'remotes.json'), 'utf8'),
  releases: readFileSync(join(e2eDeployDir, 'releases.json'), 'utf8'),
});

export const isPublished = (pkg: string, version: string) => existsSync(join(e2eDeployDir, 'remotes', pkg, version));

export interface ReleaseOutcome {
  status: number | null;
  output: string;
}

/**
 * Runs `npm run release` against the e2e deployment. `fromDir` releases a prebuilt folder (the
 * tampered copies below) instead of testing and building the remote; the checks still run.
 */
export function runRelease(pkg: string, version: string, fromDir?: string): ReleaseOutcome {
  const args = [
    '--import',
    'tsx',
    'tools/deploy/src/cli/release.ts',
    pkg,
    '--version',
    version,
    '--deploy-dir',
    e2eDeployDir,
    ...(fromDir ? ['--from-dir', fromDir] : []),
  ];
  const result = spawnSync('node', args, { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

export function releaseRemote(pkg: string, version: string): void {
  const { status, output } = runRelease(pkg, version);
  if (status !== 0) throw new Error(`release of ${pkg} ${version} failed (${status}):\n${output}`);
}

/** A copy of a remote's current build in a temporary folder, to break on purpose. */
export function copyOfBuild(pkg: string): string {
  const copy = mkdtempSync(join(tmpdir(), `tulia-e2e-${pkg}-`));
  cpSync(join(repoRoot, pkg, 'dist'), copy, { recursive: true });
  return copy;
}

/** A tampered file's Brotli and gzip copies (written by the build) would still hold the original. */
export function removeCompressedCopies(file: string): void {
  for (const suffix of ['.br', '.gz']) rmSync(`${file}${suffix}`, { force: true });
}

/**
 * Releases the current build of `pkg` with `original` replaced by `changed` in its browser and
 * server code alike (a text change, without rebuilding); returns the release's outcome.
 */
export function releaseWithChangedWords(pkg: string, version: string, original: string, changed: string): ReleaseOutcome {
  const build = copyOfBuild(pkg);
  try {
    for (const entry of readdirSync(build, { recursive: true }).map(String)) {
      if (!/\.m?js$/.test(entry)) continue;
      const file = join(build, entry);
      const code = readFileSync(file, 'utf8');
      if (!code.includes(original)) continue;
      writeFileSync(file, code.replaceAll(original, changed));
      removeCompressedCopies(file);
    }
    return runRelease(pkg, version, build);
  } finally {
    rmSync(build, { recursive: true, force: true });
  }
}

export function rollbackRemote(pkg: string): void {
  execFileSync('node', ['--import', 'tsx', 'tools/deploy/src/cli/rollback.ts', pkg, '--deploy-dir', e2eDeployDir], { cwd: repoRoot, stdio: 'pipe' });
}

/** Runs one of the release tools (release, promote, rollback, canary, release:harness…) against the e2e deployment. */
export function runDeployCommand(
  command: 'release' | 'promote' | 'rollback' | 'prune' | 'harness' | 'canary' | 'smoke',
  args: readonly string[],
): ReleaseOutcome {
  const result = spawnSync('node', ['--import', 'tsx', `tools/deploy/src/cli/${command}.ts`, ...args, '--deploy-dir', e2eDeployDir], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', RELEASED_BY: 'e2e' },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

export const readShellJson = (): { version: string } => JSON.parse(readFileSync(join(e2eDeployDir, 'shell.json'), 'utf8')) as { version: string };

export const shellDeploymentState = () => ({ ...deploymentState(), shell: readFileSync(join(e2eDeployDir, 'shell.json'), 'utf8') });

/**
 * A copy of a build whose record for the release gate says it was built against another
 * `@tulia/shared` (a new content version, `changeTypes` applied to its declarations) and imports
 * `addImports` besides: exactly what the build of a shared change records, without rebuilding.
 */
export function buildWithSharedChange(
  pkg: string,
  contentVersion: string,
  changeTypes: (declarations: Record<string, string>) => void,
  addImports: Record<string, string[]> = {},
): string {
  const build = copyOfBuild(pkg);
  const recordFile = join(build, 'tulia/build.json');
  const record = JSON.parse(readFileSync(recordFile, 'utf8')) as {
    sharedVersion: string;
    imports: Record<string, string[]>;
    provides?: { singletons: Record<string, string> };
  };
  record.sharedVersion = contentVersion;
  for (const [subpath, names] of Object.entries(addImports)) record.imports[subpath] = [...(record.imports[subpath] ?? []), ...names];
  if (record.provides) {
    for (const name of Object.keys(record.provides.singletons)) if (name.startsWith('@tulia/shared/')) record.provides.singletons[name] = contentVersion;
  }
  writeFileSync(recordFile, JSON.stringify(record, null, 2));
  removeCompressedCopies(recordFile);
  const typesFile = join(build, 'tulia/shared-types.json');
  const declarations = JSON.parse(readFileSync(typesFile, 'utf8')) as Record<string, string>;
  changeTypes(declarations);
  writeFileSync(typesFile, JSON.stringify(declarations));
  removeCompressedCopies(typesFile);
  return build;
}
