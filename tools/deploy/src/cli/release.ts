// npm run release -- <remote|shell> [--stage] [--version <v>] [--from-dir <build>] [--deploy-dir <dir>] [--target s3://bucket/prefix]
// Each step must pass before the next: 1. tests, 2. build, 3. the compatibility gate against
// what is live, 4. publish (not live) and smoke-test in the composed site, 5. switch (or, with
// --stage, only record it: preview it, then `npm run promote`). When a step fails, nothing
// visitors load changes: remotes.json, shell.json and releases.json stay byte-identical.
import { rmSync } from 'node:fs';
import { liveRemotesAndTargets, readRemotes, recordPublication, switchRemote, switchShell, SwitchRefused } from '../deployment';
import { liveShell, remoteGateProblems, shellBuild, shellGateProblems } from '../gate/gate';
import { root } from '../layout';
import { buildFolder, liveShellVersion, publishBuild, releaseVersion, versionFolder } from '../publish';
import { releaseRecord } from '../records';
import { remoteEntryFor } from '../pointer';
import { isRemotePackage, remoteNames, remotePackages, type RemotePackage } from '../remote-packages';
import { run } from '../run';
import { smokeTest } from '../smoke-test';
import { withDeploymentTarget } from '../store/target';
import { commandLine, errorText, refuse, stringOption } from './args';

const usage = `Usage: npm run release -- <remote|shell> [--stage] [--version <v>] [--from-dir <build>] [--deploy-dir <dir>] [--target s3://bucket/prefix]\nRemotes: ${remotePackages.join(', ')}`;
const { values, positionals, deployDir: deployOption, target } = commandLine(usage, {
  version: { type: 'string' },
  'from-dir': { type: 'string' },
  stage: { type: 'boolean' },
});
const pkg = positionals[0] ?? '';
if (pkg !== 'shell' && !isRemotePackage(pkg)) {
  console.error(usage);
  process.exit(2);
}
const explicitVersion = stringOption(values, 'version');
const fromDir = stringOption(values, 'from-dir');
const stage = values.stage === true;
await withDeploymentTarget(target, deployOption, async (deployDir) => {
  const live = pkg === 'shell' ? liveShellVersion(deployDir) : (readRemotes(deployDir)[pkg]?.version ?? null);
  const unchanged = `${pkg} stays at ${live ?? 'none'}; remotes.json, shell.json and releases.json are unchanged.`;
  const fail: (reason: string, details?: readonly string[]) => never = (reason, details = []) => refuse(`Release of ${pkg}`, reason, details, unchanged);
  const step = (text: string) => console.log(`\n[release ${pkg}] ${text}`);
  const message = errorText;
  const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', ...(explicitVersion && pkg !== 'shell' ? { REMOTE_VERSION: explicitVersion } : {}) };
  const turbo = (tasks: string[]) => ['turbo', 'run', ...tasks, `--filter=${pkg}`, '--output-logs=errors-only'];

  let dist: string;
  if (fromDir) {
    dist = fromDir;
    step(`1-2/5 releasing the build in ${dist} (its tests and build ran where it was made)`);
  } else {
    step('1/5 tests: typecheck, lint, unit tests');
    await run('npx', turbo(['typecheck', 'lint', 'test']), { cwd: root, env }).catch((error: unknown) => fail(`its tests failed (${message(error)})`));
    step('2/5 build');
    await run('npx', turbo(['build']), { cwd: root, env }).catch((error: unknown) => fail(`the build failed (${message(error)})`));
    dist = buildFolder(pkg);
  }

  const version = ((): string => {
    try {
      return releaseVersion(pkg, dist, explicitVersion);
    } catch (error) {
      return fail(message(error));
    }
  })();
  if (version === live && !stage) {
    console.log(`${pkg} ${version} is already live: nothing to release.`);
    process.exit(0);
  }

  if (pkg === 'shell') await releaseShell();
  else await releaseRemote(pkg);

  async function releaseRemote(remote: RemotePackage): Promise<void> {
    step(`3/5 compatibility with the live shell`);
    const started = Date.now();
    let shell;
    try {
      shell = liveShell(deployDir);
    } catch (error) {
      return fail(message(error));
    }
    const gateProblems = remoteGateProblems({ pkg: remote, folder: dist, version }, shell);
    const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
    if (gateProblems.length > 0) fail(`${remote} ${version} does not run in ${shell.label} (checked in ${took})`, gateProblems);
    console.log(`  compatible with ${shell.label} (${took})`);

    step(`4/5 publish ${version} (not live) and smoke-test it in the composed site`);
    let publication;
    try {
      publication = publishBuild(deployDir, remote, dist, explicitVersion);
    } catch (error) {
      return fail(message(error));
    }
    const folder = versionFolder(deployDir, remote, version);
    const release = remoteEntryFor(remoteNames[remote], remote, version);
    const smoke = await smokeTest(deployDir, { kind: 'remote', pkg: remote, release }, shell.provides);
    for (const warning of smoke.warnings) console.warn(`  warning: ${warning}`);
    if (smoke.problems.length > 0) {
      if (publication.created) rmSync(folder, { recursive: true, force: true });
      fail(`the smoke test of ${version} failed`, smoke.problems);
    }
    const record = releaseRecord({
      pkg: remote,
      version,
      action: stage ? 'stage' : 'release',
      folder,
      contentHash: publication.contentHash,
      gate: { result: 'passed', against: shell.version },
      smoke: { result: 'passed', against: `${smoke.routes} routes` },
    });
    if (stage) {
      await recordPublication(deployDir, record);
      console.log(`\nStaged ${remote} ${version} (live stays ${live ?? 'none'}).`);
      console.log(`  Preview it in one browser: open any page with ?preview=${remote}@${version}`);
      console.log(`  Make it live: npm run promote -- ${remote} ${version}`);
      return;
    }
    step('5/5 going live');
    try {
      await switchRemote(deployDir, remote, version, {
        expected: live,
        record,
        regate: { checkedAgainst: shell.version, check: () => remoteGateProblems({ pkg: remote, folder, version }, liveShell(deployDir)) },
      });
    } catch (error) {
      if (error instanceof SwitchRefused) fail(error.message, error.problems);
      throw error;
    }
    console.log(`Released ${remote} ${version} (was ${live ?? 'none'}). Roll back with: npm run rollback -- ${remote}`);
  }

  async function releaseShell(): Promise<void> {
    step('3/5 publish the candidate shell (not live) and check it against every live remote and rollback target');
    let publication;
    try {
      publication = publishBuild(deployDir, 'shell', dist, explicitVersion);
    } catch (error) {
      return fail(message(error));
    }
    const folder = versionFolder(deployDir, 'shell', version);
    const discard = () => {
      if (publication.created) rmSync(folder, { recursive: true, force: true });
    };
    const started = Date.now();
    const candidate = shellBuild(folder, version, 'the candidate shell');
    const { live: liveRemotes, targets } = liveRemotesAndTargets(deployDir);
    const { problems, checked } = shellGateProblems(deployDir, candidate, liveRemotes, targets);
    if (problems.length > 0) {
      discard();
      fail(`the candidate shell ${version} does not provide what the remotes use`, problems);
    }
    console.log(`  provides what ${checked.length} remote versions use (${((Date.now() - started) / 1000).toFixed(1)} s)`);

    step(`4/5 smoke test of shell ${version} with the live remotes on every route`);
    const smoke = await smokeTest(deployDir, { kind: 'shell', version }, candidate.provides);
    for (const warning of smoke.warnings) console.warn(`  warning: ${warning}`);
    if (smoke.problems.length > 0) {
      discard();
      fail(`the smoke test of shell ${version} failed`, smoke.problems);
    }
    const record = releaseRecord({
      pkg: 'shell',
      version,
      action: stage ? 'stage' : 'release',
      folder,
      contentHash: publication.contentHash,
      gate: { result: 'passed', against: checked.join(', ') },
      smoke: { result: 'passed', against: `${smoke.routes} routes` },
    });
    if (stage) {
      await recordPublication(deployDir, record);
      console.log(`\nStaged shell ${version}. Make it live: npm run promote -- shell ${version}`);
      return;
    }
    step('5/5 going live: the shell, then the public pages composed with it');
    try {
      await switchShell(deployDir, version, { expected: live, record });
    } catch (error) {
      if (error instanceof SwitchRefused) fail(error.message, error.problems);
      throw error;
    }
    console.log(`Released shell ${version} (was ${live ?? 'none'}). Roll back with: npm run rollback -- shell`);
  }
});
