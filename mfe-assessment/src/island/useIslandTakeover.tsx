/**
 * The app's side of an island (docs/decisions.md, "Islands"). Hydrating a page whose island
 * already runs, the app leaves the island's element as it is (React does not hydrate what is
 * inside an element given as HTML), then, in the same commit, stops the island, takes its state
 * and renders the part itself from that state: the visitor sees no change.
 */
import { ISLAND_ATTRIBUTE, islandRuns, takeOverIsland } from '@tulia/shared/page-marks';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export interface IslandTakeover<State> {
  /** The island still runs: render `IslandHolder` in its place. */
  running: boolean;
  /** What the island handed over (none when no island ran). */
  handed: State | undefined;
}

/** `onTaken`: called with what the island handed over, before the part is rendered from it. */
export function useIslandTakeover<State>(name: string, onTaken?: (state: State) => void): IslandTakeover<State> {
  // Read once, at the first render: hydration must leave the island's element alone.
  const [running, setRunning] = useState(() => islandRuns(name));
  const [handed, setHanded] = useState<State | undefined>(undefined);
  const taken = useRef(false);
  useLayoutEffect(() => {
    if (!running || taken.current) return;
    taken.current = true;
    const state = takeOverIsland<State>(name);
    if (state !== undefined) onTaken?.(state);
    setHanded(state);
    setRunning(false);
  }, [name, running, onTaken]);
  return { running, handed };
}

/** The island's element, its inside left to the island while hydrating. */
export function IslandHolder({ name }: { name: string }) {
  return <div {...{ [ISLAND_ATTRIBUTE]: name }} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}

/** The island's element around the part as the app renders it (and as the page's HTML has it). */
export function IslandElement({ name, children }: { name: string; children: ReactNode }) {
  return <div {...{ [ISLAND_ATTRIBUTE]: name }}>{children}</div>;
}
