// npm run release:harness -- [--switches 200] [--deploy-dir <dir>] [--target s3://bucket/prefix]
// The concurrency harness on a deployment folder with published builds: two teams switching
// mfe-admin-users and mfe-admin-content (hundreds of switches) while a third switches mfe-public
// (each switch composes the pages again). Prints what was lost; exits 1 if anything was.
// With --target, the same teams release against the object store, each process with its own
// mirror (each switch pulls, switches, pushes): the store's conditional writes are all that
// keeps them from losing each other's updates.
import { publishedVersions } from '../publish';
import { runHarness } from '../concurrency/harness';
import { withDeploymentTarget } from '../store/target';
import { commandLine, stringOption } from './args';

const { values, deployDir, target } = commandLine('Usage: npm run release:harness -- [--switches 200] [--deploy-dir <dir>] [--target s3://bucket/prefix]', { switches: { type: 'string' } });
const switches = Number(stringOption(values, 'switches') ?? '200');
// With a target, the published versions are those of the bucket (pulled into the mirror).
const plans = await withDeploymentTarget(target, deployDir, (dir) => {
  const two = (pkg: 'mfe-admin-users' | 'mfe-admin-content' | 'mfe-public') => {
    const versions = publishedVersions(dir, pkg).slice(0, 2);
    if (versions.length < 2) throw new Error(`${pkg} needs two published versions in ${target ?? dir} for the harness`);
    return versions;
  };
  return [
    { pkg: 'mfe-admin-users' as const, versions: two('mfe-admin-users'), switches },
    { pkg: 'mfe-admin-content' as const, versions: two('mfe-admin-content'), switches },
    { pkg: 'mfe-public' as const, versions: two('mfe-public'), switches: Math.max(2, Math.round(switches / 40)), compose: true },
  ];
});
const result = await runHarness(deployDir, plans, { target });
console.log(JSON.stringify(result, null, 2));
process.exit(result.lostRecords === 0 && result.lostPointers === 0 && result.composedMismatches === 0 ? 0 : 1);
