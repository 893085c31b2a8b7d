import { z } from 'zod';

// Field builders shared by every payload and query of the contract. Each message names the
// field as the form labels it, so the server's 400 answer and the form's inline error agree.

function isMissing(input: unknown): boolean {
  return input === undefined || input === null || input === '';
}

/** A required text field: missing, non-text and blank all read '<Label> is required'. */
export function requiredText(label: string, max = 200) {
  const message = `${label} is required`;
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${label} must be at most ${max} characters`);
}

/** Optional text: missing, null and blank all become null. */
export function optionalText(label: string, max = 200) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A required http(s) URL. */
export function requiredUrl(label: string) {
  const required = `${label} is required`;
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(2000, `${label} must be at most 2000 characters`)
    .refine(isHttpUrl, `${label} must be a valid URL`);
}

/** An optional http(s) URL: missing, null and blank become null (admin §5: omitted when empty). */
export function optionalUrl(label: string) {
  return z
    .string({ error: `${label} must be a valid URL` })
    .trim()
    .max(2000, `${label} must be at most 2000 characters`)
    .refine((value) => value === '' || isHttpUrl(value), `${label} must be a valid URL`)
    .nullish()
    .transform((value) => (value ? value : null));
}

export function enumField<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });
}

export function booleanField(label: string) {
  return z.boolean({ error: `${label} must be true or false` });
}

/**
 * A whole number in a range. Accepts a number or a text of digits (form inputs give text);
 * anything else reads '<Label> must be a whole number between <min> and <max>'.
 */
export function wholeNumber(label: string, min: number, max: number) {
  const message = `${label} must be a whole number between ${min} and ${max}`;
  return z
    .union([z.number(), z.string().trim().regex(/^-?\d{1,15}$/, message).transform(Number)], {
      error: (issue) => (isMissing(issue.input) ? `${label} is required` : message),
    })
    .pipe(z.number().int(message).min(min, message).max(max, message));
}

/**
 * A list of short texts, given as a list or as comma-separated text (admin §5): each entry
 * trimmed, empties and duplicates dropped, order kept.
 */
export function textList(label: string, options: { required?: boolean; maxItems?: number; maxLength?: number } = {}) {
  const { required = false, maxItems = 30, maxLength = 100 } = options;
  return z
    .union([z.array(z.string()), z.string()], {
      error: (issue) =>
        required && isMissing(issue.input) ? `${label} is required` : `${label} must be a list of text or comma-separated text`,
    })
    .transform((value) => {
      const entries = (Array.isArray(value) ? value : value.split(',')).map((entry) => entry.trim()).filter((entry) => entry !== '');
      const seen = new Set<string>();
      return entries.filter((entry) => {
        const key = entry.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    })
    .pipe(
      z
        .array(z.string().max(maxLength, `${label}: each entry must be at most ${maxLength} characters`))
        .min(required ? 1 : 0, `${label} is required`)
        .max(maxItems, `${label}: at most ${maxItems} entries`),
    );
}

/** A calendar date as YYYY-MM-DD. */
export function dateField(label: string) {
  return z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` });
}

/** A positive whole number given as text (query strings, path parameters). */
export function positiveIntText(label: string, max: number) {
  const message = `${label} must be a whole number between 1 and ${max}`;
  return z
    .union([z.number(), z.string().trim().regex(/^\d{1,10}$/, message).transform(Number)], { error: message })
    .pipe(z.number().int(message).min(1, message).max(max, message));
}

/** Query text: blank means absent. */
export function searchText(label = 'Search') {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(200, `${label} must be at most 200 characters`)
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** A filter of a list: one of the values, or 'all' (or absent) for no filter (admin §4). */
export function filterField<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z
    .enum([...values, 'all'] as [...T, 'all'], { error: `${label} must be one of: all, ${values.join(', ')}` })
    .optional()
    .transform((value) => (value === 'all' ? undefined : (value as T[number] | undefined)));
}

/**
 * A reference to another record chosen in a select: a positive id, or none ('' , null).
 * Form selects give text, so digits as text are accepted.
 */
export function optionalReference(label: string) {
  const message = `${label} must be an id or empty`;
  return z
    .union([z.number(), z.string().trim().regex(/^\d{0,10}$/, message)], { error: message })
    .nullable()
    .transform((value) => (value === null || value === '' ? null : Number(value)))
    .pipe(z.number().int(message).min(1, message).max(2_147_483_647, message).nullable());
}
