// npm run container:test: builds the api's container image without any container registry (a
// Debian base from mmdebstrap, Node.js from the npm registry) and proves it in a real container:
// a production start, healthy, not root, a contact message stored, a clean stop within the grace
// period, the image within its size budget (docs/container.md).
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { freePort } from '../api-process';
import { root } from '../layout';
import { contactRoundTrip, waitReady } from '../container/api-check';
import { buildBaseImage } from '../container/base-image';
import { stageContext } from '../container/context';
import { execOk, imageId, podman, podmanOk } from '../container/podman';
import { missingPrerequisites } from '../container/prerequisites';
import { apiImage, appUid, baseImage, containerfile, sizeBudgetMb, stopTimeoutSeconds } from '../container/settings';

const usage = `npm run container:test [-- --rebuild-base] [--no-cache] [--base-only]
  --rebuild-base  run mmdebstrap again even though ${baseImage} exists (fresh Debian updates)
  --no-cache      build the image without podman's layer cache
  --base-only     only make the base image (if missing) and stop: CI makes it while the tests run,
                  since it is mostly downloads`;

let options: { 'rebuild-base'?: boolean; 'no-cache'?: boolean; 'base-only'?: boolean; help?: boolean };
try {
  options = parseArgs({ options: { 'rebuild-base': { type: 'boolean' }, 'no-cache': { type: 'boolean' }, 'base-only': { type: 'boolean' }, help: { type: 'boolean' } } }).values;
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  process.exit(2);
}
if (options.help) {
  console.log(usage);
  process.exit(0);
}

const missing = missingPrerequisites();
if (missing) {
  console.error(missing);
  process.exit(1);
}

/** Undone in reverse order at the end, on a failure and on Ctrl-C. */
const undo: Array<() => Promise<unknown>> = [];
async function cleanUp(): Promise<void> {
  for (const step of undo.splice(0).reverse()) await step().catch((error: unknown) => console.error(`clean-up: ${String(error)}`));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void cleanUp().then(() => process.exit(130));
  });
}

const seconds = (since: number): number => (performance.now() - since) / 1000;
const figures: Array<[string, string]> = [];
const problems: string[] = [];
const step = (text: string): void => console.log(`\n== ${text}`);

try {
  // 1. The base image, made once: mmdebstrap downloads a few hundred packages' worth of Debian.
  const hadBase = (await imageId(baseImage)) !== null;
  if (hadBase && !options['rebuild-base']) {
    figures.push(['base image', `cached (${baseImage})`]);
  } else {
    step(`base image ${baseImage}: mmdebstrap bookworm minbase`);
    const started = performance.now();
    await buildBaseImage();
    figures.push(['base image', `built in ${seconds(started).toFixed(1)} s`]);
  }
  if (options['base-only']) {
    console.log(`\n${baseImage}: ${figures.at(-1)?.[1] ?? 'ready'}`);
    process.exit(0);
  }

  // 2. The build context: the built api, its production dependencies, Node.js.
  step('build context: api build, production dependencies, Node.js');
  const staging = performance.now();
  await execOk('npm', ['run', 'build', '-w', 'api', '--silent'], { cwd: root });
  const context = await stageContext();
  const hostNode = process.version.slice(1);
  if (hostNode !== context.nodeVersion) console.log(`  note: the image runs Node.js ${context.nodeVersion}, this machine ${hostNode}`);
  figures.push(['build context', `${seconds(staging).toFixed(1)} s (Node.js ${context.nodeVersion} ${context.nodeReused ? 'cached' : 'downloaded'}, dependencies ${context.dependenciesReused ? 'cached' : 'installed'})`]);

  // 3. The image. No network at all: the context holds everything, and nothing is pulled.
  step(`image ${apiImage}`);
  const previous = await imageId(apiImage);
  const building = performance.now();
  await podmanOk(['build', '--format', 'docker', '--pull=never', '--network', 'none', ...(options['no-cache'] ? ['--no-cache'] : []), '-f', containerfile, '-t', apiImage, context.dir], { show: true });
  figures.push(['image build', `${seconds(building).toFixed(1)} s`]);
  const current = await imageId(apiImage);
  // The image this build replaced, now untagged; its layers shared with the new one stay.
  if (previous && previous !== current) await podman(['rmi', previous]);

  const sizeMb = Number(await podmanOk(['image', 'inspect', '--format', '{{.Size}}', apiImage])) / 1e6;
  figures.push(['image size', `${sizeMb.toFixed(1)} MB (budget ${sizeBudgetMb} MB)`]);
  if (!(sizeMb <= sizeBudgetMb)) problems.push(`the image is ${sizeMb.toFixed(1)} MB, over its budget of ${sizeBudgetMb} MB`);

  // 4. A production start on a fresh volume, on loopback of the host network.
  step('run: production profile, a fresh volume');
  const name = `tulia-api-test-${randomBytes(4).toString('hex')}`;
  const volume = `${name}-data`;
  const port = await freePort();
  // The api's Prometheus listener (METRICS_PORT, 9464 by default) shares the host's network here.
  const metricsPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  await podmanOk(['volume', 'create', volume]);
  undo.push(() => podman(['volume', 'rm', '--force', volume]));
  undo.push(() => podman(['rm', '--force', '--time', '0', name]));
  let logsShown = false;
  const showLogs = async (): Promise<void> => {
    if (logsShown) return;
    logsShown = true;
    const logs = await podman(['logs', '--tail', '40', name]);
    console.error(`--- the container's last lines\n${logs.stdout}${logs.stderr}---`);
  };
  try {
    // -e NAME without a value passes this process's value: the secret is never on a command line.
    await podmanOk(
      ['run', '--detach', '--name', name, '--pull=never', '--network', 'host', '--volume', `${volume}:/data`, '--env', 'JWT_SECRET', '--env', `APP_URL=${baseUrl}`, '--env', `PORT=${port}`, '--env', 'HOST=127.0.0.1', '--env', `METRICS_PORT=${metricsPort}`, apiImage],
      { env: { JWT_SECRET: randomBytes(48).toString('base64url') } },
    );
    const running = async (): Promise<boolean> => (await podman(['inspect', '--format', '{{.State.Running}}', name])).stdout.trim() === 'true';
    const readyMs = await waitReady(baseUrl, 180_000, running);
    figures.push(['ready after start', `${(readyMs / 1000).toFixed(1)} s`]);

    const health = await podman(['healthcheck', 'run', name]);
    if (health.code !== 0) problems.push(`podman healthcheck run: exit ${health.code} ${health.stdout.trim()} ${health.stderr.trim()}`);
    const uid = await podmanOk(['exec', name, 'id', '-u']);
    if (uid === '0' || uid !== String(appUid)) problems.push(`the api runs as uid ${uid}, not ${appUid}`);
    const init = await podmanOk(['exec', name, 'cat', '/proc/1/comm']);
    if (init !== 'tini') problems.push(`PID 1 is ${init}, not tini`);
    const dataDir = await podmanOk(['exec', name, 'stat', '--format', '%u %a', '/data']);
    if (dataDir !== `${appUid} 700`) problems.push(`/data is '${dataDir}' (owner, mode), not '${appUid} 700'`);
    const { id, subject } = await contactRoundTrip(baseUrl);
    console.log(`  healthy, uid ${uid}, PID 1 ${init}, /data ${dataDir}; contact message ${id} (${subject}) stored and read back by the first administrator`);

    // 5. The stop an orchestrator does: SIGTERM, a drain, exit 0 well within the grace period.
    step(`stop: podman stop --time ${stopTimeoutSeconds}`);
    const stopping = performance.now();
    await podmanOk(['stop', '--time', String(stopTimeoutSeconds), name]);
    const stopSeconds = seconds(stopping);
    const exitCode = await podmanOk(['inspect', '--format', '{{.State.ExitCode}}', name]);
    figures.push(['stop', `${stopSeconds.toFixed(1)} s, exit ${exitCode}`]);
    if (exitCode !== '0') problems.push(`the container exited ${exitCode} on SIGTERM, not 0`);
    if (stopSeconds >= stopTimeoutSeconds) problems.push(`the stop took ${stopSeconds.toFixed(1)} s, not under ${stopTimeoutSeconds} s`);
    if (problems.length > 0) await showLogs();
  } catch (error) {
    await showLogs();
    throw error;
  }
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error));
} finally {
  await cleanUp();
}

console.log('\n== container test');
for (const [what, value] of figures) console.log(`  ${what.padEnd(18)} ${value}`);
if (problems.length > 0) {
  console.error(`\nFAILED:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(`\npassed: ${apiImage} (images kept for the next run's cache)`);
