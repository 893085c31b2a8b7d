import { DataTable, Pagination, useKeepPageInRange, type DataTableColumn, type TableSelection } from '@tulia/shared/ui';
import type { AdminListView } from './useAdminList';

export interface AdminTableProps<T, F extends string, S extends string> {
  list: AdminListView<T, F, S>;
  caption: string;
  /** Columns; a `sortKey` from the contract's allow-list makes the header sort the list. */
  columns: DataTableColumn<T>[];
  rowKey: (row: T) => number;
  /** The inline red message when the list fails to load ('Failed to fetch therapists'). */
  errorMessage: string;
  /** The empty state; `filtered` when a search or filter may be hiding rows. */
  empty: { title: string; filtered: string; unfiltered: string };
  /** What the paging summary counts ('users'). */
  noun: string;
  selection?: TableSelection<T>;
}

/** A server-paged table with its loading, failure and empty states, sortable headers and paging. */
export function AdminTable<T, F extends string, S extends string>({
  list,
  caption,
  columns,
  rowKey,
  errorMessage,
  empty,
  noun,
  selection,
}: AdminTableProps<T, F, S>) {
  // Deleting the last row of the last page shows the page before, not an empty page.
  useKeepPageInRange(list);
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        rows={list.items}
        rowKey={rowKey}
        status={list.status}
        errorMessage={errorMessage}
        onRetry={list.reload}
        empty={{ title: empty.title, description: list.filtersActive ? empty.filtered : empty.unfiltered }}
        sorting={{ sort: list.sort, order: list.order, onSort: (key) => list.setSort(key as S) }}
        selection={selection}
      />
      <Pagination page={list.page} perPage={list.perPage} total={list.total} onPageChange={list.setPage} noun={noun} />
    </>
  );
}
