import { z } from 'zod';

// Field builders shared by every payload and query of the contract. Each message names the
// field as the form labels it, so the server's 400 answer and the form's inline error agree.

function isMissing(input: unknown): boolean {
  return input === undefined || input === null || input === '';
}

/** A required text field: missing, non-text and blank all read '<Label> is required'. */
export function requiredText(label: string, max = 200) {
  const message = `${label} is required`;
  return z.string({ error: message }).trim().min(1, message).max(max, `${label} must be at most ${max} characters`);
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

/** An optional http(s) URL: missing, null and blank become null. */
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
  return (
    z
      .union(
        [
          z.number(),
          z
            .string()
            .trim()
            .regex(/^-?\d{1,15}$/, message)
            .transform(Number),
        ],
        {
          error: (issue) => (isMissing(issue.input) ? `${label} is required` : message),
        },
      )
      .pipe(z.number().int(message).min(min, message).max(max, message))
      // The range checked in the pipe, stated where the JSON Schema (and the OpenAPI document) shows it.
      .meta({ minimum: min, maximum: max })
  );
}

/**
 * A list of short texts, given as a list or as comma-separated text: each entry
 * trimmed, empties and duplicates dropped, order kept.
 */
export function textList(label: string, options: { required?: boolean; maxItems?: number; maxLength?: number } = {}) {
  const { required = false, maxItems = 30, maxLength = 100 } = options;
  return z
    .union([z.array(z.string()), z.string()], {
      error: (issue) => (required && isMissing(issue.input) ? `${label} is required` : `${label} must be a list of text or comma-separated text`),
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

/** The dates a form may hold: PostgreSQL has no year 0, and a typo such as 20226 is not a date anyone means. */
export const DATE_RANGE = { min: '1900-01-01', max: '2100-12-31' } as const;

/** A calendar date as YYYY-MM-DD, within a range (DATE_RANGE unless said). */
export function dateField(label: string, range: { readonly min: string; readonly max: string } = DATE_RANGE) {
  const message = `${label} must be a date between ${range.min} and ${range.max}`;
  return z.iso
    .date({ error: `${label} must be a date (YYYY-MM-DD)` })
    .refine((value) => !/^\d{4}-\d{2}-\d{2}$/.test(value) || (value >= range.min && value <= range.max), message)
    .meta({ formatMinimum: range.min, formatMaximum: range.max });
}

/** The longest username: the users forms' limit. */
export const USERNAME_MAX_LENGTH = 50;
export const USERNAME_INVISIBLE_MESSAGE = 'Username must not contain invisible characters (such as zero-width spaces or direction marks)';
export const USERNAME_MIXED_SCRIPTS_MESSAGE = 'Username must use one alphabet: letters of different scripts (such as Latin and Cyrillic) cannot be mixed';

// Control and format characters (zero-width spaces and joiners, direction marks, soft hyphens,
// byte order marks) and the other default-ignorable ones (fillers, variation selectors): none
// shows on screen, so two usernames that differ only by them look the same.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

/** Whether a text holds a character that does not show (control, format, default-ignorable). */
function hasInvisible(text: string): boolean {
  return INVISIBLE.test(text);
}

// The scripts a username's letters are told apart by; a letter of any other script counts as 'other'.
const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Arabic',
  'Hebrew',
  'Armenian',
  'Georgian',
  'Ethiopic',
  'Devanagari',
  'Bengali',
  'Gujarati',
  'Gurmukhi',
  'Tamil',
  'Telugu',
  'Thai',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
].map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const);
const SHARED = /[\p{Script=Common}\p{Script=Inherited}]/u;

/** The scripts of a text's letters (digits, punctuation and combining marks belong to none). */
export function scriptsOf(text: string): Set<string> {
  const scripts = new Set<string>();
  for (const char of text) {
    if (SHARED.test(char)) continue;
    scripts.add(SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'other');
  }
  // Japanese writes Han with kana, Korean Han with Hangul: one writing system each.
  if (scripts.has('Hiragana') || scripts.has('Katakana')) {
    scripts.delete('Katakana');
    scripts.delete('Han');
  }
  if (scripts.has('Hangul')) scripts.delete('Han');
  return scripts;
}

/**
 * A username: NFKC-normalised (a full-width 'ａｍａｎｉ' is 'amani'), without invisible
 * characters, and in one script, so that no account can pass for another ('аmani' with a
 * Cyrillic а). Spaces, digits and punctuation are allowed as before.
 */
export function usernameField(label = 'Username', max = USERNAME_MAX_LENGTH) {
  const required = `${label} is required`;
  return z
    .string({ error: required })
    .normalize('NFKC')
    .refine((value) => !hasInvisible(value), { message: USERNAME_INVISIBLE_MESSAGE.replace('Username', label), abort: true })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => scriptsOf(value).size <= 1, USERNAME_MIXED_SCRIPTS_MESSAGE.replace('Username', label));
}

/** The longest full name: the limit of every form that types one. */
export const FULL_NAME_MAX_LENGTH = 120;
export const FULL_NAME_INVISIBLE_MESSAGE =
  'Full name must not contain invisible or control characters (such as zero-width spaces, direction marks or line breaks)';

// Any space but the plain one, once NFKC has turned the no-break and typographic spaces into it.
const UNUSUAL_SPACE = /[^\S ]/u;

/**
 * A full name a person types: NFKC-normalised, trimmed, inner spaces collapsed to one, and
 * refused with anything that does not show or breaks a line, so two accounts cannot read
 * the same name and a name cannot reorder or split the line it is written in (the audit log).
 * Letters of any script, combining marks, apostrophes, hyphens and dots are kept.
 */
export function fullNameField(label = 'Full name', max = FULL_NAME_MAX_LENGTH) {
  const required = `${label} is required`;
  return z
    .string({ error: required })
    .normalize('NFKC')
    .refine((value) => !hasInvisible(value) && !UNUSUAL_SPACE.test(value), {
      message: FULL_NAME_INVISIBLE_MESSAGE.replace('Full name', label),
      abort: true,
    })
    .trim()
    .overwrite((value) => value.replace(/ {2,}/g, ' '))
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`);
}

/** The largest and deepest a free-form JSON field (a therapist's availability) may be. */
export const JSON_FIELD_LIMITS = { depth: 4, characters: 4000 } as const;

/** How deep a JSON value nests (a scalar is 0), counted without recursion; stops past `limit`. */
export function jsonDepth(value: unknown, limit = Number.MAX_SAFE_INTEGER): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    const level = depth + 1;
    if (level > deepest) deepest = level;
    if (deepest > limit) return deepest;
    for (const item of Array.isArray(current) ? current : Object.values(current)) stack.push([item, level]);
  }
  return deepest;
}

/** A free-form JSON object, bounded in depth and size so that it stores and serialises like any other field. */
export function jsonObjectField(label: string, limits: { readonly depth: number; readonly characters: number } = JSON_FIELD_LIMITS) {
  return z
    .record(z.string(), z.unknown(), { error: `${label} must be an object` })
    .refine((value) => jsonDepth(value, limits.depth) <= limits.depth, { message: `${label} must be nested at most ${limits.depth} levels deep`, abort: true })
    .refine((value) => JSON.stringify(value).length <= limits.characters, `${label} must be at most ${limits.characters} characters (as JSON)`)
    .meta({
      description: `At most ${limits.depth} levels deep and ${limits.characters} characters as JSON`,
      maxDepth: limits.depth,
      maxCharacters: limits.characters,
    });
}

/** A positive whole number given as text (query strings, path parameters). */
export function positiveIntText(label: string, max: number) {
  const message = `${label} must be a whole number between 1 and ${max}`;
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,10}$/, message)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number().int(message).min(1, message).max(max, message))
    .meta({ minimum: 1, maximum: max });
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

/** A filter of a list: one of the values, or 'all' (or absent) for no filter. */
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
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{0,10}$/, message),
      ],
      { error: message },
    )
    .nullable()
    .transform((value) => (value === null || value === '' ? null : Number(value)))
    .pipe(z.number().int(message).min(1, message).max(2_147_483_647, message).nullable());
}
