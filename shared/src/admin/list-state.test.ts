import { listSorting } from '@tulia/shared/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiQuery, listSearchParams, nextOrder, readListQuery } from './list-state';
import { defineAdminList } from './admin-list';

const messages = defineAdminList({
  name: 'messages',
  path: 'admin/messages',
  listKey: 'messages',
  listSchema: z.object({ messages: z.array(z.object({ id: z.number() })), total: z.number() }),
  perPage: 20,
  filters: { status: { default: 'all', values: ['all', 'unread', 'closed'] } },
  sorting: {
    sorts: ['created_at', 'subject'],
    defaultFor: (filters) => ({ sort: 'created_at', order: filters.status === 'unread' ? 'asc' : 'desc' }),
  },
});

describe('list state in the address', () => {
  it('round-trips every part of the state through the query string', () => {
    const query = { page: 3, perPage: 50, search: 'amani', filters: { status: 'closed' }, sort: 'subject' as const, order: 'desc' as const };
    const text = listSearchParams(query, messages).toString();
    expect(text).toBe('search=amani&status=closed&sort=subject&order=desc&page=3&per_page=50');
    expect(readListQuery(new URLSearchParams(text), messages)).toEqual(query);
  });

  it('leaves defaults out, so an untouched list has a bare address', () => {
    expect(listSearchParams(readListQuery(new URLSearchParams(''), messages), messages).toString()).toBe('');
  });

  it('takes the default order of the filter: the unread queue is oldest first', () => {
    const unread = readListQuery(new URLSearchParams('status=unread'), messages);
    expect(unread).toMatchObject({ sort: 'created_at', order: 'asc' });
    expect(listSearchParams(unread, messages).toString()).toBe('status=unread');
    expect(readListQuery(new URLSearchParams(''), messages)).toMatchObject({ sort: 'created_at', order: 'desc' });
  });

  it('falls back to the defaults for anything not allowed (an old or hand-edited link still works)', () => {
    const query = readListQuery(new URLSearchParams('page=-2&per_page=5000&status=deleted&sort=password&order=sideways'), messages);
    expect(query).toEqual({ page: 1, perPage: 20, search: '', filters: { status: 'all' }, sort: 'created_at', order: 'desc' });
  });

  it('asks the api for the page, the trimmed search, real filters and the order', () => {
    const query = readListQuery(new URLSearchParams('search=%20amani%20&page=2'), messages);
    expect(apiQuery(query)).toEqual({ page: 2, per_page: 20, search: 'amani', sort: 'created_at', order: 'desc' });
    expect(apiQuery(query, { paged: false })).toEqual({ search: 'amani', sort: 'created_at', order: 'desc' });
  });

  it('sorts a new column ascending and flips the same one', () => {
    expect(nextOrder({ sort: 'created_at', order: 'desc' }, 'subject')).toEqual({ sort: 'subject', order: 'asc' });
    expect(nextOrder({ sort: 'subject', order: 'asc' }, 'subject')).toEqual({ sort: 'subject', order: 'desc' });
  });

  it('accepts a fixed default order from the contract helper', () => {
    const sorting = listSorting(['name', 'created_at'], { sort: 'name', order: 'asc' });
    expect(sorting.defaultFor({ status: 'x' })).toEqual({ sort: 'name', order: 'asc' });
  });
});
