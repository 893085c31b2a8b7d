import { and, eq, inArray } from 'drizzle-orm';
import { verifyPassword } from '../auth/passwords';
import { DEMO_ADMIN, type Config } from '../config';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/**
 * The e-mail of an active administrator who still signs in with a published demo password,
 * or null. Production refuses to serve such a database: anyone who read the repository could
 * sign in as its super admin. Only the demo admin's addresses are checked (the published one
 * and DEMO_ADMIN_EMAIL), so the start does not hash once per administrator.
 */
export async function accountWithDemoPassword(db: Database, config: Pick<Config, 'demoAdmin' | 'passwordHashCost'>): Promise<string | null> {
  const emails = [...new Set([DEMO_ADMIN.email, config.demoAdmin.email])];
  const passwords = [...new Set([DEMO_ADMIN.password, config.demoAdmin.password])];
  const admins = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(and(inArray(users.email, emails), eq(users.isAdmin, true), eq(users.status, 'active')));
  for (const admin of admins) {
    for (const password of passwords) {
      if (await verifyPassword(password, admin.passwordHash, config.passwordHashCost)) return admin.email;
    }
  }
  return null;
}
