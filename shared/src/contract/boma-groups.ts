import { z } from 'zod';
import { DEFAULT_PER_PAGE, NEWEST_FIRST, listQuerySchema, listSorting, pagedListSchema, recordResponseSchema, timestampSchema } from './common';
import { booleanField, enumField, filterField, optionalReference, optionalUrl, requiredText, textList } from './fields';

// One canonical set of group categories everywhere (filter, form, server).
export const GROUP_CATEGORIES = ['Mental Health', 'Support', 'Therapy', 'Social', 'Wellness', 'Education'] as const;
export const groupCategorySchema = enumField('Category', GROUP_CATEGORIES);
export type GroupCategory = z.infer<typeof groupCategorySchema>;

export const BOMA_GROUP_STATUSES = ['active', 'inactive', 'suspended'] as const;
export const bomaGroupStatusSchema = enumField('Status', BOMA_GROUP_STATUSES);
export type BomaGroupStatus = z.infer<typeof bomaGroupStatusSchema>;

export const MANAGER_ROLES = ['manager', 'moderator'] as const;
export const MEMBER_ROLES = [...MANAGER_ROLES, 'member'] as const;

export const groupCreatorSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  is_rafiki: z.boolean(),
});
export type GroupCreator = z.infer<typeof groupCreatorSchema>;

export const groupManagerSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  username: z.string(),
  is_rafiki: z.boolean(),
  role: z.enum(MANAGER_ROLES),
});
export type GroupManager = z.infer<typeof groupManagerSchema>;

export const bomaGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: groupCategorySchema,
  tags: z.array(z.string()),
  image_url: z.string().nullable(),
  is_private: z.boolean(),
  status: bomaGroupStatusSchema,
  is_active: z.boolean(),
  assigned_rafiki_id: z.number().int().nullable(),
  created_by: z.number().int().nullable(),
  creator: groupCreatorSchema.nullable(),
  managers: z.array(groupManagerSchema),
  // The real count of members, never an invented one.
  real_member_count: z.number().int(),
  member_count: z.number().int(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type BomaGroup = z.infer<typeof bomaGroupSchema>;

// Name and description required; tags split, trimmed, empties dropped; the
// assigned rafiki sent on create and update; created_by set by the server (ignored if sent).
const bomaGroupFields = {
  name: requiredText('Name', 120),
  description: requiredText('Description', 2000),
  category: groupCategorySchema.default('Mental Health'),
  tags: textList('Tags', { maxItems: 20, maxLength: 40 }).default([]),
  image_url: optionalUrl('Image URL'),
  is_private: booleanField('Private group').default(false),
  status: bomaGroupStatusSchema.default('active'),
};

export const createBomaGroupSchema = z.object({
  ...bomaGroupFields,
  assigned_rafiki_id: optionalReference('Assigned rafiki').optional(),
});
export type CreateBomaGroupPayload = z.infer<typeof createBomaGroupSchema>;
export type CreateBomaGroupInput = z.input<typeof createBomaGroupSchema>;

/** The same fields as create; an absent assigned_rafiki_id keeps the current one, null removes it. */
export const updateBomaGroupSchema = createBomaGroupSchema;
export type UpdateBomaGroupPayload = CreateBomaGroupPayload;

/** What the Boma Groups cards sort by; newest first by default. */
export const bomaGroupsSorting = listSorting(['name', 'category', 'status', 'created_at', 'updated_at'], NEWEST_FIRST);

export const bomaGroupsQuerySchema = listQuerySchema(
  { status: filterField('Status', BOMA_GROUP_STATUSES), category: filterField('Category', GROUP_CATEGORIES) },
  DEFAULT_PER_PAGE.boma_groups,
  bomaGroupsSorting,
);
export type BomaGroupsQuery = z.infer<typeof bomaGroupsQuerySchema>;

export const bomaGroupsListResponseSchema = pagedListSchema('boma_groups', bomaGroupSchema);
export type BomaGroupsListResponse = z.infer<typeof bomaGroupsListResponseSchema>;

export const bomaGroupResponseSchema = recordResponseSchema('boma_group', bomaGroupSchema);
