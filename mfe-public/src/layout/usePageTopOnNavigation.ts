import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation } from '@tulia/shared/router';
import { useMountedByHydration } from '../common/useMountedByHydration';

/**
 * A new page opens at its top, as a fresh page load would (the router keeps the scroll position
 * otherwise); so does the same page reached without a place on it (/#faq, then Home). Links to
 * a place on a page (#hash) are left to the page that owns the place.
 */
export function usePageTopOnNavigation(): void {
  const { pathname, hash, key } = useLocation();
  const mountedByHydration = useMountedByHydration();
  const [firstKey] = useState(key);
  // Hydration starts on the visitor's first scroll or touch: the page they are reading must not jump to its top.
  const isPageFromServerHtml = useEffectEvent(() => mountedByHydration && key === firstKey);
  useEffect(() => {
    if (hash || isPageFromServerHtml()) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
}
