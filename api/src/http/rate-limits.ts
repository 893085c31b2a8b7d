import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { clientAddress } from './client-address';
import { HttpError } from './errors';

/**
 * Keys one in-memory limiter keeps (per instance, least recently used dropped first). Only
 * validated, bounded keys reach a limiter and every address is capped first, so a flood must
 * come from this many addresses within one window to push a live counter out. Redis keeps
 * every key until its window ends.
 */
const MEMORY_KEYS = 20_000;

export const RATE_LIMIT_UNAVAILABLE_MESSAGE = 'Sign-in and forms are briefly unavailable. Please try again in a minute.';

export interface RateLimitStore {
  /** Counters in Redis, shared by every instance; none: in this process's memory. */
  redisUrl?: string;
}

/** Registers the rate limiter and its store; only routes that ask for a limit get one. */
export async function registerRateLimits(app: FastifyInstance, { redisUrl }: RateLimitStore = {}): Promise<void> {
  let redis: Redis | undefined;
  if (redisUrl) {
    redis = new Redis(redisUrl, {
      // A request waits for Redis briefly, then fails closed (503) rather than going uncounted.
      connectTimeout: 2000,
      commandTimeout: 2000,
      maxRetriesPerRequest: 1,
    });
    // Without a listener a lost connection would crash the process; ioredis reconnects itself.
    redis.on('error', (error: Error) => app.log.warn({ err: { message: error.message } }, 'rate limiter: Redis unavailable'));
    const client = redis;
    app.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
  }
  await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: 'tulia-rate-limit:' } : {}) });
}

/** A short, fixed-length stand-in for what a key is made of (no e-mail or address kept in the store). */
function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}

export interface Limiter {
  /** Counts one request under `parts` (joined into one key); over the limit it throws 429. */
  count(request: FastifyRequest, reply: FastifyReply, ...parts: string[]): Promise<void>;
}

/**
 * A limit of `max` requests per window per key, named so that its counters are its own in a
 * shared store. Called from a hook or a handler once the key's parts are known and valid.
 */
export function limiter(app: FastifyInstance, name: string, max: number, windowMs: number): Limiter {
  const keys = new WeakMap<FastifyRequest, string>();
  // `cache` sizes the in-memory store of this limiter (the plugin's types leave it out here).
  const options: Parameters<FastifyInstance['createRateLimit']>[0] & { cache: number } = {
    max,
    timeWindow: windowMs,
    cache: MEMORY_KEYS,
    keyGenerator: (request) => keys.get(request) ?? clientAddress(request),
  };
  const check = app.createRateLimit(options);
  return {
    async count(request, reply, ...parts) {
      keys.set(request, `${name}:${digest(parts.join('\n'))}`);
      let result: Awaited<ReturnType<typeof check>>;
      try {
        result = await check(request);
      } catch (error) {
        request.log.warn({ err: { message: error instanceof Error ? error.message : String(error) } }, 'rate limiter store failed');
        throw new HttpError(503, RATE_LIMIT_UNAVAILABLE_MESSAGE);
      }
      if (result.isAllowed || !result.isExceeded) return;
      const seconds = Math.max(1, result.ttlInSeconds);
      reply.header('retry-after', seconds);
      throw new HttpError(429, `Too many requests. Please wait ${waitingTime(seconds)} and try again.`);
    },
  };
}

/** Route options: at most `max` requests per window from one address, counted before the body is read. */
export function limitedPerAddress(app: FastifyInstance, name: string, max: number, windowMs: number) {
  return countedPerAddress(limiter(app, name, max, windowMs));
}

/** Route options counting each request under its address with `limit` (which other routes may share). */
export function countedPerAddress(limit: Limiter) {
  return {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => limit.count(request, reply, clientAddress(request)),
  };
}

/** "45 seconds", "2 minutes", "1 hour": how long to wait, in words. */
export function waitingTime(seconds: number): string {
  const [amount, unit] = seconds < 90 ? [seconds, 'second'] : seconds < 5400 ? [Math.round(seconds / 60), 'minute'] : [Math.round(seconds / 3600), 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}
