import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_ID, listSorting, pagedListSchema, pagingQuery, sortingQuery, timestampSchema } from './common';
import { dateField, filterField, positiveIntText, searchText } from './fields';

/** What the api records in the audit log: every admin write, plus refused access. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'approve',
  'reject',
  'mark_read',
  'reply',
  'close',
  'suspend',
  'activate',
  'login',
  'logout',
  'register',
  'reset_password',
  'change_password',
  'generate_password',
  'sign_in_failed',
  'forbidden',
  'export',
  // Data protection: a retention run, a person's data erased, a person's data handed over.
  'purge',
  'erase',
  'access_request',
  // Crisis triage of contact messages: a flagged message read, a note, an assignment, a tier
  // set by hand, an on-call alert acknowledged (category codes only, never the message's words).
  'view',
  'add_note',
  'assign',
  'set_risk',
  'acknowledge',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record an entry is about; `request` is a refused request, `audit_log` an export of the log itself. */
export const AUDIT_ENTITIES = [
  'user',
  'therapist',
  'rafiki',
  'boma_group',
  'group_suggestion',
  'resource',
  'contact_message',
  'session',
  'audit_log',
  'request',
  'data_subject',
  'retention',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/**
 * An account's e-mail as it is now, read from the accounts table when the log is read: names
 * can be alike, addresses are unique. Null when the account is gone (deleted or erased), and
 * from an api that sent none yet.
 */
const actorEmail = z.string().nullable().default(null);

/** Who did it: the admin's id (null once the account is deleted), the name kept at the time, and the account's e-mail. */
export const auditActorSchema = z.object({ id: z.number().int().nullable(), full_name: z.string(), email: actorEmail });
export type AuditActor = z.infer<typeof auditActorSchema>;

/** What happened to which record, and when: the part of an audit entry the Overview's recent activity shows too. */
export const auditEntryFields = {
  id: z.number().int(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  summary: z.string(),
  at: timestampSchema,
};

/** One line of the audit log: who did what to which record, and when. Null actor: nobody signed in (a failed sign-in). */
export const auditLogEntrySchema = z.object({ ...auditEntryFields, actor: auditActorSchema.nullable() });
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/** The log is read newest first; `at` is the only order (ids follow it). */
export const AUDIT_LOG_SORTS = ['at'] as const;
export const auditLogSorting = listSorting(AUDIT_LOG_SORTS, { sort: 'at', order: 'desc' });

/** Dates the date-range filter accepts (a typo such as year 20226 is a 400, not an empty page). */
export const AUDIT_LOG_DATE_RANGE = { min: '2000-01-01', max: '2999-12-31' } as const;

function rangeDate(label: string) {
  return dateField(label, AUDIT_LOG_DATE_RANGE).optional();
}

/** The filters of the audit log, without paging (the CSV export takes these too). */
export const auditLogFilterFields = {
  search: searchText(),
  actor_id: positiveIntText('Actor', MAX_ID).optional(),
  action: filterField('Action', AUDIT_ACTIONS),
  entity: filterField('Record type', AUDIT_ENTITIES),
  entity_id: positiveIntText('Record id', MAX_ID).optional(),
  /** From and to are calendar days in the api's time zone (UTC), both included. */
  from: rangeDate('From'),
  to: rangeDate('To'),
  ...sortingQuery(auditLogSorting),
};

/** A range that ends before it starts is a 400 naming `to`. */
export function withDateRangeInOrder<S extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(schema: S) {
  return schema.refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'To must be on or after From', path: ['to'] });
}

export const auditLogQuerySchema = withDateRangeInOrder(z.object({ ...auditLogFilterFields, ...pagingQuery(DEFAULT_PER_PAGE.other) }));
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditLogListResponseSchema = pagedListSchema('entries', auditLogEntrySchema);
export type AuditLogListResponse = z.infer<typeof auditLogListResponseSchema>;

/** The admins who appear in the log, for the actor filter (by name, then e-mail; deleted accounts left out). */
export const auditActorsResponseSchema = z.object({ actors: z.array(z.object({ id: z.number().int(), full_name: z.string(), email: actorEmail })) });
export type AuditActorsResponse = z.infer<typeof auditActorsResponseSchema>;
