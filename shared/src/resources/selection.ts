import type { TableSelection } from '@tulia/shared/ui';
import { useCallback, useMemo, useState } from 'react';

/**
 * The rows chosen for a bulk action. The choice is kept across pages (an admin may pick from
 * several); the screen calls `clear` after the action and when its search or filters change.
 */
export function useRowSelection<T>(rowLabel: (row: T) => string, options: { isSelectable?: (row: T) => boolean } = {}) {
  const { isSelectable } = options;
  const [keys, setKeys] = useState<ReadonlySet<string | number>>(new Set());
  const setSelected = useCallback((changed: readonly (string | number)[], selected: boolean) => {
    setKeys((current) => {
      const next = new Set(current);
      for (const key of changed) {
        if (selected) next.add(key);
        else next.delete(key);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setKeys(new Set()), []);
  const table: TableSelection<T> = useMemo(
    () => ({ isSelected: (key) => keys.has(key), setSelected, rowLabel, isSelectable }),
    [keys, setSelected, rowLabel, isSelectable],
  );
  return { table, selected: [...keys], count: keys.size, clear };
}
