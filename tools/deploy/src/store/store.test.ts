// The object store path against an S3-compatible server on this machine (test-support/local-s3.ts:
// s3rver behind a front that honours conditional writes, which s3rver alone does not).
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { pullMirror } from './mirror';
import { s3ClientFromEnv, s3Store, type ObjectStore } from './object-store';
import { PointerConflict } from './pointer-merge';
import { ImmutableConflict, pushMirror } from './push';
import { withDeploymentTarget } from './target';
import { localS3Fixture, writeMirrorFile } from './test-support/store-fixture';

const bucket = 'tulia-store-test';
const { server: localS3, folder } = localS3Fixture(bucket);
const write = writeMirrorFile;
const json = <T>(dir: string, key: string): T => JSON.parse(readFileSync(join(dir, key), 'utf8')) as T;
const storeAt = (prefix: string): ObjectStore => s3Store(s3ClientFromEnv(), { bucket, prefix });
const storeJson = async <T>(store: ObjectStore, key: string): Promise<T> => JSON.parse((await store.get(key))?.body.toString('utf8') ?? 'null') as T;
const entry = (pkg: string, version: string) => ({ name: pkg, version, entry: `/remotes/${pkg}/${version}/mf-manifest.json` });

describe('the S3-compatible server of the tests', () => {
  it('s3rver alone ignores If-None-Match and If-Match on PutObject; the front honours them', async () => {
    const bare = s3Store(new S3Client({ endpoint: localS3().s3rverEndpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }), { bucket, prefix: 'probe' });
    const headers = { contentType: 'text/plain', cacheControl: 'no-cache' };
    expect(await bare.put('k', Buffer.from('1'), { ...headers, ifAbsent: true })).not.toBeNull();
    expect(await bare.put('k', Buffer.from('2'), { ...headers, ifAbsent: true })).not.toBeNull(); // S3 would answer 412
    expect(await bare.put('k', Buffer.from('3'), { ...headers, ifMatch: '"0123"' })).not.toBeNull(); // S3 would answer 412

    const front = storeAt('probe');
    const first = await front.put('k2', Buffer.from('1'), { ...headers, ifAbsent: true });
    expect(first).not.toBeNull();
    expect(await front.put('k2', Buffer.from('2'), { ...headers, ifAbsent: true })).toBeNull();
    expect(await front.put('k2', Buffer.from('3'), { ...headers, ifMatch: '"0123"' })).toBeNull();
    expect(await front.put('k2', Buffer.from('4'), { ...headers, ifMatch: first?.etag })).not.toBeNull();
    expect((await front.get('k2'))?.body.toString()).toBe('4');
  });
});

describe('pushing a mirror to the store', () => {
  it('uploads a version folder once with its headers, and refuses other bytes under a published name', async () => {
    const store = storeAt('immutable');
    const [one, two, three] = [folder(), folder(), folder()];
    const pulled = await Promise.all([one, two, three].map((dir) => pullMirror(store, dir)));
    write(one, 'remotes/mfe-public/1.0.0-a/remoteEntry.js', 'export const a = 1;');
    write(one, 'remotes/mfe-public/1.0.0-a/assets/ui-abc.js', 'export const ui = 1;');
    expect((await pushMirror(store, one, pulled[0]!)).uploaded).toBe(2);

    const object = await fetch(`${localS3().endpoint}/${bucket}/immutable/remotes/mfe-public/1.0.0-a/assets/ui-abc.js`);
    expect(object.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(object.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    const entryFile = await fetch(`${localS3().endpoint}/${bucket}/immutable/remotes/mfe-public/1.0.0-a/remoteEntry.js`);
    expect(entryFile.headers.get('cache-control')).toBe('no-cache');

    // Another team published the same name with other bytes before it knew: refused.
    write(two, 'remotes/mfe-public/1.0.0-a/remoteEntry.js', 'export const a = 2;');
    await expect(pushMirror(store, two, pulled[1]!)).rejects.toThrow(ImmutableConflict);
    expect((await store.get('remotes/mfe-public/1.0.0-a/remoteEntry.js'))?.body.toString()).toBe('export const a = 1;');
    // The same bytes: the 412 is fine.
    write(three, 'remotes/mfe-public/1.0.0-a/remoteEntry.js', 'export const a = 1;');
    expect(await pushMirror(store, three, pulled[2]!)).toMatchObject({ uploaded: 0, alreadyThere: 1 });
  });

  it('writes a pointer file again on a fresh read when another writer wrote it between the read and the write', async () => {
    const store = storeAt('retry');
    const seed = folder();
    await withDeploymentTarget('s3://unused', seed, (dir) => {
      write(dir, 'remotes.json', { x: entry('x', '1'), y: entry('y', '1') });
      write(dir, 'releases.json', [{ remote: 'x', version: '1' }]);
    }, { store, quiet: true });

    // A store whose first write of each pointer file lets another team's write in just before it.
    const other = folder();
    let interposed = false;
    const racing: ObjectStore = {
      ...store,
      async put(key, body, options) {
        if (key === 'remotes.json' && !interposed) {
          interposed = true;
          await withDeploymentTarget('s3://unused', other, (dir) => {
            write(dir, 'remotes.json', { ...json<object>(dir, 'remotes.json'), y: entry('y', '2') });
            write(dir, 'releases.json', [...json<object[]>(dir, 'releases.json'), { remote: 'y', version: '2' }]);
          }, { store, quiet: true });
        }
        return store.put(key, body, options);
      },
    };
    let retries = 0;
    await withDeploymentTarget('s3://unused', folder(), (dir) => {
      write(dir, 'remotes.json', { ...json<object>(dir, 'remotes.json'), x: entry('x', '2') });
      write(dir, 'releases.json', [...json<object[]>(dir, 'releases.json'), { remote: 'x', version: '2' }]);
    }, { store: racing, quiet: true, onPush: (summary) => (retries = summary.pointerRetries) });

    expect(interposed).toBe(true);
    expect(retries).toBeGreaterThanOrEqual(2); // remotes.json and releases.json were each refused once
    expect(await storeJson(store, 'remotes.json')).toEqual({ x: entry('x', '2'), y: entry('y', '2') });
    expect(await storeJson(store, 'releases.json')).toEqual([{ remote: 'x', version: '1' }, { remote: 'y', version: '2' }, { remote: 'x', version: '2' }]);
  });

  it('refuses to switch a remote someone else switched since the read, and writes nothing of it', async () => {
    const store = storeAt('swap');
    await withDeploymentTarget('s3://unused', folder(), (dir) => {
      write(dir, 'remotes.json', { x: entry('x', '1') });
      write(dir, 'releases.json', []);
    }, { store, quiet: true });
    const [first, second] = [folder(), folder()];
    const pulled = [await pullMirror(store, first), await pullMirror(store, second)];
    for (const [dir, version] of [[first, '2'], [second, '3']] as const) {
      write(dir, 'remotes.json', { x: entry('x', version) });
      write(dir, 'releases.json', [{ remote: 'x', version }]);
    }
    await pushMirror(store, first, pulled[0]!);
    await expect(pushMirror(store, second, pulled[1]!)).rejects.toThrow(PointerConflict);
    expect(await storeJson(store, 'remotes.json')).toEqual({ x: entry('x', '2') });
    expect(await storeJson(store, 'releases.json')).toEqual([{ remote: 'x', version: '2' }]);
  });

  it('pulls only what changed, and deletes what a prune removed', async () => {
    const store = storeAt('prune');
    const dir = folder();
    await withDeploymentTarget('s3://unused', dir, (mirror) => {
      write(mirror, 'remotes/x/1/remoteEntry.js', 'one');
      write(mirror, 'remotes/x/2/remoteEntry.js', 'two');
      write(mirror, 'versions.json', { x: ['1', '2'] });
    }, { store, quiet: true });
    await withDeploymentTarget('s3://unused', folder(), (mirror) => {
      rmSync(join(mirror, 'remotes/x/1'), { recursive: true });
      write(mirror, 'versions.json', { x: ['2'] });
    }, { store, quiet: true });
    expect(await store.head('remotes/x/1/remoteEntry.js')).toBeNull();
    const pulled = await pullMirror(store, dir);
    expect(Object.keys(pulled.state.objects).sort()).toEqual(['remotes/x/2/remoteEntry.js', 'versions.json']);
    expect(json(dir, 'versions.json')).toEqual({ x: ['2'] });
  });
});
