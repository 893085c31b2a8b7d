import type { TableSelection } from '@tulia/shared/ui';
import { useCallback, useMemo, useState } from 'react';

/** What a list shows: its search and filters (a AdminListView has both). */
export interface ShownRows {
  search: string;
  filters: Readonly<Record<string, string>>;
}

const scopeOf = (list: ShownRows | undefined): string => (list ? JSON.stringify([list.search, Object.entries(list.filters).sort()]) : '');

/**
 * The rows chosen for a bulk action. The choice is kept across pages (an admin may pick from
 * several) but belongs to what the list shows: a new search or filter shows other rows, so the
 * choice empties itself and a bulk action never reaches rows no longer shown. The screen calls
 * `clear` after the action.
 */
export function useRowSelection<T>(rowLabel: (row: T) => string, options: { isSelectable?: (row: T) => boolean; list?: ShownRows } = {}) {
  const { isSelectable } = options;
  const scope = scopeOf(options.list);
  const [chosen, setChosen] = useState<{ scope: string; keys: ReadonlySet<string | number> }>({ scope, keys: new Set() });
  // A choice made under another search or filter is dropped at once (React's way of resetting
  // state when an input changes: set during render), so going back to that view does not bring it back.
  if (chosen.scope !== scope) setChosen({ scope, keys: new Set() });
  const keys = useMemo(() => (chosen.scope === scope ? chosen.keys : new Set<string | number>()), [chosen, scope]);
  const setSelected = useCallback(
    (changed: readonly (string | number)[], selected: boolean) => {
      setChosen((current) => {
        const next = new Set(current.scope === scope ? current.keys : []);
        for (const key of changed) {
          if (selected) next.add(key);
          else next.delete(key);
        }
        return { scope, keys: next };
      });
    },
    [scope],
  );
  const clear = useCallback(() => setChosen({ scope, keys: new Set() }), [scope]);
  const table: TableSelection<T> = useMemo(
    () => ({ isSelected: (key) => keys.has(key), setSelected, rowLabel, isSelectable }),
    [keys, setSelected, rowLabel, isSelectable],
  );
  return { table, selected: [...keys], count: keys.size, clear };
}
