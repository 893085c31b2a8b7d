import { apiQuery, type AdminListDefinition } from '@tulia/shared/admin';
import type { ZodType } from 'zod';

type ListShape = Pick<AdminListDefinition<unknown, string, string>, 'name' | 'perPage' | 'filters' | 'sorting'>;

/**
 * Where a screen's list and the contract's query for it disagree: a view the screen offers (a
 * filter value, a sort, its page size) whose query, as the screen sends it, the api would refuse.
 * The api checks every list query with that schema, so an empty answer means every view loads.
 */
export function listContractMismatches(list: ListShape, query: ZodType): string[] {
  const defaults = Object.fromEntries(Object.entries(list.filters).map(([name, filter]) => [name, filter.default]));
  const sent = (filters: Record<string, string>, sort: string) => {
    const params = apiQuery({ page: 1, perPage: list.perPage, search: '', filters: { ...defaults, ...filters }, sort, order: 'asc' });
    // What reaches the api is the address's text.
    return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
  };
  const [firstSort] = list.sorting.sorts;
  const problems: string[] = [];
  const refused = (filters: Record<string, string>, sort: string, what: string) => {
    if (!query.safeParse(sent(filters, sort)).success) problems.push(`${list.name}: the contract refuses ${what}`);
  };
  refused({}, firstSort, `${list.perPage} per page`);
  for (const [name, filter] of Object.entries(list.filters)) {
    for (const value of filter.values ?? []) refused({ [name]: value }, firstSort, `${name}=${value}`);
  }
  for (const sort of list.sorting.sorts) refused({}, sort, `sort=${sort}`);
  return problems;
}
