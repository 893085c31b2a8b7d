import { apiClient } from '@tulia/shared/api-client';
import {
  CONTACT_MESSAGE_STATUSES,
  CONTACT_SUBJECTS,
  RISK_LEVELS,
  DEFAULT_PER_PAGE,
  bulkContactMessagesSchema,
  bulkResultSchema,
  contactMessageResponseSchema,
  contactMessagesListResponseSchema,
  contactMessagesSorting,
  contactStatsSchema,
  messageResponseSchema,
  type BulkContactMessagesPayload,
  type BulkResult,
  type ContactMessage,
  type ContactReplyPayload,
} from '@tulia/shared/contract';
import { defineResource, resourceKey } from '@tulia/shared/resources';

/**
 * Contact messages: searched (name, email, subject), filtered by status, risk and subject,
 * sorted, 20 per page (docs/decisions.md). By default danger comes first: high, then elevated, then the
 * rest, oldest first within each (the contract's sorting, done by the server).
 */
export const contactMessagesResource = defineResource({
  name: 'contact-messages',
  path: 'admin/contact-messages',
  listKey: 'contact_messages',
  listSchema: contactMessagesListResponseSchema,
  perPage: DEFAULT_PER_PAGE.contact_messages,
  filters: {
    status: { default: 'all', values: ['all', ...CONTACT_MESSAGE_STATUSES] },
    risk: { default: 'all', values: ['all', ...RISK_LEVELS] },
    subject: { default: 'all', values: ['all', ...CONTACT_SUBJECTS] },
  },
  sorting: contactMessagesSorting,
});

/** The statistics' cache key: under the messages' name, so every change to a message refreshes them. */
export const contactStatsKey = [...resourceKey(contactMessagesResource), 'stats'] as const;

/** GET /admin/contact-messages/stats. A failure is only logged (the cards show dashes). */
export function fetchContactStats(signal: AbortSignal) {
  return apiClient.get('admin/contact-messages/stats', { schema: contactStatsSchema, signal }).catch((error: unknown) => {
    if (!signal.aborted) console.warn('Contact statistics could not be loaded', error);
    throw error;
  });
}

/** The cache key of one message as the server has it now (a details dialog follows every change). */
export const contactMessageKey = (id: number) => [...resourceKey(contactMessagesResource), 'record', id] as const;

/** GET /admin/contact-messages/{id}. */
export function fetchContactMessage(id: number, signal: AbortSignal): Promise<ContactMessage> {
  return apiClient.get(`admin/contact-messages/${id}`, { schema: contactMessageResponseSchema, signal }).then((answer) => answer.contact_message);
}

function changed(path: string, body?: unknown): Promise<ContactMessage> {
  return apiClient.post(path, body, { schema: contactMessageResponseSchema }).then((answer) => answer.contact_message);
}

export const markMessageRead = (id: number) => changed(`admin/contact-messages/${id}/mark-read`);
export const replyToMessage = (id: number, reply: ContactReplyPayload) => changed(`admin/contact-messages/${id}/reply`, reply);
export const closeMessage = (id: number) => changed(`admin/contact-messages/${id}/close`);

/** POST /admin/contact-messages/bulk: one request for every selected message. */
export function changeMessages(payload: BulkContactMessagesPayload): Promise<BulkResult> {
  return apiClient.post('admin/contact-messages/bulk', bulkContactMessagesSchema.parse(payload), { schema: bulkResultSchema });
}

/** DELETE /admin/contact-messages/{id}: for good (super admins only; a sender may ask for it). */
export async function deleteMessage(id: number): Promise<void> {
  await apiClient.delete(`admin/contact-messages/${id}`, { schema: messageResponseSchema });
}
