import { useState, useSyncExternalStore } from 'react';

const subscribeNoop = () => () => undefined;

/** True while React renders on the server or hydrates the server's HTML; false in any later render. */
export function useIsServerOrHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNoop,
    () => false,
    () => true,
  );
}

/**
 * Whether this component was first rendered on the server or by hydration (and so is already on
 * the visitor's screen as HTML), rather than mounted in the browser, e.g. by a client-side
 * navigation. Latched: it keeps its answer for the component's whole life.
 */
export function useMountedByHydration(): boolean {
  const fromServerHtml = useIsServerOrHydrating();
  const [mountedByHydration] = useState(fromServerHtml);
  return mountedByHydration;
}
