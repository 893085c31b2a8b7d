import { Button } from '@tulia/shared/chakra';

export type SortDirection = 'asc' | 'desc';

/** A table's current order and how to change it. */
export interface TableSorting {
  sort: string;
  order: SortDirection;
  /** Pressing a header: sorts by it, or flips the direction when it already is the sort. */
  onSort: (sortKey: string) => void;
}

/** The `aria-sort` of a sortable column header. */
export function ariaSortOf(sorting: TableSorting, sortKey: string): 'ascending' | 'descending' | 'none' {
  if (sorting.sort !== sortKey) return 'none';
  return sorting.order === 'asc' ? 'ascending' : 'descending';
}

const arrows = { ascending: '▲', descending: '▼', none: '↕' } as const;

/**
 * The button inside a sortable header (the header itself carries `aria-sort`, so the button's
 * name stays the column's name, as the ARIA sortable-table pattern does).
 */
export function SortHeaderButton({ label, sortKey, sorting }: { label: string; sortKey: string; sorting: TableSorting }) {
  const state = ariaSortOf(sorting, sortKey);
  return (
    <Button
      variant="plain"
      size="sm"
      px="0"
      height="auto"
      minH="8"
      fontWeight="semibold"
      color="gray.700"
      onClick={() => sorting.onSort(sortKey)}
      _hover={{ color: 'brand.700', textDecoration: 'underline' }}
    >
      {label}
      <span aria-hidden="true" style={{ opacity: state === 'none' ? 0.45 : 1, fontSize: '0.7em' }}>
        {arrows[state]}
      </span>
    </Button>
  );
}
