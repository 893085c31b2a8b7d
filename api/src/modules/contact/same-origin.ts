import type { FastifyRequest } from 'fastify';

/**
 * Whether a form post may come from the site itself. The JSON endpoint needs no such check: a
 * page on another origin cannot send JSON without a CORS preflight, which only CORS_ORIGINS
 * pass. A plain form post, though, any page can make a visitor's browser send.
 *
 * - `Sec-Fetch-Site` (every current browser sends it): only `same-origin` (the site's own
 *   page) and `none` (the visitor's own doing, never another page's) pass.
 * - Without it, an `Origin` naming another host is refused. Browsers send `Origin: null` for
 *   a form post from a page whose Referrer-Policy is `no-referrer`, as the site's is, so a
 *   null or missing Origin passes: older browsers (KaiOS feature phones among them) send
 *   neither header, and refusing them would close the form to the visitors it is for. The
 *   endpoint carries no session or cookie, so such a post can do nothing the sender could not
 *   do directly; the rate limit per address still applies.
 */
export function isSameOriginPost(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (origin === undefined || origin === 'null') return true;
  try {
    // The host alone, read with the Origin's scheme (a default port is left out of both): behind
    // a TLS-terminating proxy the api may see http while the page was https.
    const from = new URL(origin);
    return new URL(`${from.protocol}//${request.host}`).host === from.host;
  } catch {
    return false;
  }
}
