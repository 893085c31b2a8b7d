import { eq, inArray, sql } from 'drizzle-orm';
import { usersListResponseSchema, type User } from '@tulia/shared/contract';
import { rafikis, therapists, users } from '../../db/schema';
import { startWithSuperAdmin, unique } from '../../test/harness';

// The users list and the user by id read their rows as arrays, with the role, the admin level
// and the ISO timestamps computed in SQL. Their answers must stay those of the Drizzle select
// and mapping they replaced (kept here as the reference), on PGlite and on PostgreSQL.

const { api, superAdmin: admin } = await startWithSuperAdmin();

/** The answer as the previous code made it: left joins for the role, Dates formatted in JavaScript. */
async function reference(ids: number[]): Promise<Map<number, User>> {
  const rows = await api.db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
      username: users.username,
      status: users.status,
      isAdmin: users.isAdmin,
      adminLevel: users.adminLevel,
      joinDate: users.joinDate,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      isTherapist: sql<boolean>`${therapists.id} is not null`,
      isRafiki: sql<boolean>`${rafikis.id} is not null`,
    })
    .from(users)
    .leftJoin(therapists, eq(therapists.userId, users.id))
    .leftJoin(rafikis, eq(rafikis.userId, users.id))
    .where(inArray(users.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        full_name: row.fullName,
        email: row.email,
        phone: row.phone,
        username: row.username,
        status: row.status,
        is_active: row.status === 'active',
        is_admin: row.isAdmin,
        admin_level: row.isAdmin ? (row.adminLevel ?? 'admin') : null,
        role: row.isAdmin ? 'admin' : row.isTherapist ? 'therapist' : row.isRafiki ? 'rafiki' : 'user',
        join_date: row.joinDate,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      },
    ]),
  );
}

// Timestamps with microseconds (JavaScript keeps milliseconds), around the epoch, at the ends
// of days, months and years, and in time zones other than UTC.
const TIMESTAMPS = [
  '2026-11-24 08:04:42.123456+00',
  '2026-11-24 08:04:42.999999+00',
  '2026-11-24 08:04:42.000001+00',
  '2026-12-31 23:59:59.9999+00',
  '2024-02-29 12:00:00+00',
  '1970-01-01 00:00:00+00',
  '1969-12-31 23:59:59.999999+00',
  '1950-06-15 01:02:03.0405+00',
  '2099-01-01 00:00:00.5+03',
  '2031-05-06 07:08:09.123987-11:30',
];

type Kind = 'user' | 'admin' | 'admin without level' | 'super admin' | 'therapist' | 'rafiki' | 'therapist and rafiki' | 'admin and therapist';
const KINDS: Kind[] = ['user', 'admin', 'admin without level', 'super admin', 'therapist', 'rafiki', 'therapist and rafiki', 'admin and therapist'];

describe('users list and user by id answer as before', () => {
  it('for nulls, administrators, therapists, rafikis and any timestamp', async () => {
    const marker = unique('rows');
    const ids: number[] = [];
    for (const [index, kind] of KINDS.flatMap((kind) => TIMESTAMPS.map(() => kind)).entries()) {
      const name = `${marker}n${index}`;
      const isAdmin = kind.startsWith('admin') || kind === 'super admin';
      const [row] = await api.db
        .insert(users)
        .values({
          email: `${name}@example.org`,
          username: name,
          // Names equal but for case, so that ties by id matter in the name order.
          fullName: index % 3 === 0 ? `Kamau ${marker}` : index % 3 === 1 ? `kamau ${marker}` : `Éva ${name}`,
          phone: index % 2 === 0 ? null : '+254711000000',
          passwordHash: '!',
          status: index % 4 === 0 ? 'suspended' : index % 4 === 1 ? 'inactive' : 'active',
          isAdmin,
          adminLevel: kind === 'super admin' ? 'super_admin' : kind === 'admin' ? 'admin' : null,
          joinDate: index % 5 === 0 ? null : '2025-03-0' + String((index % 9) + 1),
        })
        .returning({ id: users.id });
      if (!row) throw new Error('not inserted');
      const created = TIMESTAMPS[index % TIMESTAMPS.length] ?? TIMESTAMPS[0];
      const updated = TIMESTAMPS[(index + 3) % TIMESTAMPS.length] ?? TIMESTAMPS[0];
      await api.db.execute(sql`update ${users} set created_at = ${created}::timestamptz, updated_at = ${updated}::timestamptz where id = ${row.id}`);
      if (kind.includes('therapist')) await api.db.insert(therapists).values({ userId: row.id, licenseNumber: `L-${name}` });
      if (kind.includes('rafiki')) await api.db.insert(rafikis).values({ userId: row.id });
      ids.push(row.id);
    }
    const expected = await reference(ids);
    expect(expected.size).toBe(ids.length);

    for (const id of ids) {
      const res = await admin.get(`/api/admin/users/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toEqual(expected.get(id));
    }

    for (const query of ['sort=full_name&order=asc', 'sort=full_name&order=desc', 'sort=created_at&order=desc', 'sort=join_date&order=asc', '']) {
      const seen: User[] = [];
      for (let page = 1; page <= 3; page += 1) {
        const res = await admin.get(`/api/admin/users?search=${marker}&per_page=30&page=${page}&${query}`);
        expect(res.statusCode).toBe(200);
        const body = usersListResponseSchema.parse(res.json());
        expect(body.total).toBe(ids.length);
        // Key order too: the JSON text is the same.
        for (const user of body.users) expect(JSON.stringify(user)).toBe(JSON.stringify(expected.get(user.id)));
        seen.push(...body.users);
      }
      expect(seen.map((user) => user.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    }

    // The user a write answers (read in its transaction).
    const id = ids[1] ?? 0;
    const before = expected.get(id);
    if (!before) throw new Error('no user');
    const res = await admin.put(`/api/admin/users/${id}`, {
      full_name: before.full_name,
      email: before.email,
      phone: before.phone,
      status: before.status,
      is_admin: before.is_admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual((await reference([id])).get(id));
  });
});
