import { apiClient } from '@tulia/shared/api-client';
import {
  reviewSuggestionResponseSchema,
  suggestionsListResponseSchema,
  type GroupSuggestion,
  type ReviewSuggestionPayload,
  type ReviewSuggestionResponse,
} from '@tulia/shared/contract';
import { useServerList } from '@tulia/shared/ui';

export interface SuggestionFilters extends Record<string, string> {
  status: string;
}

// The specification fixes no page size here; 20 per page like the other community list.
export const SUGGESTIONS_PER_PAGE = 20;

const initialFilters: SuggestionFilters = { status: 'all' };

/** The Group Suggestions list, searched and filtered on the server. */
export function useGroupSuggestions() {
  return useServerList<GroupSuggestion, SuggestionFilters>({
    perPage: SUGGESTIONS_PER_PAGE,
    initialFilters,
    load: async ({ page, perPage, search, filters }, signal) => {
      const answer = await apiClient.get('admin/suggest-groups-requests', {
        schema: suggestionsListResponseSchema,
        searchParams: { page, per_page: perPage, search, status: filters.status },
        signal,
      });
      return { items: answer.suggestions, total: answer.total };
    },
  });
}

/** Approves (creating the group, with the chosen rafiki as its manager) or rejects a pending suggestion. */
export async function reviewSuggestion(id: number, payload: ReviewSuggestionPayload): Promise<ReviewSuggestionResponse> {
  return apiClient.put(`admin/suggest-groups-requests/${id}`, payload, { schema: reviewSuggestionResponseSchema });
}
