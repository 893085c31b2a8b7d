import { z } from 'zod';
import { pagedListSchema, pagingQuery, timestampSchema } from './common';
import { filterField, searchText } from './fields';

/**
 * Why a mail was written. `crisis_alert`: the out-of-hours on-call alert of an urgent contact
 * message (it carries no content of the message). The database's mail_kind enum follows this list.
 */
export const MAIL_KINDS = ['password_reset', 'contact_reply', 'crisis_alert'] as const;
export const mailKindSchema = z.enum(MAIL_KINDS);
export type MailKind = z.infer<typeof mailKindSchema>;

/** A mail as the transport stored it: every mail is written here first, so none is silently lost. */
export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  kind: mailKindSchema,
  created_at: timestampSchema,
  sent_at: timestampSchema.nullable(),
  last_error: z.string().nullable(),
});

export const outboxQuerySchema = z.object({
  kind: filterField('Kind', MAIL_KINDS),
  to: searchText('To'),
  /** Matches the recipient or the subject. */
  search: searchText(),
  ...pagingQuery(20),
});

export const outboxListResponseSchema = pagedListSchema('outbox', outboxMailSchema);
export type OutboxListResponse = z.infer<typeof outboxListResponseSchema>;

/** GET /api/health */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down', 'not-configured']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/health/live: the process answers (no dependency is asked). */
export const liveResponseSchema = z.object({ status: z.literal('ok'), version: z.string() });

/** GET /api/health/ready: whether this instance should be sent traffic now, and why not. */
export const readyResponseSchema = z.object({
  status: z.enum(['ready', 'starting', 'draining', 'unavailable']),
  // 'unchecked' while draining: the answer is 503 whatever the database says, and must be quick.
  database: z.enum(['up', 'down', 'not-configured', 'unchecked']),
  redis: z.enum(['subscribed', 'not-subscribed', 'not-configured']),
  version: z.string(),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
