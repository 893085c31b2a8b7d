/**
 * Save-Data and prefers-reduced-data: a young person on prepaid data who asked their
 * phone or browser to save data gets a calmer, lighter page. Decided here, once, from the first
 * moment of the page (the wake-up script runs it before any lazy picture below the fold loads),
 * and written on <html> as `data-low-data`, which the pages' styles and React (usePrefersLowData
 * in @tulia/shared/ui, same attribute name) read: no counting or fading animation, and
 * decorative pictures are never fetched (they are not in the composed HTML at all; the app adds
 * them only when this attribute is absent). Followed live if the visitor changes the setting.
 */
import { LOW_DATA_ATTRIBUTE } from '@tulia/shared/safety';

/** The Network Information API (Chromium-based browsers): `saveData` mirrors the Save-Data header. */
interface DataSaver extends EventTarget {
  saveData?: boolean;
}

export function applyLowDataPreference(): void {
  const reducedData = window.matchMedia?.('(prefers-reduced-data: reduce)');
  const connection = (navigator as Navigator & { connection?: DataSaver }).connection;
  const apply = () => document.documentElement.toggleAttribute(LOW_DATA_ATTRIBUTE, reducedData?.matches === true || connection?.saveData === true);
  apply();
  reducedData?.addEventListener('change', apply);
  connection?.addEventListener('change', apply);
}
