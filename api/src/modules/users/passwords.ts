import { eq } from 'drizzle-orm';
import { auditOf } from '../../audit/log';
import { assertMaySetPasswordOf, lockAccount } from '../../auth/account-rules';
import type { Principal } from '../../auth/guard';
import { assertNewPasswordAllowed, newPasswordRefusal } from '../../auth/new-password';
import { OWN_PASSWORD } from '../../auth/own-password';
import { generatePassword, hashPassword } from '../../auth/passwords';
import { revokeSessionsOf } from '../../auth/service';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';

const audit = auditOf('user');

/**
 * The passwords an administrator sets for another account on Users (reset and generate): the
 * other person's password is then someone else's choice, and their sessions end. One's own
 * password is set with the current one (OwnPassword.setOwnPassword).
 */
export class UserPasswords {
  constructor(private readonly ctx: AppContext) {}

  async setPassword(actor: Principal, id: number, password: string, action: 'generate_password' | 'reset_password'): Promise<void> {
    if (id === actor.userId) {
      if (action === 'generate_password') throw forbidden(OWN_PASSWORD.generate);
      throw new Error("One's own password is set with the current one (OwnPassword.setOwnPassword)");
    }
    const passwordHash = await hashPassword(password, this.ctx.config.passwordHashCost);
    await this.ctx.db.transaction(async (tx) => {
      const { current, level } = await lockAccount(tx, actor, id);
      assertMaySetPasswordOf(level, current);
      await assertNewPasswordAllowed(password, current, 'new_password');
      await tx.update(users).set({ passwordHash, passwordSetBySelf: false, passwordMustChange: false, updatedAt: new Date() }).where(eq(users.id, id));
      await revokeSessionsOf(tx, id, 'password set by an administrator');
      await audit(tx, actor, action, id, `${action === 'generate_password' ? 'Generated a new password for' : 'Reset the password of'} ${current.fullName}`);
    });
    this.ctx.guard.forgetUser(id);
  }

  /** A generated password meets the rules of a chosen one: drawn again in the rare case it contains who the account is. */
  async generatePassword(actor: Principal, id: number): Promise<string> {
    const [owner] = await this.ctx.db
      .select({ username: users.username, email: users.email, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    if (!owner) throw notFound('User not found');
    let password = generatePassword();
    while (await newPasswordRefusal(password, owner)) password = generatePassword();
    await this.setPassword(actor, id, password, 'generate_password');
    return password;
  }
}
