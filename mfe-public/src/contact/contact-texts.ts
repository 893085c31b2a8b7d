// Public §8 and §4: the contact form's texts, exactly as the specification prints them.
export const CONTACT_SUCCESS_TEXT =
  "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.";
export const CONTACT_ERROR_TEXT =
  'Sorry, there was an error sending your message. Please try again or contact us directly.';
export const LOADING_SUBJECTS_TEXT = 'Loading subjects...';
export const SENDING_TEXT = 'Sending Message...';
/** Public §7: logged when the server's answer carries no message. */
export const DEFAULT_SEND_FAILURE = 'Failed to send message';
/** Public §4, §9: success and error messages go back to idle after this long. */
export const FEEDBACK_DURATION_MS = 5000;
/**
 * Not in the specification: shown while there is no connection (or after a send failed for
 * want of one), beside the specification's error text, which still appears for 5 seconds.
 */
export const OFFLINE_TITLE = 'No connection right now';
export const OFFLINE_TEXT = "Your message can't be sent yet. Everything you typed stays here: press Send Message again once you're back online.";

/**
 * Not in the specification: the notice kept on screen after a message that may come from
 * someone in danger (the api answers `show_crisis_help`). It replaces the success text for
 * that message: "within 24 hours" is no promise to make to someone who may not be safe tonight,
 * and the form is read in office hours only. Calm and short; every number is a tel: link.
 */
export const CRISIS_NOTICE_TITLE = 'Your message has been sent';
export const crisisNoticeReadText = (hours: string): string =>
  `Our team reads messages ${hours}, so a reply may not come straight away.`;
export const CRISIS_NOTICE_NOW_TEXT =
  "If you might act on thoughts of suicide, or you are in danger now, please don't wait for our reply. Call:";
export const formReadText = (hours: string): string => `Our team reads these messages ${hours}.`;
