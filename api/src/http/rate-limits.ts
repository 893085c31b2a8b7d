import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** Registers the rate limiter; only routes that ask for a limit get one. */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests. Please wait ${context.after} and try again.`),
  });
}

/** The route option for a limit of `max` requests per window, per key (default: IP address). */
export function limitedTo(max: number, windowMs: number, key?: (request: FastifyRequest) => string) {
  return {
    rateLimit: {
      max,
      timeWindow: windowMs,
      // After the body is parsed, so the key may use it (login: IP address and email).
      hook: 'preHandler' as const,
      ...(key ? { keyGenerator: key } : {}),
    },
  };
}
