import { asc, inArray } from 'drizzle-orm';
import type { BulkContactMessagesPayload, BulkResult, ContactMessageStatus } from '@tulia/shared/contract';
import { auditOf } from '../../audit/log';
import type { Principal } from '../../auth/guard';
import type { AppContext } from '../../context';
import { contactMessages } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { countOf } from '../plural';
import { requireOutcomes } from './triage';

const audit = auditOf('contact_message');

type Action = BulkContactMessagesPayload['action'];

const TARGET: Record<Action, ContactMessageStatus> = { mark_read: 'read', close: 'closed' };
const DONE: Record<Action, string> = { mark_read: 'marked as read', close: 'closed' };

/** Which statuses each action may change: mark read only unread messages, close any but closed. */
const FROM: Record<Action, readonly ContactMessageStatus[]> = { mark_read: ['unread'], close: ['unread', 'read', 'replied'] };

const summaryOf = (action: Action, fullName: string) =>
  action === 'mark_read' ? `Marked the message from ${fullName} as read` : `Closed the message from ${fullName}`;

/**
 * POST /api/admin/contact-messages/bulk: marks as read or closes the selected messages in one
 * transaction, with the rules of the one-at-a-time actions. Messages already in the asked
 * status are left as they are and not counted; one the action cannot apply to (a replied
 * message marked as read) refuses them all, naming it; an unknown id is a 404. Each changed
 * message gets its own audit entry, as the one-at-a-time action writes.
 */
export async function bulkUpdateContactMessages(ctx: AppContext, actor: Principal, { ids, action }: BulkContactMessagesPayload): Promise<BulkResult> {
  const target = TARGET[action];
  const changed = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: contactMessages.id, fullName: contactMessages.fullName, status: contactMessages.status, riskLevel: contactMessages.riskLevel })
      .from(contactMessages)
      .where(inArray(contactMessages.id, ids))
      .orderBy(asc(contactMessages.id))
      .for('update');
    const found = new Set(rows.map((row) => row.id));
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw notFound(`Contact message ${missing} not found`);
    const toChange = rows.filter((row) => row.status !== target);
    const refused = toChange.find((row) => !FROM[action].includes(row.status));
    if (refused) throw conflict(`Only unread messages can be marked as read; the message from ${refused.fullName} is ${refused.status}.`);
    if (toChange.length === 0) return toChange;
    // Closing many is closing each: a high-risk message without an outcome note refuses them all.
    if (action === 'close') await requireOutcomes(tx, toChange);
    await tx
      .update(contactMessages)
      .set({ status: target, updatedAt: new Date() })
      .where(
        inArray(
          contactMessages.id,
          toChange.map((row) => row.id),
        ),
      );
    for (const row of toChange) {
      await audit(tx, actor, action, row.id, summaryOf(action, row.fullName));
    }
    return toChange;
  });
  return { message: `${countOf(changed.length, 'message')} ${DONE[action]}`, updated: changed.length };
}
