// nginx (ops/nginx/tulia.conf, rendered by ops/nginx/render.sh) serving a folder synced from the
// bucket: the workspace's builds published to the store through withDeploymentTarget, pulled
// into another folder by syncFromTarget (`npm run release:sync`), and answered by nginx: the
// composed home page and a remote's file, with the bucket's bytes. Skipped, saying why, without
// /usr/sbin/nginx or without the builds (npx turbo run build).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../api-process';
import { root } from '../layout';
import { publishWorkspace } from '../publish-workspace';
import type { RemotesJson } from '../pointer';
import { storeFor, syncFromTarget, withDeploymentTarget } from './target';
import { startLocalS3, type LocalS3 } from './test-support/local-s3';

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const missing = !existsSync(NGINX)
  ? `${NGINX} not found (apt-get install -y nginx)`
  : ['shell', 'mfe-public'].some((pkg) => !existsSync(join(root, pkg, 'dist')))
    ? 'the workspace is not built (npx turbo run build)'
    : null;
if (missing) console.warn(`Skipping nginx serving a folder synced from the store: ${missing}`);

describe.skipIf(missing !== null)('nginx serving a folder synced from the object store', () => {
  const target = 's3://tulia-site/production';
  let server: LocalS3;
  let nginx: ChildProcess | undefined;
  const mirror = mkdtempSync(join(tmpdir(), 'tulia-publish-mirror-'));
  const site = mkdtempSync(join(tmpdir(), 'tulia-synced-site-'));
  const prefix = mkdtempSync(join(tmpdir(), 'tulia-nginx-store-'));
  let base = '';
  const stop = () => {
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGTERM');
  };

  beforeAll(async () => {
    server = await startLocalS3('tulia-site');
    Object.assign(process.env, server.env);
    await withDeploymentTarget(target, mirror, (dir) => publishWorkspace(dir, { quiet: true }), { quiet: true });
    await syncFromTarget(target, site);
    // nginx's workers run as nobody when started as root: they must be able to read it.
    for (const dir of [site, prefix]) chmodSync(dir, 0o755);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // No api behind it here: port 1 refuses, as a stopped instance does.
    const rendered = spawnSync('sh', [join(root, 'ops/nginx/render.sh'), join(prefix, 'conf')], { env: { ...process.env, SITE_DIR: site, LISTEN: `127.0.0.1:${port}`, API_UPSTREAMS: '127.0.0.1:1' }, encoding: 'utf8' });
    if (rendered.status !== 0) throw new Error(`render.sh failed: ${rendered.stderr}`);
    nginx = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'conf/nginx.conf'), '-e', join(prefix, 'error.log'), '-g', 'daemon off;'], { stdio: 'ignore' });
    process.once('exit', stop);
    const deadline = Date.now() + 15_000;
    for (;;) {
      if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}: ${existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : ''}`);
      if ((await fetch(`${base}/robots.txt`).catch(() => null))?.ok) break;
      if (Date.now() > deadline) throw new Error('nginx did not answer within 15 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 120_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve));
      stop();
      await exited;
    }
    process.removeListener('exit', stop);
    await server?.close();
    for (const dir of [mirror, site, prefix]) rmSync(dir, { recursive: true, force: true });
  });

  it('answers the composed home page and a remote\'s file with the bucket\'s bytes', async () => {
    const store = storeFor(target);
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    const page = await home.text();
    expect(page).toBe((await store.get('index.html'))?.body.toString('utf8'));
    expect(page).toMatch(/<h1[\s>]/);

    const remotes = JSON.parse((await store.get('remotes.json'))?.body.toString('utf8') ?? '{}') as RemotesJson;
    const entry = remotes['mfe-public']?.entry ?? '';
    expect(entry).toMatch(/^\/remotes\/mfe-public\/[^/]+\/mf-manifest\.json$/);
    const manifest = await fetch(`${base}${entry}`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.text()).toBe((await store.get(entry.slice(1)))?.body.toString('utf8'));
    // What nginx does not serve: the mirror's own state.
    expect((await fetch(`${base}/.store-state.json`)).status).toBe(404);
  });
});
