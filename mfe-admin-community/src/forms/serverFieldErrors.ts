import { isApiError } from '@tulia/shared/api-client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

interface FieldIssue {
  field: string;
  message: string;
}

function isFieldIssue(value: unknown): value is FieldIssue {
  return typeof value === 'object' && value !== null && 'field' in value && 'message' in value && typeof value.field === 'string' && typeof value.message === 'string';
}

/**
 * Puts the server's 400 field messages (`{ errors: [{ field, message }] }`) under the fields of
 * the form that the admin can correct, so the message appears where the mistake is.
 */
export function showServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): void {
  if (!isApiError(error) || error.status !== 400) return;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('errors' in body) || !Array.isArray(body.errors)) return;
  for (const issue of body.errors) {
    if (!isFieldIssue(issue)) continue;
    const field = fields.find((name) => name === issue.field);
    if (field) setError(field, { type: 'server', message: issue.message });
  }
}
