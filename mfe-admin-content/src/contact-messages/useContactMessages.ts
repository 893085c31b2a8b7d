import { apiClient } from '@tulia/shared/api-client';
import {
  contactMessageResponseSchema,
  contactMessagesListResponseSchema,
  contactStatsSchema,
  DEFAULT_PER_PAGE,
  type ContactMessage,
  type ContactReplyPayload,
} from '@tulia/shared/contract';
import { useAsync, useServerList } from '@tulia/shared/ui';

export interface ContactMessageFilters extends Record<string, string> {
  status: string;
}

/** GET /admin/contact-messages: searched (name, email, subject), filtered, 20 per page (DECISIONS). */
export function useContactMessages() {
  return useServerList<ContactMessage, ContactMessageFilters>({
    perPage: DEFAULT_PER_PAGE.contact_messages,
    initialFilters: { status: 'all' },
    load: async ({ page, perPage, search, filters }, signal) => {
      const answer = await apiClient.get('admin/contact-messages', {
        schema: contactMessagesListResponseSchema,
        searchParams: { page, per_page: perPage, search, status: filters.status },
        signal,
      });
      return { items: answer.contact_messages, total: answer.total };
    },
  });
}

/** GET /admin/contact-messages/stats. Admin §8: a failure is only logged (the cards show dashes). */
export function useContactStats() {
  return useAsync(
    (signal) =>
      apiClient.get('admin/contact-messages/stats', { schema: contactStatsSchema, signal }).catch((error: unknown) => {
        if (!signal.aborted) console.warn('Contact statistics could not be loaded', error);
        throw error;
      }),
    [],
  );
}

function changed(path: string, body?: unknown): Promise<ContactMessage> {
  return apiClient.post(path, body, { schema: contactMessageResponseSchema }).then((answer) => answer.contact_message);
}

export const markMessageRead = (id: number) => changed(`admin/contact-messages/${id}/mark-read`);
export const replyToMessage = (id: number, reply: ContactReplyPayload) => changed(`admin/contact-messages/${id}/reply`, reply);
export const closeMessage = (id: number) => changed(`admin/contact-messages/${id}/close`);
