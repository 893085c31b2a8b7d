import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTACT_FORM_POST_PATH, contactFormSchema } from '@tulia/shared/contract';
import { clientAddress } from '../../http/client-address';
import { errorAnswer, handleError, HttpError } from '../../http/errors';
import { waitingTime, type Limiter } from '../../http/rate-limits';
import type { ZodTypeProvider } from '../../http/validation';
import type { ContactMessagesService } from '../contact-messages/service';
import { FIELD_NAMES, notSentPage, otherSitePage, refusedPage, sentPage, tryLaterPage, type FieldError, type TypedFields } from './answer-page';
import { isSameOriginPost } from './same-origin';
import type { ContactSiteFacts } from './site-facts';

export interface ContactFormPostOptions {
  service: ContactMessagesService;
  /** The JSON endpoint's limiter: one count per address for both ways of sending. */
  limit: Limiter;
  facts: ContactSiteFacts;
}

const OTHER_SITE_MESSAGE = 'A form posted from another site is not accepted.';

/**
 * The fields of an application/x-www-form-urlencoded body, as text. A field sent twice keeps
 * its first value (a browser never repeats these names). Own properties only: a field named
 * `__proto__` is just a field. A browser sends each line break of a textarea as CR LF: stored
 * as LF, as the app sends it, so that a message reads the same whichever way it came.
 */
export function readFormFields(body: string): Record<string, string> {
  const fields = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(body)) if (!fields.has(name)) fields.set(name, value.replace(/\r\n?/g, '\n'));
  return Object.fromEntries(fields);
}

/** What the visitor typed, as the form held it, or null when the body could not be read. */
function typedFields(body: unknown): TypedFields | null {
  if (typeof body !== 'object' || body === null) return null;
  const read = (name: keyof TypedFields) => {
    const value: unknown = (body as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : '';
  };
  const typed = { full_name: '', email: '', phone: '', subject: '', message: '' } satisfies TypedFields;
  for (const name of FIELD_NAMES) typed[name] = read(name);
  return typed;
}

function fieldErrorsOf(details: Record<string, unknown>): FieldError[] {
  const errors = details.errors;
  if (!Array.isArray(errors)) return [];
  const seen = new Set<string>();
  return errors.flatMap((error: unknown) => {
    if (typeof error !== 'object' || error === null) return [];
    const { field, message } = error as Record<string, unknown>;
    if (typeof field !== 'string' || typeof message !== 'string' || seen.has(field)) return [];
    // One refusal per field: the first, as the app shows it.
    seen.add(field);
    return [{ field, message }];
  });
}

const FORM_TYPE = 'application/x-www-form-urlencoded';

const isFormPost = (request: FastifyRequest) => (request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM_TYPE);

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}

/**
 * POST /api/contact/form: the contact form posted by the browser itself, where JavaScript is
 * off (docs/contact-without-javascript.md). Validated with the JSON endpoint's contract schema
 * through the same validator (so each refusal reads as the app shows it), stored and triaged by
 * the same service, counted by the same rate limit; every answer, refusals included, is a page.
 * Nothing the visitor wrote is logged.
 */
export async function contactFormPostRoutes(fastify: FastifyInstance, { service, limit, facts }: ContactFormPostOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Local to this route: every other route of the api takes JSON only (415 for a form body).
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    done(null, readFormFields(typeof body === 'string' ? body : body.toString('utf8')));
  });

  app.setErrorHandler((error: Error, request: FastifyRequest, reply: FastifyReply) => {
    // A page for a browser's form post; any other caller (a script sending JSON) gets the
    // api's JSON answer, as from every other route.
    if (!isFormPost(request)) return handleError(error, request, reply);
    const { status, body } = errorAnswer(error, request);
    const typed = typedFields(request.body);
    if (status === 403 && body.message === OTHER_SITE_MESSAGE) return sendPage(reply, 403, otherSitePage(facts));
    if (status === 429) {
      const seconds = Number(reply.getHeader('retry-after'));
      return sendPage(reply, 429, tryLaterPage(facts, typed, Number.isFinite(seconds) && seconds > 0 ? waitingTime(seconds) : 'a few minutes'));
    }
    const errors = fieldErrorsOf(body);
    if (status === 400 && typed && errors.length > 0) return sendPage(reply, 400, refusedPage(facts, typed, errors));
    return sendPage(reply, status, notSentPage(facts, typed, body.reference));
  });

  app.post(
    CONTACT_FORM_POST_PATH.replace(/^\/api/, ''),
    {
      // The route declares its body, so it takes the api's usual body limit.
      onRequest: async (request) => {
        if (!isSameOriginPost(request)) throw new HttpError(403, OTHER_SITE_MESSAGE);
      },
      // Counted once the body is read (it is small), so that a page asking to wait still holds what was typed.
      preValidation: async (request, reply) => limit.count(request, reply, clientAddress(request)),
      schema: {
        body: contactFormSchema,
        operation: {
          tag: 'Public contact form',
          summary:
            'Send a message from the form itself, where JavaScript is off (fields form-encoded; the answer, a refusal included, is a page: sent, the fields refused, try later; a JSON caller gets JSON errors)',
          auth: 'none',
          htmlForm: true,
          errors: [403, 413, 415, 429],
        },
      },
    },
    async (request, reply) => {
      const { showCrisisHelp } = await service.submit(request.body);
      return sendPage(reply, 200, sentPage(facts, { showCrisisHelp }));
    },
  );
}
