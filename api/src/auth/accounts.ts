import { and, eq, ne, sql } from 'drizzle-orm';
import type { AdminLevel, UserStatus } from '@tulia/shared/contract';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { conflictAt } from '../http/errors';

export type AccountRecord = typeof users.$inferSelect;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** 409 with a message naming the field when the email or username is taken by another user. */
export async function assertIdentityFree(db: Database, identity: { email?: string; username?: string }, exceptUserId?: number): Promise<void> {
  if (identity.email !== undefined) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, normaliseEmail(identity.email)), exceptUserId ? ne(users.id, exceptUserId) : undefined))
      .limit(1);
    if (taken) throw conflictAt('email', 'Email is already registered');
  }
  if (identity.username !== undefined) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = lower(${identity.username})`, exceptUserId ? ne(users.id, exceptUserId) : undefined))
      .limit(1);
    if (taken) throw conflictAt('username', 'Username is already taken');
  }
}

/** A new person's account, from a form's email, username, full name and phone, with the password hashed. */
export interface NewPerson {
  email: string;
  username: string;
  full_name: string;
  phone?: string | null;
  passwordHash: string;
  /** The owner chose the password (registration), not an administrator (see users.password_set_by_self). */
  passwordSetBySelf?: boolean;
  status?: UserStatus;
  isAdmin?: boolean;
  adminLevel?: AdminLevel | null;
  bio?: string | null;
  location?: string | null;
  /** Today when absent. */
  joinDate?: string;
}

/**
 * The one insert of a person's account (registration, Users, a therapist, a rafiki): the
 * e-mail and username checked free first (409 naming the field), the e-mail stored normalised.
 */
export async function insertPerson(tx: Database, person: NewPerson): Promise<AccountRecord> {
  await assertIdentityFree(tx, person);
  const [created] = await tx
    .insert(users)
    .values({
      email: normaliseEmail(person.email),
      username: person.username,
      fullName: person.full_name,
      phone: person.phone ?? null,
      passwordHash: person.passwordHash,
      passwordSetBySelf: person.passwordSetBySelf ?? false,
      status: person.status ?? 'active',
      isAdmin: person.isAdmin ?? false,
      adminLevel: person.adminLevel ?? null,
      bio: person.bio ?? null,
      location: person.location ?? null,
      joinDate: person.joinDate ?? new Date().toISOString().slice(0, 10),
    })
    .returning();
  if (!created) throw new Error('The new user was not returned');
  return created;
}
