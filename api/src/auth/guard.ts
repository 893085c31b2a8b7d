import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AdminLevel } from '@tulia/shared/contract';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';
import { redisInvalidations, type GuardInvalidations, type Invalidation } from './invalidations';
import { verifyAccessToken } from './tokens';

/** The signed-in administrator behind a request. */
export interface Principal {
  userId: number;
  sessionId: string;
  adminLevel: AdminLevel;
  fullName: string;
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export const INVALID_TOKEN_MESSAGE = 'Your session has expired or is invalid. Please log in again.';
export const MISSING_TOKEN_MESSAGE = 'Authentication required. Please log in.';

interface CacheEntry {
  principal: Principal | null;
  until: number;
}

export interface SessionGuardOptions {
  /** How long one session check is trusted (ms). */
  cacheMs?: number;
  /** REDIS_URL: instances tell each other what to drop from their caches (pub/sub). */
  redisUrl?: string;
  log?: FastifyBaseLogger;
  /** Instead of Redis (tests). */
  invalidations?: (listener: { drop(invalidation: Invalidation): void; resync(): void }) => GuardInvalidations;
}

/**
 * Checks the bearer access token of admin calls. Beyond the JWT itself, the session must not
 * be revoked (logout, reuse detection) and the account must still be an active administrator.
 * That lookup is cached briefly per session, and dropped at once when the session or the
 * account changes: in this process directly, and with Redis on every other instance too (a
 * message each instance acts on). While Redis does not deliver those messages, nothing is
 * cached, so a change on another instance is never missed.
 */
export class SessionGuard {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly cacheMs: number;
  private readonly invalidations: GuardInvalidations | undefined;

  constructor(
    private readonly db: Database,
    private readonly secret: string,
    options: SessionGuardOptions = {},
  ) {
    this.cacheMs = options.cacheMs ?? 5000;
    const listener = { drop: (invalidation: Invalidation) => this.drop(invalidation), resync: () => this.cache.clear() };
    if (options.invalidations) this.invalidations = options.invalidations(listener);
    else if (options.redisUrl && options.log) this.invalidations = redisInvalidations(options.redisUrl, options.log, listener);
  }

  /** Whether a check may come from the cache: alone, always; with other instances, while their messages arrive. */
  private get cacheable(): boolean {
    return !this.invalidations || this.invalidations.live;
  }

  /** With Redis: whether the other instances' messages arrive now (the readiness probe asks). */
  get invalidationsLive(): boolean {
    return this.cacheable;
  }

  async close(): Promise<void> {
    await this.invalidations?.close();
  }

  async authenticate(request: FastifyRequest): Promise<Principal> {
    const header = request.headers.authorization;
    if (!header) throw unauthorized(MISSING_TOKEN_MESSAGE);
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized(MISSING_TOKEN_MESSAGE);
    const claims = verifyAccessToken(match[1], this.secret);
    if (!claims) throw unauthorized(INVALID_TOKEN_MESSAGE);
    const principal = await this.principal(claims.sid);
    if (!principal || principal.userId !== claims.sub) throw unauthorized(INVALID_TOKEN_MESSAGE);
    request.principal = principal;
    return principal;
  }

  private async principal(sessionId: string): Promise<Principal | null> {
    const now = Date.now();
    const cacheable = this.cacheable;
    const cached = cacheable ? this.cache.get(sessionId) : undefined;
    if (cached && cached.until > now) return cached.principal;
    const [row] = await this.db
      .select({ userId: users.id, adminLevel: users.adminLevel, fullName: users.fullName, email: users.email })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()), eq(users.isAdmin, true), eq(users.status, 'active')),
      )
      .limit(1);
    const principal = row ? { ...row, sessionId, adminLevel: row.adminLevel ?? 'admin' } : null;
    if (!cacheable) return principal;
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(sessionId, { principal, until: now + this.cacheMs });
    return principal;
  }

  private drop(invalidation: Invalidation): void {
    if ('session' in invalidation) {
      this.cache.delete(invalidation.session);
      return;
    }
    for (const [sessionId, entry] of this.cache) {
      if (entry.principal?.userId === invalidation.user) this.cache.delete(sessionId);
    }
  }

  /** The session ended (sign-out, refresh-token reuse): here and on every other instance. */
  forgetSession(sessionId: string): void {
    this.drop({ session: sessionId });
    this.invalidations?.publish({ session: sessionId });
  }

  /** The account changed (status, level, password, deletion): here and on every other instance. */
  forgetUser(userId: number): void {
    this.drop({ user: userId });
    this.invalidations?.publish({ user: userId });
  }
}

/** The principal of an authenticated route (the admin hook ran before). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized(MISSING_TOKEN_MESSAGE);
  return request.principal;
}

export function requireSuperAdmin(principal: Principal, message: string): void {
  if (principal.adminLevel !== 'super_admin') throw forbidden(message);
}
