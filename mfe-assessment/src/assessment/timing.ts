/** Delays long enough to see the chosen option highlighted before the screen changes. */
export const AUTO_ADVANCE_MS = 300;
/** After the last answer, before the results page opens. */
export const RESULTS_NAVIGATION_MS = 500;
