import {
  auditLogListResponseSchema,
  contactMessageSchema,
  contactMessagesListResponseSchema,
  contactStatsSchema,
  type OutboxListResponse,
} from '@tulia/shared/contract';
import { startWithAdmins, unique } from '../../test/harness';

const { api, superAdmin, admin } = await startWithAdmins();

const form = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Achieng Otieno',
  email: `${unique('c')}@example.org`,
  phone: '',
  subject: 'General Inquiry',
  message: 'How do I join a boma?',
  ...overrides,
});

async function submit(overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await api.app.inject({ method: 'POST', url: '/api/contact', payload: form(overrides) });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}

describe('public contact form', () => {
  it('GET /api/contact/subjects answers the subjects of the contact form', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/contact/subjects' });
    expect(res.json()).toEqual({
      subjects: ['General Inquiry', 'Technical Support', 'Partnership Opportunity', 'Media & Press', 'Crisis Support', 'Feedback & Suggestions', 'Other'],
    });
  });

  it('POST /api/contact stores the message as unread, no token needed', async () => {
    const id = await submit({ phone: '+254700111222' });
    const stored = contactMessageSchema.parse((await admin.get(`/api/admin/contact-messages/${id}`)).json().contact_message);
    expect(stored).toMatchObject({ status: 'unread', phone: '+254700111222', subject: 'General Inquiry', replied_at: null });
  });

  it('POST /api/contact rejects invalid input with a message naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ full_name: '' }, 'Full name is required'],
      [{ email: 'nope' }, 'Email must be a valid email address'],
      [{ subject: '' }, 'Subject is required'],
      [{ message: '   ' }, 'Message is required'],
    ];
    for (const [overrides, message] of cases) {
      const res = await api.app.inject({ method: 'POST', url: '/api/contact', payload: form(overrides) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('admin contact messages', () => {
  it('lists contact_messages with paging (20), status and search on name, email and subject', async () => {
    const marker = unique('Kiprop');
    await submit({ full_name: `Kevin ${marker}` });
    await submit({ email: `${marker}@example.org`, subject: 'Technical Support' });
    const body = contactMessagesListResponseSchema.parse((await admin.get(`/api/admin/contact-messages?search=${marker}`)).json());
    expect(body).toMatchObject({ total: 2, page: 1, per_page: 20 });
    expect((await admin.get(`/api/admin/contact-messages?search=${marker}&status=unread`)).json().total).toBe(2);
    expect((await admin.get(`/api/admin/contact-messages?search=${marker}&status=replied`)).json().total).toBe(0);
    expect((await admin.get('/api/admin/contact-messages?status=archived')).statusCode).toBe(400);
    expect((await api.app.inject({ method: 'GET', url: '/api/admin/contact-messages' })).statusCode).toBe(401);
  });

  it('stats count each status', async () => {
    const before = contactStatsSchema.parse((await admin.get('/api/admin/contact-messages/stats')).json());
    await submit();
    const after = contactStatsSchema.parse((await admin.get('/api/admin/contact-messages/stats')).json());
    expect(after.total_messages).toBe(before.total_messages + 1);
    expect(after.unread_messages).toBe(before.unread_messages + 1);
    expect(after.messages_today).toBe(before.messages_today + 1);
    expect(after.total_messages).toBe(after.unread_messages + after.read_messages + after.replied_messages + after.closed_messages);
  });

  it('mark-read only from unread', async () => {
    const id = await submit();
    const res = await admin.post(`/api/admin/contact-messages/${id}/mark-read`);
    expect(res.statusCode).toBe(200);
    expect(res.json().contact_message.status).toBe('read');
    expect((await admin.post(`/api/admin/contact-messages/${id}/mark-read`)).statusCode).toBe(409);
    expect((await admin.post('/api/admin/contact-messages/999999/mark-read')).statusCode).toBe(404);
  });

  it('reply stores reply, notes and replied_at, sets replied and mails the sender', async () => {
    const email = `${unique('reply')}@example.org`;
    const id = await submit({ email, subject: 'Partnership Opportunity' });
    expect((await admin.post(`/api/admin/contact-messages/${id}/reply`, { reply_message: '' })).json().message).toBe('Reply message is required');
    const res = await admin.post(`/api/admin/contact-messages/${id}/reply`, {
      reply_message: 'Karibu! Let us talk next week.',
      admin_notes: 'Follow up on Monday',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your reply has been sent successfully');
    const message = contactMessageSchema.parse(res.json().contact_message);
    expect(message).toMatchObject({ status: 'replied', reply_message: 'Karibu! Let us talk next week.', admin_notes: 'Follow up on Monday' });
    expect(message.replied_at).not.toBeNull();
    const mail = (await superAdmin.get(`/api/admin/outbox?kind=contact_reply&to=${encodeURIComponent(email)}`)).json<OutboxListResponse>().outbox;
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: email, subject: 'Re: Partnership Opportunity' });
    expect(mail[0]?.body).toContain('Karibu! Let us talk next week.');
    // Replied messages offer no reply.
    expect((await admin.post(`/api/admin/contact-messages/${id}/reply`, { reply_message: 'again' })).statusCode).toBe(409);
    expect((await admin.post('/api/admin/contact-messages/999999/reply', { reply_message: 'x' })).statusCode).toBe(404);
  });

  it('close from any non-closed status; a closed message takes no action', async () => {
    const id = await submit();
    expect((await admin.post(`/api/admin/contact-messages/${id}/close`)).json().contact_message.status).toBe('closed');
    expect((await admin.post(`/api/admin/contact-messages/${id}/close`)).statusCode).toBe(409);
    expect((await admin.post(`/api/admin/contact-messages/${id}/reply`, { reply_message: 'x' })).statusCode).toBe(409);
    expect((await admin.post(`/api/admin/contact-messages/${id}/mark-read`)).statusCode).toBe(409);
    expect((await admin.post('/api/admin/contact-messages/abc/close')).statusCode).toBe(400);
  });
});

describe('DELETE /api/admin/contact-messages/:id', () => {
  it('a super admin deletes a message for good; the audit entry keeps neither the sender nor the text', async () => {
    const email = `${unique('del')}@example.org`;
    const id = await submit({ full_name: 'Atieno Private', email, message: 'Something only for you' });
    const res = await superAdmin.delete(`/api/admin/contact-messages/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Message deleted' });
    expect((await admin.get(`/api/admin/contact-messages/${id}`)).statusCode).toBe(404);
    const history = auditLogListResponseSchema.parse((await admin.get(`/api/admin/audit-log?entity=contact_message&entity_id=${id}`)).json());
    expect(history.entries.map((entry) => [entry.action, entry.summary, entry.actor?.id])).toEqual([
      ['delete', 'Deleted a contact message about General Inquiry', superAdmin.admin.id],
    ]);
    expect((await superAdmin.delete(`/api/admin/contact-messages/${id}`)).statusCode).toBe(404);
  });

  it('403 with a clear message for an admin, and the message stays; 400 for a bad id', async () => {
    const id = await submit();
    const res = await admin.delete(`/api/admin/contact-messages/${id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only a super admin can delete contact messages.');
    expect((await admin.get(`/api/admin/contact-messages/${id}`)).statusCode).toBe(200);
    expect((await superAdmin.delete('/api/admin/contact-messages/abc')).statusCode).toBe(400);
  });
});
