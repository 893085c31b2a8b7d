/**
 * Failure reports of the federated remotes (docs/operations.md, "Browser failure reports"): the
 * shell tells the api, with navigator.sendBeacon, when a remote fails to load after its retries,
 * when a remote's render error is caught by its boundary, and when an uncaught error's stack points
 * into a remote's folder; and, about a second after a remote is first used by a page, which
 * remote versions it used (the denominator of the failure ratios: each remote once per page).
 * Not when the page is hidden only: a beacon sent while a page controlled by the offline helper
 * unloads is mostly lost in Chromium, which would make every returning visitor's page load vanish
 * from the denominator. Whatever is still waiting when the page is hidden goes then. A report holds names only: the remote and its version, the
 * shell build, the exposed module, where it failed, the error's name or federation code, and
 * whether a calm message was shown. Never an error's message or stack, an address, or anything
 * that tells visitors apart. Types only from the contract: its zod would weigh on every page.
 */
import type { ClientEventInput } from '@tulia/shared/contract';
import type { RemotePackage } from '../routes/route-table';

export type FailurePhase = 'manifest' | 'entry' | 'module' | 'render' | 'handler';

const ENDPOINT = '/api/client-events';

/**
 * The shell build: the file name of the shell's own entry chunk (content-hashed at build time),
 * so that a report names the shell without a build step or a request to learn it.
 */
export const shellBuild = (moduleUrl: string = import.meta.url): string =>
  (new URL(moduleUrl).pathname.split('/').pop() ?? 'shell')
    .replace(/\.js$/, '')
    .replace(/[^A-Za-z0-9._-]/g, '')
    .slice(0, 64) || 'shell';

// Federation runtime codes by where the load failed (@module-federation/error-codes).
const MANIFEST_CODES = ['RUNTIME-003', 'RUNTIME-007', 'RUNTIME-011', 'RUNTIME-013'];
const ENTRY_CODES = ['RUNTIME-001', 'RUNTIME-002', 'RUNTIME-004', 'RUNTIME-008', 'RUNTIME-015'];

const codeOf = (error: unknown): string | undefined => (error instanceof Error ? /\bRUNTIME-\d{3}\b/.exec(error.message)?.[0] : undefined);

/** Where a load failed: the remote's manifest, its entry, or the exposed module itself. */
export function loadPhaseOf(error: unknown): FailurePhase {
  const code = codeOf(error);
  if (code && MANIFEST_CODES.includes(code)) return 'manifest';
  if (code && ENTRY_CODES.includes(code)) return 'entry';
  return 'module';
}

/** The federation code, else the error's name: never its message. */
export function errorNameOf(error: unknown): string {
  const name = codeOf(error) ?? (error instanceof Error ? error.name : 'Error');
  return /^[A-Za-z][A-Za-z0-9_-]{0,39}$/.test(name) ? name : 'Error';
}

/** `/remotes/<remote>/<version>/` in a stack: the remote and version whose code threw. */
export function remoteInStack(stack: string | undefined): { remote: string; version: string } | null {
  const found = stack ? /\/remotes\/([a-z0-9][a-z0-9_-]{0,39})\/([A-Za-z0-9_][A-Za-z0-9_.+-]{0,63})\//.exec(stack) : null;
  return found?.[1] && found[2] ? { remote: found[1], version: found[2] } : null;
}

/** Sends a report if the browser can; a report that cannot go is dropped, never retried or stored. */
function send(report: ClientEventInput): void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  try {
    navigator.sendBeacon(ENDPOINT, JSON.stringify(report));
  } catch {
    // A refused beacon (too much queued, a page going away) is not worth an error of its own.
  }
}

/** What each failure report is sent once for, in this document. */
const reported = new Set<string>();
/** Remote → version used by this page and not yet counted. */
const used = new Map<string, string>();
/** Remotes this page has counted already: a page load counts once per remote. */
const counted = new Set<string>();
/** Long enough to count the remotes a page wakes together (its layout, its page, the chat) in one beacon. */
export const PAGE_REPORT_DELAY_MS = 1000;
let pageReportTimer: ReturnType<typeof setTimeout> | undefined;

export interface RemoteFailure {
  remote: RemotePackage | string;
  version: string;
  module?: string;
  phase: FailurePhase;
  error: unknown;
  calmMessageShown: boolean;
  /** Distinguishes failures that are each worth a report (a Retry that fails again). */
  attempt?: number;
}

/** Reports one failure of a remote, once per remote, version, module, phase, error and attempt. */
export function reportRemoteFailure(failure: RemoteFailure): void {
  const error = errorNameOf(failure.error);
  const key = [failure.remote, failure.version, failure.module ?? '', failure.phase, error, failure.attempt ?? 0].join('|');
  if (reported.has(key)) return;
  reported.add(key);
  const module = failure.module ? `./${failure.module.replace(/^\.\//, '')}` : undefined;
  send({
    kind: 'failure',
    remote: failure.remote,
    version: failure.version,
    shell: shellBuild(),
    ...(module ? { module } : {}),
    phase: failure.phase,
    error,
    calm_message_shown: failure.calmMessageShown,
  });
}

/** Notes that this page used a remote at a version: counted once, a moment later or when the page is hidden. */
export function noteRemoteUsed(remote: string, version: string): void {
  if (counted.has(remote)) return;
  used.set(remote, version);
  pageReportTimer ??= setTimeout(sendPageReport, PAGE_REPORT_DELAY_MS);
}

/** Sends the page beacon for the remotes used and not yet counted; nothing when there are none. */
export function sendPageReport(): void {
  clearTimeout(pageReportTimer);
  pageReportTimer = undefined;
  if (used.size === 0) return;
  const remotes = Object.fromEntries(used);
  for (const remote of used.keys()) counted.add(remote);
  used.clear();
  send({ kind: 'page', shell: shellBuild(), remotes });
}

/**
 * Starts the page-level reports: the page beacon each time the page is hidden (a visitor leaving,
 * switching apps or closing the tab: the last moment a phone reliably gives), and uncaught errors
 * and rejections thrown from a remote's code (a click handler), which no boundary sees.
 */
export function startFailureReports(target: Window = window): () => void {
  const onHidden = () => {
    if (target.document.visibilityState === 'hidden') sendPageReport();
  };
  const onError = (error: unknown) => {
    const where = remoteInStack(error instanceof Error ? error.stack : undefined);
    if (where) reportRemoteFailure({ ...where, phase: 'handler', error, calmMessageShown: false });
  };
  const onUncaught = (event: ErrorEvent) => onError(event.error);
  const onRejection = (event: PromiseRejectionEvent) => onError(event.reason);
  target.document.addEventListener('visibilitychange', onHidden);
  target.addEventListener('pagehide', sendPageReport);
  target.addEventListener('error', onUncaught);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.document.removeEventListener('visibilitychange', onHidden);
    target.removeEventListener('pagehide', sendPageReport);
    target.removeEventListener('error', onUncaught);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** Tests: forgets what was reported and used. */
export function resetFailureReports(): void {
  reported.clear();
  used.clear();
  counted.clear();
  clearTimeout(pageReportTimer);
  pageReportTimer = undefined;
}
