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
import { GroupSuggestionsService } from './service';

const tag = 'Group suggestions';

/** /api/admin/suggest-groups-requests. */
export async function groupSuggestionsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new GroupSuggestionsService(ctx);

  app.get(
    '/suggest-groups-requests',
    {
      schema: {
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsListResponseSchema },
        operation: { tag, summary: 'List group suggestions', auth: 'access' },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/suggest-groups-requests/:id',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: suggestionResponseSchema },
        operation: { tag, summary: 'One group suggestion', auth: 'access', errors: [404] },
      },
    },
    async (request) => {
      const { id } = request.params;
      return { suggestion: await service.get(id) };
    },
  );

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
