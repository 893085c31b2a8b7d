import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { apiRoot } from './paths';
import { newDataDir } from './test/harness';

// Acknowledged writes survive a SIGKILL of the server and a restart, on the embedded database.

/** The end of the server's stderr, for failure messages. */
let serverErrors = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${serverErrors}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become healthy: ${serverErrors}`);
}

function startServer(dataDir: string, port: number): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    SEED_DEMO: 'false',
    ADMIN_REGISTRATION: 'open',
  };
  // The embedded database is the one under test, whatever the suite runs against.
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: apiRoot, env, stdio: ['ignore', 'ignore', 'pipe'] });
  // Drained (a full pipe would block the server) and kept for the failure message.
  child.stderr?.on('data', (chunk: Buffer) => {
    serverErrors = (serverErrors + chunk.toString()).slice(-4000);
  });
  return child;
}


function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

describe('durability on the embedded database', () => {
  const dataDir = newDataDir();
  let child: ChildProcess | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null && child.pid) {
      child.kill('SIGTERM');
      await exited(child);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps what was acknowledged before a SIGKILL', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    child = startServer(dataDir, port);
    await waitForHealth(base, child);

    const json = { 'content-type': 'application/json' };
    const admin = { email: 'durable@example.org', username: 'durable', full_name: 'Durable Admin', phone: '1', password: 'longenough', admin_level: 'super_admin' };
    expect((await fetch(`${base}/api/auth/admin/register`, { method: 'POST', headers: json, body: JSON.stringify(admin) })).status).toBe(201);
    const login = await (await fetch(`${base}/api/auth/admin/login`, { method: 'POST', headers: json, body: JSON.stringify({ email: admin.email, password: admin.password }) })).json() as { access_token: string };
    const auth = { ...json, authorization: `Bearer ${login.access_token}` };
    const titles: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const title = `Durable resource ${i}`;
      const res = await fetch(`${base}/api/admin/resources`, { method: 'POST', headers: auth, body: JSON.stringify({ title, description: 'd', url: 'https://example.org' }) });
      expect(res.status).toBe(201);
      titles.push(title);
    }
    const contact = await fetch(`${base}/api/contact`, { method: 'POST', headers: json, body: JSON.stringify({ full_name: 'Last Write', email: 'last@example.org', subject: 'Other', message: 'Acknowledged just before the kill' }) });
    expect(contact.status).toBe(201);

    // No clean shutdown: the lock file stays behind, the database is not closed.
    child.kill('SIGKILL');
    await exited(child);
    expect(existsSync(join(dataDir, 'tulia.lock'))).toBe(true);

    child = startServer(dataDir, port);
    await waitForHealth(base, child);
    const again = await (await fetch(`${base}/api/auth/admin/login`, { method: 'POST', headers: json, body: JSON.stringify({ email: admin.email, password: admin.password }) })).json() as { access_token: string };
    const read = { authorization: `Bearer ${again.access_token}` };
    const resources = await (await fetch(`${base}/api/admin/resources?search=Durable`, { headers: read })).json() as { resources: { title: string }[] };
    expect(resources.resources.map((resource) => resource.title).sort()).toEqual(titles.sort());
    const messages = await (await fetch(`${base}/api/admin/contact-messages?search=Last%20Write`, { headers: read })).json() as { total: number };
    expect(messages.total).toBe(1);

    // A clean stop releases the lock.
    child.kill('SIGTERM');
    await exited(child);
    expect(existsSync(join(dataDir, 'tulia.lock'))).toBe(false);
  }, 180_000);
});
