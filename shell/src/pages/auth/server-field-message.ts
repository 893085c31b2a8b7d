import { isApiError } from '@tulia/shared/api-client';

/**
 * The message a 400 names for one field of the form (`errors: [{ field, message }]`), such
 * as a new password the server refuses as too common, so the screen shows it at that field.
 * The admin forms do this with the admin layer's showServerFieldErrors; the sign-in
 * screens come before the admin branch loads it.
 */
export function serverMessageAt(error: unknown, field: string): string | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('errors' in body) || !Array.isArray(body.errors)) return undefined;
  const entries: unknown[] = body.errors;
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null || !('field' in entry) || !('message' in entry)) continue;
    if (entry.field === field && typeof entry.message === 'string') return entry.message;
  }
  return undefined;
}
