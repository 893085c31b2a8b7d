/**
 * Marks that a page composed to HTML carries from its first moment, written by the shell's
 * wake-up script (which has no React) and read by the pages' own styles: what the HTML shows
 * must behave right before the app wakes, and the app then takes over without a jump.
 * See docs/decisions.md, "Before the app wakes".
 */

/** On <html> while the page is scrolled past the navigation bar's threshold: the bar is solid. */
export const PAGE_SCROLLED_ATTRIBUTE = 'data-page-scrolled';
export const PAGE_SCROLLED_THRESHOLD_PX = 20;

/**
 * On a control the visitor activated before the app was there, until the app has replayed the
 * activation: the control answers the tap at once (drawn as chosen, or as busy). Its value is
 * when it was drawn so (performance.now(), ms).
 */
export const WAKING_CONTROL_ATTRIBUTE = 'data-waking';

/** Marks a control as answered at once, until its activation is replayed. */
export function markWaking(control: Element): void {
  control.setAttribute(WAKING_CONTROL_ATTRIBUTE, String(Math.round(performance.now())));
}

// While a replayed activation is being handled: when the visitor saw it answered.
let replayAnsweredAt: number | undefined;

/** Activates again a control tapped before the code that answers it was there; it no longer shows as pressed. */
export function activateAgain(control: Element): void {
  const answeredAt = Number(control.getAttribute(WAKING_CONTROL_ATTRIBUTE) || Number.NaN);
  control.removeAttribute(WAKING_CONTROL_ATTRIBUTE);
  if (!(control instanceof HTMLElement && control.isConnected)) return;
  replayAnsweredAt = Number.isFinite(answeredAt) ? answeredAt : undefined;
  try {
    control.click();
  } finally {
    replayAnsweredAt = undefined;
  }
}

/**
 * Called by a handler of an activation: how long ago the visitor saw it answered, when it is one
 * replayed by activateAgain (0 for an activation happening now). A pause the specification puts
 * after an activation (the assessment's advance) counts from what the visitor saw, not from when
 * the code got there.
 */
export function answeredAgo(): number {
  return replayAnsweredAt === undefined ? 0 : Math.max(0, performance.now() - replayAnsweredAt);
}

/**
 * On a part of the page whose code is hydrated after the page itself (a Home section loaded on
 * demand), until it is: an activation inside it is replayed only then, or React would drop it.
 */
export const HYDRATES_LATER_ATTRIBUTE = 'data-hydrates-later';

/**
 * On the wrapper of a disclosure that opens on mouse hover (Download App): before the app wakes,
 * the wake-up script opens its panel (the button's aria-controls) on hover and closes it when
 * the mouse leaves; once hydrated, the component does, and stays open if still hovered.
 */
export const OPENS_ON_HOVER_ATTRIBUTE = 'data-opens-on-hover';

/**
 * On a section of the HTML that fades in when seen. The wake-up script sets it to `waiting`
 * (hidden) for a section still below the viewport, then `shown` once this share of it is in
 * view; without a script, on reduced motion or on low data, it stays empty and the section is
 * simply there.
 */
export const FADE_IN_ATTRIBUTE = 'data-fade-in';
export const FADE_IN_VISIBLE_AMOUNT = 0.1;

/** Styles of a fading section by its mark (Emotion/Chakra `css` object). */
export const fadeInStyles = {
  [`&[${FADE_IN_ATTRIBUTE}="waiting"]`]: { opacity: 0, transform: 'translateY(24px)' },
  [`&[${FADE_IN_ATTRIBUTE}="shown"]`]: { opacity: 1, transform: 'none', transition: 'opacity 0.6s ease-out, transform 0.6s ease-out' },
} as const;

/**
 * On a part of the HTML that does something by itself once seen and needs the app for it (Home's
 * counters count up): a touch or a scroll does not wake the app, so the wake-up script wakes it
 * as such a part comes near (docs/decisions.md, "Before the app wakes"). Not on reduced motion or
 * low data, where the part shows its final state.
 */
export const WAKES_WHEN_NEAR_ATTRIBUTE = 'data-wakes-when-near';

/** Whether the page is scrolled past the threshold: one reading for the wake-up script and the app. */
export const isPageScrolled = (win: Window = window): boolean => win.scrollY > PAGE_SCROLLED_THRESHOLD_PX;

/**
 * On a toggle button whose panel (its aria-controls) is in the HTML, hidden while closed (the
 * phone menu, the chat panel): a tap before the app wakes opens the panel at once, and the app,
 * once hydrated, opens it for real. A control inside the panel carrying
 * CLOSES_AT_ONCE_ATTRIBUTE (its close button) closes it again before then, as Escape does.
 */
export const OPENS_AT_ONCE_ATTRIBUTE = 'data-opens-at-once';
export const CLOSES_AT_ONCE_ATTRIBUTE = 'data-closes-at-once';

export * from './islands';
