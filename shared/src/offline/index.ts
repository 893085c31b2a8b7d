/**
 * The messages between a public page and the offline helper (the service worker, /sw.js): the
 * page asks what is kept, asks to keep the rest of the site, and names the pages and files it
 * used before the worker served it. Only the site's own addresses travel, never anything the
 * visitor typed or chose. Pure and tiny: bundled into each build (the shell's worker and page,
 * mfe-public's footer), not shared at run time. What is kept when: docs/offline.md.
 */

/** Every message carries this mark, so that either side ignores messages that are not its own. */
export const OFFLINE_MESSAGE_MARK = 'tulia-offline';

/**
 * The rest of the site (every public page and its code) on this phone:
 * - `offer`: not kept; the visitor may ask;
 * - `keeping`: being downloaded;
 * - `kept`: every file of the current release is kept;
 * - `failed`: the last attempt stopped (a lost connection, a full phone); the visitor may try again.
 */
export type KeepSiteState = 'offer' | 'keeping' | 'kept' | 'failed';

export type PageMessage =
  /** What is kept, answered with a `keep-status`. */
  | { mark: typeof OFFLINE_MESSAGE_MARK; kind: 'ask-keep-status' }
  /** The visitor asked to keep the rest of the site. */
  | { mark: typeof OFFLINE_MESSAGE_MARK; kind: 'keep-site' }
  /** Pages (paths, no query) and same-site files the page used that the worker did not see load. */
  | UsedMessage;

export interface UsedMessage {
  mark: typeof OFFLINE_MESSAGE_MARK;
  kind: 'used';
  pages: string[];
  files: string[];
}

export interface KeepStatusMessage {
  mark: typeof OFFLINE_MESSAGE_MARK;
  kind: 'keep-status';
  state: KeepSiteState;
  /** What keeping the rest of the site downloads at most (compressed, as the site sends it). */
  bytes: number;
}

export type WorkerMessage = KeepStatusMessage;

const keepStates: readonly string[] = ['offer', 'keeping', 'kept', 'failed'] satisfies KeepSiteState[];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

export function pageMessage(message: { kind: 'ask-keep-status' } | { kind: 'keep-site' } | Omit<UsedMessage, 'mark'>): PageMessage {
  return { mark: OFFLINE_MESSAGE_MARK, ...message };
}

export function keepStatusMessage(state: KeepSiteState, bytes: number): KeepStatusMessage {
  return { mark: OFFLINE_MESSAGE_MARK, kind: 'keep-status', state, bytes };
}

/** A message from a page, as the worker reads it (anything else is ignored). */
export function readPageMessage(data: unknown): PageMessage | null {
  if (!isRecord(data) || data.mark !== OFFLINE_MESSAGE_MARK) return null;
  if (data.kind === 'ask-keep-status' || data.kind === 'keep-site') return pageMessage({ kind: data.kind });
  if (data.kind === 'used' && isStringList(data.pages) && isStringList(data.files)) {
    return pageMessage({ kind: 'used', pages: data.pages, files: data.files });
  }
  return null;
}

/** A message from the worker, as a page reads it (anything else is ignored). */
export function readWorkerMessage(data: unknown): WorkerMessage | null {
  if (!isRecord(data) || data.mark !== OFFLINE_MESSAGE_MARK || data.kind !== 'keep-status') return null;
  const { state, bytes } = data;
  if (typeof state !== 'string' || !keepStates.includes(state) || typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return null;
  return keepStatusMessage(state as KeepSiteState, bytes);
}

/** A download size as a visitor reads it on a data bundle: "about 630 KB", "about 1.2 MB" (1 KB = 1000 bytes). */
export function aboutSize(bytes: number): string {
  if (bytes >= 950_000) return `about ${(Math.round(bytes / 100_000) / 10).toFixed(1)} MB`;
  if (bytes >= 100_000) return `about ${Math.round(bytes / 10_000) * 10} KB`;
  return `about ${Math.max(1, Math.round(bytes / 1000))} KB`;
}
