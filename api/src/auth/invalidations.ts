import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** What the session guard must stop trusting from its cache: one session, or every session of an account. */
export type Invalidation = { session: string } | { user: number };

/**
 * How the session guards of several api instances tell each other that a session or an
 * account changed (sign-out, refresh-token reuse, suspension, demotion, new password), so that
 * no instance serves a stale check from its cache.
 */
export interface GuardInvalidations {
  /** Tells the other instances (fire and forget: a failure is logged). */
  publish(invalidation: Invalidation): void;
  /** Whether messages from the other instances arrive now; while not, the guard does not cache. */
  readonly live: boolean;
  close(): Promise<void>;
}

export const GUARD_CHANNEL = 'tulia:session-guard';

function parse(message: string): Invalidation | null {
  try {
    const value: unknown = JSON.parse(message);
    if (typeof value !== 'object' || value === null) return null;
    if ('session' in value && typeof value.session === 'string') return { session: value.session };
    if ('user' in value && typeof value.user === 'number' && Number.isInteger(value.user)) return { user: value.user };
  } catch {
    // Not ours: ignored.
  }
  return null;
}

/**
 * Invalidations over Redis pub/sub (REDIS_URL): one connection publishes, another subscribes
 * (a subscribed connection can do nothing else). Until the subscription is confirmed, and
 * whenever the connection is lost, `live` is false; on every (re)subscription the listener's
 * `resync` runs, since messages sent meanwhile are lost.
 */
export function redisInvalidations(
  url: string,
  log: FastifyBaseLogger,
  listener: { drop(invalidation: Invalidation): void; resync(): void },
): GuardInvalidations {
  const options = { connectTimeout: 2000, commandTimeout: 2000, maxRetriesPerRequest: 1 } as const;
  const publisher = new Redis(url, { ...options, enableOfflineQueue: false });
  const subscriber = new Redis(url, { ...options, autoResubscribe: false });
  let live = false;
  let closing = false;
  const warn = (what: string) => (error: Error) => log.warn({ err: { message: error.message } }, `session guard: ${what}`);
  // Without listeners a lost connection would crash the process; ioredis reconnects itself.
  publisher.on('error', warn('Redis unavailable for publishing'));
  subscriber.on('error', warn('Redis unavailable for invalidations'));
  subscriber.on('close', () => {
    live = false;
  });
  subscriber.on('ready', () => {
    subscriber.subscribe(GUARD_CHANNEL).then(() => {
      if (closing) return;
      listener.resync();
      live = true;
    }, warn('subscribing to invalidations failed'));
  });
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== GUARD_CHANNEL) return;
    const invalidation = parse(message);
    if (invalidation) listener.drop(invalidation);
  });
  return {
    get live() {
      return live;
    },
    publish(invalidation) {
      publisher.publish(GUARD_CHANNEL, JSON.stringify(invalidation)).catch(warn('publishing an invalidation failed'));
    },
    async close() {
      closing = true;
      live = false;
      await Promise.all([publisher, subscriber].map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}
