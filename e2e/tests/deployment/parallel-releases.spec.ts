import { expect, test } from '@playwright/test';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readRemotesJson, runDeployCommand } from '../../support/deployment';
import { e2eDeployDir } from '../../support/environment';

// Teams release on their own cadence, sometimes at the same moment: two processes switch two
// admin remotes hundreds of times while a third switches mfe-public (each switch composes the
// pages again). Nothing is lost and the pages always match remotes.json.
test('concurrent releases of different remotes lose no record, no pointer, and keep the pages in step', async () => {
  test.setTimeout(300_000);
  const before = readRemotesJson();
  const stamp = Date.now();
  for (const pkg of ['mfe-admin-users', 'mfe-admin-content', 'mfe-public']) {
    const live = before[pkg]?.version ?? '';
    cpSync(join(e2eDeployDir, 'remotes', pkg, live), join(e2eDeployDir, 'remotes', pkg, `harness-${stamp}`), { recursive: true });
  }
  const outcome = runDeployCommand('harness', ['--switches', '200']);
  console.log(outcome.output);
  expect(outcome.status, outcome.output).toBe(0);
  const result = JSON.parse(outcome.output.slice(outcome.output.indexOf('{'))) as Record<string, number>;
  expect(result).toMatchObject({ lostRecords: 0, lostPointers: 0, composedMismatches: 0 });
  expect(result.recorded).toBe(result.switches);
  for (const pkg of ['mfe-admin-users', 'mfe-admin-content', 'mfe-public']) {
    const back = runDeployCommand('rollback', [pkg, '--to', before[pkg]?.version ?? '']);
    if (readRemotesJson()[pkg]?.version !== before[pkg]?.version) expect(back.status, back.output).toBe(0);
  }
  expect(readRemotesJson()).toEqual(before);
  const composed = JSON.parse(readFileSync(join(e2eDeployDir, 'composed.json'), 'utf8')) as { pages: { owner: string; version: string }[] };
  for (const page of composed.pages.filter((composedPage) => composedPage.owner !== 'shell')) expect(page.version).toBe(before[page.owner]?.version);
});
