import { z } from 'zod';
import { positiveIntText, searchText } from './fields';

/** The largest page the server answers; bigger per_page values are refused with a 400. */
export const MAX_PER_PAGE = 100;

/** The fixed page sizes of the paged admin screens; other lists default to the maximum. */
export const DEFAULT_PER_PAGE = {
  users: 50,
  boma_groups: 20,
  contact_messages: 20,
  other: MAX_PER_PAGE,
} as const;

/** The largest value of a database id (PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;

/** `{id}` in a path: a positive whole number. */
export const idParamsSchema = z.object({ id: positiveIntText('Id', MAX_ID) });

/** page and per_page of a paged list, with the list's default page size. */
export function pagingQuery(defaultPerPage: number) {
  return {
    page: positiveIntText('Page', 100_000).default(1),
    per_page: positiveIntText('Per page', MAX_PER_PAGE).default(defaultPerPage),
  };
}

/** The paging part of every list answer. */
export const pageInfoSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** A list answer under the key the specification names, plus total, page and per_page. */
export function pagedListSchema<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({ [key]: z.array(item) } as { [P in K]: z.ZodArray<T> }).extend(pageInfoSchema.shape);
}

/** The answer about one record, under the key the specification names, with a text the client may show. */
export function recordResponseSchema<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({ [key]: item, message: z.string().optional() } as { [P in K]: T } & { message: z.ZodOptional<z.ZodString> });
}

/** Whole-number figures (stat cards, counts), one per name, in the order given. */
export function countsSchema<const K extends string>(names: readonly K[]) {
  return z.object(Object.fromEntries(names.map((name) => [name, z.number().int()])) as { [P in K]: z.ZodNumber });
}

/** An answer that only confirms, with a text the client may show. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Timestamps travel as ISO 8601 text. */
export const timestampSchema = z.string();

/** The directions a list may be sorted in. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A list's order: the column (an answer field name such as `created_at`) and its direction. */
export interface ListOrder<S extends string> {
  sort: S;
  order: SortOrder;
}

/**
 * What a list may be sorted by (an allow-list the server checks) and its order when the
 * query names none. The default may depend on the filters: an unread-messages queue is read
 * oldest first, the full list newest first.
 */
export interface ListSorting<S extends string> {
  sorts: readonly [S, ...S[]];
  defaultFor: (filters: Readonly<Record<string, string | undefined>>) => ListOrder<S>;
}

/** The usual default order: the newest records first. */
export const NEWEST_FIRST = { sort: 'created_at', order: 'desc' } as const;

/** A fixed default order, the same whatever the filters. */
export function listSorting<const S extends string>(sorts: readonly [S, ...S[]], fallback: ListOrder<NoInfer<S>>): ListSorting<S> {
  return { sorts, defaultFor: () => fallback };
}

/**
 * A review queue: filtered to what waits (`status` = `waiting`), it is read oldest first so the
 * longest wait is on top; any other view keeps the newest first.
 */
export function reviewQueueSorting<const S extends string>(sorts: readonly [S, ...S[]], column: NoInfer<S>, waiting: string): ListSorting<S> {
  return {
    sorts,
    defaultFor: (filters) => ({ sort: column, order: filters.status === waiting ? 'asc' : 'desc' }),
  };
}

/** `sort` and `order` of a list query: optional (the list's default applies), checked against the allow-list. */
export function sortingQuery<S extends string>(sorting: ListSorting<S>) {
  return {
    sort: z.enum(sorting.sorts, { error: `Sort must be one of: ${sorting.sorts.join(', ')}` }).optional(),
    order: z.enum(SORT_ORDERS, { error: `Order must be one of: ${SORT_ORDERS.join(', ')}` }).optional(),
  };
}

/** The order a list query asks for, the list's default filling what it leaves out. */
export function orderOf<S extends string>(
  sorting: ListSorting<S>,
  query: { sort?: S | undefined; order?: SortOrder | undefined } & Readonly<Record<string, unknown>>,
): ListOrder<S> {
  const filters: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(query)) if (typeof value === 'string') filters[key] = value;
  const fallback = sorting.defaultFor(filters);
  if (!query.sort) return { sort: fallback.sort, order: query.order ?? fallback.order };
  return { sort: query.sort, order: query.order ?? 'asc' };
}

/**
 * The query of a paged admin list, built alike for every list (the api derives its query checks
 * and the OpenAPI document from it): the list's own filters first, then search, paging and sorting.
 */
export function listQuerySchema<F extends z.ZodRawShape, S extends string>(filters: F, perPage: number, sorting: ListSorting<S>) {
  return z.object({ ...filters, search: searchText(), ...pagingQuery(perPage), ...sortingQuery(sorting) });
}
