// npm run release -- <remote> [--version <v>] [--deploy-dir <dir>] [--from-dir <build>]
// Releases one remote safely. Each step must pass before the next:
//   1. its tests (typecheck, lint, unit tests), 2. its build,
//   3. the build exposes every module the shell's route table loads from it,
//   4. the version is published beside the others (not live) and smoke-tested in the composed
//      site in headless Chromium, 5. only then remotes.json points at it (and releases.json records it).
// When a step fails the live version stays: remotes.json and releases.json are not touched, the
// refused version folder is removed, the reason is printed and the exit code is 1.
// --from-dir releases a build made elsewhere (a CI artifact, or the e2e suite's tampered copies):
// steps 1 and 2 are skipped, the checks of steps 3 and 4 are not.
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  defaultDeployDir,
  pointRemote,
  publishedAs,
  publishRemote,
  readRemotes,
  releaseVersion,
  remotePackages,
  root,
  versionFolder,
} from './deployment.mjs';
import { composePublicPages, composesPages } from './compose/compose.mjs';
import { checkExposes } from './release/check-exposes.mjs';
import { shellNeeds } from './release/shell-needs.mjs';
import { smokeTest } from './release/smoke-test.mjs';
import { run } from './run.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { version: { type: 'string' }, 'deploy-dir': { type: 'string' }, 'from-dir': { type: 'string' } },
});
const pkg = positionals[0];
if (!pkg || !(pkg in remotePackages)) {
  console.error(
    `Usage: npm run release -- <remote> [--version <v>] [--deploy-dir <dir>] [--from-dir <build>]\nRemotes: ${Object.keys(remotePackages).join(', ')}`,
  );
  process.exit(2);
}
const deployDir = values['deploy-dir'] ?? defaultDeployDir();
const env = { ...process.env, ...(values.version ? { REMOTE_VERSION: values.version } : {}) };
const live = readRemotes(deployDir)[pkg]?.version ?? 'none';

/** Stops the release; nothing the visitors load has changed. */
function refuse(reason, details = []) {
  console.error(`\nRelease of ${pkg} refused: ${reason}`);
  for (const detail of details) console.error(`  - ${detail}`);
  console.error(`${pkg} stays at ${live}; remotes.json and releases.json are unchanged.`);
  process.exit(1);
}

const step = (text) => console.log(`\n[release ${pkg}] ${text}`);
const turbo = (task) => ['turbo', 'run', ...task, `--filter=${pkg}`, '--output-logs=errors-only'];

let dist;
if (values['from-dir']) {
  dist = resolve(values['from-dir']);
  step(`1-2/5 releasing the build in ${dist} (its tests and build ran where it was made)`);
} else {
  step('1/5 tests: typecheck, lint, unit tests');
  await run('npx', turbo(['typecheck', 'lint', 'test']), { cwd: root, env }).catch((error) => refuse(`its tests failed (${error.message})`));
  step('2/5 build');
  await run('npx', turbo(['build']), { cwd: root, env }).catch((error) => refuse(`the build failed (${error.message})`));
  dist = join(root, pkg, 'dist');
}

step('3/5 the build exposes what the shell loads from it');
const needs = await shellNeeds(pkg);
const missing = checkExposes(dist, remotePackages[pkg], needs.modules);
if (missing.length > 0) refuse("the build does not offer what the shell's route table needs", missing);

let version;
try {
  version = releaseVersion(pkg, dist, values.version);
} catch (error) {
  refuse(error.message);
}
// A folder this release did not create may be live or a rollback target: it is never removed.
const createdHere = !existsSync(versionFolder(deployDir, pkg, version));
if (!createdHere && !publishedAs(deployDir, pkg, version, dist)) {
  refuse(`version ${version} is already published with other content (published versions are never overwritten)`);
}
if (version === live) {
  // Recording it again would make rollback "return" to the very same version.
  console.log(`${pkg} ${version} is already live: nothing to release.`);
  process.exit(0);
}

step(`4/5 smoke test of ${version} in the composed site (${needs.routes.map((route) => route.path).join(', ')})`);
const release = publishRemote(deployDir, pkg, version, dist);
const { problems, warnings } = await smokeTest({ deployDir, pkg, release, needs });
for (const warning of warnings) console.warn(`  warning: ${warning}`);
if (problems.length > 0) {
  if (createdHere) rmSync(versionFolder(deployDir, pkg, version), { recursive: true, force: true });
  refuse(`the smoke test of ${version} failed`, problems);
}

step('5/5 going live');
const previous = pointRemote(deployDir, pkg, release, 'release');
// The public pages' HTML comes from their owners: compose it again with the new version.
if (composesPages(pkg)) await composePublicPages(deployDir);
console.log(`Released ${pkg} ${release.version} (was ${previous ?? 'none'}). Roll back with: npm run rollback -- ${pkg}`);
