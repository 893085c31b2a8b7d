import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AdminLevel } from '@tulia/shared/contract';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';
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

/**
 * Checks the bearer access token of admin calls. Beyond the JWT itself, the session must not
 * be revoked (logout, reuse detection) and the account must still be an active administrator.
 * That lookup is cached briefly per session, and dropped at once when this process changes
 * the session or the account.
 */
export class SessionGuard {
  private readonly cache = new Map<string, CacheEntry>();

  constructor(
    private readonly db: Database,
    private readonly secret: string,
    private readonly cacheMs = 5000,
  ) {}

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
    const cached = this.cache.get(sessionId);
    if (cached && cached.until > now) return cached.principal;
    const [row] = await this.db
      .select({ userId: users.id, adminLevel: users.adminLevel, fullName: users.fullName, email: users.email })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sessionId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
          eq(users.isAdmin, true),
          eq(users.status, 'active'),
        ),
      )
      .limit(1);
    const principal = row ? { ...row, sessionId, adminLevel: row.adminLevel ?? 'admin' } : null;
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(sessionId, { principal, until: now + this.cacheMs });
    return principal;
  }

  forgetSession(sessionId: string): void {
    this.cache.delete(sessionId);
  }

  forgetUser(userId: number): void {
    for (const [sessionId, entry] of this.cache) {
      if (entry.principal?.userId === userId) this.cache.delete(sessionId);
    }
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
