import { asc, inArray } from 'drizzle-orm';
import type { AdminLevel } from '@tulia/shared/contract';
import type { AccountRecord } from './accounts';
import { INVALID_TOKEN_MESSAGE, type Principal } from './guard';
import { OWN_PASSWORD } from './own-password';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { forbidden, notFound, unauthorized } from '../http/errors';

// Who may change whom (docs/security.md, "Authorization"): an admin may do everything except
// create, promote, demote or delete administrator accounts and change an admin level; nobody
// changes their own access or status, or deletes their own account.

export const SUPER_ADMIN_ONLY = {
  create: 'Only a super admin can create administrator accounts.',
  promote: 'Only a super admin can promote a user to administrator or change an admin level.',
  change: 'Only a super admin can change administrator accounts.',
  remove: 'Only a super admin can delete administrator accounts.',
  password: "Only a super admin can set an administrator's password.",
  profile: "Only a super admin can change an administrator's therapist or rafiki profile.",
};

export const OWN_ACCOUNT = {
  access: 'You cannot change your own administrator access or status.',
  remove: 'You cannot delete your own account.',
};

/**
 * Locks the rows a permission check decides on until the transaction ends: the acting
 * admin's own row (their level may be changing at this moment) and the accounts the write is
 * about, in id order so that two such writes never wait on each other in a circle. Answers
 * the actor's level as it is now, not as the session cache last saw it; an actor who is no
 * longer an active administrator is signed out (401).
 */
export async function lockForDecision(
  tx: Database,
  actor: Principal,
  ids: readonly number[],
): Promise<{ level: AdminLevel; rows: Map<number, AccountRecord> }> {
  const locked = await tx
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set([actor.userId, ...ids])]))
    .orderBy(asc(users.id))
    .for('update');
  const rows = new Map(locked.map((row) => [row.id, row]));
  const me = rows.get(actor.userId);
  if (!me || !me.isAdmin || me.status !== 'active') throw unauthorized(INVALID_TOKEN_MESSAGE);
  return { level: me.adminLevel ?? 'admin', rows };
}

/** The account a write decides on (404 when there is none) and the actor's level, locked until the transaction ends. */
export async function lockAccount(tx: Database, actor: Principal, id: number): Promise<{ current: AccountRecord; level: AdminLevel }> {
  const { level, rows } = await lockForDecision(tx, actor, [id]);
  const current = rows.get(id);
  if (!current) throw notFound('User not found');
  return { current, level };
}

/** Creating an administrator account is a super admin's. */
export function assertMayCreate(level: AdminLevel, makesAdmin: boolean): void {
  if (makesAdmin && level !== 'super_admin') throw forbidden(SUPER_ADMIN_ONLY.create);
}

/**
 * Changing an account: an administrator's only by a super admin, and so is a change of access
 * (admin or not, the level); one's own access and status stay as they are.
 */
export function assertMayChange(actor: Principal, level: AdminLevel, current: AccountRecord, change: { changesAccess: boolean; staysActive: boolean }): void {
  if (level !== 'super_admin') {
    if (current.isAdmin) throw forbidden(SUPER_ADMIN_ONLY.change);
    if (change.changesAccess) throw forbidden(SUPER_ADMIN_ONLY.promote);
  }
  if (current.id === actor.userId && (change.changesAccess || !change.staysActive)) throw forbidden(OWN_ACCOUNT.access);
}

/** Deleting an account: never one's own, an administrator's only by a super admin. */
export function assertMayRemove(actor: Principal, level: AdminLevel, current: AccountRecord): void {
  if (current.id === actor.userId) throw forbidden(OWN_ACCOUNT.remove);
  if (current.isAdmin && level !== 'super_admin') throw forbidden(SUPER_ADMIN_ONLY.remove);
}

/** Setting another's password: an administrator's only by a super admin (one's own needs the current one). */
export function assertMaySetPasswordOf(level: AdminLevel, current: AccountRecord): void {
  if (current.isAdmin && level !== 'super_admin') throw forbidden(SUPER_ADMIN_ONLY.password);
}

/**
 * A therapist or rafiki profile follows the rule of its account: only a super admin changes or
 * deletes the profile of an administrator. The account's row is locked until the transaction
 * ends, so a promotion cannot slip in between check and write. One's own profile may not set
 * one's own password: that needs the current one.
 */
export async function assertMayChangeProfileOf(tx: Database, actor: Principal, userId: number, setsPassword = false): Promise<void> {
  const { level, rows } = await lockForDecision(tx, actor, [userId]);
  if (rows.get(userId)?.isAdmin && level !== 'super_admin') throw forbidden(SUPER_ADMIN_ONLY.profile);
  if (setsPassword && userId === actor.userId) throw forbidden(OWN_PASSWORD.profile);
}
