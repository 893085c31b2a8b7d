import { useCallback, useEffect, useRef, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading'; data: T | undefined; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: undefined; error: Error };

type Outcome<T> = { key: string } & ({ data: T } | { error: Error });

type Dependency = string | number | boolean | null | undefined;

/**
 * Runs a load (typically an API call) when the dependencies change, and again on `reload()`.
 * Dependencies are plain values (page, search text, filter), compared by value. Answers that
 * arrive after a newer load started are dropped, so a slow old search never overwrites a newer
 * one; while a new load runs, the previous data stays visible.
 */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly Dependency[]) {
  const [generation, setGeneration] = useState(0);
  const key = `${JSON.stringify(deps)}#${generation}`;
  const [outcome, setOutcome] = useState<Outcome<T> | null>(null);
  const [lastData, setLastData] = useState<T | undefined>(undefined);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setOutcome({ key, data });
        setLastData(data);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setOutcome({ key, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => controller.abort();
  }, [key]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  let state: AsyncState<T>;
  if (outcome?.key !== key) state = { status: 'loading', data: lastData, error: null };
  else if ('error' in outcome) state = { status: 'error', data: undefined, error: outcome.error };
  else state = { status: 'success', data: outcome.data, error: null };
  return { ...state, reload };
}
