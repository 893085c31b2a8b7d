import type { FastifyInstance } from 'fastify';
import { CONTACT_SUBJECTS, contactFormSchema } from '@tulia/shared/contract';
import type { AppContext } from '../../context';
import { limitedPerAddress } from '../../http/rate-limits';
import { parseInput } from '../../http/validation';
import { ContactMessagesService } from '../contact-messages/service';

/** Public §7: /api/contact/subjects and POST /api/contact (rate-limited per IP address). */
export async function contactRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const service = new ContactMessagesService(ctx);
  const { rateLimits } = ctx.config;

  app.get('/contact/subjects', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return { subjects: [...CONTACT_SUBJECTS] };
  });

  app.post('/contact', limitedPerAddress(app, 'contact', rateLimits.contact, rateLimits.windowMs), async (request, reply) => {
    const id = await service.submit(parseInput(contactFormSchema, request.body));
    return reply.code(201).send({ message: "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.", id });
  });
}
