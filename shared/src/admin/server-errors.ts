import { isApiError } from '@tulia/shared/api-client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export interface ServerFieldError {
  field: string;
  message: string;
}

function isFieldErrorList(value: unknown): value is ServerFieldError[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as ServerFieldError).field === 'string' &&
        typeof (entry as ServerFieldError).message === 'string',
    )
  );
}

/**
 * The fields a server refusal points at: the `errors` list a 400 (a field the form could not
 * check), a 403 (a wrong current password) or a 409 (a taken e-mail, username or licence
 * number) carries.
 */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!isApiError(error) || (error.status !== 400 && error.status !== 403 && error.status !== 409)) return [];
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return [];
  return isFieldErrorList(body.errors) ? body.errors.filter((entry) => entry.field !== '') : [];
}

/**
 * Shows a server refusal under the fields it names, as the form's own checks do; the typed
 * values stay. Only fields the form has are marked (`fields`), so a message is never lost on
 * a field the admin cannot see; the 'Error' toast carries the rest.
 */
export function showServerFieldErrors<T extends FieldValues>(setError: UseFormSetError<T>, fields?: readonly string[]) {
  return (error: unknown) => {
    for (const { field, message } of serverFieldErrors(error)) {
      if (!fields || fields.includes(field)) setError(field as Path<T>, { type: 'server', message });
    }
  };
}
