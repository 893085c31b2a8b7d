// The eight admin lists sort by the columns of the contract's allow-lists, both ways, with nulls
// last and the id breaking ties; review queues are read oldest first; the total stays right
// whatever the sort and on a page past the end. Each list gets three rows, A, B and C, found by
// a marker of their own, whose values put them in a known order for each sort.
import { bomaGroups, contactMessages, groupSuggestions, rafikis, resources, therapists, users } from '../db/schema';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { startWithAdmin, unique } from '../test/harness';

const { api, admin } = await startWithAdmin();

type Name = 'A' | 'B' | 'C';
const NAMES: Name[] = ['A', 'B', 'C'];
const BASE = Date.UTC(2025, 0, 1);
/** Created (or suggested) A first, then C, then B: newest first is B, C, A. */
const createdAt = (name: Name) => new Date(BASE + { A: 1, B: 3, C: 2 }[name] * 60_000);
/** Names that sort differently with and without case: apple (B), Banana (A), cherry (C). */
const fruit = { A: 'Banana', B: 'apple', C: 'cherry' } as const;

interface ListCase {
  path: string;
  key: string;
  /** Inserts A, B and C (in that order, so that ids rise A, B, C) and answers their ids. */
  seed: (db: Database, marker: string) => Promise<number[]>;
  /** Each sort with the rows ascending (see bothWays). */
  sorts: Record<string, string>;
  /** The rows without a sort, then with order=asc, when the list's default is not newest first. */
  byDefault?: [string, string];
}

/**
 * A sort's rows ascending, then descending, from the ascending order written as `'BAC'`; the
 * rows after a `|` have no value. Descending turns the rows with a value around; the rows
 * without one stay last both ways, in the id's order in the same direction.
 */
function bothWays(ascending: string): [Name[], Name[]] {
  const [values = '', nulls = ''] = ascending.split('|');
  const names = (text: string) => [...text] as Name[];
  return [names(values + nulls), [...names(values).reverse(), ...names(nulls).reverse()]];
}

/** Inserts a row for each of A, B and C, in that order (so that ids rise A, B, C), and answers their ids. */
async function insertEach<T extends PgTable & { id: PgColumn }>(
  db: Database,
  table: T,
  values: (name: Name, index: number) => PgInsertValue<T>,
): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, name] of NAMES.entries()) {
    const [row] = await db.insert(table).values(values(name, index)).returning({ id: table.id });
    ids.push(row!.id as number);
  }
  return ids;
}

async function insertPeople(
  db: Database,
  marker: string,
  extra: (name: Name) => {
    location?: string | null;
    phone?: string | null;
    status?: 'active' | 'inactive' | 'suspended';
    joinDate?: string | null;
  } = () => ({}),
): Promise<number[]> {
  return insertEach(db, users, (name) => ({
    fullName: `${fruit[name]} ${marker}`,
    email: `${{ A: 'c', B: 'a', C: 'b' }[name]}-${marker}@example.org`,
    username: `${marker}${name.toLowerCase()}`,
    passwordHash: '!',
    createdAt: createdAt(name),
    ...extra(name),
  }));
}

const LISTS: Record<string, ListCase> = {
  users: {
    path: '/api/admin/users',
    key: 'users',
    seed: (db, marker) =>
      insertPeople(db, marker, (name) => ({
        phone: { A: null, B: '+254700000001', C: '+254700000002' }[name],
        status: ({ A: 'active', B: 'suspended', C: 'inactive' } as const)[name],
        joinDate: { A: '2024-02-01', B: null, C: '2023-05-01' }[name],
      })),
    sorts: {
      full_name: 'BAC',
      email: 'BCA',
      phone: 'BC|A',
      status: 'ACB',
      join_date: 'CA|B',
      created_at: 'ACB',
    },
  },
  therapists: {
    path: '/api/admin/therapists',
    key: 'therapists',
    async seed(db, marker) {
      const people = await insertPeople(db, marker);
      return insertEach(db, therapists, (name, index) => ({
        userId: people[index]!,
        licenseNumber: `L-${marker}-${{ A: 2, B: 3, C: 1 }[name]}`,
        yearsExperience: { A: 5, B: 1, C: 10 }[name],
        hourlyRate: { A: 3000, B: 1000, C: 2000 }[name],
        createdAt: createdAt(name),
      }));
    },
    sorts: {
      full_name: 'BAC',
      license_number: 'CAB',
      years_experience: 'BAC',
      hourly_rate: 'BCA',
    },
  },
  rafikis: {
    path: '/api/admin/rafikis',
    key: 'rafikis',
    async seed(db, marker) {
      const people = await insertPeople(db, marker, (name) => ({ location: { A: null, B: 'nairobi', C: 'Kisumu' }[name] }));
      return insertEach(db, rafikis, (name, index) => ({
        userId: people[index]!,
        status: ({ A: 'training', B: 'training', C: 'active' } as const)[name],
        joinDate: { A: '2024-01-01', B: '2023-01-01', C: null }[name],
        createdAt: createdAt(name),
      }));
    },
    sorts: {
      full_name: 'BAC',
      location: 'CB|A',
      join_date: 'BA|C',
      created_at: 'ACB',
    },
  },
  boma_groups: {
    path: '/api/admin/boma-groups',
    key: 'boma_groups',
    seed: (db, marker) =>
      insertEach(db, bomaGroups, (name) => ({
        name: fruit[name],
        description: `A group ${marker}`,
        category: ({ A: 'Support', B: 'Wellness', C: 'Mental Health' } as const)[name],
        createdAt: createdAt(name),
        updatedAt: new Date(BASE + { A: 5, B: 4, C: 6 }[name] * 60_000),
      })),
    sorts: {
      name: 'BAC',
      category: 'CAB',
      updated_at: 'BAC',
    },
  },
  suggestions: {
    path: '/api/admin/suggest-groups-requests',
    key: 'suggestions',
    seed: (db, marker) =>
      insertEach(db, groupSuggestions, (name) => ({
        groupName: fruit[name],
        description: `Suggested ${marker}`,
        status: ({ A: 'pending', B: 'pending', C: 'approved' } as const)[name],
        suggestedAt: createdAt(name),
        suggestedByName: { A: 'zawadi', B: 'Yusuf', C: 'amani' }[name],
        suggestedByEmail: 'someone@example.org',
      })),
    sorts: {
      group_name: 'BAC',
      suggested_by_name: 'CBA',
      suggested_at: 'ACB',
    },
  },
  resources: {
    path: '/api/admin/resources',
    key: 'resources',
    seed: (db, marker) =>
      insertEach(db, resources, (name) => ({
        title: fruit[name],
        description: `About ${marker}`,
        url: 'https://example.org',
        isActive: name !== 'B',
        createdAt: createdAt(name),
      })),
    sorts: {
      title: 'BAC',
      // Equal values (A and C are active) keep the id's order, in the same direction.
      is_active: 'BAC',
      created_at: 'ACB',
    },
  },
  contact_messages: {
    path: '/api/admin/contact-messages',
    key: 'contact_messages',
    seed: (db, marker) =>
      insertEach(db, contactMessages, (name) => ({
        fullName: 'Visitor',
        email: `${marker}@example.org`,
        subject: fruit[name],
        message: 'Hello',
        status: ({ A: 'unread', B: 'unread', C: 'replied' } as const)[name],
        repliedAt: name === 'C' ? new Date(BASE + 600_000) : null,
        createdAt: createdAt(name),
        // B is high, C elevated, A none; due B, then C, then A.
        riskLevel: ({ A: 'none', B: 'high', C: 'elevated' } as const)[name],
        dueAt: new Date(BASE + { A: 3, B: 1, C: 2 }[name] * 3_600_000),
      })),
    sorts: {
      // Danger first; desc turns the tiers around.
      risk: 'BCA',
      subject: 'BAC',
      status: 'ABC',
      // Not replied (null) last both ways; A and B then keep the id's order in that direction.
      replied_at: 'C|AB',
      due_at: 'BCA',
    },
    // The queue puts danger first by default (the risk sort), whatever the order asked.
    byDefault: ['BCA', 'BCA'],
  },
};

for (const [list, spec] of Object.entries(LISTS)) {
  describe(`GET ${spec.path}: sorting`, () => {
    const marker = unique('srt');
    let ids: number[] = [];
    const namesOf = (rows: { id: number }[]) => rows.map((row) => NAMES[ids.indexOf(row.id)] ?? `other ${row.id}`);
    const get = async (query: string) => {
      const res = await admin.get(`${spec.path}?search=${marker}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as Record<string, unknown> & { total: number };
      return { names: namesOf(body[spec.key] as { id: number }[]), total: body.total };
    };
    beforeAll(async () => {
      ids = await spec.seed(api.db, marker);
    });

    // First, so that the total is not cached yet: past the end, there is no row to carry it.
    it(`${list}: the total stays right with a sort and on a page past the end`, async () => {
      const [sort, ascending] = Object.entries(spec.sorts)[0]!;
      const [[, , last], descending] = bothWays(ascending);
      expect(await get(`sort=${sort}&order=desc&per_page=2&page=5`)).toEqual({ names: [], total: 3 });
      expect(await get(`sort=${sort}&per_page=2&page=2`)).toEqual({ names: [last], total: 3 });
      expect(await get(`sort=${sort}&order=desc&per_page=2&page=1`)).toEqual({ names: descending.slice(0, 2), total: 3 });
    });

    it(`${list}: each allowed sort, ascending and descending`, async () => {
      for (const [sort, [ascending, descending]] of Object.entries(spec.sorts).map(([sort, order]) => [sort, bothWays(order)] as const)) {
        expect({ sort, ...(await get(`sort=${sort}&order=asc`)) }).toEqual({ sort, names: ascending, total: 3 });
        expect({ sort, ...(await get(`sort=${sort}&order=desc`)) }).toEqual({ sort, names: descending, total: 3 });
        expect({ sort, ...(await get(`sort=${sort}`)) }).toEqual({ sort, names: ascending, total: 3 });
      }
    });

    it(`${list}: ${spec.byDefault ? 'its own order' : 'newest first'} by default`, async () => {
      const [byDefault, ascending] = spec.byDefault ?? ['BCA', 'ACB'];
      expect((await get('')).names).toEqual([...byDefault]);
      expect((await get('order=asc')).names).toEqual([...ascending]);
    });

    it(`${list}: 400 naming the field for a sort or an order outside the allow-list`, async () => {
      for (const [query, field, message] of [
        ['sort=password_hash', 'sort', /^Sort must be one of: /],
        ['sort=id%3Bdrop%20table%20users', 'sort', /^Sort must be one of: /],
        ['order=sideways', 'order', /^Order must be one of: asc, desc$/],
      ] as const) {
        const res = await admin.get(`${spec.path}?${query}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(message);
        expect(res.json().errors[0].field).toBe(field);
      }
    });
  });
}

describe('review queues are read oldest first', () => {
  const marker = unique('que');
  const get = async (path: string, key: string, query: string) => {
    const res = await admin.get(`${path}?search=${marker}&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json()[key] as { id: number }[]).map((row) => row.id);
  };

  it('Rafiki Requests (status training): oldest application first; all rafikis newest first', async () => {
    const [a, b, c] = await LISTS.rafikis!.seed(api.db, marker);
    expect(await get('/api/admin/rafikis', 'rafikis', 'status=training')).toEqual([a, b]);
    expect(await get('/api/admin/rafikis', 'rafikis', 'status=training&order=desc')).toEqual([b, a]);
    expect(await get('/api/admin/rafikis', 'rafikis', '')).toEqual([b, c, a]);
  });

  it('Group Suggestions (status pending): oldest first; all suggestions newest first', async () => {
    const [a, b, c] = await LISTS.suggestions!.seed(api.db, marker);
    expect(await get('/api/admin/suggest-groups-requests', 'suggestions', 'status=pending')).toEqual([a, b]);
    expect(await get('/api/admin/suggest-groups-requests', 'suggestions', 'status=all')).toEqual([b, c, a]);
  });

  it('Contact Messages: danger first (high, elevated, none), filtered or not; a chosen sort wins', async () => {
    const [a, b, c] = await LISTS.contact_messages!.seed(api.db, marker);
    expect(await get('/api/admin/contact-messages', 'contact_messages', 'status=unread')).toEqual([b, a]);
    expect(await get('/api/admin/contact-messages', 'contact_messages', '')).toEqual([b, c, a]);
    expect(await get('/api/admin/contact-messages', 'contact_messages', 'status=all')).toEqual([b, c, a]);
    expect(await get('/api/admin/contact-messages', 'contact_messages', 'status=unread&sort=subject')).toEqual([b, a]);
    expect(await get('/api/admin/contact-messages', 'contact_messages', 'sort=created_at')).toEqual([a, c, b]);
  });
});
