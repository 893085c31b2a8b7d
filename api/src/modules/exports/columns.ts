import type { AuditLogEntry, ContactMessage, ExportableList, Rafiki, Therapist, User } from '@tulia/shared/contract';
import type { CsvColumn } from './csv';

/** The row each export writes: the item of its list's answer. */
export interface ExportRows {
  users: User;
  therapists: Therapist;
  rafikis: Rafiki;
  contact_messages: ContactMessage;
  audit_log: AuditLogEntry;
}
export type ExportRow<L extends ExportableList> = ExportRows[L];

/** Lists inside one cell, the way a person reads them. */
const listed = (values: readonly string[]) => values.join('; ');
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The columns of each CSV, headed with the screens' labels; ids first so rows can be found again. */
export const EXPORT_COLUMNS: { [L in ExportableList]: readonly CsvColumn<ExportRow<L>>[] } = {
  users: [
    { header: 'Id', value: (user) => user.id },
    { header: 'Full name', value: (user) => user.full_name },
    { header: 'Email', value: (user) => user.email },
    { header: 'Phone', value: (user) => user.phone },
    { header: 'Username', value: (user) => user.username },
    { header: 'Role', value: (user) => user.role },
    { header: 'Admin level', value: (user) => user.admin_level },
    { header: 'Status', value: (user) => user.status },
    { header: 'Join date', value: (user) => user.join_date },
    { header: 'Created at', value: (user) => user.created_at },
  ],
  therapists: [
    { header: 'Id', value: (therapist) => therapist.id },
    { header: 'Full name', value: (therapist) => therapist.user.full_name },
    { header: 'Email', value: (therapist) => therapist.user.email },
    { header: 'Phone', value: (therapist) => therapist.user.phone },
    { header: 'License number', value: (therapist) => therapist.license_number },
    { header: 'License type', value: (therapist) => therapist.license_type },
    { header: 'Specialization', value: (therapist) => listed(therapist.specialization) },
    { header: 'Years of experience', value: (therapist) => therapist.years_experience },
    { header: 'Education', value: (therapist) => listed(therapist.education) },
    { header: 'Languages', value: (therapist) => listed(therapist.languages) },
    { header: 'Hourly rate', value: (therapist) => therapist.hourly_rate },
    { header: 'Status', value: (therapist) => therapist.status },
    { header: 'Created at', value: (therapist) => therapist.created_at },
  ],
  rafikis: [
    { header: 'Id', value: (rafiki) => rafiki.id },
    { header: 'Full name', value: (rafiki) => rafiki.user.full_name },
    { header: 'Email', value: (rafiki) => rafiki.user.email },
    { header: 'Phone', value: (rafiki) => rafiki.user.phone },
    { header: 'Location', value: (rafiki) => rafiki.user.location },
    { header: 'Specialties', value: (rafiki) => listed(rafiki.specialties) },
    { header: 'Help areas', value: (rafiki) => listed(rafiki.help_areas) },
    { header: 'Status', value: (rafiki) => rafiki.status },
    { header: 'Training completed', value: (rafiki) => yesNo(rafiki.training_completed) },
    { header: 'Moderator', value: (rafiki) => yesNo(rafiki.is_moderator) },
    { header: 'Join date', value: (rafiki) => rafiki.join_date },
    { header: 'Reviewed at', value: (rafiki) => rafiki.reviewed_at },
    { header: 'Created at', value: (rafiki) => rafiki.created_at },
  ],
  contact_messages: [
    { header: 'Id', value: (message) => message.id },
    { header: 'Full name', value: (message) => message.full_name },
    { header: 'Email', value: (message) => message.email },
    { header: 'Phone', value: (message) => message.phone },
    { header: 'Subject', value: (message) => message.subject },
    { header: 'Message', value: (message) => message.message },
    { header: 'Status', value: (message) => message.status },
    { header: 'Admin notes', value: (message) => message.admin_notes },
    { header: 'Reply', value: (message) => message.reply_message },
    { header: 'Replied at', value: (message) => message.replied_at },
    { header: 'Received at', value: (message) => message.created_at },
    { header: 'Risk', value: (message) => message.risk_level },
    { header: 'Risk reasons', value: (message) => message.risk_reasons.join(' ') },
    { header: 'Missed flag', value: (message) => yesNo(message.risk_missed) },
    { header: 'Due at', value: (message) => message.due_at },
    { header: 'First response at', value: (message) => message.first_response_at },
    { header: 'Assignee', value: (message) => message.assignee?.full_name ?? '' },
  ],
  audit_log: [
    { header: 'Id', value: (entry) => entry.id },
    { header: 'At', value: (entry) => entry.at },
    { header: 'Actor', value: (entry) => entry.actor?.full_name ?? '' },
    // Two administrators may share a name: the account's current e-mail tells them apart.
    { header: 'Actor e-mail', value: (entry) => entry.actor?.email ?? '' },
    { header: 'Action', value: (entry) => entry.action },
    { header: 'Record type', value: (entry) => entry.entity },
    { header: 'Record id', value: (entry) => entry.entity_id },
    { header: 'Summary', value: (entry) => entry.summary },
  ],
};
