/**
 * Keeps `data-page-scrolled` on <html> while the page is scrolled past the navigation bar's
 * threshold, from the page's first moment: the bar turns solid on the first scroll by its own
 * styles, before the app wakes (text never runs under a transparent bar). One passive listener
 * for the page's lifetime; React reads nothing from it.
 */
import { PAGE_SCROLLED_ATTRIBUTE, isPageScrolled } from '@tulia/shared/page-marks';

export function markPageScrolled(): void {
  const mark = () => document.documentElement.toggleAttribute(PAGE_SCROLLED_ATTRIBUTE, isPageScrolled());
  mark();
  addEventListener('scroll', mark, { passive: true });
}
