import { z } from 'zod';
import { DEFAULT_PER_PAGE, NEWEST_FIRST, listQuerySchema, listSorting, pagedListSchema, recordResponseSchema, timestampSchema } from './common';
import { enumField, filterField, jsonObjectField, requiredText, textList, wholeNumber } from './fields';
import { newPasswordField, personFields, personSchema } from './users';

export const THERAPIST_STATUSES = ['pending', 'active', 'on_leave', 'inactive'] as const;
export const therapistStatusSchema = enumField('Status', THERAPIST_STATUSES);
export type TherapistStatus = z.infer<typeof therapistStatusSchema>;

export const LICENSE_TYPES = ['counseling', 'clinical', 'psychology', 'psychiatry'] as const;
export const licenseTypeSchema = enumField('License type', LICENSE_TYPES);

/** Sent empty by the form; kept as given. */
export const availabilitySchema = jsonObjectField('Availability');

export const therapistSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user: personSchema,
  license_number: z.string(),
  license_type: licenseTypeSchema,
  specialization: z.array(z.string()),
  years_experience: z.number().int(),
  education: z.array(z.string()),
  languages: z.array(z.string()),
  availability: availabilitySchema,
  hourly_rate: z.number().int(),
  status: therapistStatusSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Therapist = z.infer<typeof therapistSchema>;

// Every field of the therapist form is required; lists are comma-separated and trimmed.
const therapistProfileFields = {
  license_number: requiredText('License number', 60),
  license_type: licenseTypeSchema.default('counseling'),
  specialization: textList('Specialization', { required: true }),
  years_experience: wholeNumber('Years of experience', 0, 80),
  education: textList('Education', { required: true, maxLength: 200 }),
  languages: textList('Languages', { required: true }),
  availability: availabilitySchema.default({}),
  hourly_rate: wholeNumber('Hourly rate', 0, 1_000_000),
  status: therapistStatusSchema.default('pending'),
};

export const createTherapistSchema = z.object({ ...personFields, ...therapistProfileFields });
export type CreateTherapistPayload = z.infer<typeof createTherapistSchema>;
export type CreateTherapistInput = z.input<typeof createTherapistSchema>;

// Edit saves with a full PUT (docs/decisions.md, "People remote (mfe-admin-users)"): the create payload,
// the password optional (kept when absent).
export const updateTherapistSchema = z.object({
  ...personFields,
  password: newPasswordField().optional(),
  ...therapistProfileFields,
});
export type UpdateTherapistPayload = z.infer<typeof updateTherapistSchema>;
export type UpdateTherapistInput = z.input<typeof updateTherapistSchema>;

/** What the Therapists table sorts by (the person's name and email, license, experience, rate, status); newest first by default. */
export const therapistsSorting = listSorting(['full_name', 'email', 'license_number', 'years_experience', 'hourly_rate', 'status', 'created_at'], NEWEST_FIRST);

export const therapistsQuerySchema = listQuerySchema({ status: filterField('Status', THERAPIST_STATUSES) }, DEFAULT_PER_PAGE.other, therapistsSorting);

export const therapistsListResponseSchema = pagedListSchema('therapists', therapistSchema);

export const therapistResponseSchema = recordResponseSchema('therapist', therapistSchema);
