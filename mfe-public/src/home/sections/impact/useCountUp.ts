import { useEffect, useState } from 'react';

/**
 * Counts from 0 up to `target`, one step every `stepMs` (a steady interval), once `running`
 * turns true. With `instant` (reduced motion) the target shows at once.
 */
export function useCountUp(target: number, stepMs: number, running: boolean, instant = false): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!running || instant) return undefined;
    let steps = 0;
    const timer = setInterval(() => {
      steps += 1;
      setValue(steps);
      if (steps >= target) clearInterval(timer);
    }, stepMs);
    return () => clearInterval(timer);
  }, [running, instant, target, stepMs]);
  return instant && running ? target : value;
}
