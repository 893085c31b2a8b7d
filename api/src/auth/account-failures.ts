import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { HttpError } from '../http/errors';
import { RATE_LIMIT_UNAVAILABLE_MESSAGE } from '../http/rate-limits';

/**
 * Failed sign-ins per account, whatever the address they come from: limits keyed on the client
 * address alone let many addresses (a botnet, rotating proxies, an IPv6 range) guess one
 * account without end. The key is a digest of the normalised e-mail, for known and unknown
 * accounts alike (the answer never tells which exist).
 *
 * The balance with a real administrator: only failures count (a correct password is never
 * refused for the count of someone else's guesses until the limit is reached), the lock ends
 * with its window (an hour at most), and a password reset by e-mail is never locked and clears
 * the count, so an attacker can delay the owner but not keep them out.
 */
export interface AccountFailures {
  /** Failures of this account in the current window. */
  count(email: string): Promise<number>;
  /** One more failure; answers the new count. */
  add(email: string): Promise<number>;
  clear(email: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * What is counted: failed sign-ins per e-mail, or wrong current passwords per account id
 * (docs/security.md, "One own-password rule"); each kind has its own keys.
 */
export type FailureKind = 'sign-in' | 'own-password';

const keyOf = (email: string, kind: FailureKind = 'sign-in'): string =>
  `tulia-${kind}-failures:${createHash('sha256').update(email).digest('base64url').slice(0, 22)}`;

/** In this process's memory (one instance; tests). Windows start at the first failure. */
export function memoryAccountFailures(windowMs: number, now: () => number = Date.now, kind: FailureKind = 'sign-in'): AccountFailures {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const current = (key: string) => {
    const window = windows.get(key);
    if (window && window.endsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  return {
    async count(email) {
      return current(keyOf(email, kind))?.count ?? 0;
    },
    async add(email) {
      const key = keyOf(email, kind);
      const window = current(key) ?? { count: 0, endsAt: now() + windowMs };
      window.count += 1;
      windows.set(key, window);
      // A bound on memory under a spray of made-up addresses: the oldest windows go first.
      if (windows.size > 100_000) for (const old of windows.keys()) if (windows.delete(old) && windows.size <= 90_000) break;
      return window.count;
    },
    async clear(email) {
      windows.delete(keyOf(email, kind));
    },
    async close() {
      windows.clear();
    },
  };
}

/** In Redis, shared by every instance: INCR, with the window's expiry set by the first failure. */
export function redisAccountFailures(redisUrl: string, windowMs: number, kind: FailureKind = 'sign-in'): AccountFailures {
  const redis = new Redis(redisUrl, { connectTimeout: 2000, commandTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: true });
  redis.on('error', () => undefined);
  return {
    async count(email) {
      return Number((await redis.get(keyOf(email, kind))) ?? 0);
    },
    async add(email) {
      const key = keyOf(email, kind);
      const results = await redis.multi().incr(key).pexpire(key, windowMs, 'NX').exec();
      const count = results?.[0]?.[1];
      if (typeof count !== 'number') throw new Error('Redis did not count the failure');
      return count;
    },
    async clear(email) {
      await redis.del(keyOf(email, kind));
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** The shared store when Redis is configured, else this process's memory. */
export function accountFailures(redisUrl: string | undefined, windowMs: number, kind: FailureKind): AccountFailures {
  return redisUrl ? redisAccountFailures(redisUrl, windowMs, kind) : memoryAccountFailures(windowMs, Date.now, kind);
}

/** A call on the store, failing closed (503) like the other limits when Redis does not answer. */
export async function failuresOf<T>(failures: AccountFailures, act: (store: AccountFailures) => Promise<T>): Promise<T> {
  try {
    return await act(failures);
  } catch {
    throw new HttpError(503, RATE_LIMIT_UNAVAILABLE_MESSAGE);
  }
}
