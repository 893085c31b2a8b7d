// The text of an on-call alert. It is built from counts, times and the back office's address
// only: nothing of the message (name, e-mail, phone, subject, words) is ever passed in, so an
// alert read on a lock screen or kept by a mail provider reveals nobody.

/** Why an address is alerted. */
export type AlertReason =
  /** A `high` message arrived out of staffed hours. */
  | 'arrival'
  /** Nobody acknowledged the alert of a message within ESCALATION_AFTER (the secondary list). */
  | 'escalation'
  /** More urgent messages came while this address was within its 15-minute limit. */
  | 'follow_up';

export interface AlertFacts {
  reason: AlertReason;
  /** The message this alert is about: its arrival (arrival), or the oldest unacknowledged one. */
  since: Date;
  /** `high` messages waiting for a first response, this one included. */
  waiting: number;
  /** The oldest of those. */
  oldestWaitingSince: Date | null;
  /** The Contact Messages screen filtered to high risk. */
  link: string;
  escalationMinutes: number;
  limitMinutes: number;
}

export interface AlertMail {
  subject: string;
  body: string;
}

const EAT_OFFSET_MS = 3 * 3600_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "02:14 EAT on Saturday 28 November 2026". A fixed +03:00: East Africa Time has no daylight
 * saving, and this needs no time-zone database (small-icu builds of Node lack one).
 */
export function eatTime(at: Date): string {
  const local = new Date(at.getTime() + EAT_OFFSET_MS);
  const hh = String(local.getUTCHours()).padStart(2, '0');
  const mm = String(local.getUTCMinutes()).padStart(2, '0');
  return `${hh}:${mm} EAT on ${WEEKDAYS[local.getUTCDay()]} ${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
}

/** The back office's Contact Messages screen, urgent messages only (the list reads `risk` from the address). */
export function backOfficeLink(appUrl: string): string {
  return `${appUrl.replace(/\/+$/, '')}/admin/contact-messages?risk=high`;
}

export function renderAlert(facts: AlertFacts): AlertMail {
  const waiting = facts.waiting === 1 ? '1 urgent message is' : `${facts.waiting} urgent messages are`;
  const opening: Record<AlertReason, string> = {
    arrival: `An urgent message reached the Tulia contact form out of staffed hours. It has been waiting since ${eatTime(facts.since)}.`,
    escalation: `An urgent message on the Tulia contact form has been waiting since ${eatTime(facts.since)}, and nobody on call has acknowledged it for ${facts.escalationMinutes} minutes. You are the second on-call list.`,
    follow_up: `More urgent messages reached the Tulia contact form since your last alert. The oldest one not acknowledged has been waiting since ${eatTime(facts.since)}.`,
  };
  const subject: Record<AlertReason, string> = {
    arrival: 'Tulia on-call: an urgent message is waiting',
    escalation: 'Tulia on-call: an urgent message is still not acknowledged',
    follow_up: 'Tulia on-call: urgent messages are waiting',
  };
  const lines = [
    opening[facts.reason],
    '',
    facts.oldestWaitingSince
      ? `In all, ${waiting} waiting for a first response; the oldest since ${eatTime(facts.oldestWaitingSince)}.`
      : `In all, ${waiting} waiting for a first response.`,
    '',
    `Open the back office (urgent messages first): ${facts.link}`,
    'Sign in, open the message and acknowledge the alert so that others know someone has it in hand.',
    '',
    'This alert holds nothing from the message on purpose: read it only in the back office.',
    `You get at most one alert every ${facts.limitMinutes} minutes; a later one counts what arrived in between.`,
  ];
  return { subject: subject[facts.reason], body: lines.join('\n') };
}
