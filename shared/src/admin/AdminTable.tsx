import { DataTable, type DataTableColumn, type TableSelection } from '@tulia/shared/ui';
import { useListFrame } from './list-frame';
import type { AdminListTexts } from './list-texts';
import type { AdminListView } from './useAdminList';

export interface AdminTableProps<T extends { id: number }, F extends string, S extends string> {
  list: AdminListView<T, F, S>;
  /** Columns; a `sortKey` from the contract's allow-list makes the header sort the list. */
  columns: DataTableColumn<T>[];
  /** By default the list definition's texts. */
  texts?: AdminListTexts;
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
  const frame = useListFrame(list, texts, serverFailure);
  return (
    <>
      <DataTable
        caption={frame.texts.caption}
        columns={columns}
        rows={list.items}
        rowKey={(row) => row.id}
        {...frame.states}
        sorting={{ sort: list.sort, order: list.order, onSort: (key) => list.setSort(key as S) }}
        selection={selection}
      />
      {frame.paging}
    </>
  );
}
