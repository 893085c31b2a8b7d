// The concurrency harness of the release work against the object store: three processes, each
// with its own mirror and no shared lock, switch three remotes at once through the store's
// conditional writes. 0 lost records, 0 lost pointers. HARNESS_SWITCHES=<n> switches per team (20).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runHarness } from '../concurrency/harness';
import { withDeploymentTarget } from './target';
import { startLocalS3, type LocalS3 } from './test-support/local-s3';

const target = 's3://tulia-harness/site';
const teams = ['mfe-admin-users', 'mfe-admin-content', 'mfe-admin-community'] as const;
const versions = ['1.0.0-a', '1.0.0-b'];
let server: LocalS3;
const seed = mkdtempSync(join(tmpdir(), 'tulia-harness-seed-'));

beforeAll(async () => {
  server = await startLocalS3('tulia-harness');
  Object.assign(process.env, server.env);
  await withDeploymentTarget(target, seed, (dir) => {
    for (const pkg of teams) {
      for (const version of versions) {
        mkdirSync(join(dir, 'remotes', pkg, version), { recursive: true });
        writeFileSync(join(dir, 'remotes', pkg, version, 'mf-manifest.json'), '{}');
      }
    }
    writeFileSync(join(dir, 'releases.json'), '[]\n');
  }, { quiet: true });
});
afterAll(async () => {
  await server.close();
  rmSync(seed, { recursive: true, force: true });
});

describe('concurrent releases of different remotes to an object store', () => {
  it('keeps every record and every last pointer', async () => {
    const switches = Number(process.env.HARNESS_SWITCHES ?? 20);
    const result = await runHarness(seed, teams.map((pkg) => ({ pkg, versions, switches })), { target });
    console.log(`concurrency harness against ${target} (s3rver + conditional writes): ${result.recorded}/${result.switches} records, ${result.lostRecords} lost records, ${result.lostPointers} lost pointers, ${result.retriedWrites ?? 0} conditional writes refused and merged again, ${result.seconds.toFixed(1)} s`);
    expect(result).toMatchObject({ switches: teams.length * switches, recorded: teams.length * switches, lostRecords: 0, lostPointers: 0 });
  }, 600_000); // Generous: a busy two-core machine is slow at this.
});
