// npm run canary -- <remote> <version> [--weight 10] [--force "<reason>"]   start (or re-weigh) a canary
// npm run canary -- advance        10 → 25 → 50 → 100 %; at 100 the canary ends as `promote` would
// npm run canary -- drop [--reason "<why>"]
// npm run canary -- watch [--prometheus <url>] [--every <s>] [--once]
// npm run canary -- status
// A staged version of a public remote goes to a share of browsers, chosen by a bucket each
// browser draws once (canary/buckets.ts); the public pages they get are composed from it
// (canary/variant.ts). `watch` drops it, without a person, when Prometheus' rule for a failing
// remote version fires for it, and records the reason and the figures in releases.json.
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { dropCanary, readHistory, readRemotes, recordCanary, switchRemote, SwitchRefused } from '../deployment';
import { liveShell, remoteGateProblems } from '../gate/gate';
import { publicationOf, type CheckResult, type ReleaseRecord } from '../history';
import { contentHash, versionFolder } from '../publish';
import { releasedBy } from '../provenance';
import { releaseRecord, skipped } from '../records';
import { composesPages, isRemotePackage, isVersionName, remotePackages } from '../remote-packages';
import { dropReason, figuresOf, firingFor } from '../canary/analysis';
import { linkedBuckets } from '../canary/buckets';
import { isCanaryWeight, nextWeight, readCanary, type CanaryState } from '../canary/state';
import { withDeploymentTarget } from '../store/target';
import { commandLine, errorText, refuse, stringOption } from './args';

const usage = `Usage:
  npm run canary -- <remote> <version> [--weight 10] [--force "<reason>"]
  npm run canary -- advance | drop [--reason "<why>"] | status
  npm run canary -- watch [--prometheus http://127.0.0.1:9090] [--every 15] [--once]
  (each with [--deploy-dir <dir>] or [--target s3://bucket/prefix])
Public remotes: ${remotePackages.filter((pkg) => composesPages(pkg)).join(', ')}`;
const { values, positionals, deployDir: deployOption, target } = commandLine(usage, {
  weight: { type: 'string' },
  force: { type: 'string' },
  reason: { type: 'string' },
  prometheus: { type: 'string' },
  every: { type: 'string' },
  once: { type: 'boolean' },
});
const [command = ''] = positionals;
/** The deployment folder, or the mirror of the object store the command works on (store/target.ts). */
let deployDir = deployOption;
const onDeployment = <T>(work: () => Promise<T> | T): Promise<T> =>
  withDeploymentTarget(target, deployOption, (dir) => {
    deployDir = dir;
    return work();
  });

const record = (state: Pick<CanaryState, 'remote' | 'version' | 'stable'>, action: ReleaseRecord['action'], checks: { gate: CheckResult; smoke: CheckResult }, canary: ReleaseRecord['canary']): ReleaseRecord => {
  const folder = versionFolder(deployDir, state.remote, state.version);
  const publication = publicationOf(readHistory(deployDir), state.remote, state.version);
  return {
    ...releaseRecord({ pkg: state.remote, version: state.version, action, folder, contentHash: publication?.contentHash ?? contentHash(folder, []), ...checks, commit: publication?.commit ?? null }),
    previous: state.stable,
    ...(canary ? { canary } : {}),
  };
};

const running = (): CanaryState => {
  const canary = readCanary(deployDir);
  if (!canary) {
    console.error('No canary is running. Start one: npm run canary -- <remote> <version> --weight 10');
    process.exit(1);
  }
  return canary;
};

const prometheusUrl = stringOption(values, 'prometheus') ?? process.env.PROMETHEUS_URL ?? 'http://127.0.0.1:9090';

switch (command) {
  case 'advance':
    await onDeployment(advance);
    break;
  case 'drop':
    await onDeployment(drop);
    break;
  case 'watch':
    await watch();
    break;
  case 'status':
    await onDeployment(status);
    break;
  default:
    await onDeployment(() => start(command, positionals[1] ?? ''));
}

async function start(pkg: string, version: string): Promise<void> {
  if (!isRemotePackage(pkg) || !isVersionName(version)) {
    console.error(usage);
    process.exit(2);
  }
  const weight = Number(stringOption(values, 'weight') ?? '10');
  if (!isCanaryWeight(weight)) {
    console.error(`--weight is a whole per cent from 1 to 99 (100 is a promote: npm run canary -- advance)\n${usage}`);
    process.exit(2);
  }
  const force = stringOption(values, 'force')?.trim();
  if (values.force !== undefined && !force) {
    console.error('--force needs the reason, recorded in releases.json: --force "why this skips its checks"');
    process.exit(2);
  }
  const stable = readRemotes(deployDir)[pkg]?.version ?? null;
  const fail: (reason: string, details?: readonly string[]) => never = (reason, details = []) =>
    refuse(`Canary of ${pkg} ${version}`, reason, details, `Every browser stays on ${pkg} ${stable ?? 'none'}; remotes.json and releases.json are unchanged.`);
  if (!composesPages(pkg)) {
    fail(`${pkg} is a back-office remote: a handful of administrators make percentages meaningless. Preview it (open a page with ?preview=${pkg}@${version}), then npm run promote -- ${pkg} ${version}`);
  }
  const folder = versionFolder(deployDir, pkg, version);
  if (!existsSync(folder)) fail(`${version} is not published (stage it with: npm run release -- ${pkg} --stage)`);
  if (version === stable) fail(`${version} is already live for everybody`);

  // The same checks as promote, which a forced canary records instead of passing.
  const problems: string[] = [];
  const publication = publicationOf(readHistory(deployDir), pkg, version);
  if (!publication) problems.push(`${version} has no record of its checks in releases.json (stage it with: npm run release -- ${pkg} --stage)`);
  else if (publication.smoke.result !== 'passed') problems.push(`${version} was not smoke-tested (${publication.smoke.result})`);
  else if (contentHash(folder, []) !== publication.contentHash) problems.push(`the files of ${version} changed since they were checked (content hash differs)`);
  let shellVersion = 'unknown';
  try {
    const shell = liveShell(deployDir);
    shellVersion = shell.version;
    problems.push(...remoteGateProblems({ pkg, folder, version }, shell));
  } catch (error) {
    problems.push(errorText(error));
  }
  if (problems.length > 0 && !force) fail(`${pkg} ${version} did not pass its checks (--force "<reason>" to run the canary anyway)`, problems);
  const checks = {
    gate: problems.length === 0 ? { result: 'passed' as const, against: shellVersion } : { result: 'forced' as const, against: shellVersion, problems, reason: force },
    smoke: publication?.smoke ?? skipped('no record of its smoke test'),
  };
  const state = { remote: pkg, version, stable, weight, startedAt: new Date().toISOString(), by: releasedBy() };
  try {
    await recordCanary(deployDir, state, record(state, 'canary', checks, { weight, stable }));
  } catch (error) {
    if (error instanceof SwitchRefused) fail(error.message, error.problems);
    fail(errorText(error));
  }
  console.log(`${pkg} ${version} is in canary for ${weight} % of browsers (the others keep ${stable ?? 'none'}).`);
  console.log(`  Watch it: npm run canary -- watch    Advance it: npm run canary -- advance    Drop it: npm run canary -- drop`);
}

async function advance(): Promise<void> {
  const canary = running();
  const fail: (reason: string, details?: readonly string[]) => never = (reason, details = []) =>
    refuse(`Advance of the canary ${canary.remote} ${canary.version}`, reason, details, `It stays at ${canary.weight} %.`);
  try {
    const alert = await firingFor(prometheusUrl, canary.remote, canary.version);
    if (alert) fail(`its alert fires (since ${alert.activeAt}): drop it (npm run canary -- drop), or let watch drop it`);
  } catch (error) {
    console.warn(`  warning: Prometheus (${prometheusUrl}) could not be asked whether the canary fails: ${errorText(error)}`);
  }
  const weight = nextWeight(canary.weight);
  const publication = publicationOf(readHistory(deployDir), canary.remote, canary.version);
  const folder = versionFolder(deployDir, canary.remote, canary.version);
  const shell = liveShell(deployDir);
  const problems = remoteGateProblems({ pkg: canary.remote, folder, version: canary.version }, shell);
  if (problems.length > 0) fail(`${canary.version} does not run in ${shell.label}`, problems);
  const checks = { gate: { result: 'passed' as const, against: shell.version }, smoke: publication?.smoke ?? skipped('no record of its smoke test') };
  try {
    if (weight < 100) {
      await recordCanary(deployDir, { ...canary, weight }, record(canary, 'canary', checks, { weight, stable: canary.stable }));
      console.log(`${canary.remote} ${canary.version} is in canary for ${weight} % of browsers (was ${canary.weight} %).`);
      return;
    }
    // 100 %: a promote of the version in canary, which ends the canary.
    await switchRemote(deployDir, canary.remote, canary.version, {
      expected: canary.stable,
      record: record(canary, 'promote', checks, undefined),
      regate: { checkedAgainst: shell.version, check: () => remoteGateProblems({ pkg: canary.remote, folder, version: canary.version }, liveShell(deployDir)) },
    });
  } catch (error) {
    if (error instanceof SwitchRefused) fail(error.message, error.problems);
    fail(errorText(error));
  }
  console.log(`Promoted ${canary.remote} ${canary.version} (was ${canary.stable ?? 'none'}): the canary is over. Roll back with: npm run rollback -- ${canary.remote}`);
}

async function drop(): Promise<void> {
  const canary = running();
  const reason = stringOption(values, 'reason')?.trim() || `dropped by ${releasedBy()}`;
  const dropped = await dropCanary(deployDir, canary, (now) => record(now, 'canary-drop', { gate: skipped('dropped'), smoke: skipped('dropped') }, { weight: now.weight, stable: now.stable, reason }));
  if (dropped) console.log(`Dropped the canary ${dropped.remote} ${dropped.version}: every browser gets ${dropped.stable ?? 'none'}.`);
}

function status(): void {
  const canary = readCanary(deployDir);
  if (!canary) {
    console.log('No canary is running.');
    return;
  }
  console.log(`${canary.remote} ${canary.version}: ${canary.weight} % of browsers (${linkedBuckets(deployDir).length} of 100 buckets), since ${canary.startedAt}, by ${canary.by}; the others keep ${canary.stable ?? 'none'}.`);
}

/** Checks every --every seconds; drops the canary when its alert fires, then stops. */
async function watch(): Promise<void> {
  const every = Number(stringOption(values, 'every') ?? '15');
  if (!Number.isFinite(every) || every <= 0) {
    console.error(`--every is a number of seconds\n${usage}`);
    process.exit(2);
  }
  console.log(`Watching the canary with ${prometheusUrl} every ${every} s.`);
  for (;;) {
    // With a target, each look is a pull, and a drop is pushed like any other change.
    const outcome = await onDeployment(watchOnce);
    if (outcome !== 'running' || values.once === true) return;
    await sleep(every * 1000);
  }
}

/** One look at the canary: dropped when its alert fires. */
async function watchOnce(): Promise<'ended' | 'dropped' | 'running'> {
  const canary = readCanary(deployDir);
  if (!canary) {
    console.log('No canary is running: nothing to watch.');
    return 'ended';
  }
  try {
    const alert = await firingFor(prometheusUrl, canary.remote, canary.version);
    if (!alert) return 'running';
    const figures = await figuresOf(prometheusUrl, canary.remote).catch(() => ({}));
    const reason = dropReason(alert, figures, canary.version);
    const dropped = await dropCanary(deployDir, canary, (now) =>
      record(now, 'canary-drop', { gate: skipped('dropped by watch'), smoke: skipped('dropped by watch') }, { weight: now.weight, stable: now.stable, reason, numbers: figures }),
    );
    if (dropped) console.log(`[${new Date().toISOString()}] Dropped the canary ${canary.remote} ${canary.version}: ${reason}`);
    return dropped ? 'dropped' : 'running';
  } catch (error) {
    // Unobserved is not failing: the canary stays, and the watch keeps asking.
    console.error(`[${new Date().toISOString()}] Prometheus (${prometheusUrl}) could not be asked: ${errorText(error)}`);
    return 'running';
  }
}

