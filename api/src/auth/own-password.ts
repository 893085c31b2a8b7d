import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/log';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { badRequest, HttpError, unauthorized } from '../http/errors';
import { accountFailures, failuresOf, type AccountFailures } from './account-failures';
import { INVALID_TOKEN_MESSAGE, type Principal } from './guard';
import { assertNewPasswordAllowed } from './new-password';
import { hashPassword, verifyPassword } from './passwords';
import { revokeSessionsOf } from './service';

// Changing one's own password always needs the current one, whichever screen does it.
export const OWN_PASSWORD = {
  required: 'Current password is required',
  incorrect: 'Current password is incorrect',
  unchanged: 'New password must be different from the current password',
  profile: 'Change your own password with your current password (Change Password), not through a profile.',
  generate: 'You cannot generate a password for your own account. Reset it with your current password instead.',
};

/** Wrong current passwords of one account in a window; the one that reaches the limit signs the account out. */
export const OWN_PASSWORD_FAILURE_LIMIT = 5;
export const OWN_PASSWORD_FAILURE_WINDOW_MS = 15 * 60_000;
export const OWN_PASSWORD_SIGNED_OUT_MESSAGE =
  'Too many wrong current passwords: you have been signed out everywhere. Sign in again, or reset your password by email.';

/** The account whose own password is being changed. */
interface OwnAccount {
  id: number;
  fullName: string;
  passwordHash: string;
}

/**
 * One's own password (docs/security.md, "One own-password rule"), set the same way by Change
 * Password and by the reset of one's own row on Users: the same answers, audit and sessions.
 */
export class OwnPassword {
  constructor(
    private readonly ctx: AppContext,
    private readonly failures: AccountFailures,
  ) {}

  /**
   * Checks the current password, then stores the new one as the owner's choice: the account's
   * other sessions end (this one stays signed in) and one entry "… changed their password" is
   * audited.
   */
  async setOwnPassword(principal: Principal, currentPassword: string | undefined, newPassword: string): Promise<void> {
    const { db, config, guard } = this.ctx;
    // Read before the write's transaction: a limit reached ends the sessions, which must stay ended.
    const [me] = await db.select().from(users).where(eq(users.id, principal.userId)).limit(1);
    if (!me) throw unauthorized(INVALID_TOKEN_MESSAGE);
    await this.check(me, currentPassword, newPassword);
    await assertNewPasswordAllowed(newPassword, me, 'new_password');
    const passwordHash = await hashPassword(newPassword, config.passwordHashCost);
    await db.transaction(async (tx) => {
      // Written only while still an active administrator: a suspension or demotion committed
      // since the session was checked signs out instead.
      const [changed] = await tx
        .update(users)
        .set({ passwordHash, passwordSetBySelf: true, passwordMustChange: false, updatedAt: new Date() })
        .where(and(eq(users.id, me.id), eq(users.isAdmin, true), eq(users.status, 'active')))
        .returning({ id: users.id });
      if (!changed) throw unauthorized(INVALID_TOKEN_MESSAGE);
      await revokeSessionsOf(tx, me.id, 'password changed', principal.sessionId);
      await recordAudit(tx, { adminId: me.id, action: 'change_password', entity: 'user', entityId: me.id, summary: `${me.fullName} changed their password` });
    });
    guard.forgetUser(me.id);
  }

  /**
   * The check of the current password. A wrong one is a 403 naming the field (so it is audited
   * as a refused request, and the form shows it there). A stolen session guessing the password
   * is stopped: the failures count per account, and the one that reaches the limit ends every
   * session of the account (401: the client goes to sign-in).
   */
  private async check(account: OwnAccount, currentPassword: string | undefined, newPassword: string): Promise<void> {
    if (!currentPassword) throw badRequest(OWN_PASSWORD.required, { errors: [{ field: 'current_password', message: OWN_PASSWORD.required }] });
    // Counted per account id: an address can change, the account stays.
    const key = String(account.id);
    if (!(await verifyPassword(currentPassword, account.passwordHash, this.ctx.config.passwordHashCost))) {
      const failures = await failuresOf(this.failures, (store) => store.add(key));
      if (failures >= OWN_PASSWORD_FAILURE_LIMIT) await this.signOut(account, failures);
      throw new HttpError(403, OWN_PASSWORD.incorrect, { errors: [{ field: 'current_password', message: OWN_PASSWORD.incorrect }] });
    }
    await failuresOf(this.failures, (store) => store.clear(key));
    if (currentPassword === newPassword) throw badRequest(OWN_PASSWORD.unchanged, { errors: [{ field: 'new_password', message: OWN_PASSWORD.unchanged }] });
  }

  private async signOut(account: OwnAccount, failures: number): Promise<never> {
    await this.ctx.db.transaction(async (tx) => {
      await revokeSessionsOf(tx, account.id, 'wrong current passwords');
      await recordAudit(tx, {
        adminId: account.id,
        action: 'forbidden',
        entity: 'session',
        entityId: account.id,
        summary: `Signed ${account.fullName} out everywhere after ${failures} wrong current passwords`,
      });
    });
    this.ctx.guard.forgetUser(account.id);
    throw unauthorized(OWN_PASSWORD_SIGNED_OUT_MESSAGE);
  }
}

const ownPasswords = new WeakMap<AppContext, OwnPassword>();

/**
 * One's own password in this api, made by the first route plugin that asks: Change Password and the
 * reset of one's own row count the same failures. Its store closes with the app.
 */
export function ownPasswordOf(app: FastifyInstance, ctx: AppContext): OwnPassword {
  let ownPassword = ownPasswords.get(ctx);
  if (!ownPassword) {
    const failures = accountFailures(ctx.config.redisUrl, OWN_PASSWORD_FAILURE_WINDOW_MS, 'own-password');
    app.addHook('onClose', async () => failures.close());
    ownPassword = new OwnPassword(ctx, failures);
    ownPasswords.set(ctx, ownPassword);
  }
  return ownPassword;
}
