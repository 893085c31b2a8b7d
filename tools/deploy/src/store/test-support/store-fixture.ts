/**
 * What the object store's tests share: the local S3 server for one bucket (started before the
 * file's tests, its environment set for the AWS client), throwaway mirror folders removed after,
 * and a writer of a mirror's files.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startLocalS3, type LocalS3 } from './local-s3';

export function localS3Fixture(bucket: string): { server: () => LocalS3; folder: () => string } {
  let server: LocalS3 | undefined;
  const folders: string[] = [];
  beforeAll(async () => {
    server = await startLocalS3(bucket);
    Object.assign(process.env, server.env);
  });
  afterAll(async () => {
    await server?.close();
    for (const made of folders) rmSync(made, { recursive: true, force: true });
  });
  return {
    server: () => {
      if (!server) throw new Error('the local S3 server is not started yet');
      return server;
    },
    folder: () => {
      const made = mkdtempSync(join(tmpdir(), 'tulia-mirror-'));
      folders.push(made);
      return made;
    },
  };
}

/** Writes a file of a mirror; an object is written as the release tools write JSON. */
export function writeMirrorFile(dir: string, key: string, content: string | object): void {
  mkdirSync(dirname(join(dir, key)), { recursive: true });
  writeFileSync(join(dir, key), typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`);
}
