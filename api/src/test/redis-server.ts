// A throwaway Redis (Debian's redis-server) for tests that need the limiter's shared store:
// no persistence, loopback only, stopped by its PID.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';

export const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

/** Why Redis tests cannot run here, or null when they can. */
export function redisMissing(): string | null {
  return existsSync(REDIS_SERVER) ? null : `${REDIS_SERVER} not found: install the Debian package 'redis-server' (.ci/run does) to run the shared-store tests.`;
}

export interface RedisServer {
  url: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/** A free TCP port on 127.0.0.1 (0: any the system gives). */
export function freeTcpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts redis-server on `port` (default: a free one) and waits until it accepts connections. */
export async function startRedis(port?: number): Promise<RedisServer> {
  const chosen = port ?? (await freeTcpPort());
  const child = spawn(REDIS_SERVER, ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const server: RedisServer = {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    pid: child.pid ?? -1,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await stopped(child);
    },
  };
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}: ${errors}`);
    if (await answers(chosen)) return server;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await server.stop();
  throw new Error(`redis-server did not accept connections on port ${chosen} within 10 s: ${errors}`);
}
