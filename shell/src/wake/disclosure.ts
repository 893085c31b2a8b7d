/**
 * A disclosure before the app wakes: a toggle (a button with aria-controls) and the panel it
 * names, opened and closed as the app would, by the panel's `hidden` and the toggle's
 * `aria-expanded` alone. Shared by the panels opened by a tap (open-at-once.ts) and by a hover
 * (open-on-hover.ts).
 */

/** On a panel the wake-up script opened for the mouse hovering its disclosure. */
export const OPENED_BY_HOVER = 'data-opened-by-hover';

export const panelOf = (toggle: Element): HTMLElement | null => document.getElementById(toggle.getAttribute('aria-controls') ?? '');

export function showPanel(toggle: Element, panel: HTMLElement, open: boolean): void {
  panel.hidden = !open;
  toggle.setAttribute('aria-expanded', String(open));
}
