import { and, count, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { ADMIN_REGISTRATION_CLOSED_MESSAGE, type Admin, type AdminRegistration, type LoginResponse } from '@tulia/shared/contract';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit, recordAuditQuietly } from '../audit/log';
import { ContextService } from '../context';
import type { Database } from '../db/client';
import { outbox, passwordResetTokens, refreshTokens, sessions, users } from '../db/schema';
import { badRequest, forbidden, unauthorized } from '../http/errors';
import { insertPerson, normaliseEmail, type AccountRecord } from './accounts';
import type { Principal } from './guard';
import { RESET_LINK_PLACEHOLDER } from '../mail/mailer';
import { assertNewPasswordAllowed, ownerOf } from './new-password';
import { hashCostBelow, hashPassword, verifyPassword } from './passwords';
import { hashToken, newSessionId, randomToken, signAccessToken } from './tokens';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const INVALID_REFRESH_MESSAGE = 'Your session has expired. Please log in again.';
export const FORGOT_PASSWORD_MESSAGE = 'If an administrator account exists for that email, a password reset link has been sent to it.';
export const PASSWORD_MUST_CHANGE_MESSAGE =
  'Your password was set by another administrator and stopped working when you became a super admin. Choose a new one with "Forgot password".';
export const INVALID_RESET_TOKEN_MESSAGE = 'This password reset link is invalid or has expired. Please request a new one.';

// Serialises registrations so that "first admin" holds under concurrent requests.
const REGISTRATION_LOCK_KEY = 727_020_27;

export function toAdmin(user: AccountRecord): Admin {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    full_name: user.fullName,
    phone: user.phone,
    admin_level: user.adminLevel ?? 'admin',
    created_at: user.createdAt.toISOString(),
  };
}

/** Sign-in, sessions and passwords of administrators. */
export class AuthService extends ContextService {
  private async startSession(db: Database, userId: number): Promise<{ accessToken: string; refreshToken: string }> {
    const { config } = this.ctx;
    const sessionId = newSessionId();
    const refreshToken = randomToken();
    await db.insert(sessions).values({ id: sessionId, userId, expiresAt: new Date(Date.now() + config.refreshTokenTtl * 1000) });
    await db.insert(refreshTokens).values({ sessionId, tokenHash: hashToken(refreshToken) });
    return { accessToken: signAccessToken(userId, sessionId, config.jwtSecret, config.accessTokenTtl), refreshToken };
  }

  async login(email: string, password: string, log: FastifyBaseLogger): Promise<LoginResponse> {
    const [user] = await this.db
      .select()
      .from(users)
      .where(eq(users.email, normaliseEmail(email)))
      .limit(1);
    // The hash is checked even for unknown accounts, so timing does not tell which exist.
    const valid = await verifyPassword(password, user?.passwordHash, this.ctx.config.passwordHashCost);
    // Only active administrators may use the admin api; others get the same answer.
    if (!user || !valid || !user.isAdmin || user.status !== 'active') {
      await this.auditSignInFailure(user ?? null, (who) => `Failed sign-in for ${who}`, log);
      throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
    }
    // Only the owner, who knows the password, learns that it must be replaced.
    if (user.passwordMustChange) {
      await recordAuditQuietly(
        this.db,
        {
          adminId: null,
          action: 'sign_in_failed',
          entity: 'session',
          entityId: user.id,
          summary: `Refused sign-in for ${user.email}: a new password is needed`,
        },
        log,
      );
      throw forbidden(PASSWORD_MUST_CHANGE_MESSAGE);
    }
    // A hash made at a lower cost (an older setting) is replaced now, while the password is at hand.
    const { passwordHashCost } = this.ctx.config;
    const rehashed = hashCostBelow(user.passwordHash, passwordHashCost) ? await hashPassword(password, passwordHashCost) : null;
    const tokens = await this.db.transaction(async (tx) => {
      const started = await this.startSession(tx, user.id);
      await tx
        .update(users)
        .set({ lastLoginAt: new Date(), ...(rehashed ? { passwordHash: rehashed } : {}) })
        .where(eq(users.id, user.id));
      await recordAudit(tx, { adminId: user.id, action: 'login', entity: 'session', entityId: user.id, summary: `${user.fullName} signed in` });
      return started;
    });
    return { access_token: tokens.accessToken, refresh_token: tokens.refreshToken, admin: toAdmin(user) };
  }

  /**
   * Trades a refresh token for a new access token and a new refresh token. A token that was
   * already rotated is a sign of theft: its whole session is revoked.
   */
  async refresh(presented: string): Promise<{ access_token: string; refresh_token: string }> {
    const tokenHash = hashToken(presented);
    const outcome = await this.db.transaction(async (tx) => {
      const [rotated] = await tx
        .update(refreshTokens)
        .set({ rotatedAt: new Date() })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
        .returning({ sessionId: refreshTokens.sessionId });
      if (!rotated) {
        const [known] = await tx.select({ sessionId: refreshTokens.sessionId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
        if (known) {
          await tx
            .update(sessions)
            .set({ revokedAt: new Date(), revokedReason: 'refresh token reused' })
            .where(and(eq(sessions.id, known.sessionId), isNull(sessions.revokedAt)));
          return { kind: 'reused' as const, sessionId: known.sessionId };
        }
        return { kind: 'unknown' as const };
      }
      const [session] = await tx
        .select({ userId: sessions.userId })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, rotated.sessionId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
            eq(users.isAdmin, true),
            eq(users.status, 'active'),
          ),
        )
        .limit(1);
      if (!session) return { kind: 'ended' as const };
      const refreshToken = randomToken();
      await tx.insert(refreshTokens).values({ sessionId: rotated.sessionId, tokenHash: hashToken(refreshToken) });
      await tx
        .update(sessions)
        .set({ lastUsedAt: new Date(), expiresAt: new Date(Date.now() + this.ctx.config.refreshTokenTtl * 1000) })
        .where(eq(sessions.id, rotated.sessionId));
      return { kind: 'rotated' as const, sessionId: rotated.sessionId, userId: session.userId, refreshToken };
    });
    if (outcome.kind === 'reused') this.ctx.guard.forgetSession(outcome.sessionId);
    if (outcome.kind !== 'rotated') throw unauthorized(INVALID_REFRESH_MESSAGE);
    const { config } = this.ctx;
    return {
      access_token: signAccessToken(outcome.userId, outcome.sessionId, config.jwtSecret, config.accessTokenTtl),
      refresh_token: outcome.refreshToken,
    };
  }

  async logout(principal: Principal): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: 'logout' })
        .where(and(eq(sessions.id, principal.sessionId), isNull(sessions.revokedAt)));
      await recordAudit(tx, {
        adminId: principal.userId,
        action: 'logout',
        entity: 'session',
        entityId: principal.userId,
        summary: `${principal.fullName} signed out`,
      });
    });
    this.ctx.guard.forgetSession(principal.sessionId);
  }

  async profile(principal: Principal): Promise<Admin> {
    const [user] = await this.db.select().from(users).where(eq(users.id, principal.userId)).limit(1);
    if (!user) throw unauthorized(INVALID_REFRESH_MESSAGE);
    return toAdmin(user);
  }

  /** The ADMIN_REGISTRATION policy: open, first-admin (only while no admin exists) or closed. */
  async register(payload: AdminRegistration): Promise<Admin> {
    const policy = this.ctx.config.adminRegistration;
    if (policy === 'closed') throw forbidden(ADMIN_REGISTRATION_CLOSED_MESSAGE);
    await assertNewPasswordAllowed(payload.password, ownerOf(payload), 'password');
    const passwordHash = await hashPassword(payload.password, this.ctx.config.passwordHashCost);
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${REGISTRATION_LOCK_KEY})`);
      // Choosing one's own level on the registration form is a demo affordance: in production an open
      // registration gives the admin level, never super_admin.
      let level = policy === 'open' && this.ctx.config.production ? 'admin' : payload.admin_level;
      if (policy === 'first-admin') {
        const [admins] = await tx.select({ value: count() }).from(users).where(eq(users.isAdmin, true));
        if ((admins?.value ?? 0) > 0) throw forbidden(ADMIN_REGISTRATION_CLOSED_MESSAGE);
        // The first administrator must be able to manage the others.
        level = 'super_admin';
      }
      const user = await insertPerson(tx, { ...payload, passwordHash, passwordSetBySelf: true, isAdmin: true, adminLevel: level });
      await recordAudit(tx, { adminId: user.id, action: 'register', entity: 'user', entityId: user.id, summary: `${user.fullName} registered as ${level}` });
      return toAdmin(user);
    });
  }

  /**
   * Always the same answer, after the same work whatever the e-mail: one fresh token, hashed
   * and sealed, and one statement that writes the reset token and the mail only when the
   * e-mail is an active administrator's, so forgot-password never tells which
   * accounts exist. The request never waits for SMTP: the outbox worker delivers the mail.
   */
  async forgotPassword(email: string): Promise<void> {
    const { config, mailer } = this.ctx;
    const token = randomToken();
    const link = `${config.appUrl}/admin/reset-password?token=${encodeURIComponent(token)}`;
    const minutes = Math.round(config.resetTokenTtl / 60);
    const greetingEnd = [
      ',',
      '',
      `Someone asked to reset the password of your Tulia admin account. Open this link within ${minutes} minutes to choose a new password:`,
      '',
      RESET_LINK_PLACEHOLDER,
      '',
      'The link works once. If you did not ask for this, ignore this email: your password stays the same.',
    ].join('\n');
    await this.db.execute(
      forgotPasswordStatement({
        email: normaliseEmail(email),
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + config.resetTokenTtl * 1000),
        subject: 'Reset your Tulia admin password',
        greetingEnd,
        sealedLink: mailer.sealLink(link),
      }),
    );
    mailer.wake();
  }

  /** Reset tokens are single-use and expire; a reset ends every session of the account. Answers the account's e-mail. */
  async resetPassword(token: string, newPassword: string): Promise<string> {
    const passwordHash = await hashPassword(newPassword, this.ctx.config.passwordHashCost);
    const reset = await this.db.transaction(async (tx) => {
      const [used] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())))
        .returning({ userId: passwordResetTokens.userId, email: passwordResetTokens.email });
      if (!used) throw badRequest(INVALID_RESET_TOKEN_MESSAGE);
      // A link sent to an address the account no longer has opens nothing (the address moved).
      const [owner] = await tx.select().from(users).where(eq(users.id, used.userId)).limit(1);
      if (!owner || owner.email !== used.email) throw badRequest(INVALID_RESET_TOKEN_MESSAGE);
      // Refused here, the link stays unused (the transaction rolls back) for a better choice.
      await assertNewPasswordAllowed(newPassword, owner, 'new_password');
      const [user] = await tx
        .update(users)
        .set({ passwordHash, passwordSetBySelf: true, passwordMustChange: false, updatedAt: new Date() })
        .where(eq(users.id, used.userId))
        .returning();
      if (!user || !user.isAdmin || user.status !== 'active') throw badRequest(INVALID_RESET_TOKEN_MESSAGE);
      // Other links sent before this one are void too.
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
      await revokeSessionsOf(tx, user.id, 'password reset');
      await recordAudit(tx, {
        adminId: user.id,
        action: 'reset_password',
        entity: 'user',
        entityId: user.id,
        summary: `${user.fullName} reset their password by email`,
      });
      return { id: user.id, email: user.email };
    });
    this.ctx.guard.forgetUser(reset.id);
    return reset.email;
  }

  /** The audit entry of a burst of failed sign-ins that paused an account's sign-in (the e-mail only when it is an account's). */
  async recordSignInPause(email: string, failures: number, log: FastifyBaseLogger): Promise<void> {
    const [user] = await this.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, email)).limit(1);
    await this.auditSignInFailure(user ?? null, (who) => `Sign-in paused for ${who} after ${failures} failed attempts`, log);
  }

  /** A failed or paused sign-in: never the password; the e-mail only when it is an account's (what was typed may be anyone's text). */
  private async auditSignInFailure(user: { id: number; email: string } | null, summary: (who: string) => string, log: FastifyBaseLogger): Promise<void> {
    await recordAuditQuietly(
      this.db,
      {
        adminId: null,
        action: 'sign_in_failed',
        entity: 'session',
        entityId: user ? user.id : null,
        summary: summary(user ? user.email : 'an unknown account'),
      },
      log,
    );
  }
}

/**
 * One statement for a known and an unknown e-mail alike: the active administrator with that
 * e-mail, if any, gets a reset token and a mail in the outbox (its link sealed beside a body
 * that holds only a placeholder); otherwise nothing is written. PostgreSQL runs every
 * data-modifying part of a WITH exactly once.
 */
export function forgotPasswordStatement(input: {
  email: string;
  tokenHash: string;
  expiresAt: Date;
  subject: string;
  greetingEnd: string;
  sealedLink: string;
}): SQL {
  return sql`
    with target as (
      select ${users.id} as id, ${users.email} as email, ${users.fullName} as full_name from ${users}
      where ${users.email} = ${input.email} and ${users.isAdmin} = true and ${users.status} = 'active'
      limit 1
    ), reset as (
      insert into ${passwordResetTokens} (user_id, token_hash, email, expires_at)
      select id, ${input.tokenHash}::text, email, ${input.expiresAt.toISOString()}::timestamptz from target
    )
    insert into ${outbox} ("to", subject, body, kind, secret)
    select email, ${input.subject}::text, 'Hello ' || full_name || ${input.greetingEnd}::text, 'password_reset'::mail_kind, ${input.sealedLink}::text from target`;
}

/** Ends every session of an account (password set by an admin, suspension, demotion, deletion). */
export async function revokeSessionsOf(db: Database, userId: number, reason: string, exceptSessionId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));
}
