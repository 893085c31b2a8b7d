/**
 * Two (or more) teams releasing different remotes at the same moment, as separate processes on
 * one deployment folder: after hundreds of switches, every switch is in releases.json, every
 * team's last switch is what remotes.json points at, and the composed pages match remotes.json.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { readComposition } from '../compose';
import { readHistory, readRemotes } from '../deployment';
import { withDeploymentLock } from '../lock';
import { root } from '../layout';
import type { RemotePackage } from '../remote-packages';

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
}

function runWorker(deployDir: string, plan: TeamPlan, live: string | null): Promise<{ pkg: string; last: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'tools/deploy/src/concurrency/harness-worker.ts'), deployDir, plan.pkg, String(plan.switches), ...plan.versions], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, HARNESS_COMPOSE: plan.compose ? '1' : '0', ...(live ? { HARNESS_LIVE: live } : {}) },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(output) as { pkg: string; last: string }) : reject(new Error(`harness worker for ${plan.pkg} failed (exit ${code})`))));
  });
}

/** Whether the composed pages were composed from the versions remotes.json points at (read under the lock). */
async function composedMismatches(deployDir: string): Promise<number> {
  return withDeploymentLock(deployDir, () => {
    const composition = readComposition(deployDir);
    if (!composition) return 0;
    const remotes = readRemotes(deployDir);
    return composition.pages.filter((page) => page.owner !== 'shell' && remotes[page.owner]?.version !== page.version).length;
  });
}

export async function runHarness(deployDir: string, plans: readonly TeamPlan[]): Promise<HarnessResult> {
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
