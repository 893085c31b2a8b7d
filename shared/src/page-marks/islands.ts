/**
 * Islands: a part of a composed page that runs on its own small script (React and the part's
 * code, no Chakra, no router, no federation) before the app, so that a visitor on a cheap phone
 * who only uses that part never downloads the app (the assessment). The wake-up script starts
 * it on the visitor's first touch of it; the app, if it wakes later, takes the island's state
 * over and renders the part itself. See docs/decisions.md, "Islands".
 */

/** On the element an island runs in: its name (the page's entry block names its script). */
export const ISLAND_ATTRIBUTE = 'data-island';

/** On an island's element once its own root runs it: the app takes it over when it wakes. */
export const ISLAND_AWAKE_ATTRIBUTE = 'data-island-awake';

/** An island's script, as the page's entry block names it. */
export interface IslandScript {
  name: string;
  src: string;
}

/** What an island's script exports. */
export interface IslandModule {
  /**
   * Runs the island over its HTML in `element`. `replay`: a control the visitor activated before
   * the script was there, activated again once the island runs.
   */
  wakeIsland(element: HTMLElement, replay: HTMLElement | undefined): void;
}

/** A running island, as the app finds it: it stops and hands over what the visitor has done. */
export interface RunningIsland<State> {
  handOver(): State;
}

const REGISTRY_KEY = '__tuliaIslands';

function registry(): Record<string, RunningIsland<unknown> | undefined> {
  const holder = window as unknown as Record<string, Record<string, RunningIsland<unknown> | undefined> | undefined>;
  holder[REGISTRY_KEY] ??= {};
  return holder[REGISTRY_KEY];
}

/** Called by an island once its root runs. */
export function registerIsland<State>(name: string, island: RunningIsland<State>): void {
  registry()[name] = island;
}

/**
 * Called by the app: the island of that name stops (its root is unmounted, its element emptied)
 * and hands over its state; `undefined` when no island of that name runs.
 */
export function takeOverIsland<State>(name: string): State | undefined {
  const island = registry()[name] as RunningIsland<State> | undefined;
  if (!island) return undefined;
  registry()[name] = undefined;
  return island.handOver();
}

/** Whether an island of that name runs on this page (false on the server). */
export const islandRuns = (name: string): boolean => typeof window !== 'undefined' && registry()[name] !== undefined;
