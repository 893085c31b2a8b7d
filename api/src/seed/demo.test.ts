import { count, eq, isNotNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { bomaGroupMembers, bomaGroups, contactMessages, groupSuggestions, rafikis, resources, therapists, users } from '../db/schema';
import { login, startTestApi, type TestApi } from '../test/harness';
import { seedDemo } from './demo';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

async function countOf(table: PgTable, where?: SQL): Promise<number> {
  const [row] = await api.db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}

describe('demo profile seed', () => {
  it('seeds an empty database with the content the issue asks for, once', async () => {
    const started = Date.now();
    expect(await seedDemo(api.db, api.config)).toBe(true);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeLessThan(10_000);

    expect(await countOf(users)).toBeGreaterThanOrEqual(200);
    expect(await countOf(therapists)).toBe(20);
    expect(await countOf(rafikis)).toBe(30);
    expect(await countOf(rafikis, eq(rafikis.status, 'training'))).toBeGreaterThanOrEqual(5);
    expect(await countOf(rafikis, eq(rafikis.status, 'suspended'))).toBeGreaterThanOrEqual(1);
    expect(await countOf(bomaGroups)).toBe(12);
    expect(await countOf(bomaGroupMembers, eq(bomaGroupMembers.role, 'manager'))).toBeGreaterThanOrEqual(12);
    expect(await countOf(bomaGroups, isNotNull(bomaGroups.assignedRafikiId))).toBe(12);
    expect(await countOf(groupSuggestions)).toBe(10);
    for (const status of ['pending', 'approved', 'rejected'] as const) {
      expect(await countOf(groupSuggestions, eq(groupSuggestions.status, status))).toBeGreaterThan(0);
    }
    expect(await countOf(resources)).toBe(25);
    expect(await countOf(resources, eq(resources.resourceType, 'hotline'))).toBeGreaterThanOrEqual(3);
    const hotlines = await api.db.select({ phone: resources.phone }).from(resources).where(eq(resources.resourceType, 'hotline'));
    expect(hotlines.map((row) => row.phone)).toEqual(expect.arrayContaining(['1199', '+254 722 178 177', '999 / 112']));
    expect(await countOf(contactMessages)).toBe(60);
    for (const status of ['unread', 'read', 'replied', 'closed'] as const) {
      expect(await countOf(contactMessages, eq(contactMessages.status, status))).toBeGreaterThan(0);
    }

    // A second start seeds nothing.
    expect(await seedDemo(api.db, api.config)).toBe(false);
    expect(await countOf(therapists)).toBe(20);
  });

  it('the demo super admin can sign in', async () => {
    const session = await login(api.app, api.config.demoAdmin);
    expect(session.admin).toMatchObject({ email: 'admin@tulia.co.ke', admin_level: 'super_admin' });
  });

  it('is deterministic: the same people every time', async () => {
    const names = await api.db.select({ name: users.fullName }).from(users).orderBy(users.id).limit(5);
    const other = await startTestApi();
    try {
      await seedDemo(other.db, other.config);
      const again = await other.db.select({ name: users.fullName }).from(users).orderBy(users.id).limit(5);
      expect(again).toEqual(names);
    } finally {
      await other.close();
    }
  });
});
