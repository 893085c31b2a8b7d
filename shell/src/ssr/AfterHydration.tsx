import { useEffect, useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => undefined;

/**
 * Renders its children only in the browser, after hydration: the server's HTML and the first
 * render in the browser hold nothing here, so the two always match.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return inBrowser ? <>{children}</> : null;
}

/** Calls back once it is rendered after hydration (placed inside AfterHydration, so the tree keeps the server's shape). */
export function HydratedSignal({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}
