import type { FastifyInstance } from 'fastify';
import {
  CONTACT_SUBJECTS,
  CONTACT_SUCCESS_TEXT,
  contactFormSchema,
  contactSubjectsResponseSchema,
  contactSubmissionResponseSchema,
} from '@tulia/shared/contract';
import type { AppContext } from '../../context';
import { countedPerAddress, limiter } from '../../http/rate-limits';
import type { ZodTypeProvider } from '../../http/validation';
import { ContactMessagesService } from '../contact-messages/service';
import { contactFormPostRoutes } from './form-post';
import { loadContactSiteFacts } from './site-facts';

const tag = 'Public contact form';

/**
 * /api/contact/subjects and POST /api/contact (rate-limited per IP address), and
 * POST /api/contact/form, the same form posted without JavaScript (form-post.ts), under the
 * same limit.
 */
export async function contactRoutes(fastify: FastifyInstance, { ctx, siteDir }: { ctx: AppContext; siteDir?: string }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new ContactMessagesService(ctx);
  const { rateLimits } = ctx.config;
  // One limiter for both ways of sending: a visitor gets the same number of messages either way.
  const limit = limiter(app, 'contact', rateLimits.contact, rateLimits.windowMs);

  app.get(
    '/contact/subjects',
    { schema: { response: { 200: contactSubjectsResponseSchema }, operation: { tag, summary: 'The subjects of the contact form', auth: 'none' } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return { subjects: [...CONTACT_SUBJECTS] };
    },
  );

  app.post(
    '/contact',
    {
      ...countedPerAddress(limit),
      schema: {
        body: contactFormSchema,
        response: { 201: contactSubmissionResponseSchema },
        operation: {
          tag,
          summary: 'Send a message (stored with its risk tier for the Contact Messages screen; show_crisis_help asks the page to keep the crisis notice)',
          auth: 'none',
          errors: [413, 415, 429],
        },
      },
    },
    async (request, reply) => {
      const { id, showCrisisHelp } = await service.submit(request.body);
      return reply.code(201).send({ message: CONTACT_SUCCESS_TEXT, id, show_crisis_help: showCrisisHelp });
    },
  );

  await app.register(contactFormPostRoutes, { service, limit, facts: await loadContactSiteFacts(siteDir, app.log) });
}
