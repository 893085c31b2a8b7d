import { z } from 'zod';
import { MAX_ID } from './common';
import { enumField } from './fields';

/** The most rows one bulk request may change (a page of the largest list). */
export const MAX_BULK_IDS = 100;

const idMessage = `Ids must be whole numbers between 1 and ${MAX_ID}`;

/** The selected rows: 1 to 100 distinct positive ids. */
export const bulkIdsSchema = z
  .array(z.number({ error: idMessage }).int(idMessage).min(1, idMessage).max(MAX_ID, idMessage), { error: 'Ids must be a list of ids' })
  .min(1, 'Select at least one row')
  .max(MAX_BULK_IDS, `Select at most ${MAX_BULK_IDS} rows`)
  .refine((ids) => new Set(ids).size === ids.length, 'Ids must not repeat');

/** A bulk request: the selected rows and one of the list's bulk actions. */
function bulkActionSchema<const T extends readonly [string, ...string[]]>(actions: T) {
  return z.object({ ids: bulkIdsSchema, action: enumField('Action', actions) });
}

export const BULK_CONTACT_MESSAGE_ACTIONS = ['mark_read', 'close'] as const;
export type BulkContactMessageAction = (typeof BULK_CONTACT_MESSAGE_ACTIONS)[number];

/** POST /api/admin/contact-messages/bulk */
export const bulkContactMessagesSchema = bulkActionSchema(BULK_CONTACT_MESSAGE_ACTIONS);
export type BulkContactMessagesPayload = z.infer<typeof bulkContactMessagesSchema>;

export const BULK_USER_ACTIONS = ['suspend', 'activate'] as const;
export type BulkUserAction = (typeof BULK_USER_ACTIONS)[number];

/** POST /api/admin/users/bulk */
export const bulkUsersSchema = bulkActionSchema(BULK_USER_ACTIONS);
export type BulkUsersPayload = z.infer<typeof bulkUsersSchema>;

/** What a bulk action answers: a message for the toast ("3 messages marked as read") and the count. */
export const bulkResultSchema = z.object({ message: z.string(), updated: z.number().int() });
export type BulkResult = z.infer<typeof bulkResultSchema>;
