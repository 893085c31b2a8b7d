import { useSyncExternalStore } from 'react';
import { LOW_DATA_ATTRIBUTE } from '@tulia/shared/safety';

// Set on <html> by the shell's page safety (shell/src/safety/low-data.ts) from the first moment
// of every public page, before the app; the name lives in @tulia/shared/safety, which the 1 KiB
// wake-up script can carry.
export { LOW_DATA_ATTRIBUTE };

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [LOW_DATA_ATTRIBUTE] });
  return () => observer.disconnect();
}

/**
 * Whether the visitor asked to spend little data: then nothing moves by itself and
 * decorative pictures are not fetched. False on the server and while hydrating (the server
 * cannot know), so the first render in the browser matches the page's HTML; the true answer
 * follows at once.
 */
export function usePrefersLowData(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.documentElement.hasAttribute(LOW_DATA_ATTRIBUTE),
    () => false,
  );
}
