import {
  CONTACT_ERROR_TEXT,
  CONTACT_FORM_POST_PATH,
  CONTACT_SUBJECTS,
  CONTACT_SUCCESS_TEXT,
  CRISIS_NOTICE_NOW_TEXT,
  CRISIS_NOTICE_TITLE,
  crisisNoticeReadText,
} from '@tulia/shared/contract';
import { helplineWordsFor, telHref } from '@tulia/shared/site-config';
import type { ContactSiteFacts } from './site-facts';

/**
 * The pages the api answers a contact form posted without JavaScript with: plain HTML, styles
 * inline (the CSP allows them), no script (it allows none inline), readable at 360 px, and the
 * helpline on every one. Everything the visitor typed is escaped before it is written back.
 */

/** The form's fields as the visitor typed them (each absent one as ''). */
export interface TypedFields {
  full_name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export const FIELD_NAMES = ['full_name', 'email', 'phone', 'subject', 'message'] as const satisfies readonly (keyof TypedFields)[];

/** A refusal at a field, worded as the api's 400 words it (the app shows the same text there). */
export interface FieldError {
  field: string;
  message: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const STYLE = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:1rem;line-height:1.5;color:#1a202c;background:#f7fafc}
a{color:#1d5c4f}a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible,[tabindex]:focus-visible{outline:3px solid #1d5c4f;outline-offset:2px}
header{background:#fff;border-bottom:1px solid #e2e8f0;padding:.75rem 1rem}header a{font-weight:700;font-size:1.25rem;text-decoration:none}
main{max-width:40rem;margin:0 auto;padding:1.25rem 1rem 2rem}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 1rem}h2{font-size:1.2rem;margin:0 0 .5rem}
.box{border-radius:.75rem;padding:1rem;margin:0 0 1.25rem;border:1px solid}
.ok{background:#e6f4f1;border-color:#9fd3c7;color:#133d35}
.calm{background:#fff8eb;border-color:#f3d19c;color:#5c3a06}
.problem{background:#fff5f5;border:2px solid #c53030;color:#742a2a}
.problem ul{margin:.5rem 0 0;padding-left:1.25rem}.problem a{color:#742a2a;font-weight:600}
.calls{list-style:none;padding:0;margin:.75rem 0 0}.calls li{margin:0 0 .5rem}
.call{display:block;min-height:3rem;padding:.6rem .9rem;border:2px solid #8a4b08;border-radius:.5rem;background:#fff;color:#5c3a06;text-decoration:none}
.call strong{display:block}
form{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1rem}
.field{margin:0 0 1rem}label{display:block;font-weight:600;margin:0 0 .25rem}
input,select,textarea{display:block;width:100%;font:inherit;padding:.55rem .65rem;border:1px solid #718096;border-radius:.375rem;background:#fff;color:#1a202c}
[aria-invalid="true"]{border:2px solid #c53030}
.error{color:#c53030;font-weight:600;margin:.25rem 0 0}
.optional{font-weight:400;color:#4a5568}
button{font:inherit;font-weight:600;min-height:3rem;width:100%;padding:.6rem 1.25rem;border:0;border-radius:.5rem;background:#1d5c4f;color:#fff;cursor:pointer}
@media (min-width:30em){button{width:auto}}
.hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.small{font-size:.9rem;color:#4a5568}`;

function document(facts: ContactSiteFacts, title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title} | ${facts.productName}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><a href="/">${escapeHtml(facts.productName)}</a></header>
<main>
${main}
<p><a href="/contact">Back to the contact page</a> · <a href="/">Home</a></p>
</main>
</body>
</html>
`;
}

/** "Need to talk to someone now? Call … on 1199." with a tel: link, as the form says it. */
function helpline(facts: ContactSiteFacts): string {
  const { phrase } = helplineWordsFor(facts);
  return `<p>Need to talk to someone now? Call ${escapeHtml(phrase)} on <a href="${escapeHtml(telHref(facts.helplineTel))}">${escapeHtml(facts.helplineDisplay)}</a>: a phone call needs no internet. You can also email <a href="mailto:${escapeHtml(facts.supportEmail)}">${escapeHtml(facts.supportEmail)}</a>.</p>`;
}

/** The calls the crisis notice offers, as the page's own notice lists them. */
function crisisCalls(facts: ContactSiteFacts): string {
  const { operator } = helplineWordsFor(facts);
  const lines = [
    { href: telHref(facts.emergencyNumber), number: facts.emergencyNumber, who: 'Emergency services' },
    { href: telHref(facts.helplineTel), number: facts.helplineDisplay, who: operator ? `${operator} helpline: free, 24 hours` : 'Our helpline: free, 24/7' },
    { href: telHref(facts.childline.number), number: facts.childline.number, who: `${facts.childline.name}, if you are under 18: free` },
  ];
  const items = lines.map(
    (line) => `<li><a class="call" href="${escapeHtml(line.href)}"><strong>Call ${escapeHtml(line.number)}</strong>${escapeHtml(line.who)}</a></li>`,
  );
  return `<ul class="calls">${items.join('')}</ul>`;
}

/** The message was stored. A message that may come from someone in danger gets the crisis notice instead of the success text. */
export function sentPage(facts: ContactSiteFacts, { showCrisisHelp }: { showCrisisHelp: boolean }): string {
  if (showCrisisHelp) {
    return document(
      facts,
      CRISIS_NOTICE_TITLE,
      `<h1>${escapeHtml(CRISIS_NOTICE_TITLE)}</h1>
<section class="box calm" aria-labelledby="now-title">
<p>${escapeHtml(crisisNoticeReadText(facts.contactFormHours))}</p>
<p id="now-title"><strong>${escapeHtml(CRISIS_NOTICE_NOW_TEXT)}</strong></p>
${crisisCalls(facts)}
</section>`,
    );
  }
  return document(
    facts,
    'Message sent',
    `<h1>Message sent</h1>
<p class="box ok" role="status">${escapeHtml(CONTACT_SUCCESS_TEXT)}</p>
${helpline(facts)}`,
  );
}

const fieldId = (field: string) => `contact-${field}`;
const errorId = (field: string) => `contact-${field}-error`;

/** The form again, holding what was typed, each refusal under its field. */
function typedForm(typed: TypedFields, errors: readonly FieldError[]): string {
  const errorOf = (field: keyof TypedFields) => errors.find((error) => error.field === field)?.message;
  const described = (field: keyof TypedFields) => {
    const message = errorOf(field);
    return message ? ` aria-invalid="true" aria-describedby="${errorId(field)}"` : '';
  };
  const errorText = (field: keyof TypedFields) => {
    const message = errorOf(field);
    return message ? `<p class="error" id="${errorId(field)}"><span class="hidden">Error: </span>${escapeHtml(message)}</p>` : '';
  };
  const input = (field: keyof TypedFields, label: string, attributes: string) =>
    `<div class="field"><label for="${fieldId(field)}">${label}</label><input id="${fieldId(field)}" name="${field}" value="${escapeHtml(typed[field])}" ${attributes}${described(field)}>${errorText(field)}</div>`;
  const chosen = (CONTACT_SUBJECTS as readonly string[]).includes(typed.subject);
  const options = [`<option value=""${chosen ? '' : ' selected'}>Select a subject</option>`]
    .concat(
      CONTACT_SUBJECTS.map(
        (subject) => `<option value="${escapeHtml(subject)}"${typed.subject === subject ? ' selected' : ''}>${escapeHtml(subject)}</option>`,
      ),
    )
    .join('');
  // A textarea drops one newline straight after its start tag: this one, so that none typed is lost.
  return `<form method="post" action="${CONTACT_FORM_POST_PATH}" aria-labelledby="form-title">
<h2 id="form-title">Send us a message</h2>
<p class="small">Fields marked * are required.</p>
${input('full_name', 'Full Name *', 'type="text" autocomplete="name" required')}
${input('email', 'Email Address *', 'type="email" autocomplete="email" required')}
${input('phone', 'Phone Number <span class="optional">(optional)</span>', 'type="tel" autocomplete="tel"')}
<div class="field"><label for="${fieldId('subject')}">Subject *</label><select id="${fieldId('subject')}" name="subject" required${described('subject')}>${options}</select>${errorText('subject')}</div>
<div class="field"><label for="${fieldId('message')}">Message *</label><textarea id="${fieldId('message')}" name="message" rows="6" required${described('message')}>
${escapeHtml(typed.message)}</textarea>${errorText('message')}</div>
<button type="submit">Send Message</button>
</form>`;
}

/** The summary of the refusals, focused when the page opens (no script needed), each linked to its field. */
function problemSummary(title: string, lead: string, errors: readonly FieldError[]): string {
  const items = errors.map((error) =>
    (FIELD_NAMES as readonly string[]).includes(error.field)
      ? `<li><a href="#${fieldId(error.field)}">${escapeHtml(error.message)}</a></li>`
      : `<li>${escapeHtml(error.message)}</li>`,
  );
  return `<section class="box problem" tabindex="-1" autofocus aria-labelledby="problem-title" data-testid="contact-problems">
<h2 id="problem-title">${escapeHtml(title)}</h2>
<p>${escapeHtml(lead)}</p>
${items.length > 0 ? `<ul>${items.join('')}</ul>` : ''}
</section>`;
}

/** Refused (400): the refusals at their fields, everything typed kept. */
export function refusedPage(facts: ContactSiteFacts, typed: TypedFields, errors: readonly FieldError[]): string {
  return document(
    facts,
    'Error: Contact Us',
    `<h1>Contact Us</h1>
${problemSummary('Your message has not been sent yet', 'Please check these and press Send Message again. Everything you typed is kept below.', errors)}
${helpline(facts)}
${typedForm(typed, [...errors])}`,
  );
}

/** Too many messages from this address (429): try later, nothing typed lost. */
export function tryLaterPage(facts: ContactSiteFacts, typed: TypedFields | null, wait: string): string {
  return document(
    facts,
    'Please try again later',
    `<h1>Please try again later</h1>
<section class="box calm" tabindex="-1" autofocus aria-labelledby="later-title">
<h2 id="later-title">Your message has not been sent yet</h2>
<p>We have received several messages from your connection in a short time. Please wait ${escapeHtml(wait)}, then press Send Message again.${typed ? ' What you wrote is kept below.' : ''}</p>
</section>
${helpline(facts)}
${typed ? typedForm(typed, []) : ''}`,
  );
}

/** Not sent for another reason (a fault, a body the api cannot read): the specification's error text. */
export function notSentPage(facts: ContactSiteFacts, typed: TypedFields | null, reference?: string): string {
  return document(
    facts,
    'Message not sent',
    `<h1>Message not sent</h1>
<section class="box problem" tabindex="-1" autofocus aria-labelledby="not-sent-title">
<h2 id="not-sent-title">${escapeHtml(CONTACT_ERROR_TEXT)}</h2>
${typed ? '<p>What you wrote is kept below.</p>' : ''}
${reference ? `<p class="small">Reference: ${escapeHtml(reference)}</p>` : ''}
</section>
${helpline(facts)}
${typed ? typedForm(typed, []) : ''}`,
  );
}

/** Posted from a page of another site (403): nothing is stored; the way to the real form. */
export function otherSitePage(facts: ContactSiteFacts): string {
  return document(
    facts,
    'Message not sent',
    `<h1>Message not sent</h1>
<section class="box problem" tabindex="-1" autofocus aria-labelledby="other-site-title">
<h2 id="other-site-title">This form was sent from another website, so it was not accepted.</h2>
<p>To write to us, please use the form on our <a href="/contact">contact page</a>.</p>
</section>
${helpline(facts)}`,
  );
}
