/**
 * `npm run ci:team -- <team> --measure`: the target of per-team pipelines on this machine. In a
 * temporary git worktree (never this working tree) a throwaway line is added to a source file of
 * the team's folder; then `.ci/team <team>` and a full `npm test` run there, one after the other,
 * and both durations are printed with their ratio (target: at most one third).
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../deploy/src/api-process';
import { root } from '../../../deploy/src/layout';
import { remotePackages } from '../../../deploy/src/remote-packages';
import { run } from '../run';
import type { Team } from './teams';

const load = (): string =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function timed(title: string, action: () => Promise<void>): Promise<number> {
  console.log(`\n[measure] ${title} (load average ${load()})`);
  const started = Date.now();
  await action();
  const took = (Date.now() - started) / 1000;
  console.log(`[measure] ${title}: ${took.toFixed(0)} s`);
  return took;
}

/** The first source file of the team's folder, where the throwaway change goes. */
function sourceFile(worktree: string, team: Team): string {
  const folder = team.folders[0] ?? '';
  const files = execFileSync('git', ['ls-files', `${folder}src`], { cwd: worktree, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  const [file] = files;
  if (!file) throw new Error(`no source file in ${folder}src`);
  return file;
}

/** Returns the exit code: 0 when both ran (whatever the ratio), 1 when one of them failed. */
export async function measure(team: Team, options: { baselineSeconds?: number }): Promise<number> {
  const scratch = mkdtempSync(join(tmpdir(), 'tulia-ci-measure-'));
  const worktree = join(scratch, 'repo');
  const env: NodeJS.ProcessEnv = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
  try {
    await run('git', ['worktree', 'add', '--detach', worktree, 'HEAD'], { cwd: root });
    // The dependencies as installed here (workspace links are relative, so they point into the
    // worktree); turbo shares its local cache between the worktrees of one repository.
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces?: string[] };
    for (const folder of ['.', ...(manifest.workspaces ?? [])]) {
      const modules = join(root, folder, 'node_modules');
      if (existsSync(modules)) await run('cp', ['-a', modules, join(worktree, folder, 'node_modules')]);
    }

    // What a pull request's CI restores from main's turbo cache: not timed.
    const builds = ['--filter=shell', '--filter=api', ...remotePackages.map((pkg) => `--filter=${pkg}`)];
    await timed('warming the cache with the base commit (not counted)', async () => {
      await run('npx', ['turbo', 'run', 'build', ...builds, '--output-logs=errors-only', '--concurrency=2'], { cwd: worktree, env });
      // The tasks of what the team's workspaces depend on (turbo runs them first, from its cache).
      await run(
        'npx',
        [
          'turbo',
          'run',
          'typecheck',
          'build',
          ...team.workspaces.map((workspace) => `--filter=${workspace}^...`),
          '--output-logs=errors-only',
          '--concurrency=2',
        ],
        { cwd: worktree, env },
      );
    });

    const changed = sourceFile(worktree, team);
    appendFileSync(join(worktree, changed), '\n// A throwaway change: the per-team pipeline measurement (tools/bench/src/ci/measure.ts).\n');
    console.log(`\n[measure] changed ${changed} (uncommitted, in ${worktree})`);

    const teamSeconds = await timed(`.ci/team ${team.name}`, async () =>
      run('bash', ['.ci/team', team.name], { cwd: worktree, env: { ...env, TURBO_SCM_BASE: 'HEAD', E2E_PORT: String(await freePort()) } }),
    );
    // The full run reads no cache, as main's pipeline on a clean clone (.ci/run) builds everything.
    const fullSeconds =
      options.baselineSeconds ??
      (await timed('npm test (everything, turbo cache not read)', async () =>
        run('npm', ['test'], { cwd: worktree, env: { ...env, TURBO_FORCE: 'true', E2E_PORT: String(await freePort()) } }),
      ));

    const ratio = teamSeconds / fullSeconds;
    console.log(`\n[measure] a change to ${changed} only:`);
    console.log(`  .ci/team ${team.name}: ${teamSeconds.toFixed(0)} s`);
    console.log(`  npm test: ${fullSeconds.toFixed(0)} s${options.baselineSeconds === undefined ? '' : ' (given with --baseline)'}`);
    console.log(`  ratio ${ratio.toFixed(2)}: target at most 0.33, ${ratio <= 1 / 3 ? 'met' : 'missed'} (load average now ${load()})`);
    return 0;
  } catch (error) {
    console.error(`\n[measure] ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await run('git', ['worktree', 'remove', '--force', worktree], { cwd: root }).catch(() => undefined);
    rmSync(scratch, { recursive: true, force: true });
  }
}
