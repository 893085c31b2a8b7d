/**
 * Every change of what visitors load, made under the deployment's one lock: publishing a version
 * (versions.json), switching a remote or the shell (compare-and-swap on what the caller read,
 * history, and the public pages composed again when they hold that code), and pruning.
 */
import { rmSync } from 'node:fs';
import { closeCanary, CanaryRefused, openCanary, recomposeCanary } from './canary/variant';
import { readCanary, type CanaryState } from './canary/state';
import { composePublicPages } from './compose';
import { rollbackTarget, type ReleaseRecord } from './history';
import { deployFile, readJson, writeJsonAtomic } from './layout';
import { withDeploymentLock } from './lock';
import { PointerMoved, remoteEntryFor, switchPointer, type RemotesJson } from './pointer';
import { activateShell, liveShellVersion, versionFolder, writeVersionsList } from './publish';
import { composesPages, remoteNames, type RemotePackage } from './remote-packages';

export const readRemotes = (deployDir: string): RemotesJson => readJson<RemotesJson>(deployFile(deployDir, 'remotes'), {});
export const readHistory = (deployDir: string): ReleaseRecord[] => readJson<ReleaseRecord[]>(deployFile(deployDir, 'releases'), []);

export const appendHistory = (deployDir: string, record: ReleaseRecord): void => writeJsonAtomic(deployFile(deployDir, 'releases'), [...readHistory(deployDir), record]);

/** A published (or staged) version is listed for previews, and its checks recorded. */
export function recordPublication(deployDir: string, record: ReleaseRecord): Promise<void> {
  return withDeploymentLock(deployDir, () => {
    writeVersionsList(deployDir);
    appendHistory(deployDir, record);
  });
}

export interface SwitchOptions {
  /** The version the caller read as live when it began (compare-and-swap). */
  expected: string | null;
  record: ReleaseRecord;
  /** Compose the public pages after the switch (default: when the remote's code is in them). */
  compose?: boolean;
  /**
   * Called under the lock when the shell live now is not the one the caller checked against
   * (a shell was released meanwhile): the problems of the gate against it; any refuses the switch.
   */
  regate?: { checkedAgainst: string; check: () => string[] };
  quiet?: boolean;
}

export class SwitchRefused extends Error {
  constructor(message: string, readonly problems: string[] = []) {
    super(message);
  }
}

/** Points remotes.json at a published version of a remote, records it and recomposes; returns the version live before. */
export function switchRemote(deployDir: string, pkg: RemotePackage, version: string, options: SwitchOptions): Promise<string | null> {
  return withDeploymentLock(deployDir, async () => {
    if (options.regate) {
      const shellNow = liveShellVersion(deployDir);
      if (shellNow !== options.regate.checkedAgainst) {
        const problems = options.regate.check();
        if (problems.length > 0) throw new SwitchRefused(`the shell was switched to ${shellNow} meanwhile, and ${pkg} ${version} does not run in it`, problems);
      }
    }
    // A remote in canary moves only to its canary (the canary's end); dropping it comes first otherwise.
    const canary = readCanary(deployDir);
    if (canary?.remote === pkg && canary.version !== version) {
      throw new SwitchRefused(`${pkg} ${canary.version} is in canary at ${canary.weight} %: drop it first (npm run canary -- drop), then switch ${pkg} to ${version}`);
    }
    const remotes = readRemotes(deployDir);
    let next: RemotesJson;
    try {
      next = switchPointer(remotes, pkg, options.expected, remoteEntryFor(remoteNames[pkg], pkg, version));
    } catch (error) {
      if (error instanceof PointerMoved) throw new SwitchRefused(error.message);
      throw error;
    }
    writeJsonAtomic(deployFile(deployDir, 'remotes'), next);
    writeVersionsList(deployDir);
    appendHistory(deployDir, { ...options.record, previous: options.expected });
    if (options.compose ?? composesPages(pkg)) await composePublicPages(deployDir, { quiet: options.quiet });
    // The canary's version is everybody's now: its variant goes. Another remote switched: the variant follows.
    if (canary?.remote === pkg) closeCanary(deployDir);
    else if (canary && (options.compose ?? composesPages(pkg))) await recomposeCanary(deployDir, options.quiet);
    return options.expected;
  });
}

/** Makes a published shell the live one, records it and recomposes the pages with it. */
export function switchShell(deployDir: string, version: string, options: Omit<SwitchOptions, 'regate' | 'compose'>): Promise<string | null> {
  return withDeploymentLock(deployDir, async () => {
    const current = liveShellVersion(deployDir);
    if (current !== options.expected) throw new SwitchRefused(`the shell was switched from ${options.expected ?? 'none'} to ${current ?? 'none'} by someone else while this ran; nothing was switched. Run it again.`);
    activateShell(deployDir, version);
    appendHistory(deployDir, { ...options.record, previous: options.expected });
    await composePublicPages(deployDir, { quiet: options.quiet });
    await recomposeCanary(deployDir, options.quiet);
    return options.expected;
  });
}

/** Removes version folders under the lock (prune); never the version in canary. */
export function removeVersions(deployDir: string, folders: readonly string[]): Promise<void> {
  return withDeploymentLock(deployDir, () => {
    const canary = readCanary(deployDir);
    const kept = canary ? versionFolder(deployDir, canary.remote, canary.version) : null;
    for (const folder of folders) if (folder !== kept) rmSync(folder, { recursive: true, force: true });
    writeVersionsList(deployDir);
  });
}

/** The live version of every remote and where each would roll back to, for a shell's gate. */
export function liveRemotesAndTargets(deployDir: string): { live: Partial<Record<RemotePackage, string>>; targets: Partial<Record<RemotePackage, string>> } {
  const remotes = readRemotes(deployDir);
  const history = readHistory(deployDir);
  const live: Partial<Record<RemotePackage, string>> = {};
  const targets: Partial<Record<RemotePackage, string>> = {};
  for (const pkg of Object.keys(remoteNames) as RemotePackage[]) {
    const version = remotes[pkg]?.version;
    if (!version) continue;
    live[pkg] = version;
    const back = rollbackTarget(history, pkg, version);
    if (back) targets[pkg] = back;
  }
  return { live, targets };
}

/**
 * Starts a canary or changes its weight, and records it, under the lock. The live remotes.json
 * is not touched: the canary reaches browsers only through its variant (canary/variant.ts).
 */
export function recordCanary(deployDir: string, state: Omit<CanaryState, 'variant'>, record: ReleaseRecord): Promise<CanaryState> {
  return withDeploymentLock(deployDir, async () => {
    if (readRemotes(deployDir)[state.remote]?.version !== state.stable) throw new SwitchRefused(`${state.remote} was switched by someone else while this ran; nothing was changed. Run it again.`);
    let opened: CanaryState;
    try {
      opened = await openCanary(deployDir, state);
    } catch (error) {
      if (error instanceof CanaryRefused) throw new SwitchRefused(error.message);
      throw error;
    }
    appendHistory(deployDir, record);
    return opened;
  });
}

/**
 * Drops the canary (when it is still `expected`: a watch and a person may both act) and records
 * why. Returns the canary dropped, or null when there was none or another one runs now.
 */
export function dropCanary(deployDir: string, expected: Pick<CanaryState, 'remote' | 'version'> | null, record: (running: CanaryState) => ReleaseRecord): Promise<CanaryState | null> {
  return withDeploymentLock(deployDir, () => {
    const running = readCanary(deployDir);
    if (!running || (expected && (running.remote !== expected.remote || running.version !== expected.version))) return null;
    closeCanary(deployDir);
    appendHistory(deployDir, record(running));
    return running;
  });
}
