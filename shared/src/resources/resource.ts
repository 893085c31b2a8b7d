import { apiClient } from '@tulia/shared/api-client';
import type { ListSorting, SortOrder } from '@tulia/shared/contract';
import type { ZodType } from 'zod';

/** A list filter: its value when the address names none, and the values it may take (any text when omitted). */
export interface FilterDefinition {
  default: string;
  values?: readonly string[];
}

type Paged<K extends string, T> = { [P in K]: T[] } & { total: number };

/**
 * One kind of admin record as the screens use it: where its list lives, how its answer is
 * checked (the contract's schema), its page size, filters and allowed sorts. Screens build
 * lists, mutations and exports from this one definition.
 */
export interface ResourceDefinition<T, F extends string = string, S extends string = string> {
  /** The cache key's root; changes to the resource invalidate every query under it. */
  name: string;
  /** The list's path under /api, e.g. `admin/users`. */
  path: string;
  listSchema: ZodType<Paged<string, T>>;
  /** The rows of a list answer (`users`, `therapists`...). */
  rows: (answer: Paged<string, T>) => T[];
  perPage: number;
  filters: Readonly<Record<F, FilterDefinition>>;
  sorting: ListSorting<S>;
  /** Other resources whose answers a change here alters too (a new therapist is also a user). */
  related: readonly string[];
  /** Reads one record (`GET <path>/<id>`), where the api has that route. */
  get?: (id: number, signal?: AbortSignal) => Promise<T>;
}

/** How one record is read: the answer's schema and the key its record sits under (`user`, `suggestion`...). */
export interface RecordRead<R extends string, T> {
  key: R;
  schema: ZodType<{ [P in R]: NoInfer<T> }>;
}

export interface ResourceOptions<K extends string, T, F extends string, S extends string, R extends string = never> {
  name: string;
  path: string;
  listKey: K;
  listSchema: ZodType<Paged<K, T>>;
  perPage: number;
  filters?: Readonly<Record<F, FilterDefinition>>;
  sorting: ListSorting<S>;
  related?: readonly string[];
  record?: RecordRead<R, T>;
}

export function defineResource<K extends string, T, F extends string = never, S extends string = string, R extends string = never>(
  options: ResourceOptions<K, T, F, S, R>,
): ResourceDefinition<T, F, S> {
  const { listKey, listSchema, filters, related, record, ...rest } = options;
  return {
    ...rest,
    get: record ? async (id, signal) => (await apiClient.get(`${options.path}/${id}`, { schema: record.schema, signal }))[record.key] : undefined,
    // The schema's answer type is keyed by `listKey`; the definition reads it back through `rows`.
    listSchema: listSchema as unknown as ZodType<Paged<string, T>>,
    rows: (answer) => (answer as Paged<K, T>)[listKey],
    filters: filters ?? ({} as Record<F, FilterDefinition>),
    related: related ?? [],
  };
}

/** The state of one list: what the address and the api query hold. */
export interface ListQuery<F extends string = string, S extends string = string> {
  page: number;
  perPage: number;
  search: string;
  filters: Record<F, string>;
  sort: S;
  order: SortOrder;
}
