import { count, eq, gte, min, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { dashboardResponseSchema, pendingCountsSchema } from '@tulia/shared/contract';
import { bomaGroups, contactMessages, groupSuggestions, rafikis, resources, therapists, users, waitingCrisisOf } from '../../db/schema';
import { seedDemo } from '../../seed/demo';
import type { Caller } from '../../test/harness';
import { signedIn, startTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
let admin: Caller;
beforeAll(async () => {
  api = await startTestApi();
  // The demo content gives every figure something to count.
  await seedDemo(api.db, api.config);
  admin = await signedIn(api.app, api.db, 'admin');
});
afterAll(async () => api?.close());

async function countOf(table: PgTable, where?: SQL): Promise<number> {
  const [row] = await api.db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}

describe('GET /api/admin/dashboard', () => {
  it('the eleven figures equal the counts in the database', async () => {
    const res = await admin.get('/api/admin/dashboard');
    expect(res.statusCode).toBe(200);
    const overview = dashboardResponseSchema.parse(res.json());
    const monthStart = new Date();
    monthStart.setUTCDate(1);
    monthStart.setUTCHours(0, 0, 0, 0);
    expect(overview).toMatchObject({
      total_users: await countOf(users),
      new_users_this_month: await countOf(users, gte(users.createdAt, monthStart)),
      suspended_users: await countOf(users, eq(users.status, 'suspended')),
      active_therapists: await countOf(therapists, eq(therapists.status, 'active')),
      pending_therapists: await countOf(therapists, eq(therapists.status, 'pending')),
      active_rafikis: await countOf(rafikis, eq(rafikis.status, 'active')),
      training_rafikis: await countOf(rafikis, eq(rafikis.status, 'training')),
      active_boma_groups: await countOf(bomaGroups, eq(bomaGroups.status, 'active')),
      total_boma_groups: await countOf(bomaGroups),
      published_resources: await countOf(resources, eq(resources.isActive, true)),
      total_resources: await countOf(resources),
    });
    expect(overview.total_users).toBeGreaterThanOrEqual(200);
    expect(overview.pending).toEqual({
      rafiki_requests: await countOf(rafikis, eq(rafikis.status, 'training')),
      group_suggestions: await countOf(groupSuggestions, eq(groupSuggestions.status, 'pending')),
      unread_messages: await countOf(contactMessages, eq(contactMessages.status, 'unread')),
      crisis_messages: await countOf(contactMessages, waitingCrisisOf(contactMessages)),
    });
    expect(overview.platform_health.database).toBe('up');
    expect(overview.platform_health.active_sessions).toBeGreaterThanOrEqual(1);
  });

  it('recent activity comes from the audit log, newest first', async () => {
    const created = await admin.post('/api/admin/resources', { title: 'Audit me', description: 'd', url: 'https://example.org' });
    const overview = dashboardResponseSchema.parse((await admin.get('/api/admin/dashboard')).json());
    expect(overview.recent_activity[0]).toMatchObject({
      action: 'create',
      entity: 'resource',
      entity_id: created.json().resource.id,
      summary: 'Created resource Audit me',
      admin: { id: admin.admin.id },
    });
  });

  it('recent activity keeps the name of an admin whose account was deleted since', async () => {
    const leaving = await signedIn(api.app, api.db, 'admin');
    await api.db.update(users).set({ fullName: 'Leaving Admin' }).where(eq(users.id, leaving.admin.id));
    const created = await leaving.post('/api/admin/resources', { title: 'Left behind', description: 'd', url: 'https://example.org' });
    expect(created.statusCode).toBe(201);
    const superAdmin = await signedIn(api.app, api.db, 'super_admin');
    expect((await superAdmin.delete(`/api/admin/users/${leaving.admin.id}`)).statusCode).toBe(200);
    const overview = dashboardResponseSchema.parse((await admin.get('/api/admin/dashboard')).json());
    const entry = overview.recent_activity.find((line) => line.summary === 'Created resource Left behind');
    expect(entry?.admin).toEqual({ id: null, full_name: 'Leaving Admin' });
  });

  it('401 without a token', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/pending-counts', () => {
  it("answers what waits (the dashboard's pending figures), and follows a new contact message", async () => {
    const res = await admin.get('/api/admin/pending-counts');
    expect(res.statusCode).toBe(200);
    const pending = pendingCountsSchema.strict().parse(res.json());
    expect(pending).toEqual({
      rafiki_requests: await countOf(rafikis, eq(rafikis.status, 'training')),
      group_suggestions: await countOf(groupSuggestions, eq(groupSuggestions.status, 'pending')),
      unread_messages: await countOf(contactMessages, eq(contactMessages.status, 'unread')),
      crisis_messages: await countOf(contactMessages, waitingCrisisOf(contactMessages)),
    });
    expect(dashboardResponseSchema.parse((await admin.get('/api/admin/dashboard')).json()).pending).toEqual(pending);

    const sent = await api.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        full_name: 'Achieng Otieno',
        email: 'achieng@example.org',
        phone: '+254700000001',
        subject: 'General Inquiry',
        message: 'Is there a group in Kisumu?',
      },
    });
    expect(sent.statusCode).toBe(201);
    expect(pendingCountsSchema.parse((await admin.get('/api/admin/pending-counts')).json())).toEqual({
      ...pending,
      unread_messages: pending.unread_messages + 1,
    });

    const crisis = await api.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { full_name: 'Achieng Otieno', email: 'achieng@example.org', phone: '', subject: 'Crisis Support', message: 'Please call me.' },
    });
    expect(crisis.statusCode).toBe(201);
    expect(pendingCountsSchema.parse((await admin.get('/api/admin/pending-counts')).json())).toEqual({
      ...pending,
      unread_messages: pending.unread_messages + 2,
      crisis_messages: pending.crisis_messages + 1,
    });
  });

  it('the Overview names the oldest crisis message waiting for a first response', async () => {
    const [oldest] = await api.db
      .select({ at: min(contactMessages.createdAt) })
      .from(contactMessages)
      .where(waitingCrisisOf(contactMessages));
    const overview = dashboardResponseSchema.parse((await admin.get('/api/admin/dashboard')).json());
    expect(overview.oldest_waiting_crisis_at).toBe(oldest?.at?.toISOString() ?? null);
    // The demo has crisis messages waiting.
    expect(overview.oldest_waiting_crisis_at).not.toBeNull();
  });

  it('401 without a token', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/admin/pending-counts' })).statusCode).toBe(401);
  });
});
