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
import type { ZodTypeProvider } from '../../http/validation';
import { recordRoutes } from '../record-routes';
import { GroupSuggestionsService } from './service';

const tag = 'Group suggestions';

/** /api/admin/suggest-groups-requests. */
export async function groupSuggestionsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new GroupSuggestionsService(ctx);

  const records = recordRoutes(fastify, {
    path: '/suggest-groups-requests',
    tag,
    key: 'suggestion',
    one: 'group suggestion',
    many: 'group suggestions',
    subject: 'Suggestion',
    schemas: { query: suggestionsQuerySchema, list: suggestionsListResponseSchema, record: suggestionResponseSchema },
  });
  records.list((query) => service.list(query), { summary: 'List group suggestions' });
  records.get((id) => service.get(id));

  app.put(
    '/suggest-groups-requests/:id',
    {
      schema: {
        params: idParamsSchema,
        body: reviewSuggestionSchema,
        response: { 200: reviewSuggestionResponseSchema },
        operation: {
          tag,
          summary: 'Approve (creates the boma group, the chosen rafiki as manager) or reject (reason required)',
          auth: 'access',
          errors: [404, 409],
        },
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
