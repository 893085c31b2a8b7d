import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER } from './request-id';
import { PERMISSIONS_POLICY } from './security';

/** An error whose message is meant for the client, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new HttpError(400, message, details);
export const unauthorized = (message = 'Authentication required. Please log in.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** A 409 that names the field holding the taken value, so a form shows it there (as a 400's `errors`). */
export const conflictAt = (field: string, message: string) => new HttpError(409, message, { errors: [{ field, message }] });

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable. Please try again in a moment.';
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

// Unique constraints and what to tell the client when one refuses a write (a race that the
// services' own checks did not see).
const UNIQUE_MESSAGES: Record<string, { message: string; field?: string }> = {
  users_email_unique: { message: 'Email is already registered', field: 'email' },
  users_username_lower_unique: { message: 'Username is already taken', field: 'username' },
  therapists_license_number_unique: { message: 'License number is already registered', field: 'license_number' },
  therapists_user_unique: { message: 'This user is already a therapist' },
  rafikis_user_unique: { message: 'This user is already a rafiki' },
};

interface DriverError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The driver's error under Drizzle's DrizzleQueryError wrappers. */
function causes(error: unknown): DriverError[] {
  const chain: DriverError[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    chain.push(current as DriverError);
    current = (current as DriverError).cause;
  }
  return chain;
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const CONNECTION_MESSAGES =
  /Connection terminated|Cannot use a pool after calling end|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable|Query read timeout|PGlite is closed|did not answer within/i;

/** Whether an error means the database cannot be reached (answered with 503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some(
    (cause) =>
      (typeof cause.code === 'string' && CONNECTION_CODES.has(cause.code)) || (typeof cause.message === 'string' && CONNECTION_MESSAGES.test(cause.message)),
  );
}

/**
 * What the log keeps of a server-side error: Drizzle's query errors carry the query's
 * parameters (emails, password hashes), which must not reach the logs.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const chain = causes(error);
  // Cuts the 'params: …' part out of a message or a stack, keeping the frames after it.
  const strip = (text: unknown) => {
    if (typeof text !== 'string') return undefined;
    const params = text.indexOf('\nparams:');
    if (params < 0) return text;
    const frames = text.indexOf('\n    at ', params);
    return text.slice(0, params) + (frames >= 0 ? text.slice(frames) : '');
  };
  const first = chain[0];
  const driver = chain[chain.length - 1];
  return {
    type: first instanceof Error ? first.constructor.name : typeof error,
    message: strip(first?.message),
    ...(driver && driver !== first ? { cause: strip(driver.message), code: driver.code } : { code: first?.code }),
    stack: first instanceof Error ? strip(first.stack) : undefined,
  };
}

/** A unique-constraint refusal as a 409, or null. */
function uniqueViolation(error: unknown): HttpError | null {
  for (const cause of causes(error)) {
    if (cause.code === '23505') {
      const constraint = typeof cause.constraint === 'string' ? cause.constraint : '';
      const known = UNIQUE_MESSAGES[constraint];
      if (!known) return conflict('This record already exists');
      return known.field ? conflictAt(known.field, known.message) : conflict(known.message);
    }
  }
  return null;
}

/** What the api answers for an error: its status and its JSON body. */
export interface ErrorAnswer {
  status: number;
  body: { message: string; reference?: string } & Record<string, unknown>;
}

/**
 * The answer to an error, with the details of a server fault logged (never the request's
 * content). Shared by the JSON answers below and the contact form's HTML answers
 * (modules/contact/form-post.ts), so that both say the same thing.
 */
export function errorAnswer(error: FastifyError | HttpError | Error, request: FastifyRequest): ErrorAnswer {
  if (error instanceof HttpError) return { status: error.statusCode, body: { message: error.message, ...error.details } };
  const known = uniqueViolation(error);
  if (known) return { status: known.statusCode, body: { message: known.message, ...known.details } };
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: loggableError(error) }, 'database unavailable');
    return { status: 503, body: { message: DATABASE_UNAVAILABLE_MESSAGE, reference: request.id } };
  }
  const statusCode = (error as FastifyError).statusCode;
  const status = typeof statusCode === 'number' && statusCode >= 400 && statusCode < 600 ? statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: loggableError(error) }, 'request failed');
    // The request id, for a visitor or an administrator to quote (the log line carries it too).
    return { status, body: { message: INTERNAL_ERROR_MESSAGE, reference: request.id } };
  }
  return { status, body: { message: clientMessage(error as FastifyError, status) } };
}

/**
 * Never a stack trace for anything a client can send: a JSON { message } with the status,
 * and the details in the log for server faults.
 */
export function handleError(error: FastifyError | HttpError | Error, request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = errorAnswer(error, request);
  reply.code(status).send(body);
}

/**
 * Fastify's answers to a URL it cannot route (bad percent-encoding, an over-long path
 * parameter): by default they echo the whole URL back in their own format; here they are a
 * short JSON { message } like every other error. No hook runs for them, so the headers that
 * matter for a JSON error are set here.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const [status, message] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, 'The address is too long.']
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, 'The address is not valid: check its percent-encoding.']
        : [500, INTERNAL_ERROR_MESSAGE];
  // Sent before any hook ran (the address could not be routed): the headers every answer carries.
  reply
    .code(status)
    .header('x-content-type-options', 'nosniff')
    .header('permissions-policy', PERMISSIONS_POLICY)
    .header('cache-control', 'no-store')
    .header(REQUEST_ID_HEADER, request.id)
    .send(status >= 500 ? { message, reference: request.id } : { message });
}

// Fastify's own client errors, in words a person can act on.
function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type. Send JSON with Content-Type: application/json.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The Content-Length header does not match the body.';
    default:
      if (status === 413) return 'The request body is too large.';
      if (status === 415) return 'Unsupported content type. Send JSON with Content-Type: application/json.';
      return error.message || 'The request could not be processed.';
  }
}
