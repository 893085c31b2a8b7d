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
  messageResponseSchema,
} from '@tulia/shared/contract';
import { principalOf } from '../../auth/guard';
import type { AppContext } from '../../context';
import type { ZodTypeProvider } from '../../http/validation';
import { bulkUpdateContactMessages } from './bulk';
import { ContactMessagesService } from './service';
import { ContactTriageService } from './triage';

const tag = 'Contact messages';

/** /api/admin/contact-messages. */
export async function contactMessagesRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new ContactMessagesService(ctx);
  const triage = new ContactTriageService(ctx);

  app.get(
    '/contact-messages',
    {
      schema: {
        querystring: contactMessagesQuerySchema,
        response: { 200: contactMessagesListResponseSchema },
        operation: { tag, summary: 'List contact messages (20 per page by default; high risk first, then elevated, oldest first within each)', auth: 'access' },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/contact-messages/stats',
    {
      schema: {
        response: { 200: contactStatsSchema },
        operation: { tag, summary: 'Counts per status, and the response targets per risk tier', auth: 'access' },
      },
    },
    async () => service.stats(),
  );

  app.get(
    '/contact-messages/:id',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: contactMessageResponseSchema },
        operation: { tag, summary: 'One contact message (reading a high or elevated one is audited)', auth: 'access', errors: [404] },
      },
    },
    async (request) => {
      const { id } = request.params;
      return { contact_message: await service.get(principalOf(request), id) };
    },
  );

  app.get(
    '/contact-messages/:id/notes',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: contactNotesResponseSchema },
        operation: { tag, summary: "The message's note history, oldest first", auth: 'access', errors: [404] },
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
        operation: {
          tag,
          summary: 'Add a note (a call, referral or emergency services note is a first response); audited by kind only',
          auth: 'access',
          errors: [404],
        },
      },
    },
    async (request, reply) => reply.code(201).send(await triage.addNote(principalOf(request), request.params.id, request.body)),
  );

  app.put(
    '/contact-messages/:id/assignee',
    {
      schema: {
        params: idParamsSchema,
        body: contactAssigneePayloadSchema,
        response: { 200: contactMessageResponseSchema },
        operation: { tag, summary: 'Assign the message to an active administrator, or unassign it (null)', auth: 'access', errors: [404] },
      },
    },
    async (request) => ({ message: 'Assignee updated', contact_message: await triage.assign(principalOf(request), request.params.id, request.body) }),
  );

  app.put(
    '/contact-messages/:id/risk',
    {
      schema: {
        params: idParamsSchema,
        body: contactRiskPayloadSchema,
        response: { 200: contactMessageResponseSchema },
        operation: {
          tag,
          summary: 'Set the risk tier by hand with a reason (kept as a note; raising from none records a missed flag)',
          auth: 'access',
          errors: [404],
        },
      },
    },
    async (request) => ({ message: 'Risk tier updated', contact_message: await triage.setRisk(principalOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/contact-messages/:id/mark-read',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: contactMessageResponseSchema },
        operation: { tag, summary: 'Unread to read', auth: 'access', errors: [404, 409] },
      },
    },
    async (request) => {
      const { id } = request.params;
      return { message: 'Message marked as read', contact_message: await service.markRead(principalOf(request), id) };
    },
  );

  app.post(
    '/contact-messages/:id/reply',
    {
      schema: {
        params: idParamsSchema,
        body: contactReplySchema,
        response: { 200: contactMessageResponseSchema },
        operation: { tag, summary: 'Store the reply and notes, set replied, and mail the reply', auth: 'access', errors: [404, 409] },
      },
    },
    async (request) => {
      const { id } = request.params;
      const payload = request.body;
      return { message: 'Your reply has been sent successfully', contact_message: await service.reply(principalOf(request), id, payload) };
    },
  );

  app.post(
    '/contact-messages/:id/close',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: contactMessageResponseSchema },
        operation: { tag, summary: 'Any status but closed to closed (a high-risk message needs an outcome note first)', auth: 'access', errors: [404, 409] },
      },
    },
    async (request) => {
      const { id } = request.params;
      return { message: 'Message closed', contact_message: await service.close(principalOf(request), id) };
    },
  );

  app.delete(
    '/contact-messages/:id',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: messageResponseSchema },
        operation: { tag, summary: 'Delete a message for good (audited without its sender or text)', auth: 'access', superAdminOnly: true, errors: [403, 404] },
      },
    },
    async (request) => {
      const { id } = request.params;
      await service.remove(principalOf(request), id);
      return { message: 'Message deleted' };
    },
  );

  app.post(
    '/contact-messages/bulk',
    {
      schema: {
        body: bulkContactMessagesSchema,
        response: { 200: bulkResultSchema },
        operation: {
          tag,
          summary: 'Mark as read or close up to 100 messages in one step; one the action cannot apply to refuses them all',
          auth: 'access',
          errors: [404, 409],
        },
      },
    },
    async (request) => bulkUpdateContactMessages(ctx, principalOf(request), request.body),
  );
}
