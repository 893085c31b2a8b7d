// npm run ci:team -- <team> [--plan] [--measure [--baseline <seconds>]]   (CI: .ci/team <team>)
// One team's pipeline for a change (docs/pipelines.md): what the change affects among the team's
// workspaces and their dependents (turbo --affected against the main branch), the team's
// end-to-end tests, then its release smoke test, staged in a throwaway deployment and never made
// live. The platform team's is `npm test` (everything) and the shell's smoke test.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumExecutable } from '../../../deploy/src/chromium';
import { root } from '../../../deploy/src/layout';
import { buildFolder } from '../../../deploy/src/publish';
import { publishWorkspace } from '../../../deploy/src/publish-workspace';
import { remotePackages } from '../../../deploy/src/remote-packages';
import { run } from '../run';
import { measure } from './measure';
import { ownershipProblems } from './ownership';
import { isTeamName, teamNamed, teamNames, type Team } from './teams';

const usage = `Usage: npm run ci:team -- <team> [--plan] [--measure [--baseline <seconds>]]
Teams: ${teamNames.join(', ')}
  --plan       print what the pipeline would run (turbo --dry=json), run nothing
  --measure    time this pipeline on a throwaway change to the team's folder, in a temporary
               git worktree, against a full npm test there (or against --baseline <seconds>)
TURBO_SCM_BASE: what the change is compared with (default: the merge base with origin/main, else main).
CI_LIVE_DEPLOY_DIR: a copy of the live deployment to stage the candidate in (default: one published from this workspace).`;

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { plan: { type: 'boolean' }, measure: { type: 'boolean' }, baseline: { type: 'string' }, help: { type: 'boolean' } },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    process.exit(2);
  }
})();
const name = positionals[0] ?? '';
if (values.help === true) {
  console.log(usage);
  process.exit(0);
}
if (!isTeamName(name) || positionals.length > 1) {
  console.error(usage);
  process.exit(2);
}
const team = teamNamed(name);

/** What turbo's --dry=json says about a task (only the fields read here). */
interface DryTask {
  taskId: string;
  command: string;
  cache: { status: string };
}

/** The commit the change is compared with: turbo's --affected reads TURBO_SCM_BASE. */
function scmBase(): string | null {
  if (process.env.TURBO_SCM_BASE) return process.env.TURBO_SCM_BASE;
  // On a pull request's clone `main` may not exist locally, `origin/main` does (fetched in full).
  for (const ref of ['origin/main', 'main']) {
    try {
      return execFileSync('git', ['merge-base', 'HEAD', ref], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      // That ref is not here; try the next.
    }
  }
  return null;
}

const base = scmBase();
const env: NodeJS.ProcessEnv = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', ...(base ? { TURBO_SCM_BASE: base } : {}) };

/** The team's workspaces and what depends on them, plus the e2e package (its own tests' folder may be the change). */
const affectedArgs = (own: Team): string[] => [
  'turbo',
  'run',
  'typecheck',
  'lint',
  'test',
  'build',
  '--affected',
  ...own.workspaces.map((workspace) => `--filter=${workspace}...`),
  '--filter=e2e',
];

/** What the e2e server and the smoke test publish: the shell, every remote and the api. */
const servedBuilds = ['turbo', 'run', 'build', '--filter=shell', '--filter=api', ...remotePackages.map((pkg) => `--filter=${pkg}`)];

const turboOptions = ['--output-logs=errors-only', '--concurrency=2'];

function plannedTasks(args: readonly string[]): DryTask[] {
  const output = execFileSync('npx', [...args, '--dry=json'], {
    cwd: root,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const dry = JSON.parse(output) as { tasks: DryTask[] };
  return dry.tasks.filter((task) => task.command !== '<NONEXISTENT>');
}

const e2eArgs = (own: Team): string[] => own.e2e.map((entry) => `tests/${entry}`);

/**
 * Stages each release unit with `npm run release -- <unit> --stage` in a throwaway deployment:
 * the same gate and smoke test as a release, and nothing made live anywhere (the release tools
 * have no dry run; staging into a folder that is then removed is the nearest to one).
 */
async function smokeTests(units: Team['releases'], runEnv: NodeJS.ProcessEnv): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'tulia-ci-deploy-'));
  const deployDir = join(scratch, 'deploy');
  try {
    const live = process.env.CI_LIVE_DEPLOY_DIR;
    if (live) {
      console.log(`  staging in a copy of ${live}`);
      cpSync(live, deployDir, { recursive: true });
    } else {
      console.log('  staging in a deployment published from this workspace (set CI_LIVE_DEPLOY_DIR to gate against what is live)');
      mkdirSync(deployDir);
      await publishWorkspace(deployDir, { quiet: true });
    }
    for (const unit of units) {
      await run('npm', ['run', 'release', '--', unit, '--stage', '--from-dir', buildFolder(unit), '--deploy-dir', deployDir], { cwd: root, env: runEnv });
    }
    console.log('  (the throwaway deployment is removed: nothing was made live and there is nothing to promote)');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const seconds = (started: number): string => `${((Date.now() - started) / 1000).toFixed(0)} s`;

interface Step {
  title: string;
  action: () => Promise<void>;
}

async function runSteps(steps: readonly Step[]): Promise<void> {
  const started = Date.now();
  const took: string[] = [];
  for (const [index, step] of steps.entries()) {
    console.log(`\n[ci ${team.name}] ${index + 1}/${steps.length} ${step.title}`);
    const stepStarted = Date.now();
    try {
      await step.action();
    } catch (error) {
      console.error(`\n[ci ${team.name}] ${step.title} failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
    took.push(`  ${step.title}: ${seconds(stepStarted)}`);
  }
  console.log(`\n[ci ${team.name}] passed in ${seconds(started)}\n${took.join('\n')}`);
}

function printPlan(tasks: readonly DryTask[] | null): void {
  console.log(`[ci ${team.name}] compared with ${base ?? 'nothing: no main branch here, so turbo selects everything'}`);
  if (tasks === null) {
    console.log('  turbo: everything (npm test: typecheck, lint, unit tests and builds of every package, then the whole end-to-end suite)');
  } else if (tasks.length === 0) {
    console.log('  turbo: nothing of this team is affected');
  } else {
    console.log(`  turbo: ${tasks.length} tasks`);
    for (const task of tasks) console.log(`    ${task.taskId} (${task.cache.status === 'HIT' ? 'cached' : 'runs'})`);
  }
  console.log(`  end-to-end: ${team.name === 'platform' ? 'all of e2e/tests' : e2eArgs(team).join(' ')}`);
  console.log(`  release smoke test (staged, never live): ${team.releases.join(', ')}`);
}

const problems = ownershipProblems(root);
if (problems.length > 0) {
  console.error('CODEOWNERS and the teams list (tools/bench/src/ci/teams.ts) disagree:');
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}

if (values.measure === true) {
  if (team.name === 'platform') {
    console.error('--measure times a remote team against the full npm test; the platform pipeline is that npm test.');
    process.exit(2);
  }
  const baseline = typeof values.baseline === 'string' ? Number(values.baseline) : undefined;
  if (baseline !== undefined && !(baseline > 0)) {
    console.error(`--baseline takes the seconds of a full npm test, not "${values.baseline}"`);
    process.exit(2);
  }
  process.exit(await measure(team, { baselineSeconds: baseline }));
}

const tasks = team.name === 'platform' ? null : plannedTasks(affectedArgs(team));
printPlan(tasks);
if (values.plan === true) process.exit(0);

let chromium: string;
try {
  chromium = chromiumExecutable();
} catch (error) {
  console.error(`The end-to-end tests and the smoke test need Chromium. ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const runEnv = { ...env, CHROMIUM_PATH: chromium };

if (team.name === 'platform') {
  await runSteps([
    { title: 'npm test: everything', action: () => run('npm', ['test'], { cwd: root, env: runEnv }) },
    { title: 'release smoke test of the shell (staged)', action: () => smokeTests(team.releases, runEnv) },
  ]);
} else {
  await runSteps([
    {
      title: 'affected: typecheck, lint, unit tests, builds',
      action: async () => {
        if (tasks && tasks.length > 0) await run('npx', [...affectedArgs(team), ...turboOptions], { cwd: root, env: runEnv });
        else console.log('  nothing to run');
      },
    },
    // Restored from turbo's cache when unchanged (CI keeps main's cache; docs/pipelines.md).
    { title: 'the builds the end-to-end server publishes', action: () => run('npx', [...servedBuilds, ...turboOptions], { cwd: root, env: runEnv }) },
    { title: `end-to-end: ${team.e2e.join(' ')}`, action: () => run('npm', ['run', 'e2e', '-w', 'e2e', '--', ...e2eArgs(team)], { cwd: root, env: runEnv }) },
    { title: `release smoke test of ${team.releases.join(', ')} (staged)`, action: () => smokeTests(team.releases, runEnv) },
  ]);
}
