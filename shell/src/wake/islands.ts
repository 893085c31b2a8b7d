/**
 * The page's islands before the app (docs/decisions.md, "Islands"): a touch inside an island
 * starts the island's own small script, not the app. The island's HTML is drawn already; its
 * script runs it and activates again the control the visitor tapped while it was on its way.
 */
import {
  activateAgain,
  ISLAND_ATTRIBUTE,
  ISLAND_AWAKE_ATTRIBUTE,
  markWaking,
  WAKING_CONTROL_ATTRIBUTE,
  type IslandModule,
  type IslandScript,
} from '@tulia/shared/page-marks';
import type { WakeState } from './wake-protocol';

export interface PageIslands {
  /** Whether the page has an island: its app then wakes only when something needs it. */
  readonly any: boolean;
  /** The island element around `target`, if the page names its script. */
  around(target: EventTarget | null): HTMLElement | null;
  /** Starts the island's script, once; `tapped` is activated again once the island runs. */
  start(element: HTMLElement, tapped?: HTMLElement): void;
  /** Starts every island of the page (their scripts came with it). */
  startAll(): void;
}

export const islandRunning = (element: Element): boolean => element.hasAttribute(ISLAND_AWAKE_ATTRIBUTE);

/**
 * `state`: the app's side; an island never starts over a page the app is hydrating or has
 * hydrated (two roots on one element). `withoutIsland`: the island's script could not be
 * loaded, so the app wakes and takes the tap over.
 */
export function pageIslands(scripts: readonly IslandScript[], state: WakeState, withoutIsland: (tapped: HTMLElement | undefined) => void): PageIslands {
  const sources = new Map(scripts.map((script) => [script.name, script.src]));
  const waiting = new Map<HTMLElement, HTMLElement | undefined>();

  const run = (element: HTMLElement, island: IslandModule) => {
    const tapped = waiting.get(element);
    waiting.delete(element);
    if (!state.hydrating && !state.hydrated) return island.wakeIsland(element, tapped);
    // The app came first: the tap is its to replay.
    if (!tapped) return;
    if (state.hydrated) activateAgain(tapped);
    else state.click = tapped;
  };

  const islands: PageIslands = {
    any: sources.size > 0,
    around(target) {
      const element = target instanceof Element ? target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`) : null;
      return element && sources.has(element.getAttribute(ISLAND_ATTRIBUTE) ?? '') ? element : null;
    },
    start(element, tapped) {
      if (islandRunning(element)) return;
      const starting = waiting.has(element);
      if (tapped) {
        // Only the last tap is activated again: an earlier one no longer shows as chosen.
        waiting.get(element)?.removeAttribute(WAKING_CONTROL_ATTRIBUTE);
        markWaking(tapped);
      }
      waiting.set(element, tapped ?? waiting.get(element));
      if (starting) return;
      const src = sources.get(element.getAttribute(ISLAND_ATTRIBUTE) ?? '') ?? '';
      import(/* @vite-ignore */ src).then(
        (island: IslandModule) => run(element, island),
        () => {
          const stillTapped = waiting.get(element);
          waiting.delete(element);
          withoutIsland(stillTapped);
        },
      );
    },
    startAll() {
      for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
        if (islands.around(element)) islands.start(element);
      }
    },
  };
  return islands;
}
