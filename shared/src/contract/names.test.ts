import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { adminRegistrationSchema } from './auth';
import { contactFormSchema } from './contact';
import { fullNameField } from './fields';
import { createRafikiSchema } from './rafikis';
import { createTherapistSchema, updateTherapistSchema } from './therapists';
import { createUserSchema, personFields, updateUserSchema } from './users';

const INVISIBLE = /^Full name must not contain invisible or control characters/;

describe('full names', () => {
  const name = fullNameField();
  const messageOf = (value: unknown) => name.safeParse(value).error?.issues[0]?.message ?? null;

  it('are NFKC-normalised, trimmed and their inner spaces collapsed', () => {
    expect(name.parse('Ａｍａｎｉ　Ｗａｎｊｉｒｕ')).toBe('Amani Wanjiru');
    expect(name.parse('  Amani    Wanjiru  ')).toBe('Amani Wanjiru');
    expect(name.parse('Amani\u00a0Wanjiru')).toBe('Amani Wanjiru');
    expect(name.parse('Amani\u2003\u2009Wanjiru')).toBe('Amani Wanjiru');
    expect(name.parse('Zo\u0308e')).toBe('Zöe');
  });

  it('refuse format characters: zero-width, byte order mark, soft hyphen, direction marks, embeddings, overrides and isolates', () => {
    const format = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u200e', '\u200f', '\u061c'];
    const bidi = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
    for (const char of [...format, ...bidi]) {
      for (const value of [`Amani${char}Wanjiru`, `${char}Amani Wanjiru`, `Amani Wanjiru${char}`]) {
        expect(messageOf(value), JSON.stringify(value)).toMatch(INVISIBLE);
      }
    }
  });

  it('refuse control characters, line breaks, tabs and line or paragraph separators', () => {
    for (const char of ['\n', '\r', '\t', '\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u2028', '\u2029']) {
      expect(messageOf(`Amani${char}Wanjiru`), JSON.stringify(char)).toMatch(INVISIBLE);
    }
  });

  it('refuse unusual spaces and fillers that NFKC keeps', () => {
    for (const char of ['\u1680', '\u3164', '\u115f', '\ufe0f', '\u034f']) {
      expect(messageOf(`Amani${char}Wanjiru`), JSON.stringify(char)).toMatch(INVISIBLE);
    }
  });

  it('accept letters of any script, combining marks, apostrophes, hyphens and dots', () => {
    for (const value of [
      'Njeri Wa-Kamau',
      "O'Brien",
      'Zöe',
      'Wanjirũ',
      'J. R. Otieno',
      'أمينة عبد الله',
      '王芳',
      'たなか 太郎',
      'Иван Петров',
      'Amani Wanjiru',
    ]) {
      expect(messageOf(value), value).toBeNull();
      expect(name.parse(value)).toBe(value.normalize('NFKC'));
    }
  });

  it('keep the required and length messages', () => {
    for (const value of ['', '   ', undefined, null]) expect(messageOf(value), JSON.stringify(value)).toBe('Full name is required');
    expect(messageOf('n'.repeat(120))).toBeNull();
    expect(messageOf('n'.repeat(121))).toBe('Full name must be at most 120 characters');
  });
});

describe('every form that types a full name uses the one field', () => {
  const person = { email: 'amani@example.org', username: 'amani', phone: '0700000000', password: 'Str0ng!pass', full_name: 'Amani\u200bWanjiru' };
  const payloads = {
    'users create': [createUserSchema, person],
    'users update': [updateUserSchema, { ...person, status: 'active' }],
    'person fields': [personFields.full_name, person.full_name],
    'therapists create': [createTherapistSchema, person],
    'therapists update': [updateTherapistSchema, person],
    'rafikis create': [createRafikiSchema, person],
    'admin registration': [adminRegistrationSchema, person],
    'public contact form': [contactFormSchema, { ...person, subject: 'General Inquiry', message: 'Hello' }],
  } as const;

  for (const [form, [schema, payload]] of Object.entries(payloads)) {
    it(`${form} refuses an invisible character in the name, at full_name`, () => {
      const issue = schema.safeParse(payload).error?.issues.find((candidate) => candidate.message.match(INVISIBLE));
      expect(issue?.path).toEqual(typeof payload === 'string' ? [] : ['full_name']);
    });
  }

  it('the public contact form keeps its messages and limit', () => {
    const message = (full_name: unknown) =>
      contactFormSchema.safeParse({ full_name, email: 'a@b.co', subject: 'Other', message: 'Hi' }).error?.issues[0]?.message;
    expect(message('')).toBe('Full name is required');
    expect(message('n'.repeat(121))).toBe('Full name must be at most 120 characters');
    expect(contactFormSchema.parse({ full_name: ' Ａmani  W. ', email: 'a@b.co', subject: 'Other', message: 'Hi' }).full_name).toBe('Amani W.');
  });
});

describe("the forms' zod resolver", () => {
  const resolve = (full_name: string) =>
    zodResolver(contactFormSchema)({ full_name, email: 'a@b.co', phone: '', subject: 'Other', message: 'Hi' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });

  it('submits the normalised name', async () => {
    expect((await resolve('  Ａmani   Wanjiru ')).values).toMatchObject({ full_name: 'Amani Wanjiru' });
  });

  it('shows the refusal at the name field', async () => {
    expect((await resolve('Amani\u200bWanjiru')).errors).toMatchObject({ full_name: { message: expect.stringMatching(INVISIBLE) } });
  });
});
