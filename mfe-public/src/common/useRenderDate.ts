import { useState } from 'react';
import { useIsServerOrHydrating } from './useMountedByHydration';

/** Marks an element that shows the render date, so hydration can read it back. */
const RENDERED_ON = 'data-rendered-on';

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD of `date` in the local time zone. */
function toIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The date the server wrote into the HTML being hydrated, if any. */
function dateInServerHtml(): string | null {
  if (typeof document === 'undefined') return null;
  const value = document.querySelector(`[${RENDERED_ON}]`)?.getAttribute(RENDERED_ON) ?? '';
  return isoDate.test(value) ? value : null;
}

export interface RenderDate {
  /** Local midnight of the day. */
  date: Date;
  /** YYYY-MM-DD. */
  iso: string;
  /** Spread on the element that shows the date. */
  marker: { [RENDERED_ON]: string };
}

/**
 * "Today" as the page shows it. The HTML is composed at release time and may be hydrated days
 * later: hydration reuses the date the server wrote (read back from the marked element), so
 * the text matches the HTML, then moves on to the browser's today once hydrated; a page mounted
 * in the browser uses the browser's today at once.
 */
export function useRenderDate(): RenderDate {
  // True on the server and while hydrating, false in the render React does right after.
  const fromServerHtml = useIsServerOrHydrating();
  const [serverIso] = useState(() => (fromServerHtml ? dateInServerHtml() : null));
  const iso = (fromServerHtml ? serverIso : null) ?? toIsoDate(new Date());
  const [, year, month, day] = isoDate.exec(iso) ?? [];
  return { date: new Date(Number(year), Number(month) - 1, Number(day)), iso, marker: { [RENDERED_ON]: iso } };
}
