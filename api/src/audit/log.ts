import { auditLog } from '../db/schema';
import type { Database } from '../db/client';

export type AuditEntity =
  | 'user'
  | 'therapist'
  | 'rafiki'
  | 'boma_group'
  | 'group_suggestion'
  | 'resource'
  | 'contact_message'
  | 'session';

export interface AuditEntry {
  adminId: number | null;
  action: string;
  entity: AuditEntity;
  entityId: number | null;
  summary: string;
}

/** Records an admin write; called inside the write's transaction so both land or neither. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    adminId: entry.adminId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    summary: entry.summary.slice(0, 500),
  });
}
