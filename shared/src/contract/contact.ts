import { z } from 'zod';
import { emailSchema } from './auth';
import { countsSchema, DEFAULT_PER_PAGE, listQuerySchema, listSorting, pagedListSchema, recordResponseSchema, timestampSchema } from './common';
import { contactTriageFields, contactTriageStatsSchema, RISK_LEVELS } from './contact-triage';
import { filterField, fullNameField, optionalText, requiredText } from './fields';

/** The subjects of the contact form (also the client's built-in fallback list). */
export const CONTACT_SUBJECTS = [
  'General Inquiry',
  'Technical Support',
  'Partnership Opportunity',
  'Media & Press',
  'Crisis Support',
  'Feedback & Suggestions',
  'Other',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const contactSubjectSchema = z.enum(CONTACT_SUBJECTS, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === '' ? 'Subject is required' : `Subject must be one of: ${CONTACT_SUBJECTS.join(', ')}`,
});

/**
 * Where the contact form posts itself when no script sends it (JavaScript off): the api reads
 * the form's fields (application/x-www-form-urlencoded) and answers with a page of its own.
 * Same origin only, as the CSP's form-action 'self' says (docs/contact-without-javascript.md).
 */
export const CONTACT_FORM_POST_PATH = '/api/contact/form';

/** GET /api/contact/subjects */
export const contactSubjectsResponseSchema = z.object({ subjects: z.array(z.string()) });

// full_name, email, subject and message required; phone optional.
export const contactFormSchema = z.object({
  full_name: fullNameField(),
  email: emailSchema,
  phone: optionalText('Phone', 30),
  subject: contactSubjectSchema,
  message: requiredText('Message', 5000),
});
export type ContactFormPayload = z.infer<typeof contactFormSchema>;
export type ContactFormInput = z.input<typeof contactFormSchema>;

/**
 * POST /api/contact answer (201). `show_crisis_help`: the subject is "Crisis Support" or the
 * message reads as `high` or `elevated` risk; the page then keeps the crisis notice on screen.
 */
export const contactSubmissionResponseSchema = z.object({ message: z.string(), id: z.number().int(), show_crisis_help: z.boolean() });

export const CONTACT_MESSAGE_STATUSES = ['unread', 'read', 'replied', 'closed'] as const;
export const contactMessageStatusSchema = z.enum(CONTACT_MESSAGE_STATUSES);
export type ContactMessageStatus = z.infer<typeof contactMessageStatusSchema>;

export const contactMessageSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  status: contactMessageStatusSchema,
  admin_notes: z.string().nullable(),
  reply_message: z.string().nullable(),
  replied_at: timestampSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  ...contactTriageFields,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/**
 * What the Contact Messages table sorts by. By default the queue puts danger first: `risk`
 * orders `high`, then `elevated`, then the rest, oldest first within each tier ('desc' turns
 * the tiers around, still oldest first within each).
 */
export const contactMessagesSorting = listSorting(['risk', 'full_name', 'email', 'subject', 'status', 'created_at', 'replied_at', 'due_at'], {
  sort: 'risk',
  order: 'asc',
});

export const contactMessagesQuerySchema = listQuerySchema(
  { status: filterField('Status', CONTACT_MESSAGE_STATUSES), risk: filterField('Risk', RISK_LEVELS), subject: filterField('Subject', CONTACT_SUBJECTS) },
  DEFAULT_PER_PAGE.contact_messages,
  contactMessagesSorting,
);
export type ContactMessagesQuery = z.infer<typeof contactMessagesQuerySchema>;

export const contactMessagesListResponseSchema = pagedListSchema('contact_messages', contactMessageSchema);
export type ContactMessagesListResponse = z.infer<typeof contactMessagesListResponseSchema>;

export const contactMessageResponseSchema = recordResponseSchema('contact_message', contactMessageSchema);

/** GET /contact-messages/stats, with messages_today: how many arrived today. */
export const contactStatsSchema = countsSchema([
  'total_messages',
  'unread_messages',
  'read_messages',
  'replied_messages',
  'closed_messages',
  'messages_today',
]).extend({
  triage: contactTriageStatsSchema,
});
export type ContactStats = z.infer<typeof contactStatsSchema>;

// The reply payload; the reply message is required (docs/decisions.md, "The api").
export const contactReplySchema = z.object({
  reply_message: requiredText('Reply message', 10_000),
  admin_notes: optionalText('Admin notes', 2000),
});
export type ContactReplyPayload = z.infer<typeof contactReplySchema>;
export type ContactReplyInput = z.input<typeof contactReplySchema>;
