// npm run rollback -- <remote> [--to <version>] [--deploy-dir <dir>]
// Points remotes.json back at the version that was live before the current one (or at --to).
import { parseArgs } from 'node:util';
import { composePublicPages, composesPages } from './compose/compose.mjs';
import { defaultDeployDir, pointRemote, publishedVersions, readRemotes, releaseHistory, remotePackages } from './deployment.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { to: { type: 'string' }, 'deploy-dir': { type: 'string' } },
});
const pkg = positionals[0];
if (!pkg || !(pkg in remotePackages)) {
  console.error(`Usage: npm run rollback -- <remote> [--to <version>]\nRemotes: ${Object.keys(remotePackages).join(', ')}`);
  process.exit(2);
}
const deployDir = values['deploy-dir'] ?? defaultDeployDir();
const current = readRemotes(deployDir)[pkg]?.version;
const lastPointing = releaseHistory(deployDir).filter((entry) => entry.remote === pkg && entry.version === current).at(-1);
const target = values.to ?? lastPointing?.previous;
if (!target || !publishedVersions(deployDir, pkg).includes(target)) {
  console.error(`No published version to roll back to (current ${current ?? 'none'}, target ${target ?? 'none'}).`);
  process.exit(1);
}
pointRemote(deployDir, pkg, { name: remotePackages[pkg], version: target, entry: `/remotes/${pkg}/${target}/mf-manifest.json` }, 'rollback');
if (composesPages(pkg)) await composePublicPages(deployDir);
console.log(`${pkg} now points at ${target} (was ${current}).`);
