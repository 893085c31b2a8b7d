/**
 * Runs work once the frame that answers the visitor's input is drawn. The wake-up script starts
 * the app's download on the visitor's first sign of life, which is often the first half of a tap
 * (a touch's `pointerover`); adding the app's script and preload links costs about 50 ms on a
 * cheap phone, and done inside the input's handler it delayed the tap's answer by as much
 * (measured in docs/decisions.md, "Before the app wakes"). A hidden page draws no frames: its
 * work runs at once.
 */
export function afterNextPaint(work: () => void): void {
  if (document.visibilityState === 'hidden') return work();
  // A frame callback runs just before the frame is drawn; a task queued from it, just after.
  requestAnimationFrame(() => void setTimeout(work, 0));
}
