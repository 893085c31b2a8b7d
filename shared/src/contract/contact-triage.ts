import { z } from 'zod';
import { countsSchema, MAX_ID, timestampSchema } from './common';
import { requiredText } from './fields';
import { RULE_REASONS } from './risk-reasons';

// Crisis triage of contact messages: the risk tier decided when a message is stored, the
// response targets, the note history and the on-call acknowledgement. The rules that decide
// the tier live in `@tulia/shared/risk`; this file is only the wire format.

/** Risk tiers, most urgent first (the Contact Messages queue's default order). */
export const RISK_LEVELS = ['high', 'elevated', 'none'] as const;
export const riskLevelSchema = z.enum(RISK_LEVELS, { error: `Risk level must be one of: ${RISK_LEVELS.join(', ')}` });
export type RiskLevel = z.infer<typeof riskLevelSchema>;

/** Why a message got its tier: the rules' codes (risk-reasons.ts), then `manual` for a tier set by an administrator. */
export const RISK_REASONS = [...RULE_REASONS, 'manual'] as const;
export const riskReasonSchema = z.enum(RISK_REASONS);
export type RiskReason = z.infer<typeof riskReasonSchema>;

/** The kinds of entry in a message's note history. `outcome` is what closing a `high` message needs. */
export const CONTACT_NOTE_KINDS = ['note', 'called', 'referred', 'emergency_services', 'safeguarding', 'outcome'] as const;
export const contactNoteKindSchema = z.enum(CONTACT_NOTE_KINDS, { error: `Kind must be one of: ${CONTACT_NOTE_KINDS.join(', ')}` });
export type ContactNoteKind = z.infer<typeof contactNoteKindSchema>;

/** Note kinds that count as a first response (as does the first reply). */
export const FIRST_RESPONSE_NOTE_KINDS: readonly ContactNoteKind[] = ['called', 'referred', 'emergency_services'];

/** An administrator named on a message (assignee, note author). */
export const contactAdminRefSchema = z.object({ id: z.number().int(), full_name: z.string(), email: z.string() });
export type ContactAdminRef = z.infer<typeof contactAdminRefSchema>;

/** The triage fields every contact message carries (merged into the message's shape). */
export const contactTriageFields = {
  risk_level: riskLevelSchema,
  risk_reasons: z.array(riskReasonSchema),
  /** The version of the rules that decided the tier ('manual' reasons aside). */
  risk_rules_version: z.string(),
  /** An administrator raised the tier from `none` by hand: the rules missed it. */
  risk_missed: z.boolean(),
  /** When a first response is due, on the staffed-hours calendar. */
  due_at: timestampSchema,
  /** The first reply, or the first note of a first-response kind. */
  first_response_at: timestampSchema.nullable(),
  assignee: contactAdminRefSchema.nullable(),
  /** Out-of-hours on-call alert: when it was written to the outbox, and when acknowledged. */
  oncall_alerted_at: timestampSchema.nullable(),
  oncall_acknowledged_at: timestampSchema.nullable(),
};

export const contactNoteSchema = z.object({
  id: z.number().int(),
  contact_message_id: z.number().int(),
  kind: contactNoteKindSchema,
  text: z.string(),
  author: contactAdminRefSchema.nullable(),
  created_at: timestampSchema,
});
export type ContactNote = z.infer<typeof contactNoteSchema>;

/** POST /api/admin/contact-messages/:id/notes */
export const contactNotePayloadSchema = z.object({
  kind: contactNoteKindSchema,
  text: requiredText('Note', 5000),
});
export type ContactNotePayload = z.infer<typeof contactNotePayloadSchema>;

/** GET /api/admin/contact-messages/:id/notes (oldest first; append-only). */
export const contactNotesResponseSchema = z.object({ notes: z.array(contactNoteSchema) });

/** PUT /api/admin/contact-messages/:id/assignee: an administrator's id, or null to unassign. */
const assigneeMessage = 'Assignee must be an administrator id or null';
export const contactAssigneePayloadSchema = z.object({
  admin_id: z.number({ error: assigneeMessage }).int(assigneeMessage).min(1, assigneeMessage).max(MAX_ID, assigneeMessage).nullable(),
});
export type ContactAssigneePayload = z.infer<typeof contactAssigneePayloadSchema>;

/** PUT /api/admin/contact-messages/:id/risk: a tier set by hand, with the reason (audited as a code, the reason kept in the notes). */
export const contactRiskPayloadSchema = z.object({
  risk_level: riskLevelSchema,
  reason: requiredText('Reason', 2000),
});
export type ContactRiskPayload = z.infer<typeof contactRiskPayloadSchema>;

/** Response-target figures of one tier (GET /api/admin/contact-messages/stats → triage). */
export const tierTargetStatsSchema = countsSchema([
  'total',
  // Waiting for a first response (not closed).
  'waiting',
  'overdue',
  // Messages with a first response, and those answered by their due time.
  'responded',
  'responded_within_target',
]).extend({
  /** Share answered within target among those whose due time has passed or that were answered; null with none. */
  within_target_share: z.number().nullable(),
  median_first_response_minutes: z.number().nullable(),
});
export type TierTargetStats = z.infer<typeof tierTargetStatsSchema>;

export const contactTriageStatsSchema = z.object({
  high: tierTargetStatsSchema,
  elevated: tierTargetStatsSchema,
  none: tierTargetStatsSchema,
  /** Tiers raised by hand from `none`: what the rules missed. */
  missed_flags: z.number().int(),
  /** The oldest `high` message still waiting for a first response. */
  oldest_waiting_crisis_at: timestampSchema.nullable(),
});
export type ContactTriageStats = z.infer<typeof contactTriageStatsSchema>;
