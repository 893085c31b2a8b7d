import { ApiError, tokenStorage } from '@tulia/shared/api-client';
import { listSorting } from '@tulia/shared/contract';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { fakeApi, type SentRequest } from '@tulia/shared/testing';
import { defineAdminList, typedPayload } from './admin-list';

const group = z.object({ id: z.number(), name: z.string() });
type Group = z.infer<typeof group>;
const groupAnswer = z.object({ message: z.string(), group });
const done = z.object({ message: z.string() });
const bulkPayload = z.object({ ids: z.array(z.number()).min(1), action: z.enum(['close', 'open']) });

const groups = defineAdminList({
  name: 'groups',
  path: 'admin/groups',
  listKey: 'groups',
  listSchema: z.object({ groups: z.array(group), total: z.number() }),
  perPage: 20,
  sorting: listSorting(['name'], { sort: 'name', order: 'asc' }),
  record: { key: 'group', schema: z.object({ group }) },
  writes: {
    create: { payload: typedPayload<{ name: string }>(), schema: groupAnswer },
    update: { payload: typedPayload<{ name: string }>(), schema: groupAnswer },
    remove: { schema: done },
  },
  actions: {
    stats: { method: 'get', on: 'list', path: 'stats', schema: z.object({ total: z.number() }) },
    bulk: { method: 'post', on: 'list', path: 'bulk', payload: bulkPayload, schema: z.object({ updated: z.number() }) },
    archive: { method: 'post', path: 'archive', schema: groupAnswer },
    members: { method: 'get', path: 'members', schema: z.object({ members: z.array(z.string()) }) },
    rename: { method: 'put', path: 'name', payload: typedPayload<{ name: string }>() },
  },
});

let sent: SentRequest[] = [];
let answer: unknown = {};

beforeEach(() => {
  sent = fakeApi(() => ({ body: answer })).sent;
});
afterEach(() => {
  vi.unstubAllGlobals();
  tokenStorage.clear();
});

const amani: Group = { id: 7, name: 'Amani' };

describe("a definition's api", () => {
  it('builds every call from the path: the caller gives only the id and the payload', async () => {
    answer = { message: 'Saved', group: amani };
    await groups.api.create({ name: 'Amani' });
    await groups.api.update(7, { name: 'Amani' });
    await groups.api.archive(7);
    answer = { message: 'Deleted' };
    await groups.api.remove(7);
    answer = { total: 3 };
    await groups.api.stats();
    answer = { updated: 2 };
    await groups.api.bulk({ ids: [1, 2], action: 'close' });
    answer = { members: [] };
    await groups.api.members(7);
    answer = {};
    await groups.api.rename(7, { name: 'Baraka' });
    expect(sent.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', '/admin/groups', { name: 'Amani' }],
      ['PUT', '/admin/groups/7', { name: 'Amani' }],
      ['POST', '/admin/groups/7/archive', undefined],
      ['DELETE', '/admin/groups/7', undefined],
      ['GET', '/admin/groups/stats', undefined],
      ['POST', '/admin/groups/bulk', { ids: [1, 2], action: 'close' }],
      ['GET', '/admin/groups/7/members', undefined],
      ['PUT', '/admin/groups/7/name', { name: 'Baraka' }],
    ]);
  });

  it('answers the whole checked answer, and the record alone for get', async () => {
    answer = { message: 'Saved', group: amani, extra: 'dropped' };
    await expect(groups.api.update(7, { name: 'Amani' })).resolves.toEqual({ message: 'Saved', group: amani });
    answer = { group: amani };
    await expect(groups.api.get(7)).resolves.toEqual(amani);
    expect(sent.at(-1)).toMatchObject({ method: 'GET', path: '/admin/groups/7' });
  });

  it('reads a page of the list with the query given', async () => {
    answer = { groups: [amani], total: 1 };
    await expect(groups.api.list({ search: 'am', per_page: 100 })).resolves.toEqual({ groups: [amani], total: 1 });
    expect(sent.at(-1)).toMatchObject({ method: 'GET', path: '/admin/groups', query: { search: 'am', per_page: '100' } });
  });

  it('refuses an answer that does not match its schema', async () => {
    answer = { message: 'Saved', group: { id: 'seven' } };
    await expect(groups.api.create({ name: 'Amani' })).rejects.toMatchObject({ kind: 'unexpected' });
    answer = { message: 42 };
    await expect(groups.api.remove(7)).rejects.toBeInstanceOf(ApiError);
    answer = { groups: 'none', total: 0 };
    await expect(groups.api.list()).rejects.toMatchObject({ kind: 'unexpected' });
  });

  it('checks a payload declared by a contract schema before sending, and sends nothing when it fails', async () => {
    await expect(groups.api.bulk({ ids: [], action: 'close' })).rejects.toBeInstanceOf(z.ZodError);
    expect(sent).toEqual([]);
  });

  it('passes the signal on, so a closed dialog cancels its read', async () => {
    const controller = new AbortController();
    answer = { members: [] };
    await groups.api.members(7);
    controller.abort();
    await groups.api.members(7, controller.signal).catch(() => undefined);
    await groups.api.stats(controller.signal).catch(() => undefined);
    expect(sent.map((request) => request.aborted)).toEqual([false, true, true]);
  });

  it('can be handed to a mutation as is: what follows the payload is used only if it is a signal', async () => {
    answer = { message: 'Saved', group: amani };
    // TanStack calls a mutation's function with its context after the variables.
    const run = groups.api.create as (values: { name: string }, context: unknown) => Promise<unknown>;
    await run({ name: 'Amani' }, { meta: undefined });
    expect(sent.at(-1)).toMatchObject({ method: 'POST', path: '/admin/groups', body: { name: 'Amani' }, aborted: false });
  });

  it('types each call from its declaration', () => {
    expectTypeOf(groups.api.update).parameters.toEqualTypeOf<[id: number, payload: { name: string }, signal?: AbortSignal]>();
    expectTypeOf(groups.api.bulk).parameters.toEqualTypeOf<[payload: z.input<typeof bulkPayload>, signal?: AbortSignal]>();
    expectTypeOf(groups.api.stats).parameters.toEqualTypeOf<[signal?: AbortSignal]>();
    expectTypeOf(groups.api.create).returns.resolves.toEqualTypeOf<{ message: string; group: Group }>();
    expectTypeOf(groups.api.get).returns.resolves.toEqualTypeOf<Group>();
    expectTypeOf(groups.api.rename).returns.resolves.toBeUnknown();
    // A call not declared is not there, and a declared one takes only its own arguments.
    // @ts-expect-error: no such action
    expect(groups.api.publish).toBeUndefined();
    // @ts-expect-error: a list call takes no id
    void groups.api.stats(7).catch(() => undefined);
  });

  it('refuses declarations that would hide a built-in call or are not a known write', () => {
    const base = {
      name: 'x',
      path: 'admin/x',
      listKey: 'x',
      listSchema: z.object({ x: z.array(z.number()), total: z.number() }),
      perPage: 20,
      sorting: listSorting(['id'], { sort: 'id', order: 'asc' }),
    } as const;
    // @ts-expect-error: `list` is the list read
    defineAdminList({ ...base, actions: { list: { method: 'get', path: 'all' } } });
    // @ts-expect-error: a write is create, update or remove
    defineAdminList({ ...base, writes: { delete: { schema: done } } });
    // @ts-expect-error: a GET sends no payload
    defineAdminList({ ...base, actions: { find: { method: 'get', path: 'find', payload: bulkPayload } } });
    const bare = defineAdminList(base);
    expect(bare.api.get).toBeUndefined();
    expect(Object.keys(bare.api).sort()).toEqual(['get', 'list']);
  });
});
