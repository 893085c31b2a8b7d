import { createServer, type Server } from 'node:net';
import type { OutboxListResponse } from '@tulia/shared/contract';
import { signedIn, startTestApi, type TestApi } from '../test/harness';

/** A minimal SMTP server that accepts every mail and keeps what it received. */
function fakeSmtp(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 fake.example ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (data) {
          if (line === '.') {
            data = false;
            socket.write('250 queued\r\n');
          } else {
            received.push(line);
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250-fake.example\r\n250 OK\r\n');
        else if (command === 'DATA') {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, received });
    });
  });
}

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
  it('delivers by SMTP when SMTP_URL is set and marks the outbox row sent', async () => {
    const smtp = await fakeSmtp();
    try {
      const app = await api.appWith({ smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` });
      await replyTo(app, 'smtp-ok@example.org');
      expect(smtp.received.join('\n')).toContain('Asante for writing.');
      const reader = await signedIn(api.app, api.db);
      const [mail] = (await reader.get('/api/admin/outbox?to=smtp-ok')).json<OutboxListResponse>().outbox;
      expect(mail?.sent_at).not.toBeNull();
    } finally {
      smtp.server.close();
    }
  });

  it('keeps the mail in the outbox with the error when SMTP fails: nothing is lost', async () => {
    const app = await api.appWith({ smtpUrl: 'smtp://127.0.0.1:9?ignoreTLS=true' });
    await replyTo(app, 'smtp-down@example.org');
    const reader = await signedIn(api.app, api.db);
    const [mail] = (await reader.get('/api/admin/outbox?to=smtp-down')).json<OutboxListResponse>().outbox;
    expect(mail).toMatchObject({ to: 'smtp-down@example.org', sent_at: null });
    expect(mail?.last_error).toBeTruthy();
  });
});
