import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import {
  FIRST_RESPONSE_NOTE_KINDS,
  type ContactAssigneePayload,
  type ContactMessage,
  type ContactNote,
  type ContactNoteKind,
  type ContactNotePayload,
  type ContactRiskPayload,
  type RiskLevel,
  type RiskReason,
} from '@tulia/shared/contract';
import { auditOf } from '../../audit/log';
import type { Principal } from '../../auth/guard';
import { ContextService } from '../../context';
import type { Database } from '../../db/client';
import { contactMessageNotes, contactMessages, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { dueAtOf } from '../../support-hours';
import { iso } from '../common';
import { adminRefOf, lockMessage, readMessage } from './message-rows';

const audit = auditOf('contact_message');

// The people side of crisis triage: a message's append-only note history, its assignee, its
// tier set by hand, and the rule that a `high` message is closed only with an outcome. Audit
// entries carry category codes only: never the note, the reason or the message's words.

export const CLOSE_HIGH_NEEDS_OUTCOME =
  'A high-risk message can be closed only once an outcome note records what was done (add a note of kind "outcome" first).';

const UNKNOWN_ASSIGNEE = 'Assignee must be an active administrator';

/** Sets the first response once: later replies or notes keep the first one. */
export async function recordFirstResponse(db: Database, id: number, at: Date): Promise<void> {
  await db
    .update(contactMessages)
    .set({ firstResponseAt: at })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.firstResponseAt)));
}

const countsAsFirstResponse = (kind: ContactNoteKind) => FIRST_RESPONSE_NOTE_KINDS.includes(kind);

/**
 * Refuses to close `high` messages that have no outcome note (one or many, in the closing
 * transaction with the messages locked). `rows` are the messages about to be closed.
 */
export async function requireOutcomes(db: Database, rows: readonly { id: number; riskLevel: RiskLevel }[]): Promise<void> {
  const high = rows.filter((row) => row.riskLevel === 'high').map((row) => row.id);
  if (high.length === 0) return;
  const withOutcome = await db
    .selectDistinct({ id: contactMessageNotes.contactMessageId })
    .from(contactMessageNotes)
    .where(and(inArray(contactMessageNotes.contactMessageId, high), eq(contactMessageNotes.kind, 'outcome')));
  const done = new Set(withOutcome.map((row) => row.id));
  const missing = high.find((id) => !done.has(id));
  if (missing !== undefined)
    throw conflict(high.length === 1 && rows.length === 1 ? CLOSE_HIGH_NEEDS_OUTCOME : `Message ${missing}: ${CLOSE_HIGH_NEEDS_OUTCOME}`);
}

export class ContactTriageService extends ContextService {
  /** GET …/:id/notes: oldest first. */
  async notes(id: number): Promise<ContactNote[]> {
    const [message] = await this.db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
    if (!message) throw notFound('Contact message not found');
    return readNotes(this.db, eq(contactMessageNotes.contactMessageId, id));
  }

  /** POST …/:id/notes: appends a note; a call, referral or emergency services note is a first response. */
  async addNote(actor: Principal, id: number, payload: ContactNotePayload): Promise<ContactNote> {
    const noteId = await this.db.transaction(async (tx) => {
      await lockMessage(tx, id);
      const now = new Date();
      const note = await insertNote(tx, id, actor.userId, payload.kind, payload.text, now);
      if (countsAsFirstResponse(payload.kind)) await recordFirstResponse(tx, id, now);
      await audit(tx, actor, 'add_note', id, `Added a note of kind ${payload.kind} to a contact message`);
      return note;
    });
    const [note] = await readNotes(this.db, eq(contactMessageNotes.id, noteId));
    if (!note) throw notFound('Note not found');
    return note;
  }

  /** PUT …/:id/assignee: an active administrator, or null to unassign. */
  async assign(actor: Principal, id: number, { admin_id: adminId }: ContactAssigneePayload): Promise<ContactMessage> {
    return this.db.transaction(async (tx) => {
      await lockMessage(tx, id);
      if (adminId !== null) {
        const [admin] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, adminId), eq(users.isAdmin, true), eq(users.status, 'active')))
          .limit(1);
        if (!admin) throw badRequest(UNKNOWN_ASSIGNEE, { errors: [{ field: 'admin_id', message: UNKNOWN_ASSIGNEE }] });
      }
      await tx.update(contactMessages).set({ assignedTo: adminId, updatedAt: new Date() }).where(eq(contactMessages.id, id));
      const summary = adminId === null ? 'Unassigned a contact message' : `Assigned a contact message to administrator ${adminId}`;
      await audit(tx, actor, 'assign', id, summary);
      return readMessage(tx, id);
    });
  }

  /**
   * PUT …/:id/risk: a tier set by hand. The reasons become `manual` and the rules' codes; a
   * tier raised from `none` is a missed flag; the due time follows the new tier from arrival;
   * the reason is kept as a note (the audit entry has the codes only).
   */
  async setRisk(actor: Principal, id: number, { risk_level: level, reason }: ContactRiskPayload): Promise<ContactMessage> {
    return this.db.transaction(async (tx) => {
      const current = await lockMessage(tx, id);
      const now = new Date();
      const missed = current.riskLevel === 'none' && level !== 'none';
      const reasons: RiskReason[] = ['manual', ...current.riskReasons.filter((code) => code !== 'manual')];
      await tx
        .update(contactMessages)
        .set({
          riskLevel: level,
          riskReasons: reasons,
          riskMissed: current.riskMissed || missed,
          dueAt: dueAtOf(this.ctx.config, level, current.createdAt),
          updatedAt: now,
        })
        .where(eq(contactMessages.id, id));
      await insertNote(tx, id, actor.userId, 'note', reason, now);
      const summary = `Set the risk tier of a contact message from ${current.riskLevel} to ${level} by hand${missed ? ' (missed flag)' : ''}`;
      await audit(tx, actor, 'set_risk', id, summary);
      return readMessage(tx, id);
    });
  }
}

async function readNotes(db: Database, where: SQL): Promise<ContactNote[]> {
  const rows = await db
    .select({
      id: contactMessageNotes.id,
      contactMessageId: contactMessageNotes.contactMessageId,
      kind: contactMessageNotes.kind,
      text: contactMessageNotes.text,
      createdAt: contactMessageNotes.createdAt,
      authorId: users.id,
      authorName: users.fullName,
      authorEmail: users.email,
    })
    .from(contactMessageNotes)
    .leftJoin(users, eq(users.id, contactMessageNotes.authorId))
    .where(where)
    .orderBy(asc(contactMessageNotes.createdAt), asc(contactMessageNotes.id));
  return rows.map((row) => ({
    id: row.id,
    contact_message_id: row.contactMessageId,
    kind: row.kind,
    text: row.text,
    author: adminRefOf(row.authorId, row.authorName, row.authorEmail),
    created_at: iso(row.createdAt),
  }));
}

async function insertNote(db: Database, id: number, authorId: number, kind: ContactNoteKind, text: string, at: Date): Promise<number> {
  const [row] = await db
    .insert(contactMessageNotes)
    .values({ contactMessageId: id, kind, text, authorId, createdAt: at })
    .returning({ id: contactMessageNotes.id });
  if (!row) throw new Error('The new note was not returned');
  return row.id;
}
