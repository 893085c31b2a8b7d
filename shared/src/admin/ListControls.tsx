import { FilterBar, FilterSelect, SearchInput, statusFilterOptions, type SelectOption } from '@tulia/shared/ui';
import type { ReactNode } from 'react';
import type { AdminListView } from './useAdminList';

export interface ListFilterControl<F extends string> {
  key: F;
  /** Accessible name ('Filter by status'). */
  label: string;
  options: readonly SelectOption[];
}

export interface ListControlsProps<F extends string> {
  list: Pick<AdminListView<unknown, F>, 'search' | 'setSearch' | 'filters' | 'setFilter' | 'refreshing' | 'reload'>;
  /** Accessible name and placeholder of the search box; no search box without it. */
  searchLabel?: string;
  filters?: readonly ListFilterControl<F>[];
  /** Shows Refresh: it reloads what is shown. */
  refresh?: boolean;
  /** Controls the screen adds (a sort select, an export button). */
  children?: ReactNode;
}

/** Search, filters and Refresh above a list; a new search or filter shows page 1 (the list's rule). */
export function ListControls<F extends string>({ list, searchLabel, filters = [], refresh = true, children }: ListControlsProps<F>) {
  return (
    <FilterBar onRefresh={refresh ? list.reload : undefined} refreshing={refresh ? list.refreshing : undefined}>
      {searchLabel ? <SearchInput label={searchLabel} value={list.search} onSearch={list.setSearch} /> : null}
      {filters.map((filter) => (
        <FilterSelect
          key={filter.key}
          label={filter.label}
          value={list.filters[filter.key]}
          options={filter.options}
          onChange={(value) => list.setFilter(filter.key, value)}
        />
      ))}
      {children}
    </FilterBar>
  );
}

/** The status filter most lists have: 'Filter by status', all, then each of the list's statuses. */
export const statusFilter = (statuses: readonly string[]): ListFilterControl<'status'> => ({
  key: 'status',
  label: 'Filter by status',
  options: statusFilterOptions(statuses),
});
