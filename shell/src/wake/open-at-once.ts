/**
 * Panels that open at once (OPENS_AT_ONCE_ATTRIBUTE: the phone menu, the chat panel): their HTML
 * is in the page, hidden while closed, so a tap before the app wakes shows the panel within the
 * frame instead of waiting for the app. Only the DOM's `hidden` and `aria-expanded` change, as
 * the app would change them; the app, once hydrated, is told to open the panel if it is still
 * open (a replayed tap on its toggle), and a panel closed again meanwhile needs nothing.
 */
import { CLOSES_AT_ONCE_ATTRIBUTE, OPENS_AT_ONCE_ATTRIBUTE } from '@tulia/shared/page-marks';
import { OPENED_BY_HOVER, panelOf, showPanel } from './disclosure';

interface Disclosure {
  toggle: Element;
  panel: HTMLElement;
}

function show({ toggle, panel }: Disclosure, open: boolean): void {
  showPanel(toggle, panel, open);
  // A dialog takes the focus into its first field, as the app's panel does when it opens.
  if (open && panel.getAttribute('role') === 'dialog') panel.querySelector<HTMLElement>('input, textarea')?.focus();
}

/**
 * Opens or closes a panel for a click on `target` before the app wakes. Returns whether the click
 * was such a toggle (the caller then replays nothing else for it); `opened` receives the toggle
 * of the panel left open, or undefined once none is.
 */
export function toggleAtOnce(target: Element, opened: (toggle: Element | undefined) => void): boolean {
  const toggle = target.closest(`[${OPENS_AT_ONCE_ATTRIBUTE}]`);
  const toggled = toggle && panelOf(toggle);
  if (toggle && toggled) {
    // Opened by the mouse hovering it (Download App): the click keeps it open, as once awake.
    const open = toggled.hidden || toggled.hasAttribute(OPENED_BY_HOVER);
    toggled.removeAttribute(OPENED_BY_HOVER);
    show({ toggle, panel: toggled }, open);
    opened(toggled.hidden ? undefined : toggle);
    return true;
  }
  const closer = target.closest(`[${CLOSES_AT_ONCE_ATTRIBUTE}]`);
  if (!closer) return false;
  for (const owner of document.querySelectorAll(`[${OPENS_AT_ONCE_ATTRIBUTE}]`)) {
    const panel = panelOf(owner);
    if (!panel?.contains(closer)) continue;
    closeAtOnce({ toggle: owner, panel }, opened);
    return true;
  }
  return false;
}

function closeAtOnce(disclosure: Disclosure, opened: (toggle: Element | undefined) => void): void {
  show(disclosure, false);
  if (disclosure.toggle instanceof HTMLElement) disclosure.toggle.focus();
  opened(undefined);
}

/** Escape closes the panel opened at once, as it does once the app is there. */
export function closeOnEscape(toggle: Element | undefined, opened: (toggle: Element | undefined) => void): void {
  const panel = toggle && panelOf(toggle);
  if (toggle && panel && !panel.hidden) closeAtOnce({ toggle, panel }, opened);
}
