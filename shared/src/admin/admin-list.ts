import { apiClient, type SearchParams } from '@tulia/shared/api-client';
import { messageResponseSchema, type ListSorting, type SortOrder } from '@tulia/shared/contract';
import { z, type ZodType } from 'zod';
import type { AdminListTexts } from './list-texts';

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
export interface AdminListDefinition<T, F extends string = string, S extends string = string> {
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
  /** What the screen's table or grid says around the rows (AdminTable and AdminGrid read it from the list). */
  texts?: AdminListTexts;
}

/** How one record is read: the answer's schema and the key its record sits under (`user`, `suggestion`...). */
export interface RecordRead<R extends string, T> {
  key: R;
  schema: ZodType<{ [P in R]: NoInfer<T> }>;
}

interface Answered {
  /**
   * The contract's schema of the answer: the call resolves to the whole checked answer, and an
   * answer that does not match is refused (an 'unexpected' ApiError). Left out, the answer is not read.
   */
  schema?: ZodType;
}

interface Sending extends Answered {
  /** What the call sends: a contract schema checked before sending, or `typedPayload<P>()` to send it as given. */
  payload: ZodType;
}

/** The usual writes: create is `POST <path>`, update `PUT <path>/<id>`, remove `DELETE <path>/<id>`. */
export interface AdminListWrites {
  create?: Sending;
  update?: Sending;
  remove?: Answered;
}

/**
 * Any other call: `<path>/<id>/<action path>` on one record (the default), or `<path>/<action
 * path>` with `on: 'list'`; without a path, the record (or list) itself. Only POST and PUT send a payload.
 */
export type AdminListAction = Answered & { path?: string; on?: 'record' | 'list' } & ActionMethod;
type ActionMethod = { method: 'get' | 'delete'; payload?: never } | { method: 'post' | 'put'; payload?: ZodType };

type AnswerOf<C> = C extends { schema: ZodType } ? z.output<C['schema']> : unknown;
type IdArgument<C> = C extends { on: 'list' } ? [] : [id: number];
type PayloadArgument<C> = C extends { payload: ZodType } ? [payload: z.input<C['payload']>] : [];
type Call<C> = (...args: [...IdArgument<C>, ...PayloadArgument<C>, signal?: AbortSignal]) => Promise<AnswerOf<C>>;

const WRITES = {
  create: { method: 'post', on: 'list' },
  update: { method: 'put', on: 'record' },
  remove: { method: 'delete', on: 'record' },
} as const;
type WriteName = keyof typeof WRITES;
type BuiltInCall = WriteName | 'get' | 'list';

/** `GET <path>/<id>`, where the definition says how a record is read: the record under `record.key`. */
type RecordApi<R extends string, T> = [R] extends [never] ? { get?: undefined } : { get: (id: number, signal?: AbortSignal) => Promise<T> };

/** What a definition's `api` offers: the list and record reads, its declared writes and named actions. */
type AdminListApi<K extends string, T, R extends string, W extends AdminListWrites, X extends Record<string, AdminListAction>> = {
  /** `GET <path>` with the given query: one page of the list, checked by `listSchema`. */
  list: (searchParams?: SearchParams, signal?: AbortSignal) => Promise<Paged<K, T>>;
} & RecordApi<R, T> & { [N in keyof W & WriteName]-?: Call<NonNullable<W[N]> & (typeof WRITES)[N]> } & { [N in keyof X]: Call<X[N]> };

export interface AdminListOptions<
  K extends string,
  T,
  F extends string,
  S extends string,
  R extends string = never,
  W extends AdminListWrites = Record<never, never>,
  X extends Record<string, AdminListAction> = Record<never, never>,
> {
  name: string;
  path: string;
  listKey: K;
  listSchema: ZodType<Paged<K, T>>;
  perPage: number;
  filters?: Readonly<Record<F, FilterDefinition>>;
  sorting: ListSorting<S>;
  related?: readonly string[];
  record?: RecordRead<R, T>;
  writes?: W & { [N in Exclude<keyof W, WriteName>]: never };
  actions?: X & { [N in keyof X & BuiltInCall]: never };
  texts?: AdminListTexts;
}

/**
 * A payload the call sends as given (typed `P`), where the form has already checked it with
 * its own schema: checking again could change what is sent.
 */
export const typedPayload = <P>(): ZodType<P, P> => z.custom<P>();

/** The usual filter: one of `values`, or 'all' (no filter), which is its default. */
export const choiceFilter = (values: readonly string[]): FilterDefinition => ({ default: 'all', values: ['all', ...values] });

/**
 * The usual writes of a record kind: create (payload `C`) and update (payload `U`) answered with
 * the record under the contract's `schema`, remove answered with a message.
 */
export function recordWrites<C, U = C, Z extends ZodType = ZodType>(schema: Z) {
  return { create: { payload: typedPayload<C>(), schema }, update: { payload: typedPayload<U>(), schema }, remove: { schema: messageResponseSchema } };
}

type Sent = (...args: unknown[]) => Promise<unknown>;
type Declared = Answered & { method: 'get' | 'post' | 'put' | 'delete'; path?: string; on?: 'record' | 'list'; payload?: ZodType };

/** One call built from the resource's path: the arguments are the id (on a record), the payload (if any), then the signal. */
function caller(path: string, call: Declared): Sent {
  const onRecord = call.on !== 'list';
  const { payload } = call;
  return async (...args) => {
    const rest = [...args];
    const id = onRecord ? rest.shift() : undefined;
    const body = payload ? payload.parse(rest.shift()) : undefined;
    // The last argument counts only if it is a signal: a call handed to TanStack as is
    // (`save={users.api.create}`) receives the mutation's context there.
    const last = rest.shift();
    const signal = last instanceof AbortSignal ? last : undefined;
    const url = [path, ...(onRecord ? [String(id)] : []), ...(call.path ? [call.path] : [])].join('/');
    const options = { schema: call.schema, signal };
    if (call.method === 'post' || call.method === 'put') return apiClient[call.method](url, body, options);
    return apiClient[call.method](url, options);
  };
}

/**
 * A resource's definition with its `api`: `list`, `get` (with `record`), the declared `writes`
 * and named `actions`, every URL built from `path`, so a screen never writes one. A call
 * resolves to the whole answer its schema checked; only `get` answers the record itself.
 */
export function defineAdminList<
  K extends string,
  T,
  F extends string = never,
  S extends string = string,
  R extends string = never,
  W extends AdminListWrites = Record<never, never>,
  X extends Record<string, AdminListAction> = Record<never, never>,
>(options: AdminListOptions<K, T, F, S, R, W, X>): AdminListDefinition<T, F, S> & { api: AdminListApi<K, T, R, W, X> } {
  const { listKey, listSchema, filters, related, record, writes, actions, ...rest } = options;
  const calls: Record<string, Sent> = {};
  for (const [name, write] of Object.entries<Answered | Sending | undefined>(writes ?? {})) {
    if (write) calls[name] = caller(options.path, { ...write, ...WRITES[name as WriteName] });
  }
  for (const [name, action] of Object.entries<AdminListAction>(actions ?? {})) calls[name] = caller(options.path, action);
  const api = {
    ...calls,
    list: (searchParams?: SearchParams, signal?: AbortSignal) => apiClient.get(options.path, { schema: listSchema, searchParams, signal }),
    get: record
      ? async (id: number, signal?: AbortSignal) => (await apiClient.get(`${options.path}/${id}`, { schema: record.schema, signal }))[record.key]
      : undefined,
  };
  return {
    ...rest,
    // The calls are built from the declarations above; their argument and answer types follow
    // from the same declarations, which TypeScript cannot see through the loop.
    api: api as unknown as AdminListApi<K, T, R, W, X>,
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
