import type { OutboxListResponse } from '@tulia/shared/contract';
import { fakeSmtp } from '../test/fake-smtp';
import { signedIn, startTestApi, type TestApi } from '../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

async function replyTo(app: Awaited<ReturnType<TestApi['appWith']>>, email: string): Promise<void> {
  const caller = await signedIn(app, api.db);
  const sent = await app.inject({ method: 'POST', url: '/api/contact', payload: { full_name: 'Otieno', email, subject: 'Other', message: 'Hi' } });
  const res = await caller.post(`/api/admin/contact-messages/${sent.json().id}/reply`, { reply_message: 'Asante for writing.' });
  expect(res.statusCode).toBe(200);
}

describe('mail transport', () => {
  it('delivers by SMTP when SMTP_URL is set (the worker, after the request), marks the outbox row sent and drops its text', async () => {
    const smtp = await fakeSmtp();
    try {
      const app = await api.appWith({ smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` });
      await replyTo(app, 'smtp-ok@example.org');
      await vi.waitFor(() => expect(smtp.received.join('\n')).toContain('Asante for writing.'), { timeout: 10_000 });
      const reader = await signedIn(api.app, api.db);
      await vi.waitFor(
        async () => {
          const [mail] = (await reader.get('/api/admin/outbox?to=smtp-ok')).json<OutboxListResponse>().outbox;
          expect(mail?.sent_at).not.toBeNull();
          expect(mail?.body).toBe('');
        },
        { timeout: 10_000 },
      );
    } finally {
      smtp.server.close();
    }
  });

  it('keeps the mail in the outbox with the error when SMTP fails: nothing is lost', async () => {
    const app = await api.appWith({ smtpUrl: 'smtp://127.0.0.1:9?ignoreTLS=true' });
    await replyTo(app, 'smtp-down@example.org');
    const reader = await signedIn(api.app, api.db);
    await vi.waitFor(
      async () => {
        const [mail] = (await reader.get('/api/admin/outbox?to=smtp-down')).json<OutboxListResponse>().outbox;
        expect(mail).toMatchObject({ to: 'smtp-down@example.org', sent_at: null, body: expect.stringContaining('Asante for writing.') });
        expect(mail?.last_error).toBeTruthy();
      },
      { timeout: 10_000 },
    );
  });
});
