import { Box, Button, Skeleton, Table, Text } from '@tulia/shared/chakra';
import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import { SortHeaderButton, ariaSortOf, type TableSorting } from './SortHeader';
import { SelectionCell, SelectionHeader, type TableSelection } from './SelectionCells';

export interface DataTableColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** Hidden from screen readers' column header text but still labelled (e.g. Actions). */
  align?: 'start' | 'end';
  minWidth?: string;
  /** The list's sort key for this column (from the contract's allow-list); the header becomes a sort button. */
  sortKey?: string;
}

export interface DataTableProps<T> {
  /** Names the table for screen readers. */
  caption: string;
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  status: 'loading' | 'error' | 'success';
  /** The inline red message shown when the list failed to load (the list is then emptied). */
  errorMessage?: string;
  onRetry?: () => void;
  empty: { title: string; description?: string };
  /** Rows shown by the skeleton while loading. */
  skeletonRows?: number;
  /** The list's order; columns with a `sortKey` sort by it when their header is pressed. */
  sorting?: TableSorting;
  /** A first column of checkboxes for bulk actions. */
  selection?: TableSelection<T>;
}

/**
 * The admin list: a table that scrolls sideways on phones, with its loading, failure (inline red
 * message and Retry, no rows) and empty states.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  status,
  errorMessage,
  onRetry,
  empty,
  skeletonRows = 5,
  sorting,
  selection,
}: DataTableProps<T>) {
  const failed = status === 'error';
  const loadingFirst = status === 'loading' && rows.length === 0;
  const shownRows = failed ? [] : rows;
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" overflow="hidden">
      {failed ? (
        <Box role="alert" px="4" py="3" bg="red.50" borderBottomWidth="1px" borderColor="red.200" display="flex" alignItems="center" gap="3" flexWrap="wrap">
          <Text color="red.700" fontWeight="medium" flex="1">
            {errorMessage}
          </Text>
          {onRetry ? (
            <Button size="sm" colorPalette="red" variant="outline" onClick={onRetry}>
              Retry
            </Button>
          ) : null}
        </Box>
      ) : null}
      <Table.ScrollArea>
        <Table.Root size="sm" interactive aria-busy={status === 'loading'}>
          <Table.Caption srOnly>{caption}</Table.Caption>
          <Table.Header>
            <Table.Row bg="gray.50">
              {selection ? <SelectionHeader selection={selection} rows={shownRows} rowKey={rowKey} /> : null}
              {columns.map((column) => {
                const sortable = sorting !== undefined && column.sortKey !== undefined;
                return (
                  <Table.ColumnHeader
                    key={column.key}
                    textAlign={column.align}
                    minW={column.minWidth}
                    color="gray.700"
                    aria-sort={sortable && column.sortKey ? ariaSortOf(sorting, column.sortKey) : undefined}
                  >
                    {sortable && column.sortKey ? <SortHeaderButton label={column.header} sortKey={column.sortKey} sorting={sorting} /> : column.header}
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {loadingFirst
              ? Array.from({ length: skeletonRows }, (_, index) => (
                  <Table.Row key={`skeleton-${index}`}>
                    {selection ? <Table.Cell /> : null}
                    {columns.map((column) => (
                      <Table.Cell key={column.key}>
                        <Skeleton height="4" />
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))
              : failed
                ? null
                : rows.map((row) => (
                    <Table.Row key={rowKey(row)} aria-selected={selection ? selection.isSelected(rowKey(row)) : undefined}>
                      {selection ? <SelectionCell selection={selection} row={row} rowKey={rowKey} /> : null}
                      {columns.map((column) => (
                        // Long text wraps instead of pushing the actions column off screen.
                        <Table.Cell key={column.key} textAlign={column.align} verticalAlign="top" whiteSpace="normal" overflowWrap="anywhere">
                          {column.render(row)}
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {status === 'success' && rows.length === 0 ? <EmptyState title={empty.title} description={empty.description} /> : null}
    </Box>
  );
}
