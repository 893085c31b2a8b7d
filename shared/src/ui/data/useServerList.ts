import { useState } from 'react';
import { useAsync } from '../useAsync';

export interface ListQuery<F extends Record<string, string>> {
  page: number;
  perPage: number;
  search: string;
  filters: F;
}

export interface ListPage<T> {
  items: T[];
  total: number;
}

/**
 * State of a server-paged, searchable, filterable list: the query, its answer, and the actions
 * that change it. A new search or filter goes back to page 1. Reload after a change keeps the page.
 */
export function useServerList<T, F extends Record<string, string>>(options: {
  perPage: number;
  initialFilters: F;
  load: (query: ListQuery<F>, signal: AbortSignal) => Promise<ListPage<T>>;
}) {
  const [page, setPage] = useState(1);
  const [search, setSearchState] = useState('');
  const [filters, setFilters] = useState<F>(options.initialFilters);
  const filterKey = JSON.stringify(filters);
  const result = useAsync(
    (signal) => options.load({ page, perPage: options.perPage, search, filters }, signal),
    [page, options.perPage, search, filterKey],
  );
  const setSearch = (value: string) => {
    setSearchState(value);
    setPage(1);
  };
  const setFilter = <K extends keyof F>(key: K, value: F[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  const filtersActive = search.trim() !== '' || Object.entries(filters).some(([key, value]) => value !== options.initialFilters[key]);
  return {
    page,
    perPage: options.perPage,
    search,
    filters,
    filtersActive,
    setPage,
    setSearch,
    setFilter,
    status: result.status,
    error: result.error,
    // admin §8: a failed load empties the list.
    items: result.status === 'error' ? [] : (result.data?.items ?? []),
    total: result.status === 'error' ? 0 : (result.data?.total ?? 0),
    reload: result.reload,
  };
}
