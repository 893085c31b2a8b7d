import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditAction, AuditEntity } from '@tulia/shared/contract';
import { auditLog, users } from '../db/schema';
import type { Database } from '../db/client';
import { loggableError } from '../http/errors';

export type { AuditAction, AuditEntity } from '@tulia/shared/contract';

/** The entries a refused request writes (it changes nothing else). */
export const REFUSAL_ACTIONS = ['sign_in_failed', 'forbidden'] as const satisfies readonly AuditAction[];

export interface AuditEntry {
  /** The signed-in admin, or null when nobody is (a failed sign-in). */
  adminId: number | null;
  action: AuditAction;
  entity: AuditEntity;
  entityId: number | null;
  summary: string;
}

/** The admin's name as it is now, copied onto the entry so the log keeps it after the account goes. */
function actorNameOf(adminId: number | null) {
  return adminId === null ? null : sql`(select ${users.fullName} from ${users} where ${eq(users.id, adminId)})`;
}

/** Records an admin write; called inside the write's transaction so both land or neither. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    adminId: entry.adminId,
    actorName: actorNameOf(entry.adminId),
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    summary: entry.summary.slice(0, 500),
  });
}

/**
 * The entries of one kind of record written by the signed-in admin, as the modules' services
 * record them: `audit(tx, actor, 'close', id, summary)`.
 */
export function auditOf(entity: AuditEntity) {
  return (db: Database, actor: { userId: number }, action: AuditAction, entityId: number | null, summary: string) =>
    recordAudit(db, { adminId: actor.userId, action, entity, entityId, summary });
}

/**
 * Records what happened around a refused or failed request (a failed sign-in, a 403): the
 * request's own answer does not depend on it, so a failed write is logged, never thrown.
 */
export async function recordAuditQuietly(db: Database, entry: AuditEntry, log: FastifyBaseLogger): Promise<void> {
  try {
    await recordAudit(db, entry);
  } catch (error) {
    log.warn({ err: loggableError(error), action: entry.action }, 'audit entry not recorded');
  }
}
