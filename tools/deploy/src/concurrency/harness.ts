/**
 * Two (or more) teams releasing different remotes at the same moment, as separate processes on
 * one deployment folder: after hundreds of switches, every switch is in releases.json, every
 * team's last switch is what remotes.json points at, and the composed pages match remotes.json.
 * With a target (s3://bucket/prefix), the processes share no folder and no lock, only the object
 * store: each has its own mirror, and only the conditional writes keep them from losing updates.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readComposition, type Composition } from '../compose';
import { readHistory, readRemotes } from '../deployment';
import type { ReleaseRecord } from '../history';
import { withDeploymentLock } from '../lock';
import { root } from '../layout';
import type { RemotesJson } from '../pointer';
import type { RemotePackage } from '../remote-packages';
import type { ObjectStore } from '../store/object-store';
import { storeFor } from '../store/target';

export interface TeamPlan {
  pkg: RemotePackage;
  versions: string[];
  switches: number;
  /** Compose the public pages after each switch (a public remote in a real deployment). */
  compose?: boolean;
}

export interface HarnessResult {
  switches: number;
  recorded: number;
  lostRecords: number;
  lostPointers: number;
  composedMismatches: number;
  seconds: number;
  /** Against an object store: conditional pointer writes refused (412) and merged again, in all. */
  retriedWrites?: number;
}

interface WorkerResult {
  pkg: string;
  last: string;
  retried: number;
}

function runWorker(deployDir: string, plan: TeamPlan, live: string | null, target?: string): Promise<WorkerResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'tools/deploy/src/concurrency/harness-worker.ts'), deployDir, plan.pkg, String(plan.switches), ...plan.versions], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, HARNESS_COMPOSE: plan.compose ? '1' : '0', ...(live ? { HARNESS_LIVE: live } : {}), ...(target ? { HARNESS_TARGET: target } : {}) },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(output) as WorkerResult) : reject(new Error(`harness worker for ${plan.pkg} failed (exit ${code})`))));
  });
}

const mismatchesOf = (composition: Composition | null, remotes: RemotesJson): number =>
  composition ? composition.pages.filter((page) => page.owner !== 'shell' && remotes[page.owner]?.version !== page.version).length : 0;

/** Whether the composed pages were composed from the versions remotes.json points at (read under the lock). */
const composedMismatches = (deployDir: string): Promise<number> => withDeploymentLock(deployDir, () => mismatchesOf(readComposition(deployDir), readRemotes(deployDir)));

async function storeJson<T>(store: ObjectStore, key: string, fallback: T): Promise<T> {
  const object = await store.get(key);
  return object ? (JSON.parse(object.body.toString('utf8')) as T) : fallback;
}

/**
 * The same figures read from an object store. Its pages are made consistent by each composing
 * command after its switch (store/composed-pages.ts), not under a lock: they are counted once
 * every team has finished.
 */
async function runOnStore(target: string, plans: readonly TeamPlan[]): Promise<HarnessResult> {
  const started = Date.now();
  const store = storeFor(target);
  const before = (await storeJson<ReleaseRecord[]>(store, 'releases.json', [])).length;
  const remotes = await storeJson<RemotesJson>(store, 'remotes.json', {});
  const mirrors = plans.map(() => mkdtempSync(join(tmpdir(), 'tulia-harness-mirror-')));
  try {
    const results = await Promise.all(plans.map((plan, index) => runWorker(mirrors[index] ?? '', plan, remotes[plan.pkg]?.version ?? null, target)));
    const switches = plans.reduce((sum, plan) => sum + plan.switches, 0);
    const recorded = (await storeJson<ReleaseRecord[]>(store, 'releases.json', [])).length - before;
    const after = await storeJson<RemotesJson>(store, 'remotes.json', {});
    return {
      switches,
      recorded,
      lostRecords: switches - recorded,
      lostPointers: results.filter((result) => after[result.pkg]?.version !== result.last).length,
      composedMismatches: mismatchesOf(await storeJson<Composition | null>(store, 'composed.json', null), after),
      seconds: (Date.now() - started) / 1000,
      retriedWrites: results.reduce((sum, result) => sum + result.retried, 0),
    };
  } finally {
    for (const mirror of mirrors) rmSync(mirror, { recursive: true, force: true });
  }
}

export async function runHarness(deployDir: string, plans: readonly TeamPlan[], options: { target?: string } = {}): Promise<HarnessResult> {
  if (options.target) return runOnStore(options.target, plans);
  const started = Date.now();
  const before = readHistory(deployDir).length;
  const remotes = readRemotes(deployDir);
  let mismatches = 0;
  let running = true;
  // Meanwhile, a reader checks that the pages always match remotes.json.
  const watcher = (async () => {
    while (running) {
      mismatches += await composedMismatches(deployDir);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  const results = await Promise.all(plans.map((plan) => runWorker(deployDir, plan, remotes[plan.pkg]?.version ?? null))).finally(() => {
    running = false;
  });
  await watcher;
  mismatches += await composedMismatches(deployDir);
  const switches = plans.reduce((sum, plan) => sum + plan.switches, 0);
  const recorded = readHistory(deployDir).length - before;
  const after = readRemotes(deployDir);
  return {
    switches,
    recorded,
    lostRecords: switches - recorded,
    lostPointers: results.filter((result) => after[result.pkg]?.version !== result.last).length,
    composedMismatches: mismatches,
    seconds: (Date.now() - started) / 1000,
  };
}
