/**
 * Keeps `data-page-scrolled` on <html> while the page is scrolled past the navigation bar's
 * threshold, from the page's first moment: the bar turns solid on the first scroll by its own
 * styles, before the app wakes (text never runs under a transparent bar). One passive listener
 * for the page's lifetime; React reads nothing from it.
 */
import { PAGE_SCROLLED_ATTRIBUTE, isPageScrolled } from '@tulia/shared/page-marks';

export function markPageScrolled(): void {
  const mark = () => document.documentElement.toggleAttribute(PAGE_SCROLLED_ATTRIBUTE, isPageScrolled());
  // A page opened where it was left (Back, reload) starts scrolled. Reading the position needs
  // the page laid out: read now, while it is still loading, that would force the layout at
  // once; read just before the first frame, it uses the layout that frame makes anyway.
  requestAnimationFrame(mark);
  addEventListener('scroll', mark, { passive: true });
}
