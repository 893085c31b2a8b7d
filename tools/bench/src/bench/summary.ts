// What the results keep of one first load: the figures before and after the first input, the
// copies of each singleton once hydrated, and every file downloaded.
import { countCopies, type CopyCount } from './copies';
import type { DownloadType, FirstLoad, Phase, Totals } from './first-load';

export interface Figures {
  js: Totals;
  css: Totals;
  meta: Totals;
  html: Totals;
}

export interface DownloadedFile {
  path: string;
  type: DownloadType;
  /** Downloaded before the first input (else after it). */
  beforeInteraction: boolean;
  rawBytes: number;
  gzipBytes: number;
}

export interface LoadSummary {
  prerendered: boolean;
  hydratedWithoutInput: boolean;
  beforeInteraction: Figures & { atContent: FirstLoad['atContent'] };
  afterInteraction?: Figures & { hydrationMs: number | null };
  singletons: CopyCount;
  files: DownloadedFile[];
}

const figures = ({ js, css, meta, html }: Phase): Figures => ({ js, css, meta, html });

export function summarise(load: FirstLoad): LoadSummary {
  // After the first input the whole app is there: copies and files are counted on everything.
  const all = load.afterInteraction ?? load;
  return {
    prerendered: load.prerendered,
    hydratedWithoutInput: load.hydratedWithoutInput,
    beforeInteraction: { ...figures(load), atContent: load.atContent },
    afterInteraction: load.afterInteraction && { ...figures(load.afterInteraction), hydrationMs: load.afterInteraction.hydrationMs },
    singletons: countCopies(all),
    files: all.downloads.map((download, index) => ({
      path: new URL(download.url).pathname,
      type: download.type,
      beforeInteraction: index < load.downloads.length, // the downloads before the input are the first ones
      rawBytes: download.body.length,
      gzipBytes: download.gzipBytes,
    })),
  };
}
