import { and, Column, count, eq, getTableColumns, sql, type GetColumnData, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ListOrder } from '@tulia/shared/contract';
import type { CountCache } from './count-cache';
import type { Database } from '../db/client';
import { badRequest } from '../http/errors';
import { columnName, matches, offsetOf } from './common';

/** What a sort key orders by: a column, or an expression (lower(name)) with whether it may be null. */
export type SortExpression = Column | { expression: SQL; nullable: boolean };

/** A list's allow-list on the server: each sort key of the contract and what it orders by. */
export type SortColumns<S extends string> = { readonly [K in S]: SortExpression };

/** Sort keys that order by the table's column of the same name (`created_at` by `createdAt`). */
export function columnSorts<F extends string>(table: PgTable, fields: readonly F[]): Record<F, Column> {
  const columns: Record<string, Column> = getTableColumns(table);
  return Object.fromEntries(
    fields.map((field) => {
      const column = columns[columnName(field)];
      if (!column) throw new Error(`No column for the sort ${field}`);
      return [field, column];
    }),
  ) as Record<F, Column>;
}

/** Text sorts as people read it: case set aside (an index on the same lower() expression serves it). */
export function caseless(column: Column): SortExpression {
  return { expression: sql`lower(${column})`, nullable: !column.notNull };
}

/**
 * ORDER BY for a list: the chosen column in the asked direction, then the id in the same
 * direction so that equal values keep one order from page to page. Nulls come last both ways;
 * `nulls last` is written only where a null can be, so that a descending sort of a not-null
 * column reads its index backwards instead of sorting.
 */
export function orderByOf<S extends string>(columns: SortColumns<S>, id: Column, order: ListOrder<S>): SQL[] {
  // The contract has checked the key already; a key outside the map never reaches the SQL.
  if (!Object.hasOwn(columns, order.sort)) {
    throw badRequest(`Sort must be one of: ${Object.keys(columns).join(', ')}`, { errors: [{ field: 'sort', message: 'Sort is not allowed' }] });
  }
  const key = columns[order.sort];
  const [expression, nullable] = key instanceof Column ? [key, !key.notNull] : [key.expression, key.nullable];
  const direction = order.order === 'asc' ? sql`asc` : sql`desc`;
  return [sql`${expression} ${direction}${nullable ? sql` nulls last` : sql``}`, sql`${id} ${direction}`];
}

/** The number of rows the whole list matches, beside each row of the page (counted before LIMIT). */
const WINDOW_TOTAL = sql<number>`count(*) over()`.mapWith(Number);

/**
 * In place of the window when the total is already known: without it, an index in the sort's
 * order can stop at the end of the page.
 */
const KNOWN_TOTAL = sql<number>`0`.mapWith(Number);

/** The `total` column of a page query: counted (a window) or not. */
export function totalColumn(counted: boolean): SQL<number> {
  return counted ? WINDOW_TOTAL : KNOWN_TOTAL;
}

export interface ListPage<Row> {
  rows: Row[];
  total: number;
}

/**
 * One query per page: the rows and, by `count(*) over()`, the total. A page past the end has
 * no row to carry the total; only then is it counted apart. With a count cache, a total still
 * cached spares the window (the query then stops at the page's end).
 */
export async function pageWithTotal<Row extends { total: number }>(options: {
  page: number;
  /** The page query, selecting `total` as totalColumn(counted). */
  rows: (counted: boolean) => Promise<Row[]>;
  /** The list's count, for a page past the end. */
  count: () => Promise<number>;
  cache?: { counts: CountCache; key: string };
}): Promise<ListPage<Row>> {
  const query = async () => {
    const rows = await options.rows(true);
    const total = rows[0]?.total ?? (options.page > 1 ? await options.count() : 0);
    return { rows, total };
  };
  if (!options.cache) return query();
  let counted: ListPage<Row> | undefined;
  const total = await options.cache.counts.get(options.cache.key, async () => {
    counted = await query();
    return counted.total;
  });
  return counted ?? { rows: await options.rows(false), total };
}

/** The count cache's key of a list search: the list and every filter (not the sort: the total is the same). */
export function countKey(list: string, filters: Readonly<Record<string, string | undefined>>): string {
  return JSON.stringify([list, ...Object.entries(filters).map(([name, value]) => [name, value ?? null])]);
}

/** A list's filter on a column: the value asked, or no filter (undefined) when the query does not ask. */
export function filterOn<C extends Column>(column: C, value: GetColumnData<C, 'raw'> | undefined): SQL | undefined {
  return value ? eq(column, value) : undefined;
}

/** A list's search (ILIKE on the expression of its trigram index), or none when the query has no term. */
export function searchOn(expression: SQLWrapper, term: string | undefined): SQL | undefined {
  return term ? matches(expression, term) : undefined;
}

/** A list's select up to FROM (and its joins): the page's WHERE, ORDER BY, LIMIT and OFFSET follow. */
interface PageSelect<Row> {
  where(where: SQL | undefined): { orderBy(...order: SQL[]): { limit(limit: number): { offset(offset: number): PromiseLike<Row[]> } } };
}

/**
 * A page of an admin list: the filters asked (undefined where not asked) make one WHERE for the
 * page and for the count of the table when the page is past the end.
 */
export async function filteredPage<Row extends { total: number }>(
  db: Database,
  list: {
    table: PgTable;
    filters: (SQL | undefined)[];
    order: SQL[];
    query: { page: number; per_page: number };
    /** The select of the rows, with `total` among its columns. */
    select: (total: SQL<number>) => PageSelect<Row>;
  },
): Promise<ListPage<Row>> {
  const { page, per_page: perPage } = list.query;
  const where = and(...list.filters);
  return pageWithTotal({
    page,
    rows: async (counted) =>
      list
        .select(totalColumn(counted))
        .where(where)
        .orderBy(...list.order)
        .limit(perPage)
        .offset(offsetOf(page, perPage)),
    count: async () => (await db.select({ value: count() }).from(list.table).where(where))[0]?.value ?? 0,
  });
}
