import { and, count, eq, getTableColumns, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  contactMessagesSorting,
  orderOf,
  type ContactFormPayload,
  type ContactMessage,
  type ContactMessagesListResponse,
  type ContactMessagesQuery,
  type ContactReplyPayload,
  type ContactStats,
} from '@tulia/shared/contract';
import { recordAudit } from '../../audit/log';
import { requireSuperAdmin, type Principal } from '../../auth/guard';
import { normaliseEmail } from '../../auth/service';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { iso, isoOrNull, matches, offsetOf, pageInfo } from '../common';
import { caseless, orderByOf, pageWithTotal, totalColumn, type SortColumns } from '../listing';

/** The same expression as contact_messages_search_trgm_idx: name, email and subject. */
const messageSearchExpression = sql`(${contactMessages.fullName} || ' ' || ${contactMessages.email} || ' ' || ${contactMessages.subject})`;

/** What the Contact Messages table sorts by (the contract's contactMessagesSorting). */
const messageSorts: SortColumns<(typeof contactMessagesSorting.sorts)[number]> = {
  full_name: caseless(contactMessages.fullName),
  email: contactMessages.email,
  subject: caseless(contactMessages.subject),
  status: contactMessages.status,
  created_at: contactMessages.createdAt,
  replied_at: contactMessages.repliedAt,
};

function toContactMessage(row: typeof contactMessages.$inferSelect): ContactMessage {
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
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

export class ContactMessagesService {
  constructor(private readonly ctx: AppContext) {}

  private get db(): Database {
    return this.ctx.db;
  }

  /** Public §7: every message of the contact form is stored, unread. */
  async submit(payload: ContactFormPayload): Promise<number> {
    const [row] = await this.db
      .insert(contactMessages)
      .values({
        fullName: payload.full_name,
        email: normaliseEmail(payload.email),
        phone: payload.phone,
        subject: payload.subject,
        message: payload.message,
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('The new message was not returned');
    return row.id;
  }

  async list(query: ContactMessagesQuery): Promise<ContactMessagesListResponse> {
    const conditions: (SQL | undefined)[] = [
      query.status ? eq(contactMessages.status, query.status) : undefined,
      query.search ? matches(messageSearchExpression, query.search) : undefined,
    ];
    const where = and(...conditions);
    const { rows, total } = await pageWithTotal({
      page: query.page,
      rows: (counted) =>
        this.db
          .select({ ...getTableColumns(contactMessages), total: totalColumn(counted) })
          .from(contactMessages)
          .where(where)
          .orderBy(...orderByOf(messageSorts, contactMessages.id, orderOf(contactMessagesSorting, query)))
          .limit(query.per_page)
          .offset(offsetOf(query.page, query.per_page)),
      count: async () => (await this.db.select({ value: count() }).from(contactMessages).where(where))[0]?.value ?? 0,
    });
    return { contact_messages: rows.map(toContactMessage), ...pageInfo(total, query.page, query.per_page) };
  }

  async stats(): Promise<ContactStats> {
    const startOfDay = new Date();
    startOfDay.setUTCHours(0, 0, 0, 0);
    const byStatus = (status: string) => sql<number>`count(*) filter (where ${contactMessages.status} = ${status})`.mapWith(Number);
    const [row] = await this.db
      .select({
        total: count(),
        unread: byStatus('unread'),
        read: byStatus('read'),
        replied: byStatus('replied'),
        closed: byStatus('closed'),
        today: sql<number>`count(*) filter (where ${gte(contactMessages.createdAt, startOfDay)})`.mapWith(Number),
      })
      .from(contactMessages);
    return {
      total_messages: row?.total ?? 0,
      unread_messages: row?.unread ?? 0,
      read_messages: row?.read ?? 0,
      replied_messages: row?.replied ?? 0,
      closed_messages: row?.closed ?? 0,
      messages_today: row?.today ?? 0,
    };
  }

  async get(id: number): Promise<ContactMessage> {
    const [row] = await this.db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
    if (!row) throw notFound('Contact message not found');
    return toContactMessage(row);
  }

  private async mustExist(db: Database, id: number): Promise<typeof contactMessages.$inferSelect> {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1).for('update');
    if (!row) throw notFound('Contact message not found');
    return row;
  }

  /** Admin §4: unread to read, offered only when unread. */
  async markRead(actor: Principal, id: number): Promise<ContactMessage> {
    return this.db.transaction(async (tx) => {
      const current = await this.mustExist(tx, id);
      if (current.status !== 'unread') throw conflict(`Only unread messages can be marked as read; this one is ${current.status}.`);
      const [row] = await tx.update(contactMessages).set({ status: 'read', updatedAt: new Date() }).where(eq(contactMessages.id, id)).returning();
      if (!row) throw notFound('Contact message not found');
      await recordAudit(tx, { adminId: actor.userId, action: 'mark_read', entity: 'contact_message', entityId: id, summary: `Marked the message from ${row.fullName} as read` });
      return toContactMessage(row);
    });
  }

  /**
   * Admin §4: unread or read to replied. The reply, the admin notes and replied_at are stored
   * and the reply is mailed to the sender, in one transaction with the outbox row.
   */
  async reply(actor: Principal, id: number, payload: ContactReplyPayload): Promise<ContactMessage> {
    const { message, mailId } = await this.db.transaction(async (tx) => {
      const current = await this.mustExist(tx, id);
      if (current.status === 'replied' || current.status === 'closed') {
        throw conflict(current.status === 'closed' ? 'This message is closed; it can no longer be replied to.' : 'This message has already been replied to.');
      }
      const now = new Date();
      const [row] = await tx
        .update(contactMessages)
        .set({ status: 'replied', replyMessage: payload.reply_message, adminNotes: payload.admin_notes, repliedAt: now, repliedBy: actor.userId, updatedAt: now })
        .where(and(eq(contactMessages.id, id), inArray(contactMessages.status, ['unread', 'read'])))
        .returning();
      if (!row) throw conflict('This message has already been replied to.');
      const queued = await this.ctx.mailer.enqueue(tx, {
        to: row.email,
        kind: 'contact_reply',
        subject: `Re: ${row.subject}`,
        body: [`Hello ${row.fullName},`, '', payload.reply_message, '', '--', 'The Tulia team', '', 'Your message:', ...row.message.split('\n').map((line) => `> ${line}`)].join('\n'),
      });
      await recordAudit(tx, { adminId: actor.userId, action: 'reply', entity: 'contact_message', entityId: id, summary: `Replied to ${row.fullName} about ${row.subject}` });
      return { message: toContactMessage(row), mailId: queued };
    });
    await this.ctx.mailer.deliver([mailId]);
    return message;
  }

  /** Admin §4: any status but closed to closed. */
  async close(actor: Principal, id: number): Promise<ContactMessage> {
    return this.db.transaction(async (tx) => {
      const current = await this.mustExist(tx, id);
      if (current.status === 'closed') throw conflict('This message is already closed.');
      const [row] = await tx
        .update(contactMessages)
        .set({ status: 'closed', updatedAt: new Date() })
        .where(and(eq(contactMessages.id, id), ne(contactMessages.status, 'closed')))
        .returning();
      if (!row) throw conflict('This message is already closed.');
      await recordAudit(tx, { adminId: actor.userId, action: 'close', entity: 'contact_message', entityId: id, summary: `Closed the message from ${row.fullName}` });
      return toContactMessage(row);
    });
  }

  /**
   * Deletes a message for good (data protection: a sender may ask for it). Super admins only,
   * as the other ways personal data leaves for good. The audit entry keeps the id and the
   * subject (one of the form's fixed subjects), never the sender or the text.
   */
  async remove(actor: Principal, id: number): Promise<void> {
    requireSuperAdmin(actor, DELETE_SUPER_ADMIN_ONLY);
    await this.db.transaction(async (tx) => {
      const [row] = await tx.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ subject: contactMessages.subject });
      if (!row) throw notFound('Contact message not found');
      await recordAudit(tx, { adminId: actor.userId, action: 'delete', entity: 'contact_message', entityId: id, summary: `Deleted a contact message about ${row.subject}` });
    });
  }
}

export const DELETE_SUPER_ADMIN_ONLY = 'Only a super admin can delete contact messages.';
