/** releases.json: what each release, stage, promote and rollback did, and the facts to trust it by. */
import type { RemotePackage } from './remote-packages';

export type ReleaseAction = 'release' | 'stage' | 'promote' | 'rollback' | 'publish' | 'canary' | 'canary-drop';

/**
 * The actions that changed what every visitor loads (`publish`: the first deployment of
 * `npm start`). A canary reaches only some, and ends in a promote or a drop.
 */
const switchActions: readonly ReleaseAction[] = ['release', 'promote', 'rollback', 'publish'];
const isSwitch = (entry: ReleaseRecord): boolean => switchActions.includes(entry.action);

/** What a canary record says besides the version: its share of visitors, and why it was dropped. */
export interface CanaryFacts {
  weight: number;
  /** The version everybody else keeps. */
  stable: string | null;
  reason?: string;
  /** The figures the decision was made on (watch): failures and page loads of each version over 10 minutes. */
  numbers?: Record<string, { failures: number; loads: number; ratio: number | null }>;
}

export interface CheckResult {
  result: 'passed' | 'forced' | 'skipped';
  /** The shell version the gate checked against (remotes), or the remotes checked (shell). */
  against?: string;
  problems?: string[];
  reason?: string;
}

export interface ReleaseRecord {
  remote: RemotePackage | 'shell';
  version: string;
  /** The version live before (null for a stage, which switches nothing). */
  previous: string | null;
  action: ReleaseAction;
  at: string;
  by: string;
  commit: string | null;
  /** sha256 of the published folder: promote moves exactly these bytes. */
  contentHash: string;
  needs: { shared: string | null; react: string | null };
  gate: CheckResult;
  smoke: CheckResult;
  canary?: CanaryFacts;
}

/** The record that made `version` live most recently. */
export function lastSwitchTo(history: readonly ReleaseRecord[], pkg: string, version: string): ReleaseRecord | undefined {
  return history.filter((entry) => entry.remote === pkg && entry.version === version && isSwitch(entry)).at(-1);
}

/** Where `npm run rollback` goes: the version live before the current one. */
export function rollbackTarget(history: readonly ReleaseRecord[], pkg: string, current: string | undefined): string | null {
  if (!current) return null;
  return lastSwitchTo(history, pkg, current)?.previous ?? null;
}

/** The record of a published version's checks (its stage or release), for promote. */
export function publicationOf(history: readonly ReleaseRecord[], pkg: string, version: string): ReleaseRecord | undefined {
  return history.filter((entry) => entry.remote === pkg && entry.version === version && (entry.action === 'stage' || entry.action === 'release' || entry.action === 'publish')).at(-1);
}

/**
 * Versions that were live at some moment since `since` (open tabs may still run them), from the
 * switch history: the version live at `since`, and every version switched to afterwards,
 * a canary's included (some visitors ran it).
 */
export function versionsLiveSince(history: readonly ReleaseRecord[], pkg: string, since: Date, liveNow: string | undefined): Set<string> {
  const live = new Set<string>();
  if (liveNow) live.add(liveNow);
  for (const entry of history) {
    if (entry.remote === pkg && entry.action === 'canary' && new Date(entry.at) > since) live.add(entry.version);
  }
  const switches = history.filter((entry) => entry.remote === pkg && isSwitch(entry));
  let liveAtSince: string | null = null;
  for (const entry of switches) {
    if (new Date(entry.at) <= since) liveAtSince = entry.version;
    else {
      live.add(entry.version);
      if (entry.previous) live.add(entry.previous);
    }
  }
  if (liveAtSince) live.add(liveAtSince);
  return live;
}
