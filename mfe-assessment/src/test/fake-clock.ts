import type { Clock, TimerHandle } from '../timing/clock';

interface Timer {
  at: number;
  callback: () => void;
  /** Set for intervals. */
  every?: number;
}

/**
 * A clock that only moves when a test says so. Injected into the chat helper, it leaves the
 * real timers alone for Testing Library and user-event.
 */
export class FakeClock implements Clock {
  private time = 0;
  private nextHandle = 1;
  private readonly timers = new Map<number, Timer>();

  now = (): number => this.time;

  setTimeout = (callback: () => void, ms: number): TimerHandle => this.add({ at: this.time + ms, callback });

  setInterval = (callback: () => void, ms: number): TimerHandle => this.add({ at: this.time + ms, callback, every: ms });

  clearTimeout = (handle: TimerHandle): void => {
    this.timers.delete(handle as unknown as number);
  };

  clearInterval = (handle: TimerHandle): void => this.clearTimeout(handle);

  /** Moves time forward by `ms`, running every timer that falls due, in order. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (let due = this.nextDue(end); due; due = this.nextDue(end)) {
      const [handle, timer] = due;
      this.time = timer.at;
      if (timer.every) timer.at += timer.every;
      else this.timers.delete(handle);
      timer.callback();
    }
    this.time = end;
  }

  private add(timer: Timer): TimerHandle {
    const handle = this.nextHandle++;
    this.timers.set(handle, timer);
    return handle as unknown as TimerHandle;
  }

  private nextDue(end: number): [number, Timer] | undefined {
    let next: [number, Timer] | undefined;
    for (const entry of this.timers) {
      if (entry[1].at <= end && (!next || entry[1].at < next[1].at)) next = entry;
    }
    return next;
  }
}

/** A random source that returns `values` in turn, then keeps returning the last one. */
export function randomSequence(...values: number[]): () => number {
  let at = 0;
  return () => values[Math.min(at++, values.length - 1)] ?? 0;
}
