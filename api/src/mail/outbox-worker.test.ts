import { eq, inArray } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { OutboxListResponse } from '@tulia/shared/contract';
import { AuthService } from '../auth/service';
import type { AppContext } from '../context';
import { outbox, passwordResetTokens } from '../db/schema';
import { fakeSmtp } from '../test/fake-smtp';
import { insertAdmin, login, Caller, signedIn, startTestApi, unique, type TestApi } from '../test/harness';
import { Mailer, RESET_LINK_PLACEHOLDER } from './mailer';
import { sealingKey } from './sealed';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const sealKey = () => sealingKey(api.config.jwtSecret);

describe('forgot-password does the same work for every e-mail', () => {
  /** Every call the request makes to the database and the mailer, with the SQL text of each statement. */
  async function workOf(email: string): Promise<string[]> {
    const ctx = api.app.tulia as AppContext;
    const dialect = new PgDialect();
    const calls: string[] = [];
    const spies = [
      ...(['select', 'insert', 'update', 'delete', 'transaction'] as const).map((method) =>
        vi.spyOn(ctx.db, method).mockImplementation(() => {
          throw new Error(`forgot-password called db.${method}`);
        }),
      ),
      vi.spyOn(ctx.db, 'execute').mockImplementation(((statement: SQL) => {
        const query = dialect.sqlToQuery(statement);
        // The SQL and the kinds of its parameters, never their values (a fresh token each time).
        calls.push(`execute ${query.sql} [${query.params.map((param) => typeof param).join(',')}]`);
        return Promise.resolve({ rows: [] });
      }) as typeof ctx.db.execute),
      vi.spyOn(ctx.mailer, 'sealLink').mockImplementation((link: string) => {
        calls.push(`sealLink ${link.length}`);
        return 'sealed';
      }),
      vi.spyOn(ctx.mailer, 'wake').mockImplementation(() => void calls.push('wake')),
    ];
    try {
      await new AuthService(ctx).forgotPassword(email);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    return calls;
  }

  it('a known administrator, an unknown e-mail and a non-admin: the same calls, the same statement', async () => {
    const admin = await insertAdmin(api.db, 'admin');
    const plain = await insertAdmin(api.db, 'admin', { isAdmin: false });
    const known = await workOf(admin.email);
    expect(known).toHaveLength(3);
    expect(known[0]).toMatch(/^sealLink/);
    expect(known[1]).toMatch(/^execute\s+with target as/);
    expect(known[2]).toBe('wake');
    expect(await workOf(`${unique()}@example.org`)).toEqual(known);
    expect(await workOf(plain.email)).toEqual(known);
  });

  it('the statement writes a token and a mail for an active admin only', async () => {
    const admin = await insertAdmin(api.db, 'admin');
    const suspended = await insertAdmin(api.db, 'admin', { status: 'suspended' });
    const auth = new AuthService(api.app.tulia as AppContext);
    for (const email of [admin.email, suspended.email, `${unique()}@example.org`]) await auth.forgotPassword(email);
    const mails = await api.db
      .select()
      .from(outbox)
      .where(inArray(outbox.to, [admin.email, suspended.email]));
    expect(mails.map((mail) => mail.to)).toEqual([admin.email]);
    expect(mails[0]?.body).toMatch(new RegExp(`^Hello Admin ${admin.email.split('@')[0]},\\n`));
    expect(await api.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, admin.id))).toHaveLength(1);
    expect(await api.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, suspended.id))).toHaveLength(0);
  });

  it('answers without waiting for SMTP (the worker delivers)', async () => {
    // An SMTP server that accepts connections and never answers.
    const { createServer } = await import('node:net');
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    try {
      const app = await api.appWith({ smtpUrl: `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}?ignoreTLS=true` });
      const admin = await insertAdmin(api.db, 'admin');
      const started = Date.now();
      const res = await app.inject({ method: 'POST', url: '/api/auth/admin/forgot-password', payload: { email: admin.email } });
      expect(res.statusCode).toBe(200);
      // nodemailer would wait 30 s for the greeting; the answer does not.
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      silent.close();
    }
  });
});

describe('the outbox worker', () => {
  it('two workers racing deliver every mail exactly once, then drop its text and sealed link', async () => {
    const smtp = await fakeSmtp();
    const options = {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      from: 'Tulia <no-reply@tulia.co.ke>',
      sealKey: sealKey(),
      retentionMs: 3600_000,
    };
    // Not started: the test drives the passes.
    const first = new Mailer(api.db, options);
    const second = new Mailer(api.db, options);
    try {
      const tag = unique('race');
      const ids: number[] = [];
      for (let index = 0; index < 12; index += 1) {
        ids.push(
          await first.enqueue(api.db, {
            to: `${tag}-${index}@example.org`,
            subject: 'Reset your Tulia admin password',
            body: `Hello,\n\n${RESET_LINK_PLACEHOLDER}\n`,
            kind: 'password_reset',
          }),
        );
        await api.db
          .update(outbox)
          .set({ secret: first.sealLink(`http://localhost:8080/admin/reset-password?token=${tag}x${index}`) })
          .where(eq(outbox.id, ids[index] ?? 0));
      }
      // Both workers pass at once until the outbox has nothing due (earlier tests' mail included).
      for (let pass = 0; pass < 5; pass += 1) await Promise.all([first.deliverDue(), second.deliverDue()]);
      const mine = smtp.messages.filter((message) => message.includes(tag));
      expect(mine).toHaveLength(12);
      for (let index = 0; index < 12; index += 1) {
        expect(mine.filter((message) => message.includes(`token=${tag}x${index}\n`) || message.endsWith(`token=${tag}x${index}`))).toHaveLength(1);
      }
      const rows = await api.db.select().from(outbox).where(inArray(outbox.id, ids));
      for (const row of rows) {
        expect(row.sentAt).not.toBeNull();
        expect(row.body).toBe('');
        expect(row.secret).toBeNull();
        expect(row.attempts).toBe(1);
      }
    } finally {
      await first.close();
      await second.close();
      smtp.server.close();
    }
  });

  it('without SMTP, the text stays readable until the retention period ends, then only the envelope stays', async () => {
    const mailer = new Mailer(api.db, { from: 'Tulia', sealKey: sealKey(), retentionMs: 3600_000 });
    const to = `${unique('kept')}@example.org`;
    const id = await mailer.enqueue(api.db, { to, subject: 'Re: your message', body: 'Asante for writing.', kind: 'contact_reply' });
    expect(await mailer.dropExpired()).toBe(0);
    expect((await api.db.select().from(outbox).where(eq(outbox.id, id)))[0]?.body).toBe('Asante for writing.');
    await mailer.dropExpired(new Date(Date.now() + 2 * 3600_000));
    const [row] = await api.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ to, subject: 'Re: your message', body: '', secret: null });
    await mailer.close();
  });

  it('the recipient reads their own reset link in the outbox (the demo without SMTP); another super admin does not', async () => {
    const admin = await insertAdmin(api.db, 'super_admin');
    const session = await login(api.app, admin);
    const self = new Caller(api.app, session.access_token, admin, session);
    const other = await signedIn(api.app, api.db, 'super_admin');
    await api.app.inject({ method: 'POST', url: '/api/auth/admin/forgot-password', payload: { email: admin.email } });
    const read = async (caller: Caller) =>
      (await caller.get(`/api/admin/outbox?kind=password_reset&to=${encodeURIComponent(admin.email)}`)).json<OutboxListResponse>().outbox[0]?.body ?? '';
    expect(await read(self)).toMatch(/\/admin\/reset-password\?token=[\w-]+/);
    expect(await read(other)).not.toMatch(/token=/);
  });
});
