import type { ContactMessageStatus } from '@tulia/shared/contract';

// Which actions a message offers in each status.

/** Mark as read: only an unread message. */
export const canMarkRead = (status: ContactMessageStatus) => status === 'unread';
/** Reply: unread or read (a replied or closed message offers no reply). */
export const canReply = (status: ContactMessageStatus) => status === 'unread' || status === 'read';
/** Close: any status but closed. */
export const canClose = (status: ContactMessageStatus) => status !== 'closed';
