/**
 * The fade-in of Home's sections on a page that arrived as HTML: a section still below the
 * viewport when the page starts is hidden (`waiting`) and shown once 10 % of it is in view, by
 * its own styles (fadeInStyles). Nothing is hidden without this script, on reduced motion or
 * when the visitor asked for less data; a section already in sight or scrolled past is never
 * hidden. Only opacity and a transform change: nothing around it moves.
 */
import { FADE_IN_ATTRIBUTE, FADE_IN_VISIBLE_AMOUNT } from '@tulia/shared/page-marks';
import { LOW_DATA_ATTRIBUTE } from '@tulia/shared/safety';

/** Whether the page's parts may move when seen: not on reduced motion or low data (nor without an IntersectionObserver). */
export const motionWhenSeen = (): boolean =>
  typeof IntersectionObserver !== 'undefined' &&
  !document.documentElement.hasAttribute(LOW_DATA_ATTRIBUTE) &&
  !matchMedia('(prefers-reduced-motion: reduce)').matches;

export function fadeInWhenSeen(): void {
  if (!motionWhenSeen()) return;
  // Where each section is comes from the observer's first report, not from measuring it here:
  // a measurement while the page is still being laid out would force that layout at once, on
  // the main thread a first tap waits for. A section below the viewport is not on screen, so
  // hiding it a frame later shows nothing.
  const placed = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const first = !placed.has(entry.target);
        placed.add(entry.target);
        if (entry.isIntersecting) {
          // Seen: shown (already in sight at the start: simply left as it is).
          if (!first) entry.target.setAttribute(FADE_IN_ATTRIBUTE, 'shown');
          observer.unobserve(entry.target);
        } else if (first && entry.boundingClientRect.top >= (entry.rootBounds?.height ?? innerHeight)) {
          entry.target.setAttribute(FADE_IN_ATTRIBUTE, 'waiting');
        } else if (first) {
          // Scrolled past already: never hidden.
          observer.unobserve(entry.target);
        }
      }
    },
    { threshold: FADE_IN_VISIBLE_AMOUNT },
  );
  for (const section of document.querySelectorAll(`[${FADE_IN_ATTRIBUTE}]`)) observer.observe(section);
}
