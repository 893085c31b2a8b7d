import { useEffect, useState, type RefObject } from 'react';
import { useMountedByHydration } from '../../../common/useMountedByHydration';

/** The counters show their final figures, wait at zero to be seen, or count up. */
export type CountUpPhase = 'final' | 'waiting' | 'counting';

/**
 * Where the counters of `ref` are. Mounted in the browser, they wait at zero until `amount` of
 * them is visible, then count. In the server's HTML they show the final figures, and hydration
 * keeps them when the visitor has them on screen or has scrolled past them; only figures still
 * below the viewport (never seen) go back to zero, out of sight, to count when they come into
 * view. Reduced motion, or no IntersectionObserver: the final figures at once.
 */
export function useCountUpPhase(ref: RefObject<Element | null>, amount: number, reduceMotion: boolean): CountUpPhase {
  const mountedByHydration = useMountedByHydration();
  const [phase, setPhase] = useState<CountUpPhase>(() => (mountedByHydration || typeof IntersectionObserver === 'undefined' ? 'final' : 'waiting'));
  // Hydration: decided once, from the observer's first report.
  const [decided, setDecided] = useState(!mountedByHydration);

  useEffect(() => {
    const element = ref.current;
    const watching = phase === 'waiting' || !decided;
    if (!element || !watching || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        if (!decided) {
          const unseenBelow = !entry.isIntersecting && entry.boundingClientRect.top > 0;
          setDecided(true);
          if (unseenBelow) setPhase('waiting');
          observer.disconnect();
          return;
        }
        if (entry.isIntersecting && entry.intersectionRatio >= amount) {
          setPhase('counting');
          observer.disconnect();
        }
      },
      { threshold: amount },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, amount, phase, decided]);

  return reduceMotion ? 'final' : phase;
}

/** Counts from 0 up to `target`, one step every `stepMs` (a steady interval), while `phase` is 'counting'. */
export function useCountUp(target: number, stepMs: number, phase: CountUpPhase): number {
  const [steps, setSteps] = useState(0);
  useEffect(() => {
    if (phase !== 'counting') return undefined;
    let count = 0;
    const timer = setInterval(() => {
      count += 1;
      setSteps(count);
      if (count >= target) clearInterval(timer);
    }, stepMs);
    return () => clearInterval(timer);
  }, [phase, target, stepMs]);
  if (phase === 'final') return target;
  return phase === 'waiting' ? 0 : steps;
}
