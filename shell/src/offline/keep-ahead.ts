/**
 * When the offline helper keeps the rest of the site (every public page and its code, the "warm"
 * set of the plan) ahead of need, and how it counts visits. Pure, for the worker and its tests;
 * the reasons are in docs/offline.md.
 */
import { wantsLessData, type ConnectionHints } from './less-data';

/** A navigation this long after the previous one starts a new visit. */
export const NEW_VISIT_AFTER_MS = 30 * 60 * 1000;
/** The visit from which a returning visitor's browser keeps the rest of the site unasked. */
export const RETURNING_VISIT = 3;

/**
 * All the worker remembers about the visitor: how many visits, when the last page was opened
 * (to tell a new visit from the next page of the same one) and whether they asked to keep the
 * site. Kept on the phone only, never sent anywhere.
 */
export interface VisitRecord {
  visits: number;
  lastPageAt: number;
  asked: boolean;
}

/** The record of a browser the worker has just been installed in: the visit that installed it is the first. */
export const firstVisit = (now: number): VisitRecord => ({ visits: 1, lastPageAt: now, asked: false });

/** The record after a public page was opened at `now`. */
export function pageOpened(record: VisitRecord, now: number): VisitRecord {
  const newVisit = now - record.lastPageAt > NEW_VISIT_AFTER_MS;
  return { ...record, visits: newVisit ? record.visits + 1 : record.visits, lastPageAt: Math.max(now, record.lastPageAt) };
}

/** A record as read back from storage (anything unreadable counts as none). */
export function readVisitRecord(data: unknown): VisitRecord | null {
  if (typeof data !== 'object' || data === null) return null;
  const { visits, lastPageAt, asked } = data as Record<string, unknown>;
  if (typeof visits !== 'number' || !Number.isInteger(visits) || visits < 1 || typeof lastPageAt !== 'number' || !Number.isFinite(lastPageAt)) return null;
  return { visits, lastPageAt, asked: asked === true };
}

export interface KeepAheadQuestion {
  /** The visitor pressed "Keep Tulia on this phone" just now. */
  askedNow: boolean;
  record: VisitRecord;
  connection: ConnectionHints | undefined;
}

/**
 * Whether to download the rest of the site now. Asked just now: yes, whatever the connection
 * (the control says what it costs, and the visitor chose). Otherwise never on Data Saver, 2G
 * or a metered connection; and then only for a visitor who asked before (a new release is kept
 * too) or who came back for a third visit.
 */
export function shouldKeepAhead({ askedNow, record, connection }: KeepAheadQuestion): boolean {
  if (askedNow) return true;
  if (wantsLessData(connection)) return false;
  return record.asked || record.visits >= RETURNING_VISIT;
}
