import { Table } from '@tulia/shared/chakra';

/** The rows chosen for a bulk action, by row key. */
export interface TableSelection<T> {
  isSelected: (key: string | number) => boolean;
  /** Adds or removes rows (the header checkbox passes every shown row). */
  setSelected: (keys: readonly (string | number)[], selected: boolean) => void;
  /** The accessible name of a row's checkbox ('Select Jane Doe'). */
  rowLabel: (row: T) => string;
  /** Rows the admin may not act on (their own account) get no checkbox; all rows may be chosen when absent. */
  isSelectable?: (row: T) => boolean;
}

const checkboxStyle = { width: '1.1rem', height: '1.1rem', accentColor: 'var(--chakra-colors-brand-600)', cursor: 'pointer' } as const;

/** The header checkbox: selects or clears every row on the page; mixed when some are chosen. */
export function SelectionHeader<T>({ selection, rows, rowKey }: { selection: TableSelection<T>; rows: readonly T[]; rowKey: (row: T) => string | number }) {
  const keys = rows.filter((row) => selection.isSelectable?.(row) ?? true).map(rowKey);
  const chosen = keys.filter((key) => selection.isSelected(key)).length;
  const all = keys.length > 0 && chosen === keys.length;
  return (
    <Table.ColumnHeader width="10">
      <input
        type="checkbox"
        aria-label="Select all rows on this page"
        style={checkboxStyle}
        checked={all}
        disabled={keys.length === 0}
        ref={(input) => {
          // `indeterminate` has no attribute: it is set on the element.
          if (input) input.indeterminate = chosen > 0 && !all;
        }}
        onChange={() => selection.setSelected(keys, !all)}
      />
    </Table.ColumnHeader>
  );
}

/** A row's checkbox. */
export function SelectionCell<T>({ selection, row, rowKey }: { selection: TableSelection<T>; row: T; rowKey: (row: T) => string | number }) {
  const key = rowKey(row);
  const selected = selection.isSelected(key);
  if (!(selection.isSelectable?.(row) ?? true)) return <Table.Cell />;
  return (
    <Table.Cell verticalAlign="top">
      <input
        type="checkbox"
        aria-label={selection.rowLabel(row)}
        style={checkboxStyle}
        checked={selected}
        onChange={() => selection.setSelected([key], !selected)}
      />
    </Table.Cell>
  );
}
