import { z } from 'zod';
import { auditLogFilterFields, withDateRangeInOrder } from './audit-log';
import { contactMessagesQuerySchema } from './contact';
import { rafikisQuerySchema } from './rafikis';
import { therapistsQuerySchema } from './therapists';
import { usersQuerySchema } from './users';

/** The lists a super admin may download as CSV: the current search, filters and sort, every page. */
export const EXPORTABLE_LISTS = ['users', 'therapists', 'rafikis', 'contact_messages', 'audit_log'] as const;
export type ExportableList = (typeof EXPORTABLE_LISTS)[number];

/** The path segment of each list under /api/admin. */
const LIST_SEGMENTS: Record<ExportableList, string> = {
  users: 'users',
  therapists: 'therapists',
  rafikis: 'rafikis',
  contact_messages: 'contact-messages',
  audit_log: 'audit-log',
};

/** `GET` path of a list's CSV, relative to the api root (`/api`) as the api client takes it: `admin/users/export`. */
export function exportPath(list: ExportableList): string {
  return `admin/${LIST_SEGMENTS[list]}/export`;
}

/** The file name the api gives the download: `users-2026-11-24.csv` (the day in UTC). */
export function exportFileName(list: ExportableList, day: string): string {
  return `${LIST_SEGMENTS[list]}-${day}.csv`;
}

export const EXPORT_CONTENT_TYPE = 'text/csv; charset=utf-8';

const withoutPaging = { page: true, per_page: true } as const;

/** Each export takes its list's query (search, filters, sort, order) without paging. */
export const exportQuerySchemas = {
  users: usersQuerySchema.omit(withoutPaging),
  therapists: therapistsQuerySchema.omit(withoutPaging),
  rafikis: rafikisQuerySchema.omit(withoutPaging),
  contact_messages: contactMessagesQuerySchema.omit(withoutPaging),
  audit_log: withDateRangeInOrder(z.object(auditLogFilterFields)),
} as const satisfies Record<ExportableList, z.ZodType>;

export type ExportQuery<L extends ExportableList> = z.infer<(typeof exportQuerySchemas)[L]>;
export type ExportQueryInput<L extends ExportableList> = z.input<(typeof exportQuerySchemas)[L]>;
