import { inArray } from 'drizzle-orm';
import { auditLogListResponseSchema, bulkResultSchema } from '@tulia/shared/contract';
import { contactMessages } from '../../db/schema';
import { startWithAdmin, unique } from '../../test/harness';

const { api, admin } = await startWithAdmin();

type Status = 'unread' | 'read' | 'replied' | 'closed';

async function newMessages(...statuses: Status[]): Promise<number[]> {
  const marker = unique('m');
  const rows = await api.db
    .insert(contactMessages)
    .values(
      statuses.map((status, index) => ({
        fullName: `Njeri ${marker} ${index}`,
        email: `${marker}@example.org`,
        subject: 'General Inquiry',
        message: 'Hello',
        status,
      })),
    )
    .returning({ id: contactMessages.id });
  return rows.map((row) => row.id);
}

async function statusesOf(ids: number[]): Promise<string[]> {
  const rows = await api.db.select({ id: contactMessages.id, status: contactMessages.status }).from(contactMessages).where(inArray(contactMessages.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)?.status ?? 'missing');
}

describe('POST /api/admin/contact-messages/bulk', () => {
  it('closes every selected message, one audit entry each', async () => {
    const ids = await newMessages('unread', 'read', 'replied');
    const res = await admin.post('/api/admin/contact-messages/bulk', { ids, action: 'close' });
    expect(res.statusCode, res.body).toBe(200);
    expect(bulkResultSchema.parse(res.json())).toEqual({ message: '3 messages closed', updated: 3 });
    expect(await statusesOf(ids)).toEqual(['closed', 'closed', 'closed']);
    for (const id of ids) {
      const history = auditLogListResponseSchema.parse((await admin.get(`/api/admin/audit-log?entity=contact_message&entity_id=${id}`)).json());
      expect(history.entries.map((entry) => [entry.action, entry.summary.startsWith('Closed the message from Njeri ')])).toEqual([['close', true]]);
    }
  });

  it('marks unread messages as read; ones already read are left and not counted', async () => {
    const ids = await newMessages('unread', 'read');
    const res = await admin.post('/api/admin/contact-messages/bulk', { ids, action: 'mark_read' });
    expect(res.json()).toEqual({ message: '1 message marked as read', updated: 1 });
    expect(await statusesOf(ids)).toEqual(['read', 'read']);
    const closed = await newMessages('closed');
    expect((await admin.post('/api/admin/contact-messages/bulk', { ids: closed, action: 'close' })).json()).toEqual({
      message: '0 messages closed',
      updated: 0,
    });
  });

  it('refuses the whole request, naming the message, when the action cannot apply to one', async () => {
    const ids = await newMessages('unread', 'replied');
    const res = await admin.post('/api/admin/contact-messages/bulk', { ids, action: 'mark_read' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Only unread messages can be marked as read; the message from Njeri .+ 1 is replied\.$/);
    expect(await statusesOf(ids)).toEqual(['unread', 'replied']);
  });

  it('404 naming an unknown id, and nothing changes', async () => {
    const ids = await newMessages('unread');
    const res = await admin.post('/api/admin/contact-messages/bulk', { ids: [2_000_000_001, ...ids], action: 'close' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Contact message 2000000001 not found');
    expect(await statusesOf(ids)).toEqual(['unread']);
  });

  it('400 for empty, too many or repeated ids and an unknown action; 401 without a token', async () => {
    const status = async (payload: unknown) => (await admin.post('/api/admin/contact-messages/bulk', payload)).statusCode;
    expect(await status({ ids: [], action: 'close' })).toBe(400);
    expect(await status({ ids: Array.from({ length: 101 }, (_, index) => index + 1), action: 'close' })).toBe(400);
    expect(await status({ ids: [5, 5], action: 'close' })).toBe(400);
    expect(await status({ action: 'close' })).toBe(400);
    expect(await status({ ids: [1], action: 'reply' })).toBe(400);
    expect((await api.app.inject({ method: 'POST', url: '/api/admin/contact-messages/bulk', payload: { ids: [1], action: 'close' } })).statusCode).toBe(401);
  });
});
