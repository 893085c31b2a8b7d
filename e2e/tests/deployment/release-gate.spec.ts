import { expect, test } from '@playwright/test';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildWithSharedChange, readRemotesJson, readShellJson, runDeployCommand, shellDeploymentState } from '../../support/deployment';
import { e2eDeployDir } from '../../support/environment';

// The compatibility gate. A change to @tulia/shared used only in a click handler passes every
// test and the smoke test, and at run time reads `undefined` from the live shell's copy: only a
// check against what is live catches it, in every direction a switch can happen.
test.describe.configure({ mode: 'serial' });

const probe = 'export declare function toastSkewProbe(): void;\n';
const addProbe = (declarations: Record<string, string>) => {
  declarations['toast/index.d.ts'] = `${declarations['toast/index.d.ts'] ?? ''}${probe}`;
};
// As the declarations of a shared library without formatDate read: no declaration, no re-export.
const dropFormatDate = (declarations: Record<string, string>) => {
  for (const file of Object.keys(declarations)) {
    declarations[file] = (declarations[file] ?? '').replace(/export declare function formatDate\([^;]*;\n?/g, '').replace(/\bformatDate, /g, '');
  }
};
const refusedWith = (outcome: { status: number | null; output: string }, ...texts: string[]) => {
  expect(outcome.status, outcome.output).toBe(1);
  for (const text of texts) expect(outcome.output).toContain(text);
};

test('a shared change is checked against the live shell at release, stage, promote, rollback and the shell’s own release', async () => {
  test.setTimeout(600_000);
  const stamp = Date.now();
  const liveShell = readShellJson().version;
  const liveContent = readRemotesJson()['mfe-admin-content']?.version ?? '';
  const skewed = buildWithSharedChange('mfe-admin-content', `1.0.0+skew${stamp}`, addProbe, { toast: ['toastSkewProbe'] });
  const shellWithProbe = buildWithSharedChange('shell', `1.0.0+skew${stamp}`, addProbe);
  const shellWithoutFormatDate = buildWithSharedChange('shell', `1.0.0+drop${stamp}`, dropFormatDate);
  const plainContent = buildWithSharedChange('mfe-admin-content', `1.0.0+plain${stamp}`, () => undefined);
  try {
    // 1. A remote release that needs what the live shell lacks: refused by name, nothing changes.
    let before = shellDeploymentState();
    const started = Date.now();
    refusedWith(
      runDeployCommand('release', ['mfe-admin-content', '--from-dir', skewed, '--version', `skew-${stamp}`]),
      `@tulia/shared/toast: toastSkewProbe is not provided by the live shell ${liveShell}`,
    );
    console.log(`skewed remote refused in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(shellDeploymentState()).toEqual(before);

    // 2. A shell that drops a name a live remote imports: refused, naming the remote and the name.
    refusedWith(
      runDeployCommand('release', ['shell', '--from-dir', shellWithoutFormatDate, '--version', `drop-${stamp}`]),
      'mfe-admin-content',
      '@tulia/shared/ui: formatDate is not provided by the candidate shell',
    );
    expect(shellDeploymentState()).toEqual(before);

    // 3. The shell goes first with the new export: accepted; then the remote can be staged.
    let outcome = runDeployCommand('release', ['shell', '--from-dir', shellWithProbe, '--version', `probe-${stamp}`]);
    expect(outcome.status, outcome.output).toBe(0);
    expect(readShellJson().version).toBe(`probe-${stamp}`);
    outcome = runDeployCommand('release', ['mfe-admin-content', '--from-dir', skewed, '--version', `skew-${stamp}`, '--stage']);
    expect(outcome.status, outcome.output).toBe(0);
    expect(readRemotesJson()['mfe-admin-content']?.version).toBe(liveContent);
    const versions = JSON.parse(readFileSync(join(e2eDeployDir, 'versions.json'), 'utf8')) as Record<string, string[]>;
    expect(versions['mfe-admin-content']).toContain(`skew-${stamp}`);

    // 4. The shell is rolled back; promoting the staged version is then refused by name.
    outcome = runDeployCommand('rollback', ['shell']);
    expect(outcome.status, outcome.output).toBe(0);
    expect(readShellJson().version).toBe(liveShell);
    before = shellDeploymentState();
    refusedWith(
      runDeployCommand('promote', ['mfe-admin-content', `skew-${stamp}`]),
      `@tulia/shared/toast: toastSkewProbe is not provided by the live shell ${liveShell}`,
    );
    expect(shellDeploymentState()).toEqual(before);

    // 5. With the probe shell live again the skewed version is promoted, then replaced by a plain
    // one: it is now the rollback target, so a shell without the export is refused, and rolling
    // the remote back onto the old shell is refused too unless forced with a reason.
    expect(runDeployCommand('promote', ['shell', `probe-${stamp}`]).status).toBe(0);
    outcome = runDeployCommand('promote', ['mfe-admin-content', `skew-${stamp}`]);
    expect(outcome.status, outcome.output).toBe(0);
    outcome = runDeployCommand('release', ['mfe-admin-content', '--from-dir', plainContent, '--version', `plain-${stamp}`]);
    expect(outcome.status, outcome.output).toBe(0);
    before = shellDeploymentState();
    refusedWith(runDeployCommand('rollback', ['shell', '--to', liveShell]), 'toastSkewProbe');
    expect(shellDeploymentState()).toEqual(before);
    refusedWith(
      runDeployCommand('release', ['shell', '--from-dir', shellWithoutFormatDate, '--version', `drop2-${stamp}`]),
      `mfe-admin-content skew-${stamp} (rollback target)`,
      'toastSkewProbe',
    );
    expect(shellDeploymentState()).toEqual(before);

    // Back to the shell of the start: only possible once the remote no longer rolls back onto the probe.
    expect(runDeployCommand('rollback', ['mfe-admin-content', '--to', liveContent]).status).toBe(0);
    outcome = runDeployCommand('rollback', ['shell', '--to', liveShell]);
    expect(outcome.status, outcome.output).toBe(0);
    refusedWith(runDeployCommand('rollback', ['mfe-admin-content', '--to', `skew-${stamp}`]), 'toastSkewProbe');
    outcome = runDeployCommand('rollback', ['mfe-admin-content', '--to', `skew-${stamp}`, '--force', 'e2e: forced on purpose']);
    expect(outcome.status, outcome.output).toBe(0);
    const history = JSON.parse(readFileSync(join(e2eDeployDir, 'releases.json'), 'utf8')) as {
      action: string;
      version: string;
      gate: { result: string; reason?: string };
      by: string;
      commit: string | null;
    }[];
    const forced = history.at(-1);
    expect(forced).toMatchObject({ action: 'rollback', version: `skew-${stamp}`, gate: { result: 'forced', reason: 'e2e: forced on purpose' }, by: 'e2e' });
    // Leave the remote rolling back onto a version the live shell runs, as it was before.
    expect(runDeployCommand('rollback', ['mfe-admin-content', '--to', `plain-${stamp}`]).status).toBe(0);
    expect(runDeployCommand('rollback', ['mfe-admin-content', '--to', liveContent]).status).toBe(0);
  } finally {
    for (const folder of [skewed, shellWithProbe, shellWithoutFormatDate, plainContent]) rmSync(folder, { recursive: true, force: true });
  }
  expect(readShellJson().version).toBe(liveShell);
  expect(readRemotesJson()['mfe-admin-content']?.version).toBe(liveContent);
});

test('an unchanged release of every remote and of the shell is accepted (no false refusal)', async () => {
  test.setTimeout(600_000);
  const stamp = Date.now();
  const before = readRemotesJson();
  const shell = readShellJson().version;
  // The live builds under new version names: the gate and the smoke test must accept each of them.
  for (const pkg of ['shell', 'mfe-public', 'mfe-assessment', 'mfe-admin-users', 'mfe-admin-community', 'mfe-admin-content']) {
    const outcome = runDeployCommand('release', [
      pkg,
      '--from-dir',
      join(e2eDeployDir, pkg === 'shell' ? `shells/${shell}` : `remotes/${pkg}/${before[pkg]?.version}`),
      '--version',
      `same-${stamp}`,
      '--stage',
    ]);
    expect(outcome.status, `${pkg}: ${outcome.output}`).toBe(0);
  }
  expect(readRemotesJson()).toEqual(before);
  expect(readShellJson().version).toBe(shell);
});
