// A canary through the object store: the variant's files and canary.json are objects; the bucket
// links, which a bucket cannot hold, are made again by the sync from canary.json, and taken away
// before the files of a dropped variant are.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { linkBuckets, linkedBuckets } from '../canary/buckets';
import { clearCanary, writeCanary, type CanaryState } from '../canary/state';
import { removeVariant } from '../canary/variant';
import { s3ClientFromEnv, s3Store } from './object-store';
import { syncFromTarget, withDeploymentTarget } from './target';
import { localS3Fixture, writeMirrorFile } from './test-support/store-fixture';

const bucket = 'tulia-canary-sync-test';
const target = `s3://${bucket}/site`;
const { folder } = localS3Fixture(bucket);
const write = writeMirrorFile;

describe('a canary in the object store', () => {
  const mirror = folder();
  const edge = folder();
  const state: CanaryState = { remote: 'mfe-public', version: '2', stable: '1', weight: 10, variant: 'mfe-public@2.a', startedAt: '2026-11-27T10:00:00Z', by: 'test' };
  const store = () => s3Store(s3ClientFromEnv(), { bucket, prefix: 'site' });

  it('reaches the edge whole: the variant uploaded as files, its links made by the sync', async () => {
    await withDeploymentTarget(target, mirror, (dir) => {
      write(dir, 'index.html', 'stable home');
      write(dir, 'remotes.json', '{"mfe-public":{"version":"1"}}');
      write(dir, 'variants/mfe-public@2.a/index.html', 'canary home');
      write(dir, 'variants/mfe-public@2.a/remotes.json', '{"mfe-public":{"version":"2"}}');
      writeCanary(dir, state);
      linkBuckets(dir, state.variant, state.weight);
    }, { quiet: true });
    // The links are not objects.
    expect(await store().get('variants/buckets/00/index.html')).toBeNull();
    expect((await store().get('variants/mfe-public@2.a/index.html'))?.body.toString()).toBe('canary home');

    await syncFromTarget(target, edge);
    expect(linkedBuckets(edge)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(readFileSync(join(edge, 'variants/buckets/05/remotes.json'), 'utf8')).toContain('"2"');
  });

  it('follows a new weight', async () => {
    await withDeploymentTarget(target, mirror, (dir) => {
      writeCanary(dir, { ...state, weight: 25 });
      linkBuckets(dir, state.variant, 25);
    }, { quiet: true });
    await syncFromTarget(target, edge);
    expect(linkedBuckets(edge)).toHaveLength(25);
  });

  it('dropped: the edge loses every link and then the variant, and serves the live site', async () => {
    await withDeploymentTarget(target, mirror, (dir) => {
      removeVariant(dir, state.variant);
      linkBuckets(dir, null, 0);
      clearCanary(dir);
    }, { quiet: true });
    // The end of a canary is a conditional write like its start: `{}`.
    expect(JSON.parse((await store().get('canary.json'))?.body.toString() ?? 'null')).toEqual({});
    expect(await store().get('variants/mfe-public@2.a/index.html')).toBeNull();
    await syncFromTarget(target, edge);
    expect(linkedBuckets(edge)).toEqual([]);
    expect(existsSync(join(edge, 'variants/mfe-public@2.a'))).toBe(false);
    expect(readFileSync(join(edge, 'index.html'), 'utf8')).toBe('stable home');
  });
});
