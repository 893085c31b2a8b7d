// The contact form's texts, word for word: tests compare them (those the api's answer page shows
// too live in the shared contract).
export { CONTACT_ERROR_TEXT, CONTACT_SUCCESS_TEXT, CRISIS_NOTICE_NOW_TEXT, CRISIS_NOTICE_TITLE, crisisNoticeReadText } from '@tulia/shared/contract';
export const LOADING_SUBJECTS_TEXT = 'Loading subjects...';
export const SENDING_TEXT = 'Sending Message...';
/** Logged when the server's answer carries no message. */
export const DEFAULT_SEND_FAILURE = 'Failed to send message';
/** Success and error messages go back to idle after this long. */
export const FEEDBACK_DURATION_MS = 5000;
/**
 * Not in the specification: shown while there is no connection (or after a send failed for
 * want of one), beside the specification's error text, which still appears for 5 seconds.
 */
export const OFFLINE_TITLE = 'No connection right now';
export const OFFLINE_TEXT = "Your message can't be sent yet. Everything you typed stays here: press Send Message again once you're back online.";

export const formReadText = (hours: string): string => `Our team reads these messages ${hours}.`;
