import { z } from 'zod';
import { bomaGroupSchema, groupCategorySchema } from './boma-groups';
import { DEFAULT_PER_PAGE, listQuerySchema, pagedListSchema, recordResponseSchema, reviewQueueSorting, timestampSchema } from './common';
import { enumField, filterField, optionalReference, optionalText, requiredText } from './fields';

export const SUGGESTION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const suggestionStatusSchema = enumField('Status', SUGGESTION_STATUSES);

export const suggestionRafikiSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
});

export const groupSuggestionSchema = z.object({
  id: z.number().int(),
  group_name: z.string(),
  description: z.string(),
  category: groupCategorySchema,
  reasoning: z.string().nullable(),
  status: suggestionStatusSchema,
  suggested_at: timestampSchema,
  suggested_by_user_id: z.number().int().nullable(),
  suggested_by_name: z.string(),
  suggested_by_email: z.string(),
  assigned_rafiki_id: z.number().int().nullable(),
  assigned_rafiki: suggestionRafikiSchema.nullable(),
  admin_notes: z.string().nullable(),
  reviewed_at: timestampSchema.nullable(),
  /** The boma group created when the suggestion was approved. */
  boma_group_id: z.number().int().nullable(),
});
export type GroupSuggestion = z.infer<typeof groupSuggestionSchema>;

// PUT /suggest-groups-requests/{id}: status approved or rejected, and notes. An approval may
// send the chosen rafiki; a rejection needs a reason (docs/decisions.md, "The api").
export const approveSuggestionSchema = z.object({
  status: z.literal('approved'),
  notes: optionalText('Admin notes', 2000),
  assigned_rafiki_id: optionalReference('Assigned rafiki').optional(),
});
export const rejectSuggestionSchema = z.object({
  status: z.literal('rejected'),
  notes: requiredText('Reason', 2000),
});
export const reviewSuggestionSchema = z.discriminatedUnion('status', [approveSuggestionSchema, rejectSuggestionSchema], {
  error: 'Status must be approved or rejected',
});
export type ReviewSuggestionPayload = z.infer<typeof reviewSuggestionSchema>;

/** What the Group Suggestions table sorts by; the pending ones are a review queue, read oldest first. */
export const groupSuggestionsSorting = reviewQueueSorting(['group_name', 'category', 'suggested_by_name', 'status', 'suggested_at'], 'suggested_at', 'pending');

export const suggestionsQuerySchema = listQuerySchema({ status: filterField('Status', SUGGESTION_STATUSES) }, DEFAULT_PER_PAGE.other, groupSuggestionsSorting);
export type SuggestionsQuery = z.infer<typeof suggestionsQuerySchema>;

export const suggestionsListResponseSchema = pagedListSchema('suggestions', groupSuggestionSchema);
export type SuggestionsListResponse = z.infer<typeof suggestionsListResponseSchema>;

export const suggestionResponseSchema = recordResponseSchema('suggestion', groupSuggestionSchema);

/** The answer to a review; an approval also holds the boma group it created. */
export const reviewSuggestionResponseSchema = suggestionResponseSchema.extend({
  message: z.string(),
  boma_group: bomaGroupSchema.optional(),
});
