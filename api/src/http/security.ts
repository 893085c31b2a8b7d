import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers for the api and the composed site served beside it. The site loads its
 * remotes (Module Federation) as same-origin scripts and styles its components with inline
 * styles (emotion), so scripts stay 'self'-only while styles allow 'unsafe-inline'.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = { ...securityHeaders(HELMET_OPTIONS), 'permissions-policy': PERMISSIONS_POLICY };
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    // HSTS when the request came over https: TLS on this server, or a TLS-terminating proxy
    // saying so (X-Forwarded-Proto, with TRUST_PROXY). Over plain http (`npm start`) browsers
    // ignore the header, so it is not sent there. No includeSubDomains: the api does not know
    // which sibling hosts serve https.
    if (request.protocol === 'https') reply.header('strict-transport-security', `max-age=${HSTS_MAX_AGE}`);
  });
  // A file of the site that is not a document keeps only the headers that act on it (as nginx
  // does, ops/nginx/tulia.conf). The api's own answers keep them all.
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/') || actsAsDocument(String(reply.getHeader('content-type') ?? ''), path)) return payload;
    for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    return payload;
  });
}

/**
 * The headers only a document acts on: a page, an SVG (opened by itself it is one), and the
 * offline helper's script (a worker obeys its CSP and Permissions-Policy). On a script, a
 * picture, a JSON file or a redirect they would be about 1 KB each of nothing for a phone on
 * prepaid data, over HTTP/1.1 where nothing compresses headers (docs/offline.md, "Bytes").
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

export const actsAsDocument = (contentType: string, path: string): boolean => /^(text\/html|image\/svg\+xml)\b/.test(contentType) || path.endsWith('/sw.js');

/**
 * The headers helmet sets, worked out once: they depend on no request (no CSP nonces), and
 * building them per request (as @fastify/helmet does) was a measurable share of a list call.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return response;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Boma group and resource pictures are links an admin entered: https images are allowed,
      // scripts never are.
      imgSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'"],
      // The offline helper (/sw.js) and the web app manifest: same origin only (also what
      // default-src gives; said here so that no later change of it widens them).
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      // No upgrade-insecure-requests: `npm start` serves plain http on localhost.
    },
  },
  // Remotes may be published on another origin (a CDN) and fetched by the shell.
  crossOriginResourcePolicy: { policy: 'same-site' },
  // Framing is refused outright, as frame-ancestors 'none' says to newer browsers.
  frameguard: { action: 'deny' },
  // Sent only over https (registerSecurityHeaders).
  hsts: false,
};

/**
 * Browser features no page of the site uses are refused to every page and to anything it
 * embeds: a young person's camera, microphone or location must never be one script away, and
 * no ad-interest (Topics) signal is computed here. The back office copies generated passwords,
 * so clipboard writes stay allowed to the site itself, and fullscreen. Only
 * names current Chromium recognises: an unknown one is reported as a console error.
 */
export const PERMISSIONS_POLICY = [
  ...[
    'accelerometer',
    'autoplay',
    'browsing-topics',
    'camera',
    'clipboard-read',
    'display-capture',
    'encrypted-media',
    'gamepad',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'interest-cohort',
    'local-fonts',
    'magnetometer',
    'microphone',
    'midi',
    'otp-credentials',
    'payment',
    'picture-in-picture',
    'publickey-credentials-create',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
  'clipboard-write=(self)',
  'fullscreen=(self)',
].join(', ');

/** One year, the usual minimum for HSTS preload lists. */
export const HSTS_MAX_AGE = 31_536_000;

/** CORS only for the configured origins; none configured means same-origin only (no CORS headers). */
export async function registerCors(app: FastifyInstance, origins: string[]): Promise<void> {
  if (origins.length === 0) return;
  await app.register(cors, {
    origin: origins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Accept'],
    maxAge: 600,
  });
}
