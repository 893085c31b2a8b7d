import { CardGrid, Pagination, useKeepPageInRange } from '@tulia/shared/ui';
import type { ReactNode } from 'react';
import type { AdminListView } from './useAdminList';

export interface AdminGridProps<T, F extends string, S extends string> {
  list: AdminListView<T, F, S>;
  /** Names the list of cards for screen readers ('Resources'). */
  label: string;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => number;
  /** The message shown with Retry when the list fails to load. */
  errorMessage: string;
  /** The empty state; `filtered` when a search or filter may be hiding cards. */
  empty: { title: string; filtered: string; unfiltered: string };
  /** What the paging summary counts ('groups'). */
  noun: string;
  /** Drawn instead of the placeholder cards on the first load, where a screen specifies its own. */
  firstLoad?: ReactNode;
}

/** The card-grid twin of AdminTable: a server-paged grid with its loading, failure and empty states, and paging. */
export function AdminGrid<T, F extends string, S extends string>({
  list,
  label,
  renderItem,
  itemKey,
  errorMessage,
  empty,
  noun,
  firstLoad,
}: AdminGridProps<T, F, S>) {
  // Deleting the last card of the last page shows the page before, not an empty page.
  useKeepPageInRange(list);
  const loadingFirst = list.status === 'loading' && list.items.length === 0;
  return (
    <>
      {firstLoad && loadingFirst ? (
        firstLoad
      ) : (
        <CardGrid
          label={label}
          items={list.items}
          itemKey={itemKey}
          renderItem={renderItem}
          status={list.status}
          errorMessage={errorMessage}
          onRetry={list.reload}
          empty={{ title: empty.title, description: list.filtersActive ? empty.filtered : empty.unfiltered }}
        />
      )}
      <Pagination page={list.page} perPage={list.perPage} total={list.total} onPageChange={list.setPage} noun={noun} />
    </>
  );
}
