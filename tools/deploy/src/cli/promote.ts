// npm run promote -- <remote|shell> <version> [--deploy-dir <dir>] [--target s3://bucket/prefix]
// Makes a staged version live: the exact bytes that were checked (content hash), after the gate
// runs again against the shell live now. No rebuild, no browser: the switch takes under a second.
import { existsSync } from 'node:fs';
import { liveRemotesAndTargets, readHistory, readRemotes, switchRemote, switchShell, SwitchRefused } from '../deployment';
import { liveShell, remoteGateProblems, shellBuild, shellGateProblems } from '../gate/gate';
import { publicationOf } from '../history';
import { contentHash, liveShellVersion, versionFolder } from '../publish';
import { releaseRecord } from '../records';
import { isRemotePackage, isVersionName, remotePackages } from '../remote-packages';
import { withDeploymentTarget } from '../store/target';
import { commandLine, errorText, refuse } from './args';

const usage = `Usage: npm run promote -- <remote|shell> <version> [--deploy-dir <dir>] [--target s3://bucket/prefix]\nRemotes: ${remotePackages.join(', ')}`;
const { positionals, deployDir: deployOption, target } = commandLine(usage, {});
const [pkg = '', version = ''] = positionals;
if ((pkg !== 'shell' && !isRemotePackage(pkg)) || !isVersionName(version)) {
  console.error(usage);
  process.exit(2);
}
await withDeploymentTarget(target, deployOption, async (deployDir) => {
  const started = Date.now();
  const live = pkg === 'shell' ? liveShellVersion(deployDir) : (readRemotes(deployDir)[pkg]?.version ?? null);
  const fail: (reason: string, details?: readonly string[]) => never = (reason, details = []) =>
    refuse(`Promote of ${pkg} ${version}`, reason, details, `${pkg} stays at ${live ?? 'none'}; remotes.json, shell.json and releases.json are unchanged.`);

  const folder = versionFolder(deployDir, pkg, version);
  if (!existsSync(folder)) fail(`${version} is not published (stage it with: npm run release -- ${pkg} --stage)`);
  if (version === live) {
    console.log(`${pkg} ${version} is already live.`);
    process.exit(0);
  }
  const publication = publicationOf(readHistory(deployDir), pkg, version);
  if (!publication) fail(`${version} has no record of its checks in releases.json (stage it with: npm run release -- ${pkg} --stage)`);
  if (publication.smoke.result !== 'passed') fail(`${version} was not smoke-tested (${publication.smoke.result})`);
  if (contentHash(folder, []) !== publication.contentHash) fail(`the files of ${version} changed since they were checked (content hash differs)`);

  try {
    if (pkg === 'shell') {
      const candidate = shellBuild(folder, version, 'the candidate shell');
      const { live: liveRemotes, targets } = liveRemotesAndTargets(deployDir);
      const { problems } = shellGateProblems(deployDir, candidate, liveRemotes, targets);
      if (problems.length > 0) fail(`shell ${version} does not provide what the live remotes use`, problems);
      await switchShell(deployDir, version, { expected: live, record: { ...releaseRecord({ pkg, version, action: 'promote', folder, contentHash: publication.contentHash, gate: { result: 'passed', against: 'live remotes and rollback targets' }, smoke: publication.smoke }), commit: publication.commit } });
    } else {
      const shell = liveShell(deployDir);
      const problems = remoteGateProblems({ pkg, folder, version }, shell);
      if (problems.length > 0) fail(`${pkg} ${version} does not run in ${shell.label}`, problems);
      await switchRemote(deployDir, pkg, version, {
        expected: live,
        record: { ...releaseRecord({ pkg, version, action: 'promote', folder, contentHash: publication.contentHash, gate: { result: 'passed', against: shell.version }, smoke: publication.smoke }), commit: publication.commit },
        regate: { checkedAgainst: shell.version, check: () => remoteGateProblems({ pkg, folder, version }, liveShell(deployDir)) },
      });
    }
  } catch (error) {
    if (error instanceof SwitchRefused) fail(error.message, error.problems);
    fail(errorText(error));
  }
  console.log(`Promoted ${pkg} ${version} (was ${live ?? 'none'}) in ${((Date.now() - started) / 1000).toFixed(2)} s. Roll back with: npm run rollback -- ${pkg}`);
});
