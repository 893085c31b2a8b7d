import {
  CONTACT_MESSAGE_STATUSES,
  CONTACT_SUBJECTS,
  RISK_LEVELS,
  DEFAULT_PER_PAGE,
  bulkContactMessagesSchema,
  bulkResultSchema,
  contactAssigneePayloadSchema,
  contactMessageResponseSchema,
  contactMessagesListResponseSchema,
  contactMessagesSorting,
  contactNotePayloadSchema,
  contactNotesResponseSchema,
  contactRiskPayloadSchema,
  contactStatsSchema,
  messageResponseSchema,
  type ContactReplyPayload,
} from '@tulia/shared/contract';
import { choiceFilter, defineAdminList, adminListKey, typedPayload } from '@tulia/shared/admin';

/**
 * Contact messages: searched (name, email, subject), filtered by status, risk and subject,
 * sorted, 20 per page (docs/decisions.md). By default danger comes first: high, then elevated, then the
 * rest, oldest first within each (the contract's sorting, done by the server).
 */
export const contactMessagesList = defineAdminList({
  name: 'contact-messages',
  path: 'admin/contact-messages',
  listKey: 'contact_messages',
  listSchema: contactMessagesListResponseSchema,
  perPage: DEFAULT_PER_PAGE.contact_messages,
  filters: { status: choiceFilter(CONTACT_MESSAGE_STATUSES), risk: choiceFilter(RISK_LEVELS), subject: choiceFilter(CONTACT_SUBJECTS) },
  sorting: contactMessagesSorting,
  record: { key: 'contact_message', schema: contactMessageResponseSchema },
  writes: {
    /** For good (super admins only; a sender may ask for it). */
    remove: { schema: messageResponseSchema },
  },
  actions: {
    stats: { method: 'get', on: 'list', path: 'stats', schema: contactStatsSchema },
    markRead: { method: 'post', path: 'mark-read', schema: contactMessageResponseSchema },
    reply: { method: 'post', path: 'reply', payload: typedPayload<ContactReplyPayload>(), schema: contactMessageResponseSchema },
    close: { method: 'post', path: 'close', schema: contactMessageResponseSchema },
    /** One request for every selected message. */
    bulk: { method: 'post', on: 'list', path: 'bulk', payload: bulkContactMessagesSchema, schema: bulkResultSchema },
    // The triage calls: the note history (oldest first, append-only), the assignee (an
    // administrator's id, or null to unassign), a risk tier set by hand with the reason, and the
    // on-call alert taken in hand. The changes' answers are not read: the message is re-read
    // through its own query, which every change refreshes.
    notes: { method: 'get', path: 'notes', schema: contactNotesResponseSchema },
    addNote: { method: 'post', path: 'notes', payload: contactNotePayloadSchema },
    assign: { method: 'put', path: 'assignee', payload: contactAssigneePayloadSchema },
    changeRisk: { method: 'put', path: 'risk', payload: contactRiskPayloadSchema },
    acknowledge: { method: 'post', path: 'acknowledge' },
  },
  texts: {
    caption: 'Contact messages',
    failure: 'Failed to fetch contact messages',
    empty: { title: 'No messages found', unfiltered: 'No contact messages have been received yet.' },
    noun: 'messages',
  },
});

/** The statistics' cache key: under the messages' name, so every change to a message refreshes them. */
export const contactStatsKey = [...adminListKey(contactMessagesList), 'stats'] as const;

/** The statistics; a failure is only logged (the cards show dashes). */
export function fetchContactStats(signal: AbortSignal) {
  return contactMessagesList.api.stats(signal).catch((error: unknown) => {
    if (!signal.aborted) console.warn('Contact statistics could not be loaded', error);
    throw error;
  });
}

/** The cache key of one message as the server has it now (a details dialog follows every change). */
export const contactMessageKey = (id: number) => [...adminListKey(contactMessagesList), 'record', id] as const;
