import { and, eq, getTableColumns, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ContactAdminRef, ContactMessage } from '@tulia/shared/contract';
import type { Database } from '../../db/client';
import { contactMessages, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { iso, isoOrNull, timestampsOf } from '../common';

// How a contact message is read for the admin screens: its row and the administrator it is
// assigned to (name and e-mail, as they are now).

export const assignee = alias(users, 'assignee');
/** LEFT JOIN condition of the assignee. */
export const assigneeOn = eq(assignee.id, contactMessages.assignedTo);

export const messageColumns = {
  ...getTableColumns(contactMessages),
  assigneeId: assignee.id,
  assigneeName: assignee.fullName,
  assigneeEmail: assignee.email,
};

/** A message's row with its assignee (null fields when it has none). */
export type MessageRow = typeof contactMessages.$inferSelect & { assigneeId: number | null; assigneeName: string | null; assigneeEmail: string | null };

/** SELECT … FROM contact_messages with the assignee: add WHERE, ORDER BY, LIMIT. */
export function selectMessages(db: Database) {
  return db.select(messageColumns).from(contactMessages).leftJoin(assignee, assigneeOn);
}

export function adminRefOf(id: number | null, fullName: string | null, email: string | null): ContactAdminRef | null {
  return id === null || fullName === null || email === null ? null : { id, full_name: fullName, email };
}

export function toContactMessage(row: MessageRow): ContactMessage {
  return {
    id: row.id,
    full_name: row.fullName,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    status: row.status,
    admin_notes: row.adminNotes,
    reply_message: row.replyMessage,
    replied_at: isoOrNull(row.repliedAt),
    ...timestampsOf(row),
    risk_level: row.riskLevel,
    risk_reasons: row.riskReasons,
    risk_rules_version: row.riskRulesVersion,
    risk_missed: row.riskMissed,
    due_at: iso(row.dueAt),
    first_response_at: isoOrNull(row.firstResponseAt),
    assignee: adminRefOf(row.assigneeId, row.assigneeName, row.assigneeEmail),
    oncall_alerted_at: isoOrNull(row.oncallAlertedAt),
    oncall_acknowledged_at: isoOrNull(row.oncallAcknowledgedAt),
  };
}

/** One message as the admin screens show it (after a write, read in its transaction). */
export async function readMessage(db: Database, id: number): Promise<ContactMessage> {
  const [row] = await selectMessages(db).where(eq(contactMessages.id, id)).limit(1);
  if (!row) throw notFound('Contact message not found');
  return toContactMessage(row);
}

/** The message's row, locked until the transaction ends (a write decides on it). */
export async function lockMessage(db: Database, id: number): Promise<typeof contactMessages.$inferSelect> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1).for('update');
  if (!row) throw notFound('Contact message not found');
  return row;
}

/** Waiting: no first response yet, and not closed. */
export const isWaiting: SQL = sql`${and(isNull(contactMessages.firstResponseAt), ne(contactMessages.status, 'closed'))}`;
