import type { IslandScript } from '@tulia/shared/page-marks';

/**
 * What the wake-up script (wake.ts, loaded by every page composed to HTML) hands to the app
 * once it has loaded: the activation the visitor made before the app was there, to replay.
 */
export interface WakeState {
  /** The button (or other control) the visitor activated before the app was ready. */
  click?: Element;
  /** The toggle of a panel the visitor opened at once (open-at-once.ts), still open. */
  opened?: Element;
  /** The form the visitor submitted before the app was ready. */
  submit?: HTMLFormElement;
  /** Set by the app once the page is hydrated: from then on React handles every event. */
  hydrated: boolean;
  /** Set by the app just before it hydrates: an island may no longer start over the page. */
  hydrating?: boolean;
}

export const WAKE_STATE_KEY = '__tuliaWake';

/** id of the JSON block that names the app's entry script (and what to preload with it). */
export const APP_ENTRY_ELEMENT_ID = 'tulia-app-entry';

export interface AppEntry {
  entry: string;
  preload: string[];
  /** The page's islands (docs/decisions.md, "Islands"): parts that run on their own script before the app. */
  islands?: IslandScript[];
}

export function wakeState(win: Window = window): WakeState | undefined {
  return (win as unknown as Record<string, WakeState | undefined>)[WAKE_STATE_KEY];
}
