import { DataTable, Pagination, useKeepPageInRange, type DataTableColumn, type TableSelection } from '@tulia/shared/ui';
import { emptyState, failureMessage, type AdminListTexts } from './list-texts';
import type { AdminListView } from './useAdminList';

export interface AdminTableProps<T extends { id: number }, F extends string, S extends string> {
  list: AdminListView<T, F, S>;
  /** Columns; a `sortKey` from the contract's allow-list makes the header sort the list. */
  columns: DataTableColumn<T>[];
  texts: AdminListTexts;
  /** A failure shows the server's message (falling back to the screen's). */
  serverFailure?: boolean;
  selection?: TableSelection<T>;
}

/** A server-paged table with its loading, failure and empty states, sortable headers and paging. */
export function AdminTable<T extends { id: number }, F extends string, S extends string>({
  list,
  columns,
  texts,
  serverFailure,
  selection,
}: AdminTableProps<T, F, S>) {
  // Deleting the last row of the last page shows the page before, not an empty page.
  useKeepPageInRange(list);
  return (
    <>
      <DataTable
        caption={texts.caption}
        columns={columns}
        rows={list.items}
        rowKey={(row) => row.id}
        status={list.status}
        errorMessage={failureMessage(texts, list.error, serverFailure)}
        onRetry={list.reload}
        empty={emptyState(texts, list.filtersActive)}
        sorting={{ sort: list.sort, order: list.order, onSort: (key) => list.setSort(key as S) }}
        selection={selection}
      />
      <Pagination page={list.page} perPage={list.perPage} total={list.total} onPageChange={list.setPage} noun={texts.noun} />
    </>
  );
}
