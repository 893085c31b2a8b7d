// The contact form's answers to a sender, exactly as the specification prints them. Shared: the
// page shows them after a JSON send, and the api's own answer page after a form post without
// JavaScript (api/src/modules/contact/answer-page.ts) shows the same words.
export const CONTACT_SUCCESS_TEXT = "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.";
export const CONTACT_ERROR_TEXT = 'Sorry, there was an error sending your message. Please try again or contact us directly.';

/**
 * Not in the specification: the notice kept on screen after a message that may come from
 * someone in danger (the api answers `show_crisis_help`). It replaces the success text for
 * that message: "within 24 hours" is no promise to make to someone who may not be safe tonight,
 * and the form is read in office hours only. Calm and short; every number is a tel: link.
 */
export const CRISIS_NOTICE_TITLE = 'Your message has been sent';
export const crisisNoticeReadText = (hours: string): string => `Our team reads messages ${hours}, so a reply may not come straight away.`;
export const CRISIS_NOTICE_NOW_TEXT = "If you might act on thoughts of suicide, or you are in danger now, please don't wait for our reply. Call:";
