// What the load test and the security scan share: running commands, free ports in the range
// this project's tools use, the built api in its own process, and stopping everything that
// was started (also on Ctrl-C and on errors).
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiRoot, repoRoot } from '../../src/paths';

export { apiRoot, repoRoot };

/** Runs a command to its end; rejects with its output's tail when it fails. */
export function runCommand(command: string, args: string[], options: SpawnOptions & { quiet?: boolean } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (!options.quiet) process.stdout.write(chunk);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})\n${output.slice(-2000)}`));
    });
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

const taken = new Set<number>();

/** A free port of 8401-8420 (the range agreed for these tools), never the same one twice. */
export async function freePort(from = 8401, to = 8420): Promise<number> {
  for (let port = from; port <= to; port += 1) {
    if (taken.has(port)) continue;
    if (await portIsFree(port)) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`No free port between ${from} and ${to}.`);
}

type Cleanup = () => Promise<void> | void;

const cleanups: { what: string; run: Cleanup }[] = [];
let cleaning: Promise<void> | undefined;

/** Registers something to undo; undone last-in first-out by `cleanUp`. */
export function onCleanup(what: string, run: Cleanup): void {
  cleanups.push({ what, run });
}

/** Stops everything registered, once, whatever fails on the way. */
export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const { what, run } of cleanups.reverse()) {
      try {
        await run();
      } catch (error) {
        console.error(`Could not ${what}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
  return cleaning;
}

/**
 * Runs `main` and exits with its code, cleaning up first. Ctrl-C, SIGTERM and SIGHUP clean up
 * too (the api and a PostgreSQL cluster must not outlive the script).
 */
export function runMain(main: () => Promise<number>): void {
  const signals = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;
  for (const [signal, code] of Object.entries(signals)) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping what this script started...`);
      void cleanUp().finally(() => process.exit(code));
    });
  }
  // Never rejects: a failure of `main` becomes exit code 1 and `cleanUp` reports what it cannot undo.
  void main()
    .catch((error: unknown) => {
      console.error(`\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return 1;
    })
    .then(async (code) => {
      await cleanUp();
      process.exit(code);
    });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Stops a child by its PID: SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited(child);
  clearTimeout(timer);
}

/** `npm run build -w api`: dist/main.js from the current sources. */
export async function buildApi(): Promise<void> {
  const started = Date.now();
  await runCommand('npm', ['run', 'build', '-w', 'api'], { cwd: repoRoot, quiet: true });
  console.log(`Built the api (npm run build -w api) in ${Date.now() - started} ms`);
}

export interface ApiServer {
  base: string;
  pid: number;
  /** The end of the server's standard error (its warnings and errors). */
  errors(): string;
  stop(): Promise<void>;
  /** Its exit code once it has exited (null when a signal ended it). */
  exited: Promise<number | null>;
}

/**
 * Starts node api/dist/main.js (or, `fromSource`, src/main.ts through tsx: no build needed) on
 * 127.0.0.1:`port` with `env` and waits for /api/health/ready.
 */
export async function startApi(port: number, env: Record<string, string>, options: { removeEnv?: string[]; fromSource?: boolean } = {}): Promise<ApiServer> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' };
  for (const name of options.removeEnv ?? []) delete childEnv[name];
  const entry = options.fromSource
    ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href, join(apiRoot, 'src/main.ts')]
    : [join(apiRoot, 'dist/main.js')];
  const child = spawn(process.execPath, entry, { cwd: repoRoot, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  // Both pipes drained (a full pipe would block the server); stderr's tail kept for reports.
  child.stdout?.resume();
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-20_000);
  });
  const server: ApiServer = {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid ?? -1,
    errors: () => errors,
    stop: () => stopChild(child),
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
  };
  onCleanup(`stop the api (PID ${child.pid})`, server.stop);
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The api exited with ${child.exitCode}:\n${errors}`);
    try {
      // Ready, not just alive: migrated, seeded and listening (docs/operations.md).
      if ((await fetch(`${server.base}/api/health/ready`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The api did not answer /api/health/ready within 180 s:\n${errors}`);
}

/** Signs in an administrator; answers the access token. */
export async function signIn(base: string, credentials: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${base}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = (await response.json()) as { access_token?: string; message?: string };
  if (!response.ok || !body.access_token) throw new Error(`Sign-in failed (${response.status}): ${body.message ?? ''}`);
  return body.access_token;
}
