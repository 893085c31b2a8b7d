import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { Clock, TimerHandle } from './clock';

export interface Scheduler {
  /** Runs `callback` once after `ms`, unless cancelled or the component unmounts first. */
  schedule(callback: () => void, ms: number): TimerHandle;
  cancel(handle: TimerHandle): void;
}

/**
 * One-shot timers owned by a component. They are all cleared when it unmounts, so a visitor who
 * leaves mid-delay never gets a late navigation or a state update on an unmounted screen.
 */
export function useScheduler(clock: Clock): Scheduler {
  const pending = useRef(new Set<TimerHandle>());

  useEffect(() => {
    const timers = pending.current;
    return () => {
      for (const handle of timers) clock.clearTimeout(handle);
      timers.clear();
    };
  }, [clock]);

  const schedule = useCallback(
    (callback: () => void, ms: number) => {
      const handle = clock.setTimeout(() => {
        pending.current.delete(handle);
        callback();
      }, ms);
      pending.current.add(handle);
      return handle;
    },
    [clock],
  );

  const cancel = useCallback(
    (handle: TimerHandle) => {
      clock.clearTimeout(handle);
      pending.current.delete(handle);
    },
    [clock],
  );

  return useMemo(() => ({ schedule, cancel }), [schedule, cancel]);
}
