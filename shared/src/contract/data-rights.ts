import { z } from 'zod';
import { emailSchema } from './auth';
import { auditLogEntrySchema } from './audit-log';
import { countsSchema, timestampSchema } from './common';

/**
 * Data-subject rights (Kenya Data Protection Act 2019): a super admin answers a person's
 * request to see, or to erase, what the platform holds about their e-mail address. The
 * e-mail travels in a POST body, never in the address, so no proxy or browser history keeps it.
 */
export const dataSubjectRequestSchema = z.object({ email: emailSchema });

/**
 * How long the api keeps what it no longer needs, unless its settings say otherwise
 * (RETENTION_*_DAYS). The privacy page states these, so the two cannot drift apart.
 */
export const RETENTION_DEFAULT_DAYS = { closedContactMessages: 180, outboxMail: 30, auditLog: 730 } as const;

/** What replaces a name or an e-mail address that was copied elsewhere, once the person is erased. */
export const ERASED_MARK = '[erased]';

/** A stored row as it is held, in snake_case (timestamps as ISO text). */
const heldRowSchema = z.record(z.string(), z.unknown());

/** The account, without its password hash. */
export const dataSubjectAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  full_name: z.string(),
  phone: z.string().nullable(),
  status: z.string(),
  is_admin: z.boolean(),
  admin_level: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  avatar_url: z.string().nullable(),
  join_date: z.string().nullable(),
  last_login_at: timestampSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** POST /api/admin/data-subject/export: everything held about one e-mail address. */
export const dataSubjectExportSchema = z.object({
  email: z.string(),
  /** A keyed digest of the e-mail: what the audit log records of the request instead of the address. */
  reference: z.string(),
  generated_at: timestampSchema,
  account: dataSubjectAccountSchema.nullable(),
  therapist_profile: heldRowSchema.nullable(),
  rafiki_profile: heldRowSchema.nullable(),
  boma_group_memberships: z.array(heldRowSchema),
  sessions: z.array(heldRowSchema),
  contact_messages: z.array(heldRowSchema),
  group_suggestions: z.array(heldRowSchema),
  mail: z.array(heldRowSchema),
  /** Entries about their account, profiles, messages or suggestions, or naming their e-mail. */
  audit_entries_about: z.array(auditLogEntrySchema),
  /** Entries of what they did as an administrator. */
  audit_entries_by: z.array(auditLogEntrySchema),
});
export type DataSubjectExport = z.infer<typeof dataSubjectExportSchema>;

/** How many rows an erasure deleted or rewrote, per kind. */
export const erasureCountsSchema = countsSchema(['accounts', 'contact_messages', 'mail', 'group_suggestions', 'audit_entries']);
export type ErasureCounts = z.infer<typeof erasureCountsSchema>;

/** POST /api/admin/data-subject/erase */
export const dataSubjectErasureResponseSchema = z.object({ message: z.string(), reference: z.string(), erased: erasureCountsSchema });
export type DataSubjectErasureResponse = z.infer<typeof dataSubjectErasureResponseSchema>;
