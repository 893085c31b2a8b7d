/**
 * The fade-in of Home's sections on a page that arrived as HTML: a section still below the
 * viewport when the page starts is hidden (`waiting`) and shown once 10 % of it is in view, by
 * its own styles (fadeInStyles). Nothing is hidden without this script, on reduced motion or
 * when the visitor asked for less data; a section already in sight or scrolled past is never
 * hidden. Only opacity and a transform change: nothing around it moves.
 */
import { FADE_IN_ATTRIBUTE, FADE_IN_VISIBLE_AMOUNT } from '@tulia/shared/page-marks';
import { LOW_DATA_ATTRIBUTE } from '@tulia/shared/safety';

export function fadeInWhenSeen(): void {
  if (
    typeof IntersectionObserver === 'undefined' ||
    document.documentElement.hasAttribute(LOW_DATA_ATTRIBUTE) ||
    matchMedia('(prefers-reduced-motion: reduce)').matches
  ) {
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.setAttribute(FADE_IN_ATTRIBUTE, 'shown');
        observer.unobserve(entry.target);
      }
    },
    { threshold: FADE_IN_VISIBLE_AMOUNT },
  );
  for (const section of document.querySelectorAll(`[${FADE_IN_ATTRIBUTE}]`)) {
    if (section.getBoundingClientRect().top < innerHeight) continue;
    section.setAttribute(FADE_IN_ATTRIBUTE, 'waiting');
    observer.observe(section);
  }
}
