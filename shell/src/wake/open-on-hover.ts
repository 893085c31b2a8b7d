/**
 * Disclosures that open on mouse hover (OPENS_ON_HOVER_ATTRIBUTE: Download App) open on the
 * first hover, before the app wakes: the panel named by the button's aria-controls is shown, and
 * hidden again when the mouse leaves. Once the page is hydrated the component does it.
 */
import { OPENS_ON_HOVER_ATTRIBUTE } from '@tulia/shared/page-marks';
import { OPENED_BY_HOVER, panelOf, showPanel } from './disclosure';

export function openOnHoverBeforeWake(hydrated: () => boolean): void {
  document.addEventListener('pointerover', (event) => {
    if (hydrated() || event.pointerType !== 'mouse' || !(event.target instanceof Element)) return;
    const wrapper = event.target.closest(`[${OPENS_ON_HOVER_ATTRIBUTE}]`);
    const button = wrapper?.querySelector('[aria-controls]');
    const panel = button && panelOf(button);
    if (!wrapper || !button || !panel || !panel.hidden) return;
    const show = (open: boolean) => {
      showPanel(button, panel, open);
      // A click on the button keeps a panel opened by hover open, as the menu does once awake.
      panel.toggleAttribute(OPENED_BY_HOVER, open);
    };
    show(true);
    wrapper.addEventListener('pointerleave', () => hydrated() || show(false), { once: true });
  });
}
