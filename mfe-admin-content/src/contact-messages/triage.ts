import type { ListFilterControl } from '@tulia/shared/admin';
import { CONTACT_MESSAGE_STATUSES, CONTACT_SUBJECTS, type ContactMessage, type ContactNoteKind, type RiskLevel, type RiskReason } from '@tulia/shared/contract';
import { formatDuration, statusFilterOptions, type SelectOption } from '@tulia/shared/ui';

// The words the back office uses for the triage of contact messages.

/** The Risk filter: calm words, 'all' first ('all' means no filter). */
const riskFilterOptions: SelectOption[] = [
  { value: 'all', label: 'All risk levels' },
  { value: 'high', label: 'High risk' },
  { value: 'elevated', label: 'Elevated risk' },
  { value: 'none', label: 'No risk flagged' },
];

const subjectFilterOptions: SelectOption[] = [
  { value: 'all', label: 'All subjects' },
  ...CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: subject })),
];

/** The list's filters, as they stand above the table. */
export const messageFilters: readonly ListFilterControl<'status' | 'risk' | 'subject'>[] = [
  { key: 'status', label: 'Filter by status', options: statusFilterOptions(CONTACT_MESSAGE_STATUSES) },
  { key: 'risk', label: 'Filter by risk', options: riskFilterOptions },
  { key: 'subject', label: 'Filter by subject', options: subjectFilterOptions },
];

export const riskLevelLabel: Record<RiskLevel, string> = { high: 'High (crisis)', elevated: 'Elevated', none: 'None' };

/**
 * Why the rules flagged a message, in plain words. Only the category is known: the api never
 * sends the words that matched, and the screen never guesses them.
 */
export const riskReasonLabel: Record<RiskReason, string> = {
  subject: 'Subject: Crisis Support',
  intent: 'Words about intent',
  means: 'Words about means',
  plan: 'Words about a plan or a time',
  farewell: 'Words of farewell',
  third_party: 'Someone else in immediate danger',
  self_harm: 'Words about self-harm',
  abuse: 'Abuse or violence disclosed',
  hopelessness: 'Words of hopelessness',
  burden: 'Feeling a burden to others',
  worry_other: 'Worry about someone else',
  wording: 'Worded like crisis messages',
  manual: 'Set by an administrator',
};

export const noteKindLabel: Record<ContactNoteKind, string> = {
  note: 'Note',
  called: 'Called',
  referred: 'Referred',
  emergency_services: 'Emergency services',
  safeguarding: 'Safeguarding',
  outcome: 'Outcome',
};

/** How close a waiting message is to its due time: amber past 75 % of the time allowed, red once due. */
export type ResponseUrgency = 'on_time' | 'due_soon' | 'overdue';

export interface WaitingTime {
  text: string;
  urgency: ResponseUrgency;
}

/** Waiting for a first response: none yet, and not closed. */
export const isWaiting = (message: Pick<ContactMessage, 'first_response_at' | 'status'>) => message.first_response_at === null && message.status !== 'closed';

const DUE_SOON_SHARE = 0.75;

/** 'waiting 3 h 12 min · due in 48 min' (or '· overdue by 20 min'); null once answered or closed. */
export function waitingTime(message: Pick<ContactMessage, 'first_response_at' | 'status' | 'created_at' | 'due_at'>, now: number): WaitingTime | null {
  if (!isWaiting(message)) return null;
  const created = Date.parse(message.created_at);
  const due = Date.parse(message.due_at);
  const waited = `waiting ${formatDuration(now - created)}`;
  if (now >= due) return { text: `${waited} · overdue by ${formatDuration(now - due)}`, urgency: 'overdue' };
  // Rounded up: a message due in 30 s is 'due in 1 min', never 'due in 0 min'.
  const left = Math.ceil((due - now) / 60_000) * 60_000;
  const share = due > created ? (now - created) / (due - created) : 1;
  return { text: `${waited} · due in ${formatDuration(left)}`, urgency: share >= DUE_SOON_SHARE ? 'due_soon' : 'on_time' };
}
