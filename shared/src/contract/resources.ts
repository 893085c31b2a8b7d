import { z } from 'zod';
import { DEFAULT_PER_PAGE, NEWEST_FIRST, listQuerySchema, listSorting, pagedListSchema, recordResponseSchema, timestampSchema } from './common';
import { booleanField, enumField, filterField, optionalText, optionalUrl, requiredText, requiredUrl, textList } from './fields';

export const RESOURCE_CATEGORIES = ['Mental Health', 'Crisis Support', 'Wellness', 'Education', 'Community'] as const;
export const resourceCategorySchema = enumField('Category', RESOURCE_CATEGORIES);
export type ResourceCategory = z.infer<typeof resourceCategorySchema>;

export const RESOURCE_TYPES = ['article', 'video', 'pdf', 'hotline'] as const;
export const resourceTypeSchema = enumField('Resource type', RESOURCE_TYPES);
export type ResourceType = z.infer<typeof resourceTypeSchema>;

/** The status filter of the Resources screen maps to is_active. */
export const RESOURCE_STATUSES = ['active', 'inactive'] as const;

export const resourceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: resourceCategorySchema,
  resource_type: resourceTypeSchema,
  url: z.string(),
  file_url: z.string().nullable(),
  phone: z.string().nullable(),
  image_url: z.string().nullable(),
  tags: z.array(z.string()),
  is_active: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Resource = z.infer<typeof resourceSchema>;

// Title, description, category, type and url required; phone and image URL
// optional (omitted when empty); tags split on commas, trimmed, empties dropped; active by default.
export const resourcePayloadSchema = z.object({
  title: requiredText('Title', 200),
  description: requiredText('Description', 5000),
  category: resourceCategorySchema.default('Mental Health'),
  resource_type: resourceTypeSchema.default('article'),
  url: requiredUrl('URL'),
  file_url: optionalUrl('File URL'),
  phone: optionalText('Phone', 30),
  image_url: optionalUrl('Image URL'),
  tags: textList('Tags', { maxItems: 20, maxLength: 40 }).default([]),
  is_active: booleanField('Active').default(true),
});
/** POST /resources and PUT /resources/{id} take the same payload. */
export const createResourceSchema = resourcePayloadSchema;
export const updateResourceSchema = resourcePayloadSchema;
export type ResourcePayload = z.infer<typeof resourcePayloadSchema>;
export type ResourceInput = z.input<typeof resourcePayloadSchema>;

/** What the Resources cards sort by (is_active is the status); newest first by default. */
export const resourcesSorting = listSorting(['title', 'category', 'resource_type', 'is_active', 'created_at', 'updated_at'], NEWEST_FIRST);

export const resourcesQuerySchema = listQuerySchema(
  {
    status: filterField('Status', RESOURCE_STATUSES),
    resource_type: filterField('Resource type', RESOURCE_TYPES),
    category: filterField('Category', RESOURCE_CATEGORIES),
  },
  DEFAULT_PER_PAGE.other,
  resourcesSorting,
);
export type ResourcesQuery = z.infer<typeof resourcesQuerySchema>;

export const resourcesListResponseSchema = pagedListSchema('resources', resourceSchema);
export type ResourcesListResponse = z.infer<typeof resourcesListResponseSchema>;

export const resourceResponseSchema = recordResponseSchema('resource', resourceSchema);
