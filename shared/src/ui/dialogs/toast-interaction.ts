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

/**
 * A dialog's `onFocusOutside`: only the visitor closes a dialog (Escape, a click outside, its
 * buttons). Focus never leaves a modal dialog by itself, except when code moves it: a dialog that
 * replaces another (a confirmation followed by the generated password) may see the first one
 * hand focus back to its trigger, and must not close, and lose what it shows, because of that.
 */
export function keepOpenOnFocusOutside(event: Pick<OutsideInteraction, 'preventDefault'>): void {
  event.preventDefault();
}
