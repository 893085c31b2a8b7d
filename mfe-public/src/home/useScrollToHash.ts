import { useEffect, useState } from 'react';
import { useLocation } from '@tulia/shared/router';
import { useMountedByHydration } from '../common/useMountedByHydration';
import { PENDING_SECTION_ATTRIBUTE } from './DeferredSection';

const GIVE_UP_AFTER_MS = 5000;

/**
 * Scrolls to the element named by the URL's hash (/#faq, /#download-app) once it exists and
 * every section above it has loaded: on a Home mounted in the browser the sections load on
 * demand, so the target appears a moment after the page, and it only stays put once nothing
 * above it can still grow.
 */
export function useScrollToHash(reduceMotion: boolean): void {
  const { hash, key } = useLocation();
  const mountedByHydration = useMountedByHydration();
  const [firstKey] = useState(key);
  // The browser already went to the place when it opened the server's HTML, and the visitor
  // may have scrolled on since: hydration must not pull them back.
  const placeReachedByBrowser = mountedByHydration && key === firstKey;
  useEffect(() => {
    if (!hash || placeReachedByBrowser) return undefined;
    const id = decodeURIComponent(hash.slice(1));
    const deadline = performance.now() + GIVE_UP_AFTER_MS;
    let frame = 0;
    const attempt = () => {
      const target = document.getElementById(id);
      const settled = document.querySelector(`[${PENDING_SECTION_ATTRIBUTE}]`) === null;
      if (target && settled) {
        target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
        // Keyboard and screen-reader users continue from the place they asked for.
        if (!target.hasAttribute('tabindex')) {
          target.setAttribute('tabindex', '-1');
          target.style.outline = 'none';
        }
        target.focus({ preventScroll: true });
        return;
      }
      if (performance.now() < deadline) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
    // `key` changes on every navigation, so following the same link twice scrolls twice.
  }, [hash, key, reduceMotion, placeReachedByBrowser]);
}
