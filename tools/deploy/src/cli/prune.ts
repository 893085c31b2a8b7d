// npm run prune -- [--days 30] [--dry-run] [--deploy-dir <dir>] [--target s3://bucket/prefix]
// Removes published versions nobody can need any more. Kept: every version live at some moment
// in the last --days (an open tab may still load it), every rollback target, and every version
// published (staged) in that window. Everything else, remotes and shells, is removed.
import { statSync } from 'node:fs';
import { readHistory, readRemotes, removeVersions } from '../deployment';
import { prunableVersions } from '../prune-plan';
import { liveShellVersion, publishedVersions, versionFolder } from '../publish';
import { remotePackages, type RemotePackage } from '../remote-packages';
import { withDeploymentTarget } from '../store/target';
import { commandLine, stringOption } from './args';

const usage = 'Usage: npm run prune -- [--days 30] [--dry-run] [--deploy-dir <dir>] [--target s3://bucket/prefix]';
const { values, deployDir: deployOption, target } = commandLine(usage, { days: { type: 'string' }, 'dry-run': { type: 'boolean' } });
const days = Number(stringOption(values, 'days') ?? '30');
if (!Number.isFinite(days) || days < 1) {
  console.error(`--days must be a number of days (at least 1)\n${usage}`);
  process.exit(2);
}
const since = new Date(Date.now() - days * 86_400_000);
await withDeploymentTarget(target, deployOption, async (deployDir) => {
  const history = readHistory(deployDir);
  const remotes = readRemotes(deployDir);
  const doomed: string[] = [];
  for (const pkg of [...remotePackages, 'shell'] as (RemotePackage | 'shell')[]) {
    const live = pkg === 'shell' ? (liveShellVersion(deployDir) ?? undefined) : remotes[pkg]?.version;
    const published = publishedVersions(deployDir, pkg).map((version) => {
      const recorded = history.find((entry) => entry.remote === pkg && entry.version === version)?.at;
      return { version, publishedAt: recorded ? new Date(recorded) : statSync(versionFolder(deployDir, pkg, version)).mtime };
    });
    for (const version of prunableVersions({ pkg, live, published, history, since })) doomed.push(versionFolder(deployDir, pkg, version));
  }
  const label = (folder: string) => folder.slice(deployDir.length + 1);
  if (doomed.length === 0) console.log(`Nothing to prune: every published version was live, staged or a rollback target in the last ${days} days.`);
  else if (values['dry-run'] === true) console.log(`Would remove ${doomed.length} versions:\n${doomed.map((folder) => `  ${label(folder)}`).join('\n')}`);
  else {
    await removeVersions(deployDir, doomed);
    console.log(`Removed ${doomed.length} versions:\n${doomed.map((folder) => `  ${label(folder)}`).join('\n')}`);
  }
  // The shells' hashed assets stay in assets/ beside each other; a pruned shell's are few and
  // immutable, so they are kept: removing one a cached page still names would break that page.
});
