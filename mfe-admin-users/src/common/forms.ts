import { isApiError } from '@tulia/shared/api-client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export interface ServerFieldError {
  field: string;
  message: string;
}

// 409 answers name the taken value in their message (api: 'Email is already registered').
const conflictFields: [RegExp, string][] = [
  [/^email/i, 'email'],
  [/^username/i, 'username'],
  [/^license number/i, 'license_number'],
];

function isFieldErrorList(value: unknown): value is ServerFieldError[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'object' && entry !== null && typeof (entry as ServerFieldError).field === 'string' && typeof (entry as ServerFieldError).message === 'string');
}

/** The fields a server refusal points at: a 400's `errors` list, or the field a 409 names. */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!isApiError(error)) return [];
  if (error.status === 400 && typeof error.body === 'object' && error.body !== null && 'errors' in error.body) {
    const { errors } = error.body;
    return isFieldErrorList(errors) ? errors.filter((entry) => entry.field !== '') : [];
  }
  if (error.status === 409) {
    const match = conflictFields.find(([pattern]) => pattern.test(error.message));
    return match ? [{ field: match[1], message: error.message }] : [];
  }
  return [];
}

/** Shows a server refusal under the fields it names, as the form's own checks do; the typed values stay. */
export function showServerFieldErrors<T extends FieldValues>(setError: UseFormSetError<T>) {
  return (error: unknown) => {
    for (const { field, message } of serverFieldErrors(error)) setError(field as Path<T>, { type: 'server', message });
  };
}

/** Today as YYYY-MM-DD in the admin's own time zone (the default join date). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A blank optional input means 'not given' (e.g. the password when editing keeps the old one). */
export function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}
