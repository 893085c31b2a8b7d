/**
 * The timers a component uses, passed in rather than reached for, so that tests can drive time
 * and the production build uses the browser's. The defaults look the global functions up on
 * every call, so `vi.useFakeTimers()` (and Playwright's `page.clock`) replace them even after
 * this module was imported.
 */
export type TimerHandle = ReturnType<typeof globalThis.setTimeout>;

export interface Clock {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  setInterval(callback: () => void, ms: number): TimerHandle;
  clearInterval(handle: TimerHandle): void;
  /** Milliseconds since the epoch, for message timestamps. */
  now(): number;
}

export const browserClock: Clock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle),
  now: () => Date.now(),
};

/** A number in [0, 1), as Math.random gives; injectable for the chat helper's chances and delays. */
export type RandomSource = () => number;
