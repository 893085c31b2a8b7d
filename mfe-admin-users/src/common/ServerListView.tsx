import { DataTable, FilterBar, FilterSelect, Pagination, SearchInput, useKeepPageInRange, type DataTableColumn, type useServerList } from '@tulia/shared/ui';
import type { SelectOption } from '@tulia/shared/ui';

/** The state of a server-paged list screen whose one filter is the status. */
export type StatusFilters = { status: string };
export type ServerList<T> = ReturnType<typeof useServerList<T, StatusFilters>>;

export interface ListFiltersProps<T> {
  list: ServerList<T>;
  /** Accessible name and placeholder of the search box. */
  searchLabel: string;
  /** The status filter's choices ('all' first); none for a list filtered by its screen. */
  statusOptions?: readonly SelectOption[];
  onRefresh?: () => void;
}

/** Search, status filter and Refresh above a list; a new search or filter shows page 1. */
export function ListFilters<T>({ list, searchLabel, statusOptions, onRefresh }: ListFiltersProps<T>) {
  return (
    <FilterBar onRefresh={onRefresh} refreshing={onRefresh ? list.status === 'loading' : undefined}>
      <SearchInput label={searchLabel} value={list.search} onSearch={list.setSearch} />
      {statusOptions ? <FilterSelect label="Filter by status" value={list.filters.status} options={statusOptions} onChange={(value) => list.setFilter('status', value)} /> : null}
    </FilterBar>
  );
}

export interface ListTableProps<T> {
  list: ServerList<T>;
  caption: string;
  columns: DataTableColumn<T>[];
  rowKey: (row: T) => number;
  /** The inline red message of admin §8 ('Failed to fetch therapists'). */
  errorMessage: string;
  /** The empty state; `filtered` when a search or filter may be hiding rows. */
  empty: { title: string; filtered: string; unfiltered: string };
  /** What the paging summary counts ('users'). */
  noun: string;
}

/** The table of a server-paged list with its loading, failure and empty states, and its paging controls. */
export function ListTable<T>({ list, caption, columns, rowKey, errorMessage, empty, noun }: ListTableProps<T>) {
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
      />
      <Pagination page={list.page} perPage={list.perPage} total={list.total} onPageChange={list.setPage} noun={noun} />
    </>
  );
}
