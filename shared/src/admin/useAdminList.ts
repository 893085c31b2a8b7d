import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@tulia/shared/api-client';
import { useSearchParams } from '@tulia/shared/router';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { apiQuery, listSearchParams, nextOrder, readListQuery } from './list-state';
import { listKey } from './keys';
import type { ListQuery, AdminListDefinition } from './admin-list';

export type ListStatus = 'loading' | 'error' | 'success';

/**
 * A server-paged list whose page, page size, search, filters and order live in the address:
 * reload, Back and a copied link restore them. A new search, filter or order shows page 1.
 * While a new page loads the previous rows stay; a failed load empties the list.
 */
export function useAdminList<T, F extends string, S extends string>(resource: AdminListDefinition<T, F, S>) {
  const [params, setParams] = useSearchParams();
  const paramsText = params.toString();
  // The query is derived from the address text, so an unrelated re-render keeps the same object.
  const query = useMemo(() => readListQuery(new URLSearchParams(paramsText), resource), [paramsText, resource]);
  const apiParams = apiQuery(query);
  const result = useQuery({
    queryKey: listKey(resource, apiParams),
    queryFn: ({ signal }) => apiClient.get(resource.path, { schema: resource.listSchema, searchParams: apiParams, signal }),
    placeholderData: keepPreviousData,
  });

  // The address as last written: two changes in one event (a filter, then a sort) build on
  // each other instead of the second undoing the first.
  const latest = useRef(paramsText);
  useLayoutEffect(() => {
    latest.current = paramsText;
  }, [paramsText]);

  const update = useCallback(
    (change: (current: ListQuery<F, S>) => Partial<ListQuery<F, S>>, options: { replace?: (current: ListQuery<F, S>) => boolean } = {}) => {
      const current = readListQuery(new URLSearchParams(latest.current), resource);
      const next = { ...current, page: 1, ...change(current) };
      // Keep any other parameter the screen put in the address (e.g. an open record).
      const merged = new URLSearchParams(latest.current);
      for (const key of ['page', 'per_page', 'search', 'sort', 'order', ...Object.keys(resource.filters)]) merged.delete(key);
      for (const [key, value] of listSearchParams(next, resource)) merged.set(key, value);
      latest.current = merged.toString();
      setParams(merged, { replace: options.replace?.(current) ?? false, preventScrollReset: true });
    },
    [resource, setParams],
  );

  const setPage = useCallback((page: number) => update(() => ({ page })), [update]);
  // Refining a search already typed replaces the entry: Back goes to before the search, not letter by letter.
  const setSearch = useCallback(
    (search: string) => update(() => ({ search }), { replace: (current) => current.search.trim() !== '' && search.trim() !== '' }),
    [update],
  );
  const setFilter = useCallback(
    (key: F, value: string) =>
      update((current) => {
        const filters = { ...current.filters, [key]: value };
        // A filter with its own default order (the unread queue, oldest first) brings that order,
        // unless the admin chose an order.
        const before = resource.sorting.defaultFor(current.filters);
        const wasDefault = before.sort === current.sort && before.order === current.order;
        return { filters, ...(wasDefault ? resource.sorting.defaultFor(filters) : {}) };
      }),
    [update, resource],
  );
  const setSort = useCallback((sort: S) => update((current) => nextOrder(current, sort)), [update]);
  const setOrder = useCallback((sort: S, order: ListQuery['order']) => update(() => ({ sort, order })), [update]);

  const retrying = result.isError && result.isFetching;
  const status: ListStatus = result.isError && !retrying ? 'error' : result.isPending || result.isPlaceholderData || retrying ? 'loading' : 'success';
  const answer = status === 'error' ? undefined : result.data;
  const filtersActive =
    query.search.trim() !== '' || (Object.keys(resource.filters) as F[]).some((key) => query.filters[key] !== resource.filters[key].default);

  return {
    query,
    page: query.page,
    perPage: query.perPage,
    search: query.search,
    filters: query.filters,
    sort: query.sort,
    order: query.order,
    filtersActive,
    /** The list's texts, from its definition (AdminTable and AdminGrid draw them). */
    texts: resource.texts,
    setPage,
    setSearch,
    setFilter,
    setSort,
    setOrder,
    status,
    /** True while any load runs, a background refresh included (the Refresh button's spinner). */
    refreshing: result.isFetching,
    error: result.error,
    items: answer ? resource.rows(answer) : [],
    total: answer?.total ?? 0,
    reload: () => {
      void result.refetch();
    },
  };
}

export type AdminListView<T, F extends string = string, S extends string = string> = ReturnType<typeof useAdminList<T, F, S>>;
