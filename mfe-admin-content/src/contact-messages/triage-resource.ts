import { apiClient } from '@tulia/shared/api-client';
import {
  auditActorsResponseSchema,
  contactAssigneePayloadSchema,
  contactNotePayloadSchema,
  contactNotesResponseSchema,
  contactRiskPayloadSchema,
  type ContactAdminRef,
  type ContactNote,
  type ContactNoteInput,
  type ContactRiskInput,
} from '@tulia/shared/contract';
import { resourceKey } from '@tulia/shared/resources';
import { contactMessagesResource } from './contact-messages-resource';

// The triage calls on one message: its note history, assignee, risk tier and on-call alert.
// Each answer's message is re-read through the message's own query, which every change refreshes.

const messagePath = (id: number) => `admin/contact-messages/${id}`;

/** Under the messages' key: adding a note (a first response) refreshes the list and the figures too. */
export const contactNotesKey = (id: number) => [...resourceKey(contactMessagesResource), 'notes', id] as const;

/** GET /admin/contact-messages/{id}/notes: oldest first, append-only. */
export function fetchContactNotes(id: number, signal: AbortSignal): Promise<ContactNote[]> {
  return apiClient.get(`${messagePath(id)}/notes`, { schema: contactNotesResponseSchema, signal }).then((answer) => answer.notes);
}

export async function addContactNote(id: number, note: ContactNoteInput): Promise<void> {
  await apiClient.post(`${messagePath(id)}/notes`, contactNotePayloadSchema.parse(note));
}

/** PUT /admin/contact-messages/{id}/assignee: an administrator's id, or null to unassign. */
export async function assignMessage(id: number, adminId: number | null): Promise<void> {
  await apiClient.put(`${messagePath(id)}/assignee`, contactAssigneePayloadSchema.parse({ admin_id: adminId }));
}

/** PUT /admin/contact-messages/{id}/risk: a tier set by hand, with the reason. */
export async function changeMessageRisk(id: number, change: ContactRiskInput): Promise<void> {
  await apiClient.put(`${messagePath(id)}/risk`, contactRiskPayloadSchema.parse(change));
}

/** POST /admin/contact-messages/{id}/acknowledge: someone has the out-of-hours alert in hand. */
export async function acknowledgeAlert(id: number): Promise<void> {
  await apiClient.post(`${messagePath(id)}/acknowledge`);
}

export const administratorsKey = ['audit-log', 'actors'] as const;

/**
 * The administrators a message can be assigned to. There is no list of administrators as such;
 * the audit log's actors are every admin who has ever signed in (sign-ins are audited), which
 * is who can take a message. The server refuses an id that is no longer an administrator.
 */
export function fetchAdministrators(signal: AbortSignal): Promise<Pick<ContactAdminRef, 'id' | 'full_name'>[]> {
  return apiClient.get('admin/audit-log/actors', { schema: auditActorsResponseSchema, signal }).then((answer) => answer.actors);
}
