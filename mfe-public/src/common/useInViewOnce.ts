import { useEffect, useState, type RefObject } from 'react';

export interface InViewOptions {
  /** Share of the element that must be visible (0–1). */
  amount?: number;
  /** Grows the viewport, to start work before the element is reached (e.g. '600px 0px'). */
  rootMargin?: string;
}

/**
 * True once the element has entered the viewport (and stays true). Without IntersectionObserver
 * (very old browsers) everything counts as visible, so no content ever stays hidden. The first
 * render is always false (the server cannot know), so only use it for parts mounted in the browser.
 */
export function useInViewOnce(ref: RefObject<Element | null>, { amount = 0, rootMargin = '0px' }: InViewOptions = {}): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      // A microtask, not a synchronous update inside the effect.
      let cancelled = false;
      void Promise.resolve().then(() => {
        if (!cancelled) setSeen(true);
      });
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= amount)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold: amount, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen, amount, rootMargin]);
  return seen;
}
