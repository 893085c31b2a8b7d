import type { FastifyInstance } from 'fastify';
import {
  idParamsSchema,
  reviewSuggestionResponseSchema,
  reviewSuggestionSchema,
  suggestionResponseSchema,
  suggestionsListResponseSchema,
  suggestionsQuerySchema,
} from '@tulia/shared/contract';
import { principalOf } from '../../auth/guard';
import type { AppContext } from '../../context';
import { recordRoutes } from '../record-routes';
import { GroupSuggestionsService } from './service';

/** /api/admin/suggest-groups-requests. */
export async function groupSuggestionsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const service = new GroupSuggestionsService(ctx);

  const records = recordRoutes(fastify, {
    path: '/suggest-groups-requests',
    one: 'group suggestion',
    key: 'suggestion',
    subject: 'Suggestion',
    schemas: { query: suggestionsQuerySchema, list: suggestionsListResponseSchema, record: suggestionResponseSchema },
  });
  records.list((query) => service.list(query), { summary: 'List group suggestions' });
  records.get((id) => service.get(id));

  records.app.put(
    '/suggest-groups-requests/:id',
    {
      schema: {
        params: idParamsSchema,
        body: reviewSuggestionSchema,
        response: { 200: reviewSuggestionResponseSchema },
        operation: records.operation('Approve (creates the boma group, the chosen rafiki as manager) or reject (reason required)', [404, 409]),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { suggestion, group } = await service.review(principalOf(request), id, request.body);
      if (group) {
        // The approval text says the group was created.
        return { message: `Suggestion approved. The boma group "${group.name}" was created.`, suggestion, boma_group: group };
      }
      return { message: 'Suggestion rejected.', suggestion };
    },
  );
}
