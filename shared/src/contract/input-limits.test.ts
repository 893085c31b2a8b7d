import { describe, expect, it } from 'vitest';
import { emailSchema } from './auth';
import { dateField, jsonDepth, jsonObjectField, scriptsOf, usernameField } from './fields';

describe('usernames', () => {
  const username = usernameField();
  const messageOf = (value: unknown) => {
    const result = username.safeParse(value);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('are NFKC-normalised and trimmed', () => {
    expect(username.parse('ａｍａｎｉ')).toBe('amani');
    expect(username.parse('  amani_w  ')).toBe('amani_w');
    expect(username.parse('ﬁona')).toBe('fiona');
  });

  it('refuse invisible characters, even at the ends', () => {
    for (const value of ['amani\u200b', 'ama\u200dni', 'ama\u00adni', '\ufeffamani', 'amani\u202e', 'ama\u2060ni', 'amani\u3164', 'a\u0007b']) {
      expect(messageOf(value), JSON.stringify(value)).toMatch(/^Username must not contain invisible characters/);
    }
  });

  it('refuse letters of two scripts, and accept one script with digits, marks and punctuation', () => {
    for (const value of ['аmani', 'amanі', 'wanjirο', 'Иван ivan']) expect(messageOf(value), value).toMatch(/^Username must use one alphabet/);
    for (const value of ['amani.w-2', 'Wanjirũ', 'Иван_1', 'μαρία', 'たなか太郎', '김민준', '王芳', 'amani 😀']) expect(messageOf(value), value).toBeNull();
  });

  it('keep the required and length messages', () => {
    expect(messageOf('')).toBe('Username is required');
    expect(messageOf(undefined)).toBe('Username is required');
    expect(messageOf('u'.repeat(51))).toBe('Username must be at most 50 characters');
  });

  it('scriptsOf counts letters only', () => {
    expect([...scriptsOf('amani-2 😀')]).toEqual(['Latin']);
    expect([...scriptsOf('12_-')]).toEqual([]);
  });
});

describe('dates', () => {
  const date = dateField('Join date');
  it('are bounded to 1900-01-01 .. 2100-12-31', () => {
    expect(date.safeParse('1900-01-01').success).toBe(true);
    expect(date.safeParse('2100-12-31').success).toBe(true);
    for (const value of ['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31']) {
      expect(date.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual(['Join date must be a date between 1900-01-01 and 2100-12-31']);
    }
    expect(date.safeParse('2024-02-30').error?.issues.map((issue) => issue.message)).toEqual(['Join date must be a date (YYYY-MM-DD)']);
  });
});

describe('free-form JSON', () => {
  const field = jsonObjectField('Availability');
  it('is bounded in depth and size', () => {
    expect(field.parse({ monday: ['09:00-12:00'], tuesday: { from: '09:00' } })).toBeTruthy();
    expect(field.safeParse({ a: { b: { c: { d: 1 } } } }).success).toBe(true);
    expect(field.safeParse({ a: { b: { c: { d: {} } } } }).error?.issues[0]?.message).toBe('Availability must be nested at most 4 levels deep');
    expect(field.safeParse({ a: 'x'.repeat(4000) }).error?.issues[0]?.message).toBe('Availability must be at most 4000 characters (as JSON)');
    expect(field.safeParse([]).error?.issues[0]?.message).toBe('Availability must be an object');
  });

  it('measures depth without recursion', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(jsonDepth(deep, 10)).toBe(11);
    expect(jsonDepth({ a: [1, { b: 2 }] })).toBe(3);
    expect(jsonDepth('x')).toBe(0);
  });
});

describe('e-mail addresses', () => {
  it('are at most 254 characters', () => {
    const at = (length: number) => `${'a'.repeat(length - 12)}@example.org`;
    expect(emailSchema.safeParse(at(254)).success).toBe(true);
    expect(emailSchema.safeParse(at(255)).error?.issues.map((issue) => issue.message)).toEqual(['Email must be at most 254 characters']);
  });
});
