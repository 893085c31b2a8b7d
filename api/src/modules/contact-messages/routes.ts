import type { FastifyInstance } from 'fastify';
import {
  bulkContactMessagesSchema,
  bulkResultSchema,
  contactMessageResponseSchema,
  contactMessagesListResponseSchema,
  contactMessagesQuerySchema,
  contactReplySchema,
  contactAssigneePayloadSchema,
  contactNotePayloadSchema,
  contactNoteSchema,
  contactNotesResponseSchema,
  contactRiskPayloadSchema,
  contactStatsSchema,
  idParamsSchema,
} from '@tulia/shared/contract';
import { principalOf } from '../../auth/guard';
import type { AppContext } from '../../context';
import { recordRoutes } from '../record-routes';
import { bulkUpdateContactMessages } from './bulk';
import { ContactMessagesService } from './service';
import { ContactTriageService } from './triage';

/** /api/admin/contact-messages. */
export async function contactMessagesRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const service = new ContactMessagesService(ctx);
  const triage = new ContactTriageService(ctx);

  const records = recordRoutes(fastify, {
    path: '/contact-messages',
    one: 'contact message',
    subject: 'Message',
    schemas: { query: contactMessagesQuerySchema, list: contactMessagesListResponseSchema, record: contactMessageResponseSchema },
  });
  const { app, operation } = records;

  records.list((query) => service.list(query), {
    summary: 'List contact messages (20 per page by default; high risk first, then elevated, oldest first within each)',
  });

  app.get(
    '/contact-messages/stats',
    {
      schema: {
        response: { 200: contactStatsSchema },
        operation: operation('Counts per status, and the response targets per risk tier'),
      },
    },
    async () => service.stats(),
  );

  records.get((id, actor) => service.get(actor, id), { summary: 'One contact message (reading a high or elevated one is audited)' });

  app.get(
    '/contact-messages/:id/notes',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: contactNotesResponseSchema },
        operation: operation("The message's note history, oldest first", [404]),
      },
    },
    async (request) => ({ notes: await triage.notes(request.params.id) }),
  );

  // Append-only: a note is never changed or deleted (no PUT or DELETE route).
  app.post(
    '/contact-messages/:id/notes',
    {
      schema: {
        params: idParamsSchema,
        body: contactNotePayloadSchema,
        response: { 201: contactNoteSchema },
        operation: operation('Add a note (a call, referral or emergency services note is a first response); audited by kind only', [404]),
      },
    },
    async (request, reply) => reply.code(201).send(await triage.addNote(principalOf(request), request.params.id, request.body)),
  );

  records.action(
    {
      method: 'PUT',
      step: 'assignee',
      body: contactAssigneePayloadSchema,
      summary: 'Assign the message to an active administrator, or unassign it (null)',
      errors: [404],
      message: 'Assignee updated',
    },
    (actor, id, payload) => triage.assign(actor, id, payload),
  );
  records.action(
    {
      method: 'PUT',
      step: 'risk',
      body: contactRiskPayloadSchema,
      summary: 'Set the risk tier by hand with a reason (kept as a note; raising from none records a missed flag)',
      errors: [404],
      message: 'Risk tier updated',
    },
    (actor, id, payload) => triage.setRisk(actor, id, payload),
  );
  records.action({ method: 'POST', step: 'mark-read', summary: 'Unread to read', errors: [404, 409], message: 'Message marked as read' }, (actor, id) =>
    service.markRead(actor, id),
  );
  records.action(
    {
      method: 'POST',
      step: 'reply',
      body: contactReplySchema,
      summary: 'Store the reply and notes, set replied, and mail the reply',
      errors: [404, 409],
      message: 'Your reply has been sent successfully',
    },
    (actor, id, payload) => service.reply(actor, id, payload),
  );
  records.action(
    {
      method: 'POST',
      step: 'close',
      summary: 'Any status but closed to closed (a high-risk message needs an outcome note first)',
      errors: [404, 409],
      message: 'Message closed',
    },
    (actor, id) => service.close(actor, id),
  );

  records.remove((actor, id) => service.remove(actor, id), {
    summary: 'Delete a message for good (audited without its sender or text)',
    superAdminOnly: true,
    errors: [403, 404],
    message: 'Message deleted',
  });

  app.post(
    '/contact-messages/bulk',
    {
      schema: {
        body: bulkContactMessagesSchema,
        response: { 200: bulkResultSchema },
        operation: operation('Mark as read or close up to 100 messages in one step; one the action cannot apply to refuses them all', [404, 409]),
      },
    },
    async (request) => bulkUpdateContactMessages(ctx, principalOf(request), request.body),
  );
}
