import type { AuditLogEntry } from '@tulia/shared/contract';
import type { auditLog } from '../db/schema';
import { iso } from './common';

// An audit entry as the answers show it: the Audit Log's list and a data-subject export.

/** An entry as stored, with its actor's current e-mail when the account was looked up (the list does; a data-subject export does not). */
type AuditRow = typeof auditLog.$inferSelect & { actorEmail?: string | null };

/** What an entry says, as every answer that shows entries says it (the actor is each answer's own). */
export function entryFields(row: Pick<AuditRow, 'id' | 'action' | 'entity' | 'entityId' | 'summary' | 'at'>) {
  return { id: row.id, action: row.action, entity: row.entity, entity_id: row.entityId, summary: row.summary, at: iso(row.at) };
}

export function toAuditLogEntry(row: AuditRow): AuditLogEntry {
  return {
    ...entryFields(row),
    // Nobody was signed in (a failed sign-in): no actor. A deleted admin keeps the name, loses the id and e-mail.
    actor: row.actorName === null && row.adminId === null ? null : { id: row.adminId, full_name: row.actorName ?? '', email: row.actorEmail ?? null },
  };
}
