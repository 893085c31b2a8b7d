import { and, asc, count, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  contactMessagesSorting,
  orderOf,
  type ContactFormPayload,
  type ContactMessage,
  type ContactMessagesListResponse,
  type ContactMessagesQuery,
  type ContactReplyPayload,
  type ContactStats,
  type ListOrder,
  type RiskLevel,
} from '@tulia/shared/contract';
import { assessContactMessage } from '@tulia/shared/risk';
import { auditOf } from '../../audit/log';
import { requireSuperAdmin, type Principal } from '../../auth/guard';
import { normaliseEmail } from '../../auth/accounts';
import { ContextService } from '../../context';
import { contactMessages, riskRankOf } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { dueAtOf } from '../../support-hours';
import { alertOnCallIfNeeded } from '../crisis-alerts/alerts';
import { pageInfo } from '../common';
import { caseless, orderByOf, filteredPage, type SortColumns, filterOn, searchOn } from '../listing';
import { assignee, assigneeOn, lockMessage, messageColumns, readMessage, toContactMessage } from './message-rows';
import { recordFirstResponse, requireOutcomes } from './triage';
import { triageStats } from './triage-stats';

const audit = auditOf('contact_message');

/** The same expression as contact_messages_search_trgm_idx: name, email and subject. */
const messageSearchExpression = sql`(${contactMessages.fullName} || ' ' || ${contactMessages.email} || ' ' || ${contactMessages.subject})`;

/** The tier's rank, as contact_messages_risk_queue_idx orders it. */
const riskRank = riskRankOf(contactMessages.riskLevel);

type MessageSort = (typeof contactMessagesSorting.sorts)[number];

/** What the Contact Messages table sorts by (the contract's contactMessagesSorting). */
const messageSorts: SortColumns<MessageSort> = {
  risk: { expression: riskRank, nullable: false },
  full_name: caseless(contactMessages.fullName),
  email: contactMessages.email,
  subject: caseless(contactMessages.subject),
  status: contactMessages.status,
  created_at: contactMessages.createdAt,
  replied_at: contactMessages.repliedAt,
  due_at: contactMessages.dueAt,
};

/**
 * The queue's order: by tier (desc turns the tiers around), then always oldest first within
 * each tier, so the longest wait of the most urgent tier is on top. Any other sort is the
 * column's, ties broken by the id.
 */
function messageOrder(order: ListOrder<MessageSort>): SQL[] {
  if (order.sort !== 'risk') return orderByOf(messageSorts, contactMessages.id, order);
  return [sql`${riskRank} ${order.order === 'asc' ? sql`asc` : sql`desc`}`, asc(contactMessages.createdAt), asc(contactMessages.id)];
}

/** The sender is shown the crisis notice: a self-declared crisis, or words that read as risk. */
export const showsCrisisHelp = (subject: string, level: RiskLevel) => subject === 'Crisis Support' || level === 'high' || level === 'elevated';

/** What a stored submission answers. */
export interface Submission {
  id: number;
  showCrisisHelp: boolean;
}

export class ContactMessagesService extends ContextService {
  /**
   * Every message of the contact form is stored, unread, with its risk tier, the
   * rules' reasons (codes) and its due time, and the on-call hook runs in the same transaction
   * (an alert is written exactly when the message is).
   */
  async submit(payload: ContactFormPayload): Promise<Submission> {
    const risk = assessContactMessage({ subject: payload.subject, message: payload.message });
    return this.db.transaction(async (tx) => {
      const createdAt = new Date();
      const [row] = await tx
        .insert(contactMessages)
        .values({
          fullName: payload.full_name,
          email: normaliseEmail(payload.email),
          phone: payload.phone,
          subject: payload.subject,
          message: payload.message,
          riskLevel: risk.level,
          riskReasons: risk.reasons,
          riskRulesVersion: risk.version,
          dueAt: dueAtOf(this.ctx.config, risk.level, createdAt),
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: contactMessages.id, riskLevel: contactMessages.riskLevel, createdAt: contactMessages.createdAt });
      if (!row) throw new Error('The new message was not returned');
      await alertOnCallIfNeeded(tx, this.ctx, { id: row.id, risk_level: row.riskLevel, created_at: row.createdAt });
      return { id: row.id, showCrisisHelp: showsCrisisHelp(payload.subject, row.riskLevel) };
    });
  }

  async list(query: ContactMessagesQuery): Promise<ContactMessagesListResponse> {
    const { rows, total } = await filteredPage(this.db, {
      table: contactMessages,
      filters: [
        filterOn(contactMessages.status, query.status),
        filterOn(contactMessages.riskLevel, query.risk),
        filterOn(contactMessages.subject, query.subject),
        searchOn(messageSearchExpression, query.search),
      ],
      order: messageOrder(orderOf(contactMessagesSorting, query)),
      query,
      select: (total) =>
        this.db
          .select({ ...messageColumns, total })
          .from(contactMessages)
          .leftJoin(assignee, assigneeOn),
    });
    return { contact_messages: rows.map(toContactMessage), ...pageInfo(total, query.page, query.per_page) };
  }

  async stats(): Promise<ContactStats> {
    const startOfDay = new Date();
    startOfDay.setUTCHours(0, 0, 0, 0);
    const byStatus = (status: string) => sql<number>`count(*) filter (where ${contactMessages.status} = ${status})`.mapWith(Number);
    // The answer's names straight from the select: one row, whatever the table holds.
    const [counts] = await this.db
      .select({
        total_messages: count(),
        unread_messages: byStatus('unread'),
        read_messages: byStatus('read'),
        replied_messages: byStatus('replied'),
        closed_messages: byStatus('closed'),
        messages_today: sql<number>`count(*) filter (where ${gte(contactMessages.createdAt, startOfDay)})`.mapWith(Number),
      })
      .from(contactMessages);
    if (!counts) throw new Error('The counts of the messages were not returned');
    return { triage: await triageStats(this.db), ...counts };
  }

  /**
   * One message. Reading a `high` or `elevated` one is audited (`view`, the tier only): who
   * read a young person's words of crisis is part of the record.
   */
  async get(actor: Principal, id: number): Promise<ContactMessage> {
    const message = await readMessage(this.db, id);
    if (message.risk_level !== 'none') {
      await audit(this.db, actor, 'view', id, `Viewed a ${message.risk_level}-risk contact message`);
    }
    return message;
  }

  /** Unread to read, offered only when unread. */
  async markRead(actor: Principal, id: number): Promise<ContactMessage> {
    return this.db.transaction(async (tx) => {
      const current = await lockMessage(tx, id);
      if (current.status !== 'unread') throw conflict(`Only unread messages can be marked as read; this one is ${current.status}.`);
      await tx.update(contactMessages).set({ status: 'read', updatedAt: new Date() }).where(eq(contactMessages.id, id));
      await audit(tx, actor, 'mark_read', id, `Marked the message from ${current.fullName} as read`);
      return readMessage(tx, id);
    });
  }

  /**
   * Unread or read to replied. The reply, the admin notes and replied_at are stored
   * and the reply is mailed to the sender, in one transaction with the outbox row.
   */
  async reply(actor: Principal, id: number, payload: ContactReplyPayload): Promise<ContactMessage> {
    const { message, mailId } = await this.db.transaction(async (tx) => {
      const current = await lockMessage(tx, id);
      if (current.status === 'replied' || current.status === 'closed') {
        throw conflict(current.status === 'closed' ? 'This message is closed; it can no longer be replied to.' : 'This message has already been replied to.');
      }
      const now = new Date();
      const [row] = await tx
        .update(contactMessages)
        .set({
          status: 'replied',
          replyMessage: payload.reply_message,
          adminNotes: payload.admin_notes,
          repliedAt: now,
          repliedBy: actor.userId,
          updatedAt: now,
        })
        .where(and(eq(contactMessages.id, id), inArray(contactMessages.status, ['unread', 'read'])))
        .returning();
      if (!row) throw conflict('This message has already been replied to.');
      // The first reply is a first response (unless a call or a referral came first).
      await recordFirstResponse(tx, id, now);
      const queued = await this.ctx.mailer.enqueue(tx, {
        to: row.email,
        kind: 'contact_reply',
        subject: `Re: ${row.subject}`,
        body: [
          `Hello ${row.fullName},`,
          '',
          payload.reply_message,
          '',
          '--',
          'The Tulia team',
          '',
          'Your message:',
          ...row.message.split('\n').map((line) => `> ${line}`),
        ].join('\n'),
      });
      await audit(tx, actor, 'reply', id, `Replied to ${row.fullName} about ${row.subject}`);
      return { message: await readMessage(tx, id), mailId: queued };
    });
    await this.ctx.mailer.deliver([mailId]);
    return message;
  }

  /** Any status but closed to closed. */
  async close(actor: Principal, id: number): Promise<ContactMessage> {
    return this.db.transaction(async (tx) => {
      const current = await lockMessage(tx, id);
      if (current.status === 'closed') throw conflict('This message is already closed.');
      await requireOutcomes(tx, [current]);
      const [row] = await tx
        .update(contactMessages)
        .set({ status: 'closed', updatedAt: new Date() })
        .where(and(eq(contactMessages.id, id), ne(contactMessages.status, 'closed')))
        .returning();
      if (!row) throw conflict('This message is already closed.');
      await audit(tx, actor, 'close', id, `Closed the message from ${row.fullName}`);
      return readMessage(tx, id);
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
      await audit(tx, actor, 'delete', id, `Deleted a contact message about ${row.subject}`);
    });
  }
}

export const DELETE_SUPER_ADMIN_ONLY = 'Only a super admin can delete contact messages.';
