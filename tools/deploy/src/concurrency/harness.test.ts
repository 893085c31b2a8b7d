import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runHarness } from './harness';

// Two teams, two processes, one deployment folder: nothing may be lost (before the lock and the
// compare-and-swap, 2 × 500 switches kept 635 of 1,000 records, and 2 of 40 last pointers were lost).
describe('concurrent releases of different remotes', () => {
  const deployDir = mkdtempSync(join(tmpdir(), 'tulia-harness-'));
  for (const pkg of ['mfe-admin-users', 'mfe-admin-content']) {
    for (const version of ['1.0.0-a', '1.0.0-b']) {
      mkdirSync(join(deployDir, 'remotes', pkg, version), { recursive: true });
      writeFileSync(join(deployDir, 'remotes', pkg, version, 'mf-manifest.json'), '{}');
    }
  }
  afterAll(() => rmSync(deployDir, { recursive: true, force: true }));

  it('keeps every record and every last pointer', async () => {
    const result = await runHarness(deployDir, [
      { pkg: 'mfe-admin-users', versions: ['1.0.0-a', '1.0.0-b'], switches: 200 },
      { pkg: 'mfe-admin-content', versions: ['1.0.0-a', '1.0.0-b'], switches: 200 },
    ]);
    console.log(`concurrency harness: ${result.recorded}/${result.switches} records, ${result.lostPointers} lost pointers, ${result.seconds.toFixed(1)} s`);
    expect(result).toMatchObject({ switches: 400, recorded: 400, lostRecords: 0, lostPointers: 0 });
  }, 600_000); // Generous: two processes taking turns under a lock are slow on a busy two-core machine.
});
