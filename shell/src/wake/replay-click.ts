/**
 * Replays the activation the visitor made before the app was there, once the part of the page
 * it belongs to is hydrated: a Home section loaded on demand is hydrated after the page, and a
 * click reaching it before then would be dropped by React (the testimonials' arrows and dots).
 */
import { activateAgain, HYDRATES_LATER_ATTRIBUTE, WAKING_CONTROL_ATTRIBUTE } from '@tulia/shared/page-marks';

/** How long a part of the page may take to hydrate before the activation is given up. */
export const REPLAY_WAIT_MS = 15_000;

/** Replays the tap once its part is hydrated; settles when it is replayed or given up. */
export function replayClick(control: HTMLElement): Promise<void> {
  return new Promise((done) => {
    const settle = (replay: boolean) => {
      if (replay) activateAgain(control);
      else control.removeAttribute(WAKING_CONTROL_ATTRIBUTE);
      done();
    };
    const later = control.closest(`[${HYDRATES_LATER_ATTRIBUTE}]`);
    if (!later) return settle(true);
    const observer = new MutationObserver(() => {
      if (later.hasAttribute(HYDRATES_LATER_ATTRIBUTE)) return;
      observer.disconnect();
      clearTimeout(giveUp);
      settle(true);
    });
    // Not hydrated in time (its code could not load): the control no longer shows as pressed.
    const giveUp = setTimeout(() => {
      observer.disconnect();
      settle(false);
    }, REPLAY_WAIT_MS);
    observer.observe(later, { attributes: true, attributeFilter: [HYDRATES_LATER_ATTRIBUTE] });
  });
}

/** An activation that is not replayed (a form was sent instead) stops showing as pressed. */
export const forgetActivation = (control: Element | undefined): void => control?.removeAttribute(WAKING_CONTROL_ATTRIBUTE);
