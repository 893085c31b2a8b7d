import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig, RETENTION_DEFAULTS, type RetentionSettings } from '../config';
import { auditLog, contactMessages, outbox } from '../db/schema';
import { createTestDatabase, unique, type TestDatabase } from '../test/harness';
import { applyRetention, RETENTION_BATCH, RETENTION_LOCK_KEY, startRetention } from './retention';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.drop());

const db = () => database.handle.db;
const DAY = 24 * 3600_000;
const settings: RetentionSettings = { closedMessagesDays: 180, outboxDays: 30, auditLogDays: 730, intervalMs: 3600_000 };
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

async function message(status: 'unread' | 'read' | 'replied' | 'closed', updatedDaysAgo: number): Promise<number> {
  const at = daysAgo(updatedDaysAgo);
  const [row] = await db()
    .insert(contactMessages)
    .values({ fullName: 'Otieno', email: `${unique('r')}@example.org`, subject: 'Other', message: 'Hello', status, createdAt: at, updatedAt: at })
    .returning({ id: contactMessages.id });
  return row?.id ?? 0;
}

async function mail(createdDaysAgo: number, claimedUntil: Date | null = null): Promise<number> {
  const [row] = await db()
    .insert(outbox)
    .values({ to: `${unique('r')}@example.org`, subject: 'Re: Other', body: 'Hello', kind: 'contact_reply', createdAt: daysAgo(createdDaysAgo), claimedUntil })
    .returning({ id: outbox.id });
  return row?.id ?? 0;
}

async function entry(atDaysAgo: number): Promise<number> {
  const [row] = await db()
    .insert(auditLog)
    .values({ action: 'update', entity: 'user', entityId: 1, summary: 'Updated user Someone', at: daysAgo(atDaysAgo) })
    .returning({ id: auditLog.id });
  return row?.id ?? 0;
}

const present = async (table: typeof contactMessages | typeof outbox | typeof auditLog, ids: number[]) =>
  (await db().select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((row) => row.id).sort((a, b) => a - b);

const purgeEntries = async () => db().select().from(auditLog).where(eq(auditLog.action, 'purge'));

describe('retention settings', () => {
  it('defaults: closed messages 180 days, outbox 30, audit log 730, every 60 minutes', () => {
    const { config } = loadConfig({ JWT_SECRET: 'k'.repeat(8) + 'abcdefghijklmnopqrstuvwxyz0123456789', APP_URL: 'http://localhost:8080' });
    expect(config.retention).toEqual({ closedMessagesDays: 180, outboxDays: 30, auditLogDays: 730, intervalMs: 3600_000 });
    expect(RETENTION_DEFAULTS.intervalMinutes).toBe(60);
  });

  it('reads the settings and refuses values out of range, naming the setting', () => {
    const base = { JWT_SECRET: 'k'.repeat(8) + 'abcdefghijklmnopqrstuvwxyz0123456789', APP_URL: 'http://localhost:8080' };
    const { config } = loadConfig({
      ...base,
      RETENTION_CLOSED_MESSAGES_DAYS: '30',
      RETENTION_OUTBOX_DAYS: '7',
      RETENTION_AUDIT_LOG_DAYS: '365',
      RETENTION_INTERVAL_MINUTES: '5',
    });
    expect(config.retention).toEqual({ closedMessagesDays: 30, outboxDays: 7, auditLogDays: 365, intervalMs: 300_000 });
    expect(() => loadConfig({ ...base, RETENTION_AUDIT_LOG_DAYS: '7' })).toThrow('RETENTION_AUDIT_LOG_DAYS must be a whole number between 30 and 3650');
    expect(() => loadConfig({ ...base, RETENTION_CLOSED_MESSAGES_DAYS: '0' })).toThrow(/RETENTION_CLOSED_MESSAGES_DAYS/);
    expect(() => loadConfig({ ...base, RETENTION_OUTBOX_DAYS: 'forever' })).toThrow(/RETENTION_OUTBOX_DAYS/);
    expect(() => loadConfig({ ...base, RETENTION_INTERVAL_MINUTES: '0' })).toThrow(/RETENTION_INTERVAL_MINUTES/);
  });
});

describe('applyRetention', () => {
  it('deletes closed messages, mail and audit entries past their retention, and nothing else; one audit entry with the counts', async () => {
    const messages = {
      oldClosed: await message('closed', 181),
      recentClosed: await message('closed', 170),
      oldReplied: await message('replied', 400),
      oldUnread: await message('unread', 400),
    };
    const mails = { old: await mail(31), recent: await mail(29), beingDelivered: await mail(40, new Date(Date.now() + 60_000)) };
    const entries = { old: await entry(731), recent: await entry(700) };
    const before = (await purgeEntries()).length;

    const run = await applyRetention(db(), settings);
    expect(run).toEqual({ closedContactMessages: 1, outboxMail: 1, auditEntries: 1, skipped: false });
    expect(await present(contactMessages, Object.values(messages))).toEqual(
      [messages.recentClosed, messages.oldReplied, messages.oldUnread].sort((a, b) => a - b),
    );
    expect(await present(outbox, Object.values(mails))).toEqual([mails.recent, mails.beingDelivered].sort((a, b) => a - b));
    expect(await present(auditLog, Object.values(entries))).toEqual([entries.recent]);
    const purges = await purgeEntries();
    expect(purges).toHaveLength(before + 1);
    expect(purges.at(-1)).toMatchObject({
      adminId: null,
      entity: 'retention',
      summary: 'Retention: deleted 1 closed contact message (over 180 days), 1 mail (over 30 days), 1 audit entry (over 730 days)',
    });

    // Nothing more to do: no audit entry for a run that deleted nothing.
    expect(await applyRetention(db(), settings)).toEqual({ closedContactMessages: 0, outboxMail: 0, auditEntries: 0, skipped: false });
    expect(await purgeEntries()).toHaveLength(before + 1);
  });

  it('works through a backlog larger than one batch', async () => {
    const at = daysAgo(800);
    const rows = Array.from({ length: RETENTION_BATCH + 3 }, (_, index) => ({ action: 'update', entity: 'user', entityId: index, summary: 'old', at }));
    await db().insert(auditLog).values(rows);
    const run = await applyRetention(db(), settings);
    expect(run.auditEntries).toBe(RETENTION_BATCH + 3);
    expect(
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(auditLog)
          .where(eq(auditLog.summary, 'old'))
      )[0]?.n,
    ).toBe(0);
  });

  it('leaves the work to the instance holding the lock', async () => {
    const old = await message('closed', 365);
    // Another instance's run, holding the lock in its transaction: this one skips, deleting nothing.
    const run = await db().transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${RETENTION_LOCK_KEY})`);
      return database.handle.kind === 'postgres' ? applyRetention(db(), settings) : null;
    });
    if (run) {
      expect(run).toMatchObject({ skipped: true, closedContactMessages: 0 });
      expect(await present(contactMessages, [old])).toEqual([old]);
    }
    expect((await applyRetention(db(), settings)).closedContactMessages).toBe(1);
  });

  it('the job runs at start and logs counts only', async () => {
    await message('closed', 365);
    const logged: unknown[] = [];
    const log = {
      info: (...args: unknown[]) => logged.push(args),
      warn: (...args: unknown[]) => logged.push(args),
      debug: () => undefined,
    } as unknown as FastifyBaseLogger;
    const job = startRetention(db(), settings, log);
    expect(job.lastSuccessAt).toBeNull();
    await vi.waitFor(() => expect(logged).toHaveLength(1));
    await job.stop();
    // The metrics export it (tulia_retention_last_success_timestamp_seconds).
    expect(job.lastSuccessAt).toBeInstanceOf(Date);
    expect(logged[0]).toEqual([{ retention: { closedContactMessages: 1, outboxMail: 0, auditEntries: 0 } }, 'retention: expired rows deleted']);
  });
});
