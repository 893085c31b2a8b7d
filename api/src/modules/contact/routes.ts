import type { FastifyInstance } from 'fastify';
import { CONTACT_SUBJECTS, contactFormSchema, contactSubjectsResponseSchema, contactSubmissionResponseSchema } from '@tulia/shared/contract';
import type { AppContext } from '../../context';
import { limitedPerAddress } from '../../http/rate-limits';
import type { ZodTypeProvider } from '../../http/validation';
import { ContactMessagesService } from '../contact-messages/service';

const tag = 'Public contact form';

/** Public §7: /api/contact/subjects and POST /api/contact (rate-limited per IP address). */
export async function contactRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new ContactMessagesService(ctx);
  const { rateLimits } = ctx.config;

  app.get('/contact/subjects', { schema: { response: { 200: contactSubjectsResponseSchema }, operation: { tag, summary: 'The subjects of the contact form', auth: 'none' } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return { subjects: [...CONTACT_SUBJECTS] };
  });

  app.post(
    '/contact',
    {
      ...limitedPerAddress(app, 'contact', rateLimits.contact, rateLimits.windowMs),
      schema: {
        body: contactFormSchema,
        response: { 201: contactSubmissionResponseSchema },
        operation: { tag, summary: 'Send a message (stored with its risk tier for the Contact Messages screen; show_crisis_help asks the page to keep the crisis notice)', auth: 'none', errors: [413, 415, 429] },
      },
    },
    async (request, reply) => {
      const { id, showCrisisHelp } = await service.submit(request.body);
      return reply.code(201).send({ message: "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.", id, show_crisis_help: showCrisisHelp });
    },
  );
}
