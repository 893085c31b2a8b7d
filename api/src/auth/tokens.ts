import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

// Access tokens are HS256 JWTs made with node:crypto: the header is fixed, so a token naming
// another algorithm (or none) never verifies.
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const ISSUER = 'tulia-api';
const AUDIENCE = 'tulia-admin';

export interface AccessClaims {
  /** The admin's user id. */
  sub: number;
  /** The session (refresh token family) the token belongs to. */
  sid: string;
  iat: number;
  exp: number;
}

function sign(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

export function signAccessToken(userId: number, sessionId: string, secret: string, ttlSeconds: number, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  // Rounded up: the token lives at least ttlSeconds (whole seconds in JWT time).
  const exp = Math.ceil(now / 1000 + ttlSeconds);
  const payload = Buffer.from(JSON.stringify({ sub: String(userId), sid: sessionId, iat, exp, iss: ISSUER, aud: AUDIENCE })).toString('base64url');
  const body = `${HEADER}.${payload}`;
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

/** The claims of a valid, unexpired access token; null for anything else. */
export function verifyAccessToken(token: string, secret: string, now = Date.now()): AccessClaims | null {
  if (token.length > 2048) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = sign(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const { sub, sid, iat, exp, iss, aud } = claims as Record<string, unknown>;
  if (iss !== ISSUER || aud !== AUDIENCE || typeof sid !== 'string' || typeof sub !== 'string') return null;
  if (typeof exp !== 'number' || typeof iat !== 'number' || exp * 1000 <= now) return null;
  const userId = Number(sub);
  if (!Number.isSafeInteger(userId) || userId < 1) return null;
  return { sub: userId, sid, iat, exp };
}

/** An opaque random token (refresh, password reset): 256 bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as hashes; a plain SHA-256 suffices for 256 random bits. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function newSessionId(): string {
  return randomUUID();
}
