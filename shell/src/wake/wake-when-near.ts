/**
 * Wakes the app as a part that needs it once seen comes within a viewport of the screen (Home's
 * counters, which count up when seen): a touch or a scroll does not wake the app, and the part
 * would otherwise only ever show its final state. A viewport ahead leaves a phone on a good line
 * the time to hydrate before the part is seen. Nothing on reduced motion or low data, where the
 * part shows its final state anyway.
 */
import { WAKES_WHEN_NEAR_ATTRIBUTE } from '@tulia/shared/page-marks';
import { motionWhenSeen } from './fade-in';

export function wakeWhenNear(wake: () => void): void {
  const parts = document.querySelectorAll(`[${WAKES_WHEN_NEAR_ATTRIBUTE}]`);
  if (parts.length === 0 || !motionWhenSeen()) return;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      wake();
    },
    { rootMargin: '100% 0px' },
  );
  for (const part of parts) observer.observe(part);
}
