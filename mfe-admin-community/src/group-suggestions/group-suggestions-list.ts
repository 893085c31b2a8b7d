import {
  SUGGESTION_STATUSES,
  groupSuggestionsSorting,
  reviewSuggestionResponseSchema,
  suggestionResponseSchema,
  suggestionsListResponseSchema,
  type ReviewSuggestionPayload,
} from '@tulia/shared/contract';
import { defineAdminList, typedPayload } from '@tulia/shared/admin';

/**
 * Group Suggestions, searched, filtered and sorted on the server; the pending queue oldest first
 * (the contract's sorting). The specification fixes no page size: 20, like the other community list.
 * An approval creates a boma group, so a review also refreshes Boma Groups.
 */
export const groupSuggestionsList = defineAdminList({
  name: 'group-suggestions',
  path: 'admin/suggest-groups-requests',
  listKey: 'suggestions',
  listSchema: suggestionsListResponseSchema,
  perPage: 20,
  filters: { status: { default: 'all', values: ['all', ...SUGGESTION_STATUSES] } },
  sorting: groupSuggestionsSorting,
  related: ['boma-groups'],
  record: { key: 'suggestion', schema: suggestionResponseSchema },
  actions: {
    /** Approves (creating the group, with the chosen rafiki as its manager) or rejects a pending suggestion: PUT on the suggestion. */
    review: { method: 'put', payload: typedPayload<ReviewSuggestionPayload>(), schema: reviewSuggestionResponseSchema },
  },
  texts: {
    caption: 'Group suggestions',
    failure: 'Failed to fetch group suggestions',
    empty: { title: 'No group suggestions found', unfiltered: 'No one has suggested a group yet.' },
    noun: 'suggestions',
  },
});
