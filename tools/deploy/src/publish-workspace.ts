/**
 * Publishes the workspace's current builds (the shell and every remote) and makes them live in
 * one step under the lock, with no gate: what `npm start`, the e2e suite and the benchmark serve.
 * Releases go through `npm run release`, which checks against what is live.
 */
import { composePublicPages } from './compose';
import { readHistory, readRemotes } from './deployment';
import { deployFile, writeJsonAtomic } from './layout';
import { withDeploymentLock } from './lock';
import { remoteEntryFor } from './pointer';
import { activateShell, buildFolder, liveShellVersion, publishBuild, versionFolder, writeVersionsList } from './publish';
import { releaseRecord, skipped } from './records';
import { remoteNames, remotePackages } from './remote-packages';

export function publishWorkspace(deployDir: string, options: { compose?: boolean; quiet?: boolean } = {}): Promise<Record<string, string>> {
  return withDeploymentLock(deployDir, async () => {
    const records = [];
    const published: Record<string, string> = {};
    const check = skipped('published from the workspace, not released');
    const shell = publishBuild(deployDir, 'shell', buildFolder('shell'));
    const previousShell = liveShellVersion(deployDir);
    if (previousShell !== shell.version) {
      activateShell(deployDir, shell.version);
      records.push({ ...releaseRecord({ pkg: 'shell', version: shell.version, action: 'publish', folder: versionFolder(deployDir, 'shell', shell.version), contentHash: shell.contentHash, gate: check, smoke: check }), previous: previousShell });
    }
    published.shell = shell.version;
    const remotes = readRemotes(deployDir);
    for (const pkg of remotePackages) {
      const publication = publishBuild(deployDir, pkg, buildFolder(pkg));
      const previous = remotes[pkg]?.version ?? null;
      if (previous !== publication.version) {
        remotes[pkg] = remoteEntryFor(remoteNames[pkg], pkg, publication.version);
        records.push({ ...releaseRecord({ pkg, version: publication.version, action: 'publish', folder: versionFolder(deployDir, pkg, publication.version), contentHash: publication.contentHash, gate: check, smoke: check }), previous });
      }
      published[pkg] = publication.version;
    }
    writeJsonAtomic(deployFile(deployDir, 'remotes'), remotes);
    writeVersionsList(deployDir);
    writeJsonAtomic(deployFile(deployDir, 'releases'), [...readHistory(deployDir), ...records]);
    if (options.compose !== false) await composePublicPages(deployDir, { quiet: options.quiet });
    return published;
  });
}
