/** The part of an interaction-outside event of a dialog that the check below reads. */
export interface OutsideInteraction {
  detail: { originalEvent: Event };
  preventDefault: () => void;
}

/**
 * A dialog's `onInteractOutside`: the toasts are not "outside" the dialog. They stay clickable
 * over an open dialog, and dismissing one (say the Error toast of a failed save) must not close
 * the dialog and throw away what was typed in it.
 */
export function ignoreToastInteractions(event: OutsideInteraction): void {
  const original = event.detail.originalEvent;
  const target = original.composedPath()[0] ?? original.target;
  if (target instanceof Element && target.closest('[data-scope="toast"]')) event.preventDefault();
}
