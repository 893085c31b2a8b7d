// npm run release:harness -- [--switches 200] [--deploy-dir <dir>]
// The concurrency harness on a deployment folder with published builds: two teams switching
// mfe-admin-users and mfe-admin-content (hundreds of switches) while a third switches mfe-public
// (each switch composes the pages again). Prints what was lost; exits 1 if anything was.
import { publishedVersions } from '../publish';
import { runHarness } from '../concurrency/harness';
import { commandLine, stringOption } from './args';

const { values, deployDir } = commandLine('Usage: npm run release:harness -- [--switches 200] [--deploy-dir <dir>]', { switches: { type: 'string' } });
const switches = Number(stringOption(values, 'switches') ?? '200');
const two = (pkg: 'mfe-admin-users' | 'mfe-admin-content' | 'mfe-public') => {
  const versions = publishedVersions(deployDir, pkg).slice(0, 2);
  if (versions.length < 2) throw new Error(`${pkg} needs two published versions in ${deployDir} for the harness`);
  return versions;
};
const result = await runHarness(deployDir, [
  { pkg: 'mfe-admin-users', versions: two('mfe-admin-users'), switches },
  { pkg: 'mfe-admin-content', versions: two('mfe-admin-content'), switches },
  { pkg: 'mfe-public', versions: two('mfe-public'), switches: Math.max(2, Math.round(switches / 40)), compose: true },
]);
console.log(JSON.stringify(result, null, 2));
process.exit(result.lostRecords === 0 && result.lostPointers === 0 && result.composedMismatches === 0 ? 0 : 1);
