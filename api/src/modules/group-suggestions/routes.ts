import type { FastifyInstance } from 'fastify';
import { idParamsSchema, reviewSuggestionSchema, suggestionsQuerySchema } from '@tulia/shared/contract';
import { principalOf } from '../../auth/guard';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/validation';
import { GroupSuggestionsService } from './service';

/** /api/admin/suggest-groups-requests (admin §7). */
export async function groupSuggestionsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const service = new GroupSuggestionsService(ctx);

  app.get('/suggest-groups-requests', async (request) => service.list(parseInput(suggestionsQuerySchema, request.query, 'query')));

  app.get('/suggest-groups-requests/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'path');
    return { suggestion: await service.get(id) };
  });

  app.put('/suggest-groups-requests/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'path');
    const { suggestion, group } = await service.review(principalOf(request), id, parseInput(reviewSuggestionSchema, request.body));
    if (group) {
      // Admin §4: the approval text says the group was created.
      return { message: `Suggestion approved. The boma group "${group.name}" was created.`, suggestion, boma_group: group };
    }
    return { message: 'Suggestion rejected.', suggestion };
  });
}
