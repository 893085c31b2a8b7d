import { MAX_PER_PAGE, SORT_ORDERS, type SortOrder } from '@tulia/shared/contract';
import type { SearchParams } from '@tulia/shared/api-client';
import type { ListQuery, AdminListDefinition } from './admin-list';

/** The part of a resource that shapes its list state. */
type ListShape<F extends string, S extends string> = Pick<AdminListDefinition<never, F, S>, 'filters' | 'sorting' | 'perPage'>;

const MAX_PAGE = 100_000;

function positiveInt(text: string | null, fallback: number, max: number): number {
  if (text === null || !/^\d{1,6}$/.test(text)) return fallback;
  const value = Number(text);
  return value >= 1 && value <= max ? value : fallback;
}

function defaultFilters<F extends string>(resource: Pick<AdminListDefinition<never, F>, 'filters'>): Record<F, string> {
  const filters = {} as Record<F, string>;
  for (const key of Object.keys(resource.filters) as F[]) filters[key] = resource.filters[key].default;
  return filters;
}

/**
 * The list state an address holds. Anything missing or not allowed falls back to the list's
 * default, so a hand-edited or old link still opens a working list.
 */
export function readListQuery<F extends string, S extends string>(params: URLSearchParams, resource: ListShape<F, S>): ListQuery<F, S> {
  const filters = defaultFilters(resource);
  for (const key of Object.keys(resource.filters) as F[]) {
    const value = params.get(key);
    const allowed = resource.filters[key].values;
    if (value !== null && value !== '' && (!allowed || allowed.includes(value))) filters[key] = value;
  }
  const fallback = resource.sorting.defaultFor(filters);
  const sortParam = params.get('sort');
  const sort = resource.sorting.sorts.find((key) => key === sortParam) ?? fallback.sort;
  const orderParam = params.get('order');
  const order = SORT_ORDERS.find((key) => key === orderParam) ?? (sortParam === sort ? 'asc' : fallback.order);
  return {
    page: positiveInt(params.get('page'), 1, MAX_PAGE),
    perPage: positiveInt(params.get('per_page'), resource.perPage, MAX_PER_PAGE),
    search: (params.get('search') ?? '').slice(0, 200),
    filters,
    sort,
    order,
  };
}

/** The address's query for a list state: only what differs from the defaults, so links stay short. */
export function listSearchParams<F extends string, S extends string>(query: ListQuery<F, S>, resource: ListShape<F, S>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search.trim() !== '') params.set('search', query.search);
  for (const key of Object.keys(resource.filters) as F[]) {
    if (query.filters[key] !== resource.filters[key].default) params.set(key, query.filters[key]);
  }
  const fallback = resource.sorting.defaultFor(query.filters);
  if (query.sort !== fallback.sort || query.order !== fallback.order) {
    params.set('sort', query.sort);
    params.set('order', query.order);
  }
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.perPage !== resource.perPage) params.set('per_page', String(query.perPage));
  return params;
}

/** What the api is asked: paging, the trimmed search, each filter ('all' left out) and the order. */
export function apiQuery<F extends string, S extends string>(query: ListQuery<F, S>, options: { paged: boolean } = { paged: true }): SearchParams {
  const params: SearchParams = {};
  if (options.paged) {
    params.page = query.page;
    params.per_page = query.perPage;
  }
  const search = query.search.trim();
  if (search !== '') params.search = search;
  for (const [key, value] of Object.entries<string>(query.filters)) if (value !== 'all' && value !== '') params[key] = value;
  params.sort = query.sort;
  params.order = query.order;
  return params;
}

/** The next order when a column's header is pressed: a new column sorts ascending, the same one flips. */
export function nextOrder<S extends string>(current: { sort: S; order: SortOrder }, sort: S): { sort: S; order: SortOrder } {
  if (current.sort !== sort) return { sort, order: 'asc' };
  return { sort, order: current.order === 'asc' ? 'desc' : 'asc' };
}
