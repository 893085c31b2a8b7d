import type { RiskLevel } from '@tulia/shared/contract';
import type { Config } from './config';

// The staffed-hours calendar (SUPPORT_HOURS) and the response targets on it (docs/crisis-triage.md).
//
// Times are computed with a fixed +03:00 offset: the hours are Africa/Nairobi's, and East
// Africa Time has had no daylight saving since 1942, so the offset never changes and the
// calendar needs no time-zone database (Node's small-icu builds may lack one).

const OFFSET_MS = 3 * 3600_000;
const DAY_MS = 24 * 3600_000;
const MINUTE_MS = 60_000;
/** The longest stretch a due time is looked for (a calendar whose closed dates cover years is refused by then). */
const SEARCH_DAYS = 3 * 366;

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** Minutes since local midnight: [start, end), end up to 24:00. */
export interface StaffedSpan {
  start: number;
  end: number;
}

export interface SupportHours {
  /** By local weekday (0 = Sunday), sorted, not overlapping. */
  weekly: readonly (readonly StaffedSpan[])[];
  /** Local dates (YYYY-MM-DD) with no staffed hours whatever the weekday. */
  closed: ReadonlySet<string>;
}

/** The site's office hours: Mon–Fri 8AM–6PM EAT. */
export const DEFAULT_SUPPORT_HOURS = 'Mon-Fri 08:00-18:00';

export class SupportHoursError extends Error {}

function clockMinutes(raw: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(raw);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

function weekdayOf(raw: string): number {
  const index = WEEKDAYS.findIndex((day) => day.toLowerCase() === raw.toLowerCase());
  if (index < 0) throw new SupportHoursError(`'${raw}' is not a day (use ${WEEKDAYS.join(', ')})`);
  return index;
}

/** `Mon-Fri`, `Sat`, `Mon,Wed,Fri`, `Fri-Mon` (wrapping round the week). */
function daysOf(raw: string): number[] {
  const days = new Set<number>();
  for (const part of raw.split(',')) {
    const [first = '', last, ...rest] = part.trim().split('-');
    if (rest.length > 0) throw new SupportHoursError(`'${part}' is not a day or a range of days`);
    const from = weekdayOf(first);
    const to = last === undefined ? from : weekdayOf(last);
    for (let day = from; ; day = (day + 1) % 7) {
      days.add(day);
      if (day === to) break;
    }
  }
  return [...days];
}

function spanOf(raw: string): StaffedSpan {
  const [startRaw = '', endRaw = '', ...rest] = raw.trim().split('-');
  const start = clockMinutes(startRaw.trim());
  const end = clockMinutes(endRaw.trim());
  if (rest.length > 0 || start === null || end === null) throw new SupportHoursError(`'${raw.trim()}' is not a time range like 08:00-18:00`);
  if (end <= start) throw new SupportHoursError(`'${raw.trim()}' ends before it starts (a range may not run past midnight: split it over two days)`);
  return { start, end };
}

function isCalendarDate(raw: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) return false;
  const date = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === raw;
}

/**
 * Reads SUPPORT_HOURS: clauses separated by ';', each either days and time ranges
 * (`Mon-Fri 08:00-18:00`, `Sat 09:00-12:00, 14:00-16:00`) or closed dates
 * (`closed 2026-12-25, 2026-12-26`). Throws a SupportHoursError naming what is wrong.
 */
export function parseSupportHours(raw: string): SupportHours {
  const weekly: StaffedSpan[][] = WEEKDAYS.map(() => []);
  const closed = new Set<string>();
  const clauses = raw
    .split(';')
    .map((clause) => clause.trim())
    .filter((clause) => clause !== '');
  for (const clause of clauses) {
    const match = /^(\S+)\s+(.+)$/.exec(clause);
    if (!match) throw new SupportHoursError(`'${clause}' needs days and hours (e.g. Mon-Fri 08:00-18:00) or 'closed' and dates`);
    const [, head = '', rest = ''] = match;
    if (head.toLowerCase() === 'closed') {
      for (const date of rest.split(',').map((entry) => entry.trim())) {
        if (!isCalendarDate(date)) throw new SupportHoursError(`'${date}' is not a date like 2026-12-25`);
        closed.add(date);
      }
      continue;
    }
    const spans = rest.split(',').map(spanOf);
    for (const day of daysOf(head)) weekly[day]?.push(...spans);
  }
  for (const [day, spans] of weekly.entries()) {
    spans.sort((a, b) => a.start - b.start);
    for (let i = 1; i < spans.length; i += 1) {
      const previous = spans[i - 1];
      const span = spans[i];
      if (previous && span && span.start < previous.end) throw new SupportHoursError(`the hours of ${WEEKDAYS[day]} overlap`);
    }
  }
  if (weekly.every((spans) => spans.length === 0)) throw new SupportHoursError('no staffed hours in the week');
  return { weekly, closed };
}

/** The local (EAT) midnight that starts the day of `at`, as a UTC instant, with that day's weekday and date. */
function localDayOf(at: number): { midnight: number; weekday: number; date: string } {
  const local = at + OFFSET_MS;
  const localMidnight = Math.floor(local / DAY_MS) * DAY_MS;
  const day = new Date(localMidnight);
  return { midnight: localMidnight - OFFSET_MS, weekday: day.getUTCDay(), date: day.toISOString().slice(0, 10) };
}

/** The staffed spans of the local day starting at `midnight`, as UTC instants (none on a closed date). */
function staffedSpansOf(hours: SupportHours, midnight: number): { start: number; end: number }[] {
  const { weekday, date } = localDayOf(midnight);
  if (hours.closed.has(date)) return [];
  return (hours.weekly[weekday] ?? []).map((span) => ({ start: midnight + span.start * MINUTE_MS, end: midnight + span.end * MINUTE_MS }));
}

export function isStaffed(hours: SupportHours, at: Date): boolean {
  const time = at.getTime();
  return staffedSpansOf(hours, localDayOf(time).midnight).some((span) => span.start <= time && time < span.end);
}

/** `from` plus `ms` of staffed time: the clock runs only in staffed hours. */
export function addStaffedTime(hours: SupportHours, from: Date, ms: number): Date {
  let remaining = ms;
  let cursor = from.getTime();
  if (remaining <= 0) return new Date(cursor);
  const firstMidnight = localDayOf(cursor).midnight;
  for (let day = 0; day < SEARCH_DAYS; day += 1) {
    for (const span of staffedSpansOf(hours, firstMidnight + day * DAY_MS)) {
      if (span.end <= cursor) continue;
      const start = Math.max(span.start, cursor);
      if (remaining <= span.end - start) return new Date(start + remaining);
      remaining -= span.end - start;
      cursor = span.end;
    }
  }
  throw new SupportHoursError(`no staffed hours within ${SEARCH_DAYS} days`);
}

/**
 * The same clock time `n` working days (days with staffed hours, not closed) after `from`: a
 * message of Friday 17:30 with n = 2 is due on Tuesday 17:30, one of Saturday on Tuesday too.
 */
export function addWorkingDays(hours: SupportHours, from: Date, n: number): Date {
  const time = from.getTime();
  if (n <= 0) return new Date(time);
  const firstMidnight = localDayOf(time).midnight;
  let counted = 0;
  for (let day = 1; day <= SEARCH_DAYS; day += 1) {
    if (staffedSpansOf(hours, firstMidnight + day * DAY_MS).length > 0) counted += 1;
    if (counted === n) return new Date(time + day * DAY_MS);
  }
  throw new SupportHoursError(`no ${n} working days within ${SEARCH_DAYS} days`);
}

/** The first-response targets by tier (RESPONSE_TARGET_*). */
export interface ResponseTargets {
  /** Staffed minutes. */
  highMinutes: number;
  elevatedMinutes: number;
  /** Working days. */
  noneDays: number;
}

export const RESPONSE_TARGET_DEFAULTS: ResponseTargets = { highMinutes: 60, elevatedMinutes: 8 * 60, noneDays: 2 };

/** When a first response to a message of this tier, arrived at `from`, is due. */
export function dueAtOf(config: Pick<Config, 'supportHours' | 'responseTargets'>, level: RiskLevel, from: Date): Date {
  const { supportHours, responseTargets } = config;
  if (level === 'high') return addStaffedTime(supportHours, from, responseTargets.highMinutes * MINUTE_MS);
  if (level === 'elevated') return addStaffedTime(supportHours, from, responseTargets.elevatedMinutes * MINUTE_MS);
  return addWorkingDays(supportHours, from, responseTargets.noneDays);
}

/** Outside SUPPORT_HOURS: nobody reads the form, so a `high` message alerts the on-call. */
export function isOutOfHours(config: Pick<Config, 'supportHours'>, at: Date): boolean {
  return !isStaffed(config.supportHours, at);
}
