// The baseline of the cheap-phone scenarios: another commit (options.ts: BASELINE_REF, or
// --baseline) checked out as a detached git worktree in bench-results/baseline-<sha>/, installed
// and built there once, and reused while the sha is the same (bench-results/ is git-ignored).
// It is served by its own code: its own publishing, composition and api (baseline-serve.ts runs
// inside it), on its own port and fresh database.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { root } from '../../../deploy/src/layout';
import type { ServedSite } from './serve';

export interface BaselineTree {
  ref: string;
  sha: string;
  dir: string;
}

/** Where a baseline's tree lives, and the file that says it is built. */
export function baselinePaths(sha: string, resultsDir = join(root, 'bench-results')): { dir: string; built: string } {
  return { dir: join(resultsDir, `baseline-${sha}`), built: join(resultsDir, `baseline-${sha}.built.json`) };
}

export function resolveRef(ref: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  } catch {
    throw new Error(`--baseline ${ref}: not a commit of this repository`);
  }
}

function run(command: string, args: readonly string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // Build output goes to stderr: stdout carries the benchmark's table only.
    const child = spawn(command, args, { cwd, stdio: ['ignore', 2, 2] });
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${[command, ...args].join(' ')} in ${cwd} failed (${code ?? signal})`))));
  });
}

/** The baseline's tree, checked out, installed and built (once per sha). */
export async function prepareBaseline(ref: string, log: (line: string) => void): Promise<BaselineTree> {
  const sha = resolveRef(ref);
  const { dir, built } = baselinePaths(sha);
  if (existsSync(built) && existsSync(join(dir, 'api/dist/main.js'))) {
    log(`baseline ${ref} (${sha.slice(0, 10)}): built already in ${dir}`);
    return { ref, sha, dir };
  }
  if (!existsSync(dir)) {
    log(`baseline ${ref} (${sha.slice(0, 10)}): checking out into ${dir}`);
    await run('git', ['worktree', 'add', '--detach', dir, sha], root);
  } else if (!existsSync(join(dir, '.git'))) {
    throw new Error(`${dir} exists but is no git worktree: remove it (git worktree remove --force, or rm -r) and run again`);
  }
  log(`baseline ${ref}: npm install, then the build (its turbo cache: only what it has not built before)`);
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], dir);
  await run(join(dir, 'node_modules/.bin/turbo'), ['run', 'build', '--output-logs=errors-only'], dir);
  if (!existsSync(join(dir, 'api/dist/main.js'))) throw new Error(`the baseline's build holds no api/dist/main.js (${dir})`);
  writeFileSync(built, `${JSON.stringify({ ref, sha, builtAt: new Date().toISOString() }, null, 2)}\n`);
  return { ref, sha, dir };
}

/** When the cached baseline was built (for the results). */
export function builtAt(tree: BaselineTree): string | null {
  try {
    return (JSON.parse(readFileSync(baselinePaths(tree.sha).built, 'utf8')) as { builtAt?: string }).builtAt ?? null;
  } catch {
    return null;
  }
}

const runner = fileURLToPath(new URL('./baseline-serve.ts', import.meta.url));

/** Serves the baseline with its own code on `port`; `env` is added to the api's environment. */
export async function serveBaseline(tree: BaselineTree, port: number, env: Record<string, string>): Promise<ServedSite> {
  const tsx = join(tree.dir, 'node_modules/.bin/tsx');
  if (!existsSync(tsx)) throw new Error(`the baseline has no tsx (${tsx})`);
  // Its own process group (tsx, the runner, the api it starts): stopped as one, so that no api
  // outlives the bench when tsx does not pass the signal on in time.
  const child = spawn(tsx, [runner, JSON.stringify({ root: tree.dir, port, env })], { cwd: tree.dir, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-3000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const group = child.pid;
  /** Sends the signal to the group; false once nobody is left in it. */
  const signalGroup = (signal: NodeJS.Signals | 0): boolean => {
    if (group === undefined) return false;
    try {
      process.kill(-group, signal);
      return true;
    } catch {
      return false;
    }
  };
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    signalGroup('SIGTERM');
    // The api closes its database on SIGTERM; whatever is still there after 15 s is killed.
    const deadline = Date.now() + 15_000;
    while (signalGroup(0) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    signalGroup('SIGKILL');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2000))]);
  };
  const baseURL = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the baseline server did not start within 5 minutes:\n${output.trim()}`)), 5 * 60_000);
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith('READY ')) return;
      clearTimeout(timer);
      resolve(line.slice('READY '.length).trim());
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the baseline server stopped before it was ready:\n${output.trim()}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { label: 'baseline', baseURL, siteDir: tree.dir, stop };
}
