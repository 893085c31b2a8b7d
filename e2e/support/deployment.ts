import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, statSync } from 'node:fs';
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
  files['index.html'] = readFileSync(join(e2eDeployDir, 'index.html'), 'utf8');
  for (const name of readdirSync(join(e2eDeployDir, 'assets'))) {
    const file = join(e2eDeployDir, 'assets', name);
    files[`assets/${name}`] = `${statSync(file).size}:${statSync(file).mtimeMs}`;
  }
  return files;
}

export function releaseRemote(pkg: string, version: string): void {
  execFileSync('node', ['scripts/release.mjs', pkg, '--version', version, '--deploy-dir', e2eDeployDir], {
    cwd: repoRoot,
    stdio: 'pipe',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
}

export function rollbackRemote(pkg: string): void {
  execFileSync('node', ['scripts/rollback.mjs', pkg, '--deploy-dir', e2eDeployDir], { cwd: repoRoot, stdio: 'pipe' });
}
