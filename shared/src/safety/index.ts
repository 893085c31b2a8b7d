/**
 * Safety of a visitor in distress, shared by the shell and the public remotes without React (the
 * shell's 1 KiB wake-up script uses it too).
 *
 * Quick exit: whatever clears the page dispatches QUICK_EXIT_EVENT on `window` first; every part
 * of the site that keeps something of the visit in memory (the assessment's answers and result,
 * the chat's transcript) listens with `onQuickExit` and forgets it at once.
 */
export const QUICK_EXIT_EVENT = 'tulia:quick-exit';

/** Calls `forget` when the visitor uses the quick exit; returns the unsubscribe function. */
export function onQuickExit(forget: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener(QUICK_EXIT_EVENT, forget);
  return () => window.removeEventListener(QUICK_EXIT_EVENT, forget);
}

/**
 * Set on <html> by the shell when the visitor asked for less data (Save-Data,
 * prefers-reduced-data): the one name the shell writes and the pages read.
 */
export const LOW_DATA_ATTRIBUTE = 'data-low-data';
