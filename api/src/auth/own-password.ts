import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/log';
import type { AppContext } from '../context';
import { badRequest, HttpError, unauthorized } from '../http/errors';
import { accountFailures, failuresOf, type AccountFailures } from './account-failures';
import { verifyPassword } from './passwords';
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
export const OWN_PASSWORD_SIGNED_OUT_MESSAGE = 'Too many wrong current passwords: you have been signed out everywhere. Sign in again, or reset your password by email.';

/** The account whose own password is being changed. */
export interface OwnAccount {
  id: number;
  fullName: string;
  passwordHash: string;
}

/**
 * The one check of one's own current password (Change Password and the reset of one's own
 * row; docs/security.md, "One own-password rule"). A wrong one is a 403 naming the field (so
 * it is audited as a refused request, and the form shows it there). A stolen session guessing
 * the password is stopped: the failures count per account, and the one that reaches the limit
 * ends every session of the account (401: the client goes to sign-in).
 */
export class OwnPasswordCheck {
  constructor(
    private readonly ctx: AppContext,
    private readonly failures: AccountFailures,
  ) {}

  async assert(account: OwnAccount, currentPassword: string | undefined, newPassword: string): Promise<void> {
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

const checks = new WeakMap<AppContext, OwnPasswordCheck>();

/**
 * The check of this api, made by the first route plugin that asks: Change Password and the
 * reset of one's own row count the same failures. Its store closes with the app.
 */
export function ownPasswordCheck(app: FastifyInstance, ctx: AppContext): OwnPasswordCheck {
  let check = checks.get(ctx);
  if (!check) {
    const failures = accountFailures(ctx.config.redisUrl, OWN_PASSWORD_FAILURE_WINDOW_MS, 'own-password');
    app.addHook('onClose', async () => failures.close());
    check = new OwnPasswordCheck(ctx, failures);
    checks.set(ctx, check);
  }
  return check;
}
