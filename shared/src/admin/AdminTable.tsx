import { DataTable, type DataTableColumn, type TableSelection } from '@tulia/shared/ui';
import { useListFrame, type ListFrameProps } from './list-frame';

export interface AdminTableProps<T extends { id: number }, F extends string, S extends string> extends ListFrameProps<T, F, S> {
  /** Columns; a `sortKey` from the contract's allow-list makes the header sort the list. */
  columns: DataTableColumn<T>[];
  selection?: TableSelection<T>;
}

/** A server-paged table with its loading, failure and empty states, sortable headers and paging. */
export function AdminTable<T extends { id: number }, F extends string, S extends string>(props: AdminTableProps<T, F, S>) {
  const { list, columns, selection } = props;
  const frame = useListFrame(props);
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
