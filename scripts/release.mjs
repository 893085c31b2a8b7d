// npm run release -- <remote> [--version <v>] [--deploy-dir <dir>]
// Builds one remote, publishes it as a new version folder beside the others and points
// remotes.json at it. The shell and the other remotes are not rebuilt or touched.
import { parseArgs } from 'node:util';
import { defaultDeployDir, pointRemote, publishRemote, remotePackages, root } from './deployment.mjs';
import { run } from './run.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { version: { type: 'string' }, 'deploy-dir': { type: 'string' } },
});
const pkg = positionals[0];
if (!pkg || !(pkg in remotePackages)) {
  console.error(`Usage: npm run release -- <remote> [--version <v>]\nRemotes: ${Object.keys(remotePackages).join(', ')}`);
  process.exit(2);
}
const deployDir = values['deploy-dir'] ?? defaultDeployDir();
const env = { ...process.env, ...(values.version ? { REMOTE_VERSION: values.version } : {}) };

await run('npx', ['turbo', 'run', 'build', `--filter=${pkg}`, '--output-logs=errors-only'], { cwd: root, env });
const release = publishRemote(deployDir, pkg, values.version);
const previous = pointRemote(deployDir, pkg, release, 'release');
console.log(`Released ${pkg} ${release.version} (was ${previous ?? 'none'}). Roll back with: npm run rollback -- ${pkg}`);
