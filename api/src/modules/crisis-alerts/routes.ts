import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contactMessageResponseSchema, idParamsSchema } from '@tulia/shared/contract';
import { auditOf } from '../../audit/log';
import { principalOf, type Principal } from '../../auth/guard';
import type { AppContext } from '../../context';
import { contactMessages } from '../../db/schema';
import { conflict } from '../../http/errors';
import type { ZodTypeProvider } from '../../http/validation';
import { lockMessage, readMessage } from '../contact-messages/message-rows';
import { accessOperation } from '../../openapi/declarations';

const audit = auditOf('contact_message');

const tag = 'Contact messages';

/** The audit entry's summary: a fixed text, never the sender, the subject or a word of the message. */
export const ACKNOWLEDGE_SUMMARY = 'Acknowledged the on-call alert of a contact message';

/**
 * Marks the on-call alert of a message acknowledged (someone has it in hand: no escalation to
 * the secondary list). Idempotent: a second call changes nothing and records nothing. 404 for
 * an unknown message, 409 for one that was never alerted.
 */
export async function acknowledgeAlert(ctx: AppContext, actor: Principal, id: number, now = new Date()): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockMessage(tx, id);
    if (!row.oncallAlertedAt) throw conflict('This message had no on-call alert to acknowledge.');
    if (row.oncallAcknowledgedAt) return;
    // updated_at stays: it is when a closed message was closed (the retention period counts from it).
    await tx.update(contactMessages).set({ oncallAcknowledgedAt: now }).where(eq(contactMessages.id, id));
    await audit(tx, actor, 'acknowledge', id, ACKNOWLEDGE_SUMMARY);
  });
}

/** POST /api/admin/contact-messages/:id/acknowledge. */
export async function crisisAlertRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/contact-messages/:id/acknowledge',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: contactMessageResponseSchema },
        operation: accessOperation(tag, 'Acknowledge the out-of-hours on-call alert of a message (stops its escalation; audited)', [404, 409]),
      },
    },
    async (request) => {
      const { id } = request.params;
      await acknowledgeAlert(ctx, principalOf(request), id);
      return { message: 'Alert acknowledged', contact_message: await readMessage(ctx.db, id) };
    },
  );
}
