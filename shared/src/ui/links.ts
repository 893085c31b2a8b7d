// Links built from text someone typed (a resource's URL, a visitor's phone or e-mail): only
// schemes that cannot run script ever reach an href.

/** The first candidate that is an absolute http(s) URL; anything else (javascript:, data:, relative) is never linked. */
export function safeWebUrl(...candidates: (string | null | undefined)[]): string | null {
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate.trim());
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
    } catch {
      // Not a URL: try the next one.
    }
  }
  return null;
}

/** A tel: link for a phone number as typed ('+254 722 178 177'), or null when it has no digits. */
export function telHref(phone: string): string | null {
  const dialable = phone.replace(/[^\d+]/g, '');
  return /\d/.test(dialable) ? `tel:${dialable}` : null;
}

/** A mailto: link for an e-mail address, or null when it does not look like one. */
export function mailtoHref(email: string): string | null {
  const address = email.trim();
  return /^[^\s@<>"]+@[^\s@<>"]+$/.test(address) ? `mailto:${encodeURIComponent(address).replace(/%40/g, '@')}` : null;
}
