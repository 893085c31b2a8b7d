import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2eDeployDir, repoRoot } from './environment';

export interface ExtraServer {
  baseURL: string;
  stop: () => Promise<void>;
  /** The server process's id. */
  pid: number;
  /** Its database folder: give it to `startServer` again to restart the server on the same data. */
  dataDir: string;
  /**
   * Ends the server process (SIGTERM to its PID, a clean stop that releases the database lock)
   * and waits until it has exited and no longer answers; the database folder is kept.
   */
  halt: () => Promise<void>;
}

export interface StartServerOptions {
  /** An existing database folder (from a halted server) instead of a fresh one. */
  dataDir?: string;
  /** How long it may take to answer its health check (a fresh database is migrated and seeded first). */
  startTimeoutMs?: number;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * A second server on the same published site with its own settings and a fresh database, for
 * tests that need the api configured differently (short token lifetimes, closed registration).
 */
export async function startServer(port: number, env: Record<string, string>, options: StartServerOptions = {}): Promise<ExtraServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'tulia-e2e-extra-'));
  const child: ChildProcess = spawn(process.execPath, [join(repoRoot, 'api/dist/main.js')], {
    stdio: 'ignore',
    env: {
      ...process.env,
      TULIA_PROFILE: 'demo',
      PORT: String(port),
      SITE_DIR: e2eDeployDir,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN: '1000',
      RATE_LIMIT_REGISTER: '1000',
      RATE_LIMIT_FORGOT_PASSWORD: '1000',
      RATE_LIMIT_CONTACT: '1000',
      ...env,
    },
  });
  const baseURL = `http://localhost:${port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  for (;;) {
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server on ${port} exited at start (${child.exitCode ?? child.signalCode})`);
    if (Date.now() > deadline) {
      // Not left running (and answering later on the port) once the test has given up on it.
      child.kill('SIGTERM');
      await exited(child);
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`server on ${port} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const pid = child.pid;
  if (pid === undefined) throw new Error(`server on ${port} has no process id`);
  return {
    baseURL,
    pid,
    dataDir,
    stop: async () => {
      const done = exited(child);
      child.kill('SIGTERM');
      await done;
      rmSync(dataDir, { recursive: true, force: true });
    },
    halt: async () => {
      const done = exited(child);
      if (child.exitCode === null && child.signalCode === null) process.kill(pid, 'SIGTERM');
      await done;
      // Down for real: nothing answers on the port any more.
      await fetch(`${baseURL}/api/health`).then(
        () => {
          throw new Error(`something still answers on ${port}`);
        },
        () => undefined,
      );
    },
  };
}
