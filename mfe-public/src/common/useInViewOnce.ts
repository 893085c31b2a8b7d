import { useEffect, useState, type RefObject } from 'react';

export interface InViewOptions {
  /** Share of the element that must be visible (0–1). */
  amount?: number;
  /** Grows the viewport, to start work before the element is reached (e.g. '600px 0px'). */
  rootMargin?: string;
}

/**
 * True once the element has entered the viewport (and stays true). Without IntersectionObserver
 * (very old browsers) everything counts as visible, so no content ever stays hidden.
 */
export function useInViewOnce(ref: RefObject<Element | null>, { amount = 0, rootMargin = '0px' }: InViewOptions = {}): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return undefined;
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
