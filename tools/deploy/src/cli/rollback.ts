// npm run rollback -- <remote|shell> [--to <version>] [--force "<reason>"] [--deploy-dir <dir>] [--target s3://bucket/prefix]
// Points a remote (or the shell) back at the version live before, after the same gate as a
// release against what is live now: the previous version was checked against the shell of its
// day, which may have changed since. --force overrides a refusal and records the reason.
import { existsSync } from 'node:fs';
import { liveRemotesAndTargets, readHistory, readRemotes, switchRemote, switchShell, SwitchRefused } from '../deployment';
import { liveShell, remoteGateProblems, shellBuild, shellGateProblems } from '../gate/gate';
import { publicationOf, rollbackTarget } from '../history';
import { contentHash, liveShellVersion, versionFolder } from '../publish';
import { releaseRecord } from '../records';
import { isRemotePackage, remotePackages } from '../remote-packages';
import { withDeploymentTarget } from '../store/target';
import { commandLine, errorText, refuse, stringOption } from './args';

const usage = `Usage: npm run rollback -- <remote|shell> [--to <version>] [--force "<reason>"] [--deploy-dir <dir>] [--target s3://bucket/prefix]\nRemotes: ${remotePackages.join(', ')}`;
const { values, positionals, deployDir: deployOption, target } = commandLine(usage, { to: { type: 'string' }, force: { type: 'string' } });
const pkg = positionals[0] ?? '';
if (pkg !== 'shell' && !isRemotePackage(pkg)) {
  console.error(usage);
  process.exit(2);
}
const force = stringOption(values, 'force')?.trim();
if (values.force !== undefined && !force) {
  console.error('--force needs the reason, recorded in releases.json: --force "the shell fix is on its way"');
  process.exit(2);
}
await withDeploymentTarget(target, deployOption, async (deployDir) => {
  const history = readHistory(deployDir);
  const current = pkg === 'shell' ? liveShellVersion(deployDir) : (readRemotes(deployDir)[pkg]?.version ?? null);
  const target = stringOption(values, 'to') ?? rollbackTarget(history, pkg, current ?? undefined);
  const fail: (reason: string, details?: readonly string[]) => never = (reason, details = []) =>
    refuse(`Rollback of ${pkg}`, reason, details, `${pkg} stays at ${current ?? 'none'}; remotes.json, shell.json and releases.json are unchanged.`);
  if (!target) fail(`there is no version to roll back to (current ${current ?? 'none'})`);
  const folder = versionFolder(deployDir, pkg, target);
  if (!existsSync(folder)) fail(`${target} is not published (pruned, or never released)`);
  if (target === current) fail(`${target} is already live`);

  const started = Date.now();
  let problems: string[];
  let against: string;
  try {
    if (pkg === 'shell') {
      const candidate = shellBuild(folder, target, 'the shell to roll back to');
      const { live: liveRemotes, targets } = liveRemotesAndTargets(deployDir);
      problems = shellGateProblems(deployDir, candidate, liveRemotes, targets).problems;
      against = 'live remotes and rollback targets';
    } else {
      const shell = liveShell(deployDir);
      problems = remoteGateProblems({ pkg, folder, version: target }, shell);
      against = shell.version;
    }
  } catch (error) {
    problems = [errorText(error)];
    against = 'unknown';
  }
  if (problems.length > 0 && !force) fail(`${pkg} ${target} does not run with what is live now (--force "<reason>" to roll back anyway)`, problems);
  console.log(`  gate: ${problems.length === 0 ? 'passed' : `forced (${problems.length} problems)`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const publication = publicationOf(history, pkg, target);
  const record = releaseRecord({
    pkg,
    version: target,
    action: 'rollback',
    folder,
    contentHash: contentHash(folder, []),
    gate: problems.length === 0 ? { result: 'passed', against } : { result: 'forced', against, problems, reason: force },
    smoke: publication?.smoke ?? { result: 'skipped', reason: 'no record of its smoke test' },
    commit: publication?.commit ?? null,
  });
  try {
    if (pkg === 'shell') await switchShell(deployDir, target, { expected: current, record });
    else await switchRemote(deployDir, pkg, target, { expected: current, record });
  } catch (error) {
    if (error instanceof SwitchRefused) fail(error.message, error.problems);
    throw error;
  }
  console.log(`${pkg} now points at ${target} (was ${current ?? 'none'}).`);
});
