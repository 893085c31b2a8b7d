import { z } from 'zod';
import { DEFAULT_PER_PAGE, listQuerySchema, listSorting, pagedListSchema, recordResponseSchema, reviewQueueSorting, timestampSchema } from './common';
import { booleanField, dateField, enumField, filterField, optionalText, requiredText, textList } from './fields';
import { personFields, personSchema } from './users';

// A rafiki is pending, active, training, inactive or suspended. An application starts as
// training.
export const RAFIKI_STATUSES = ['pending', 'active', 'training', 'inactive', 'suspended'] as const;
export const rafikiStatusSchema = enumField('Status', RAFIKI_STATUSES);
export type RafikiStatus = z.infer<typeof rafikiStatusSchema>;

export const rafikiSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user: personSchema,
  specialties: z.array(z.string()),
  help_areas: z.array(z.string()),
  personal_experience: z.string().nullable(),
  motivations: z.string().nullable(),
  join_date: z.string().nullable(),
  status: rafikiStatusSchema,
  training_completed: z.boolean(),
  profile_completed: z.boolean(),
  is_moderator: z.boolean(),
  rejection_reason: z.string().nullable(),
  admin_notes: z.string().nullable(),
  reviewed_at: timestampSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Rafiki = z.infer<typeof rafikiSchema>;

// Full name, email, username, password, phone, bio, location, personal experience,
// motivations and join date are required; specialties and help areas are optional lists.
export const createRafikiSchema = z.object({
  ...personFields,
  bio: requiredText('Bio', 2000),
  location: requiredText('Location', 120),
  personal_experience: requiredText('Personal experience', 5000),
  motivations: requiredText('Motivations', 5000),
  join_date: dateField('Join date').optional(),
  specialties: textList('Specialties').default([]),
  help_areas: textList('Help areas').default([]),
  training_completed: booleanField('Training completed').default(false),
  is_moderator: booleanField('Is moderator').default(false),
  status: rafikiStatusSchema.default('training'),
});
export type CreateRafikiPayload = z.infer<typeof createRafikiSchema>;

// PUT /rafikis/{id}: status. Approving an application sets active; rejecting sets inactive and
// needs a reason, enforced on the server too (docs/decisions.md, "The api"). Other fields are
// optional and kept when absent.
export const updateRafikiSchema = z.object({
  status: rafikiStatusSchema.optional(),
  reason: optionalText('Reason', 2000).optional(),
  admin_notes: optionalText('Admin notes', 2000).optional(),
  specialties: textList('Specialties').optional(),
  help_areas: textList('Help areas').optional(),
  personal_experience: optionalText('Personal experience', 5000).optional(),
  motivations: optionalText('Motivations', 5000).optional(),
  training_completed: booleanField('Training completed').optional(),
  profile_completed: booleanField('Profile completed').optional(),
  is_moderator: booleanField('Is moderator').optional(),
});
export type UpdateRafikiPayload = z.infer<typeof updateRafikiSchema>;
export type UpdateRafikiInput = z.input<typeof updateRafikiSchema>;

/** The approve dialog of Rafiki Requests: optional admin notes. */
export const approveRafikiSchema = z.object({
  status: z.literal('active', { error: 'Status must be active' }),
  admin_notes: optionalText('Admin notes', 2000).optional(),
});
/** The reject dialog of Rafiki Requests: the reason is required, here and on the server. */
export const rejectRafikiSchema = z.object({
  status: z.literal('inactive', { error: 'Status must be inactive' }),
  reason: requiredText('Reason', 2000),
});

const RAFIKI_SORTS = ['full_name', 'email', 'location', 'status', 'join_date', 'created_at'] as const;

/**
 * What the Rafikis table sorts by; newest first, except the applications (status training),
 * a review queue read oldest first.
 */
export const rafikisSorting = reviewQueueSorting(RAFIKI_SORTS, 'created_at', 'training');

/**
 * Rafiki Requests lists the same endpoint filtered to training: the same allow-list, oldest
 * application first.
 */
export const rafikiRequestsSorting = listSorting(RAFIKI_SORTS, { sort: 'created_at', order: 'asc' });

export const rafikisQuerySchema = listQuerySchema({ status: filterField('Status', RAFIKI_STATUSES) }, DEFAULT_PER_PAGE.other, rafikisSorting);

export const rafikisListResponseSchema = pagedListSchema('rafikis', rafikiSchema);

export const rafikiResponseSchema = recordResponseSchema('rafiki', rafikiSchema);
