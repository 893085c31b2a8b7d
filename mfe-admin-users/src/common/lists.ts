import { apiClient, type SearchParams } from '@tulia/shared/api-client';
import type { ListPage, ListQuery } from '@tulia/shared/ui';
import type { ZodType } from 'zod';

/** The query string of a server-paged list: page, per_page, search and each filter ('all' is left out by the client). */
export function listSearchParams<F extends Record<string, string>>(query: ListQuery<F>): SearchParams {
  return { page: query.page, per_page: query.perPage, search: query.search.trim(), ...query.filters };
}

type PagedAnswer<K extends string, T> = { [P in K]: T[] } & { total: number };

/**
 * The load function of a list screen: GET `path` with the list's query, the answer checked by
 * the contract schema, its rows read from `key` (users, therapists, rafikis).
 */
export function pagedLoader<K extends string, T, F extends Record<string, string>>(
  path: string,
  key: K,
  schema: ZodType<PagedAnswer<K, T>>,
) {
  return async (query: ListQuery<F>, signal: AbortSignal): Promise<ListPage<T>> => {
    const answer = await apiClient.get(path, { schema, searchParams: listSearchParams(query), signal });
    return { items: answer[key], total: answer.total };
  };
}
