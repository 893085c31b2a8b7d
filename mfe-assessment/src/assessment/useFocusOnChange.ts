import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves focus to `target` whenever `key` changes, but not on first render: when the question
 * changes, keyboard and screen-reader users land on the new question instead of on a button
 * that was replaced or on the top of the page.
 */
export function useFocusOnChange(target: RefObject<HTMLElement | null>, key: unknown): void {
  const previousKey = useRef(key);
  useEffect(() => {
    if (previousKey.current === key) return;
    previousKey.current = key;
    target.current?.focus();
  }, [key, target]);
}
