import { useEffect } from 'react';
import { useLocation } from '@tulia/shared/router';

/**
 * A new page opens at its top, as a fresh page load would (the router keeps the scroll position
 * otherwise); so does the same page reached without a place on it (/#faq, then Home). Links to
 * a place on a page (#hash) are left to the page that owns the place.
 */
export function usePageTopOnNavigation(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
}
