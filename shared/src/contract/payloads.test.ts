import { z } from 'zod';
import {
  ADMIN_REGISTRATION_CLOSED_MESSAGE,
  CONTACT_SUBJECTS,
  GROUP_CATEGORIES,
  RESOURCE_CATEGORIES,
  RESOURCE_TYPES,
  adminRegistrationFormSchema,
  bomaGroupsQuerySchema,
  changePasswordFormSchema,
  contactFormSchema,
  contactReplySchema,
  createBomaGroupSchema,
  createRafikiSchema,
  createResourceSchema,
  createTherapistSchema,
  createUserSchema,
  idParamsSchema,
  rejectRafikiSchema,
  resetPasswordSchema,
  reviewSuggestionSchema,
  updateUserSchema,
  usersQuerySchema,
} from './index';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

const person = {
  email: 'wanjiku@example.org',
  username: 'wanjiku',
  full_name: 'Wanjiku Kamau',
  phone: '+254711000111',
  password: 'longenough',
};

describe('canonical sets: one list each, used everywhere', () => {
  it('has one group category set, the resource sets and the public contact subjects', () => {
    expect(GROUP_CATEGORIES).toEqual(['Mental Health', 'Support', 'Therapy', 'Social', 'Wellness', 'Education']);
    expect(RESOURCE_CATEGORIES).toEqual(['Mental Health', 'Crisis Support', 'Wellness', 'Education', 'Community']);
    expect(RESOURCE_TYPES).toEqual(['article', 'video', 'pdf', 'hotline']);
    expect(CONTACT_SUBJECTS).toEqual([
      'General Inquiry',
      'Technical Support',
      'Partnership Opportunity',
      'Media & Press',
      'Crisis Support',
      'Feedback & Suggestions',
      'Other',
    ]);
    expect(ADMIN_REGISTRATION_CLOSED_MESSAGE).toBe('Admin registration is closed. Ask a super admin to create your account.');
  });
});

describe('boma group payload', () => {
  it('requires name and description, naming them', () => {
    expect(messages(createBomaGroupSchema.safeParse({}))).toEqual(['Name is required', 'Description is required']);
  });

  it('splits tags, trims them and drops empties; defaults to Mental Health, public and active', () => {
    const group = createBomaGroupSchema.parse({ name: ' Boma ', description: 'd', tags: ' grief, , youth ,grief' });
    expect(group).toEqual({
      name: 'Boma',
      description: 'd',
      category: 'Mental Health',
      tags: ['grief', 'youth'],
      image_url: null,
      is_private: false,
      status: 'active',
    });
    expect(createBomaGroupSchema.parse({ name: 'a', description: 'b', tags: ['x ', ''] }).tags).toEqual(['x']);
  });

  it('takes the assigned rafiki as an id, digits or empty for none', () => {
    expect(createBomaGroupSchema.parse({ name: 'a', description: 'b', assigned_rafiki_id: '7' }).assigned_rafiki_id).toBe(7);
    expect(createBomaGroupSchema.parse({ name: 'a', description: 'b', assigned_rafiki_id: '' }).assigned_rafiki_id).toBeNull();
    expect(messages(createBomaGroupSchema.safeParse({ name: 'a', description: 'b', assigned_rafiki_id: 'x' }))).toEqual([
      'Assigned rafiki must be an id or empty',
    ]);
  });

  it('refuses categories outside the canonical set and URLs that are not http(s)', () => {
    expect(messages(createBomaGroupSchema.safeParse({ name: 'a', description: 'b', category: 'support' }))[0]).toMatch(/^Category must be one of/);
    expect(messages(createBomaGroupSchema.safeParse({ name: 'a', description: 'b', image_url: 'javascript:alert(1)' }))).toEqual([
      'Image URL must be a valid URL',
    ]);
  });
});

describe('reviews need their reasons', () => {
  it('rejecting a suggestion needs a reason; approving takes optional notes and rafiki', () => {
    expect(messages(reviewSuggestionSchema.safeParse({ status: 'rejected', notes: '  ' }))).toEqual(['Reason is required']);
    expect(reviewSuggestionSchema.parse({ status: 'approved' })).toEqual({ status: 'approved', notes: null });
    expect(reviewSuggestionSchema.parse({ status: 'approved', notes: 'ok', assigned_rafiki_id: 3 })).toEqual({
      status: 'approved',
      notes: 'ok',
      assigned_rafiki_id: 3,
    });
    expect(messages(reviewSuggestionSchema.safeParse({ status: 'pending' }))).toEqual(['Status must be approved or rejected']);
  });

  it('rejecting a rafiki application needs a reason', () => {
    expect(messages(rejectRafikiSchema.safeParse({ status: 'inactive' }))).toEqual(['Reason is required']);
  });

  it('a reply needs its message', () => {
    expect(messages(contactReplySchema.safeParse({ reply_message: '' }))).toEqual(['Reply message is required']);
    expect(contactReplySchema.parse({ reply_message: 'Hi', admin_notes: '' })).toEqual({ reply_message: 'Hi', admin_notes: null });
  });
});

describe('people', () => {
  // The user form names each person field; therapist and rafiki forms, the person given, each of their own.
  it.each([
    ['user create', createUserSchema, {}, ['Email is required', 'Username is required', 'Full name is required', 'Phone is required', 'Password is required']],
    [
      'therapist',
      createTherapistSchema,
      person,
      [
        'License number is required',
        'Specialization is required',
        'Years of experience is required',
        'Education is required',
        'Languages is required',
        'Hourly rate is required',
      ],
    ],
    ['rafiki', createRafikiSchema, person, ['Bio is required', 'Location is required', 'Personal experience is required', 'Motivations is required']],
  ] as const)('%s: names each missing required field', (_, schema, given, missing) => {
    expect(messages(schema.safeParse({ ...given }))).toEqual(missing);
  });

  it('user create: password minimum, defaults', () => {
    expect(messages(createUserSchema.safeParse({ ...person, password: 'short' }))).toEqual(['Password must be at least 8 characters long']);
    expect(createUserSchema.parse(person)).toMatchObject({ is_admin: false, status: 'active' });
    expect(messages(updateUserSchema.safeParse({ ...person, status: 'Active' }))[0]).toMatch(/^Status must be one of/);
  });

  it('therapist: lists from comma-separated text, whole numbers from text', () => {
    const therapist = createTherapistSchema.parse({
      ...person,
      license_number: 'KCPB-1',
      specialization: 'CBT, grief ,',
      years_experience: '4',
      education: ['MA Counselling'],
      languages: 'English, Kiswahili',
      hourly_rate: 30,
    });
    expect(therapist).toMatchObject({
      license_type: 'counseling',
      status: 'pending',
      specialization: ['CBT', 'grief'],
      years_experience: 4,
      languages: ['English', 'Kiswahili'],
      availability: {},
    });
    expect(messages(createTherapistSchema.safeParse({ ...therapist, hourly_rate: -1 }))).toEqual(['Hourly rate must be a whole number between 0 and 1000000']);
  });

  it('rafiki: status defaults to training', () => {
    const rafiki = createRafikiSchema.parse({ ...person, bio: 'b', location: 'Kisumu', personal_experience: 'p', motivations: 'm' });
    expect(rafiki).toMatchObject({ status: 'training', specialties: [], help_areas: [], training_completed: false, is_moderator: false });
  });
});

describe('contact form and resources', () => {
  it('names each missing contact field; phone optional', () => {
    expect(messages(contactFormSchema.safeParse({}))).toEqual(['Full name is required', 'Email is required', 'Subject is required', 'Message is required']);
    expect(contactFormSchema.parse({ full_name: 'A', email: 'a@b.co', phone: '', subject: 'Other', message: 'hi' }).phone).toBeNull();
  });

  it('resource: url required and URL-shaped; empty phone and image dropped; active by default', () => {
    expect(messages(createResourceSchema.safeParse({ title: 't', description: 'd' }))).toEqual(['URL is required']);
    expect(createResourceSchema.parse({ title: 't', description: 'd', url: 'https://x.org', phone: '', image_url: '' })).toMatchObject({
      category: 'Mental Health',
      resource_type: 'article',
      phone: null,
      image_url: null,
      is_active: true,
      tags: [],
    });
  });
});

describe('queries and ids', () => {
  it("reads paging from text, drops 'all' and blank search", () => {
    expect(usersQuerySchema.parse({})).toEqual({ page: 1, per_page: 50 });
    expect(usersQuerySchema.parse({ page: '3', per_page: '10', status: 'all', search: ' ' })).toEqual({ page: 3, per_page: 10 });
    expect(bomaGroupsQuerySchema.parse({ category: 'Therapy' })).toEqual({ category: 'Therapy', page: 1, per_page: 20 });
    expect(messages(usersQuerySchema.safeParse({ per_page: '101' }))).toEqual(['Per page must be a whole number between 1 and 100']);
    expect(messages(usersQuerySchema.safeParse({ page: '1e9' }))).toEqual(['Page must be a whole number between 1 and 100000']);
  });

  it('accepts only positive whole ids', () => {
    expect(idParamsSchema.parse({ id: '12' })).toEqual({ id: 12 });
    for (const id of ['0', '-1', 'abc', '1.5', '99999999999']) {
      expect(idParamsSchema.safeParse({ id }).success).toBe(false);
    }
  });
});

describe('password forms', () => {
  it('confirmation must match', () => {
    expect(messages(changePasswordFormSchema.safeParse({ current_password: 'x', new_password: 'longenough', confirm_password: 'other' }))).toEqual([
      'Passwords do not match',
    ]);
    expect(messages(adminRegistrationFormSchema.safeParse({ ...person, confirm_password: 'nope' }))).toEqual(['Passwords do not match']);
    expect(messages(resetPasswordSchema.safeParse({ new_password: 'longenough' }))).toEqual(['Reset token is required']);
  });
});

describe('JSON Schema', () => {
  it('every payload and query converts for the OpenAPI document', () => {
    for (const schema of [createBomaGroupSchema, reviewSuggestionSchema, createTherapistSchema, usersQuerySchema, contactFormSchema]) {
      expect(() => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })).not.toThrow();
    }
  });
});
