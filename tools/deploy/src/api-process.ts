/** Starts the built api serving a site folder, for the tools that need a running site (the smoke test). */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { root } from './layout';

export interface RunningSite {
  baseURL: string;
  stop: () => Promise<void>;
  /** The api's process (a long-running server forwards signals to it and exits with it). */
  child: ChildProcess;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ApiOptions {
  siteDir: string;
  dataDir: string;
  port?: number;
  /** Added to a minimal environment: never the operator's DATABASE_URL, SMTP_URL or secrets. */
  env?: Record<string, string>;
  /** Start from this process's environment instead (npm start, the e2e server: the operator's settings apply). */
  inheritEnv?: boolean;
  /** Show the api's output (a server a person watches) instead of keeping its tail for errors. */
  showOutput?: boolean;
  /** The address to listen on; null keeps the api's own default (localhost), as npm start has it. */
  host?: string | null;
}

/**
 * The one way the tools start the built api on a site folder (the smoke test, npm start, the e2e
 * server, the benchmark): the demo profile on a throwaway or given data folder, resolved once it
 * answers its health check.
 */
export async function startApi({ siteDir, dataDir, port: wanted, env = {}, inheritEnv = false, showOutput = false, host = '127.0.0.1' }: ApiOptions): Promise<RunningSite> {
  const apiMain = join(root, 'api/dist/main.js');
  if (!existsSync(apiMain)) throw new Error('api/dist/main.js is missing: npm run build -w api');
  const port = wanted ?? (await freePort());
  const child = spawn(process.execPath, [apiMain], {
    stdio: ['ignore', showOutput ? 'inherit' : 'pipe', showOutput ? 'inherit' : 'pipe'],
    env: {
      ...(inheritEnv ? process.env : { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', JWT_SECRET: randomBytes(32).toString('hex') }),
      TULIA_PROFILE: 'demo',
      PORT: String(port),
      ...(host ? { HOST: host } : {}),
      SITE_DIR: siteDir,
      DATA_DIR: dataDir,
      ...env,
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-2000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  };
  const baseURL = `http://${host ?? 'localhost'}:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return { baseURL, stop, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the api did not start on port ${port}:\n${output.trim()}`);
}
