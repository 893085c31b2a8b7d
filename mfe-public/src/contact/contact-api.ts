import { apiClient, isApiError } from '@tulia/shared/api-client';
import {
  CONTACT_SUBJECTS,
  contactSubjectSchema,
  contactSubjectsResponseSchema,
  contactSubmissionResponseSchema,
  errorBodySchema,
  type ContactFormPayload,
  type ContactSubject,
} from '@tulia/shared/contract';
import { DEFAULT_SEND_FAILURE } from './contact-texts';

/**
 * GET /api/contact/subjects. Only subjects the contract accepts are offered (an unknown one
 * could not be sent); an empty or failed answer falls back to the built-in list.
 */
export async function fetchContactSubjects(signal: AbortSignal): Promise<string[]> {
  const answer = await apiClient.get('/contact/subjects', { auth: false, schema: contactSubjectsResponseSchema, signal });
  const usable = answer.subjects.filter((subject) => contactSubjectSchema.safeParse(subject).success);
  if (usable.length < answer.subjects.length) {
    console.warn('[contact] subjects unknown to the contract were left out', answer.subjects);
  }
  return usable.length > 0 ? usable : [...CONTACT_SUBJECTS];
}

/** The subject by which a sender says they are in crisis. */
const CRISIS_SUBJECT: ContactSubject = 'Crisis Support';

// Only the flag is read: an answer of another shape still means the message was stored.
const crisisAnswerSchema = contactSubmissionResponseSchema.pick({ show_crisis_help: true });

export interface ContactSendResult {
  /** Keep the crisis notice on screen: the api says so, or the sender chose "Crisis Support". */
  showCrisisHelp: boolean;
}

/** POST /api/contact: JSON with full_name, email, phone, subject and message, all text. */
export async function sendContactMessage(payload: ContactFormPayload): Promise<ContactSendResult> {
  const answer = await apiClient.post('/contact', { ...payload, phone: payload.phone ?? '' }, { auth: false });
  const read = crisisAnswerSchema.safeParse(answer);
  // The subject is checked here too, so that a self-declared crisis never depends on the answer's shape.
  return { showCrisisHelp: payload.subject === CRISIS_SUBJECT || (read.success && read.data.show_crisis_help) };
}

/** The message field of a failed answer, for the log only; else 'Failed to send message'. */
export function sendFailureReason(error: unknown): string {
  if (isApiError(error) && error.kind === 'http') {
    const body = errorBodySchema.safeParse(error.body);
    if (body.success && body.data.message) return body.data.message;
  }
  return DEFAULT_SEND_FAILURE;
}
