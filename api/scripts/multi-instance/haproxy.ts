// The reverse proxy in front of the api instances: Debian's haproxy, configured in a temporary
// directory, run in the foreground and stopped by its PID.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { onCleanup, stopChild } from '../lib/processes';

export const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';

export function haproxyMissing(): string | null {
  return existsSync(HAPROXY) ? null : `${HAPROXY} not found: install the Debian package 'haproxy' (.ci/run does).`;
}

/** How often haproxy checks each instance, and after how many failures it takes one out. */
export const CHECK_INTERVAL_MS = 1000;
export const CHECK_FALL = 2;

/**
 * The configuration: round robin over the instances, each checked on /api/health/ready (an
 * instance that is starting or draining after SIGTERM leaves the rotation within
 * CHECK_INTERVAL_MS x CHECK_FALL, which its SHUTDOWN_DRAIN_MS must exceed), X-Forwarded-For
 * appended with the client's address, and an X-Request-Id given to every request; the
 * instances believe both because TRUST_PROXY names the proxy.
 */
export function haproxyConfig(listenPort: number, instancePorts: number[]): string {
  return [
    'global',
    '  maxconn 2000',
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  option http-server-close',
    '  timeout connect 5s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  retries 2',
    '  option redispatch',
    'frontend api',
    `  bind 127.0.0.1:${listenPort}`,
    // One id per request, in haproxy's log and the api's (docs/operations.md, "Request ids").
    '  unique-id-format %{+X}o%ci:%cp_%fi:%fp_%Ts_%rt:%pid',
    '  unique-id-header X-Request-Id',
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk GET /api/health/ready',
    '  http-check expect status 200',
    ...instancePorts.map((port, index) => `  server api${index + 1} 127.0.0.1:${port} check inter ${CHECK_INTERVAL_MS}ms fall ${CHECK_FALL} rise 2`),
    '',
  ].join('\n');
}

export interface Proxy {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts haproxy on `listenPort` in front of the instances and waits until it answers. */
export async function startHaproxy(listenPort: number, instancePorts: number[]): Promise<Proxy> {
  const dir = mkdtempSync('/tmp/tulia-haproxy.');
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(listenPort, instancePorts));
  // -db: foreground, no daemon; -W is not needed for one process.
  const child = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const proxy: Proxy = { base: `http://127.0.0.1:${listenPort}`, pid: child.pid ?? -1, stop: () => stopChild(child, 5000) };
  onCleanup(`stop haproxy (PID ${child.pid})`, async () => {
    await proxy.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}:\n${errors}`);
    try {
      if ((await fetch(`${proxy.base}/api/health`)).ok) return proxy;
    } catch {
      // Not listening yet, or no instance checked healthy yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`haproxy did not answer /api/health on port ${listenPort} within 20 s:\n${errors}`);
}
