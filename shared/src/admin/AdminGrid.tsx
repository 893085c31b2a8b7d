import { CardGrid, Pagination, useKeepPageInRange } from '@tulia/shared/ui';
import type { ReactNode } from 'react';
import { emptyState, failureMessage, type AdminListTexts } from './list-texts';
import type { AdminListView } from './useAdminList';

export interface AdminGridProps<T extends { id: number }, F extends string, S extends string> {
  list: AdminListView<T, F, S>;
  renderItem: (item: T) => ReactNode;
  texts: AdminListTexts;
  /** A failure shows the server's message (falling back to the screen's). */
  serverFailure?: boolean;
  /** Drawn instead of the placeholder cards on the first load, where a screen specifies its own. */
  firstLoad?: ReactNode;
}

/** The card-grid twin of AdminTable: a server-paged grid with its loading, failure and empty states, and paging. */
export function AdminGrid<T extends { id: number }, F extends string, S extends string>({
  list,
  renderItem,
  texts,
  serverFailure,
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
          label={texts.caption}
          items={list.items}
          itemKey={(item) => item.id}
          renderItem={renderItem}
          status={list.status}
          errorMessage={failureMessage(texts, list.error, serverFailure)}
          onRetry={list.reload}
          empty={emptyState(texts, list.filtersActive)}
        />
      )}
      <Pagination page={list.page} perPage={list.perPage} total={list.total} onPageChange={list.setPage} noun={texts.noun} />
    </>
  );
}
