import type { FastifyInstance } from 'fastify';
import { bulkContactMessagesSchema, contactMessagesQuerySchema, contactReplySchema, idParamsSchema } from '@tulia/shared/contract';
import { principalOf } from '../../auth/guard';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/validation';
import { bulkUpdateContactMessages } from './bulk';
import { ContactMessagesService } from './service';

/** /api/admin/contact-messages (admin §7). */
export async function contactMessagesRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const service = new ContactMessagesService(ctx);

  app.get('/contact-messages', async (request) => service.list(parseInput(contactMessagesQuerySchema, request.query, 'query')));

  app.get('/contact-messages/stats', async () => service.stats());

  app.get('/contact-messages/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'path');
    return { contact_message: await service.get(id) };
  });

  app.post('/contact-messages/:id/mark-read', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'path');
    return { message: 'Message marked as read', contact_message: await service.markRead(principalOf(request), id) };
  });

  app.post('/contact-messages/:id/reply', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'path');
    const payload = parseInput(contactReplySchema, request.body);
    return { message: 'Your reply has been sent successfully', contact_message: await service.reply(principalOf(request), id, payload) };
  });

  app.post('/contact-messages/:id/close', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'path');
    return { message: 'Message closed', contact_message: await service.close(principalOf(request), id) };
  });

  app.delete('/contact-messages/:id', async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'path');
    await service.remove(principalOf(request), id);
    return { message: 'Message deleted' };
  });

  app.post('/contact-messages/bulk', async (request) =>
    bulkUpdateContactMessages(ctx, principalOf(request), parseInput(bulkContactMessagesSchema, request.body)),
  );
}
