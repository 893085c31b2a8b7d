import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2eDeployDir, repoRoot } from './environment';

export interface ExtraServer {
  baseURL: string;
  stop: () => Promise<void>;
}

/**
 * A second server on the same published site with its own settings and a fresh database, for
 * tests that need the api configured differently (short token lifetimes, closed registration).
 */
export async function startServer(port: number, env: Record<string, string>): Promise<ExtraServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tulia-e2e-extra-'));
  const child: ChildProcess = spawn(process.execPath, [join(repoRoot, 'api/dist/main.js')], {
    stdio: 'ignore',
    env: {
      ...process.env,
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
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server on ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
