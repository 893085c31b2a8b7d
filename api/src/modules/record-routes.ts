import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { idParamsSchema, messageResponseSchema, type MessageResponse } from '@tulia/shared/contract';
import { principalOf, type Principal } from '../auth/guard';
import type { ZodTypeProvider } from '../http/validation';
import { accessOperation, type OperationChange, type OperationDoc } from '../openapi/declarations';

/** The contract's schemas of an admin list and its records (create and update where the list has them). */
interface RecordSchemas {
  query: z.ZodType;
  list: z.ZodType;
  /** The answer that holds one record: `{ message?, <key>: record }`. */
  record: z.ZodType;
  create?: z.ZodType;
  update?: z.ZodType;
}

/** `boma group` as `boma_group`: the answer's field of a record by default. */
type Snake<T extends string> = T extends `${infer Head} ${infer Tail}` ? `${Head}_${Snake<Tail>}` : T;

/**
 * What a module says of its list once; the routes' paths, summaries and messages follow from
 * it. By default the record's field is `one` in snake case, the plural adds an s, the tag is
 * the plural and the messages' subject is `one`, each capitalised.
 */
export interface RecordList<S extends RecordSchemas, K extends string, One extends string = string> {
  /** The list's path under /api/admin, e.g. `/therapists`; one record is at `<path>/:id`. */
  path: string;
  /** The record in the summaries, e.g. `boma group` / `boma groups`. */
  one: One;
  many?: string;
  tag?: string;
  /** The answer's field that holds the record, e.g. `boma_group`. */
  key?: K;
  /** The record in the messages of the answers, e.g. `Group` (`Group created successfully`). */
  subject?: string;
  schemas: S;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Input<S> = S extends z.ZodType ? z.output<S> : never;
type Answer<S> = S extends z.ZodType ? z.input<S> : never;
type RecordOf<S extends RecordSchemas, K extends string> = Answer<S['record']> extends { [P in K]: infer Row } ? Row : never;

/** A service with the five standard calls of a list (remove, create and update by the signed-in admin). */
export interface RecordService<S extends RecordSchemas, K extends string> {
  list(query: Input<S['query']>): Promise<Answer<S['list']>>;
  get(id: number): Promise<RecordOf<S, K>>;
  create(actor: Principal, payload: Input<S['create']>): Promise<RecordOf<S, K>>;
  update(actor: Principal, id: number, payload: Input<S['update']>): Promise<RecordOf<S, K>>;
  remove(actor: Principal, id: number): Promise<void>;
}

/**
 * The routes of an admin list, in the one shape every list has: GET <path> (the page), GET,
 * PUT and DELETE <path>/:id and POST <path>, all behind the access token. A module declares them
 * in the order it wants them in the OpenAPI document, each with its handler, or `standard` for
 * all five by its service.
 */
export function recordRoutes<S extends RecordSchemas, One extends string, K extends string = Snake<One>>(
  fastify: FastifyInstance,
  declared: RecordList<S, K, One>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { path, one, many = `${one}s`, schemas } = declared;
  const list = { one, many, key: declared.key ?? one.replaceAll(' ', '_'), subject: declared.subject ?? capitalised(one) };
  const tag = declared.tag ?? capitalised(many);
  const byId = `${path}/:id`;
  const operation = (summary: string, errors?: OperationDoc['errors'], change: OperationChange = {}) => accessOperation(tag, summary, errors, change);
  // The zod type provider cannot see through the generic schemas: the handlers are typed here instead.
  const input = <T>(value: unknown) => value as T;
  const answer = (message: string, record: RecordOf<S, K>) => ({ message, [list.key]: record }) as Answer<S['record']>;

  const routes = {
    /** The app, for the list's other routes (its stats, a bulk step...), each with `operation`. */
    app,
    /** The entry of another route of the list's, under its tag. */
    operation,
    list(handler: (query: Input<S['query']>) => Promise<Answer<S['list']>>, change: OperationChange = {}): void {
      const summary = `List ${list.many} (search, filters, sort, paging)`;
      app.get(
        path,
        { schema: { querystring: schemas.query, response: { 200: schemas.list }, operation: operation(summary, undefined, change) } },
        async (request) => handler(input(request.query)),
      );
    },
    get(handler: (id: number, actor: Principal) => Promise<RecordOf<S, K>>, change: OperationChange = {}): void {
      app.get(
        byId,
        { schema: { params: idParamsSchema, response: { 200: schemas.record }, operation: operation(`One ${list.one}`, [404], change) } },
        async (request) => ({ [list.key]: await handler(request.params.id, principalOf(request)) }) as Answer<S['record']>,
      );
    },
    create(handler: (actor: Principal, payload: Input<S['create']>) => Promise<RecordOf<S, K>>): void {
      app.post(
        path,
        { schema: { body: schemas.create, response: { 201: schemas.record }, operation: operation(`Create a ${list.one}`, [409]) } },
        async (request, reply) =>
          reply.code(201).send(answer(`${list.subject} created successfully`, await handler(principalOf(request), input(request.body)))),
      );
    },
    update(handler: (actor: Principal, id: number, payload: Input<S['update']>) => Promise<Answer<S['record']>>): void {
      app.put(
        byId,
        {
          schema: { params: idParamsSchema, body: schemas.update, response: { 200: schemas.record }, operation: operation(`Update a ${list.one}`, [404, 409]) },
        },
        async (request) => handler(principalOf(request), request.params.id, input(request.body)),
      );
    },
    /** The update's answer when the message is the same whatever changed. */
    updated: (record: RecordOf<S, K>) => answer(`${list.subject} updated successfully`, record),
    remove(handler: (actor: Principal, id: number) => Promise<void>, change: OperationChange & { message?: string } = {}): void {
      const { message = `${list.subject} deleted successfully`, ...operationChange } = change;
      app.delete(
        byId,
        { schema: { params: idParamsSchema, response: { 200: messageResponseSchema }, operation: operation(`Delete a ${list.one}`, [404], operationChange) } },
        async (request): Promise<MessageResponse> => {
          await handler(principalOf(request), request.params.id);
          return { message };
        },
      );
    },
    /**
     * A step on one record (`POST <path>/:id/close`...): the answer is the message and the record
     * as it now is.
     */
    action<B extends z.ZodType | undefined = undefined>(
      route: { method: 'POST' | 'PUT'; step: string; body?: B; summary: string; errors: OperationDoc['errors']; message: string },
      handler: (actor: Principal, id: number, payload: B extends z.ZodType ? z.output<B> : undefined) => Promise<RecordOf<S, K>>,
    ): void {
      app.route({
        method: route.method,
        url: `${byId}/${route.step}`,
        schema: {
          params: idParamsSchema,
          ...(route.body ? { body: route.body } : {}),
          response: { 200: schemas.record },
          operation: operation(route.summary, route.errors),
        },
        handler: async (request) => answer(route.message, await handler(principalOf(request), request.params.id, input(request.body))),
      });
    },
    /** List, one, create, update and delete, in that order, each by the service's call of that name. */
    standard(service: RecordService<S, K>): void {
      routes.list((query) => service.list(query));
      routes.get((id) => service.get(id));
      routes.create((actor, payload) => service.create(actor, payload));
      routes.update(async (actor, id, payload) => routes.updated(await service.update(actor, id, payload)));
      routes.remove((actor, id) => service.remove(actor, id));
    },
  };
  return routes;
}
