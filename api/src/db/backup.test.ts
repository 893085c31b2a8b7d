import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { testConfig } from '../config';
import { seedDemo } from '../seed/demo';
import { createTestDatabase, newDataDir, testDatabaseUrl, type TestDatabase } from '../test/harness';
import { backupDatabase, backupTables, BackupError, restoreDatabase } from './backup';
import { runBackupCommand } from './backup-command';
import { openDatabase, type Database } from './client';
import { contactMessageNotes, contactMessages, crisisAlertRecipients, outbox, passwordResetTokens, refreshTokens, sessions, therapists, users } from './schema';

// A backup restores every row of every table, on the suite's database (PGlite, or PostgreSQL
// in the with-postgres.sh pass) and, in the PostgreSQL pass, across the two drivers.

const TRICKY = 'Quotes \' " and \\ backslash, a\nnew line, a tab\t, Kiswahili "Habari", emoji 🌍, \u2028 and \u0001';

type Dump = Record<string, string[]>;

/** Every row of every table (generated columns included) as PostgreSQL's JSON text, in key order. */
async function dump(db: Database): Promise<Dump> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const result: Dump = {};
    for (const table of backupTables()) {
      const order = sql.join(
        table.primaryKey.map((column) => sql.identifier(column)),
        sql`, `,
      );
      const answer: unknown = await tx.execute(sql`select to_jsonb(t)::text as row from ${sql.identifier(table.name)} as t order by ${order}`);
      if (typeof answer !== 'object' || answer === null || !('rows' in answer) || !Array.isArray(answer.rows)) throw new Error('no rows');
      result[table.name] = answer.rows.map((row: { row: string }) => row.row);
    }
    return result;
  });
}

/** The demo, plus rows in the tables the demo leaves empty and values that are hard to carry. */
async function fill(db: Database): Promise<{ deletedContactId: number }> {
  await seedDemo(db, { ...testConfig(), demoAdmin: { email: 'admin@tulia.co.ke', password: 'Tulia!Demo2026' }, passwordHashCost: 10 });
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@tulia.co.ke'));
  if (!admin) throw new Error('no demo admin');
  await db.insert(sessions).values({ id: 'session-1', userId: admin.id, expiresAt: new Date(Date.now() + 86_400_000) });
  await db.insert(refreshTokens).values([
    { sessionId: 'session-1', tokenHash: 'a'.repeat(64), rotatedAt: new Date() },
    { sessionId: 'session-1', tokenHash: 'b'.repeat(64) },
  ]);
  await db.insert(passwordResetTokens).values({ userId: admin.id, tokenHash: 'c'.repeat(64), expiresAt: new Date(Date.now() + 3_600_000) });
  await db.insert(outbox).values({ to: 'amina@example.org', subject: 'Re: your message', body: TRICKY, kind: 'contact_reply' });
  await db.insert(users).values({ email: 'tricky@example.org', username: 'tricky', fullName: TRICKY, passwordHash: await hashPassword('long enough 1', 10) });
  await db
    .update(therapists)
    .set({ availability: { monday: ['09:00-12:00', '14:00-17:00'], note: TRICKY, remote: true, nested: { level: 2 } } })
    .where(eq(therapists.id, 1));
  const [amina] = await db
    .insert(contactMessages)
    .values({
      fullName: 'Amina Wanjiru',
      email: 'amina@example.org',
      subject: 'General Inquiry',
      message: TRICKY,
      riskLevel: 'high',
      riskReasons: ['intent', 'means'],
    })
    .returning({ id: contactMessages.id });
  if (!amina) throw new Error('not inserted');
  await db.insert(contactMessageNotes).values({ contactMessageId: amina.id, kind: 'called', text: TRICKY, authorId: admin.id });
  await db.insert(crisisAlertRecipients).values({ address: 'oncall@example.org', lastAlertedAt: new Date() });
  // PostgreSQL keeps microseconds, which a JavaScript Date would lose (PGlite's clock has
  // milliseconds only, hence a written value).
  await db.execute(sql`update contact_messages set created_at = '2026-01-02 03:04:05.123456+00' where message = ${TRICKY}`);
  // A deleted row: its id must not be handed out again after a restore.
  const [deleted] = await db
    .insert(contactMessages)
    .values({ fullName: 'Gone', email: 'gone@example.org', subject: 'Other', message: 'deleted' })
    .returning({ id: contactMessages.id });
  if (!deleted) throw new Error('not inserted');
  await db.delete(contactMessages).where(eq(contactMessages.id, deleted.id));
  return { deletedContactId: deleted.id };
}

/** Rewrites a plain backup's lines and recomputes its footer, as a well-formed but other file. */
function rewrite(from: string, to: string, change: (lines: string[]) => string[]): void {
  const lines = change(readFileSync(from, 'utf8').trimEnd().split('\n').slice(0, -1));
  const body = lines.map((line) => `${line}\n`).join('');
  const sha256 = createHash('sha256').update(body).digest('hex');
  writeFileSync(to, `${body}${JSON.stringify({ end: true, rows: lines.length - 1, sha256 })}\n`);
}

let source: TestDatabase;
let expected: Dump;
let deletedContactId: number;
let dir: string;
const targets: TestDatabase[] = [];

async function freshTarget(): Promise<TestDatabase> {
  const target = await createTestDatabase();
  targets.push(target);
  return target;
}

beforeAll(async () => {
  source = await createTestDatabase();
  ({ deletedContactId } = await fill(source.handle.db));
  expected = await dump(source.handle.db);
  dir = mkdtempSync(join(tmpdir(), 'tulia-backup-test-'));
});

afterAll(async () => {
  for (const target of targets) await target.drop();
  await source?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe(`backup and restore (${testDatabaseUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('covers every table of the schema, each with rows, and values that are hard to carry', () => {
    expect(Object.keys(expected).sort()).toEqual(
      backupTables()
        .map((table) => table.name)
        .sort(),
    );
    for (const [name, rows] of Object.entries(expected)) expect(rows.length, name).toBeGreaterThan(0);
    expect(expected.contact_messages!.at(-1)).toContain('"created_at": "2026-01-02T03:04:05.123456+00:00"');
    expect(expected.users!.some((row) => row.includes('"search_text": "quotes'))).toBe(true);
  });

  it('restores every row of every table into a fresh database, and ids continue after the used ones', async () => {
    const file = join(dir, 'round-trip.jsonl.gz');
    const summary = await backupDatabase(source.handle.db, file, { source: source.handle.kind });
    expect(summary.rows).toBe(Object.values(expected).reduce((sum, rows) => sum + rows.length, 0));
    expect(readFileSync(file).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));

    const target = await freshTarget();
    const restored = await restoreDatabase(target.handle.db, file);
    expect(restored.rows).toBe(summary.rows);
    expect(restored.replaced).toBe(false);
    expect(await dump(target.handle.db)).toEqual(expected);

    const [next] = await target.handle.db
      .insert(contactMessages)
      .values({ fullName: 'After', email: 'after@example.org', subject: 'Other', message: 'after the restore' })
      .returning({ id: contactMessages.id });
    expect(next?.id).toBe(deletedContactId + 1);
    const [user] = await target.handle.db
      .insert(users)
      .values({ email: 'new@example.org', username: 'new_after', fullName: 'New', passwordHash: '!' })
      .returning({ id: users.id });
    expect(user?.id).toBeGreaterThan(Math.max(...expected.users!.map((row) => (JSON.parse(row) as { id: number }).id)));
  });

  it('refuses a database that is not empty, and replaces it with force', async () => {
    const file = join(dir, 'force.jsonl');
    await backupDatabase(source.handle.db, file);
    const target = await freshTarget();
    await target.handle.db.insert(users).values({ email: 'other@example.org', username: 'other', fullName: 'Other', passwordHash: '!' });
    await expect(restoreDatabase(target.handle.db, file)).rejects.toThrow(/not empty \(users hold rows\).*--force/);
    const replaced = await restoreDatabase(target.handle.db, file, { force: true });
    expect(replaced.replaced).toBe(true);
    expect(await dump(target.handle.db)).toEqual(expected);
  });

  it('refuses a damaged or truncated file and one of another migration version, changing nothing', async () => {
    const file = join(dir, 'good.jsonl');
    await backupDatabase(source.handle.db, file);
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    const target = await freshTarget();

    const damaged = join(dir, 'damaged.jsonl');
    writeFileSync(damaged, lines.map((line, index) => (index === 5 ? line.replace(/"id": \d+/, '"id": 999999') : line)).join('\n') + '\n');
    await expect(restoreDatabase(target.handle.db, damaged)).rejects.toThrow(/checksum does not match/);

    const truncated = join(dir, 'truncated.jsonl');
    writeFileSync(truncated, lines.slice(0, -5).join('\n') + '\n');
    await expect(restoreDatabase(target.handle.db, truncated)).rejects.toThrow(/incomplete/);

    const otherVersion = join(dir, 'other-version.jsonl');
    rewrite(file, otherVersion, ([header, ...rows]) => [header!.replace(/"hash":"[0-9a-f]+"/, `"hash":"${'0'.repeat(64)}"`), ...rows]);
    await expect(restoreDatabase(target.handle.db, otherVersion)).rejects.toThrow(
      /was made at migration .* Restore it with the version of the api that made it/,
    );

    await expect(restoreDatabase(target.handle.db, join(dir, 'round-trip.jsonl.gz'))).resolves.toMatchObject({ replaced: false });
  });

  it('rolls everything back when a row is refused half-way', async () => {
    const file = join(dir, 'base.jsonl');
    await backupDatabase(source.handle.db, file);
    // A therapist pointing at a user that does not exist: the foreign key refuses it after
    // thousands of other rows went in.
    const broken = join(dir, 'broken.jsonl');
    rewrite(file, broken, (lines) => {
      const last = lines.findLastIndex((line) => line.startsWith('{"t":"therapists"'));
      return lines.map((line, index) => (index === last ? line.replace(/"user_id": \d+/, '"user_id": 987654') : line));
    });
    const target = await freshTarget();
    const error: unknown = await restoreDatabase(target.handle.db, broken).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error instanceof Error ? `${error.message} ${String(error.cause)}` : error).toMatch(/foreign key/);
    const after = await dump(target.handle.db);
    for (const [name, rows] of Object.entries(after)) expect(rows, name).toEqual([]);
  });

  it('the commands back up and restore the configured database, and refuse an embedded one in use', async () => {
    const messages: string[] = [];
    const out = { log: (message: string) => messages.push(message), error: (message: string) => messages.push(message) };
    const file = join(dir, 'cli.jsonl');
    if (testDatabaseUrl) {
      expect(await runBackupCommand(['backup', '--out', 'cli.jsonl'], { DATABASE_URL: source.location }, dir, out)).toBe(0);
      const target = await freshTarget();
      expect(await runBackupCommand(['restore', file], { DATABASE_URL: target.location }, dir, out)).toBe(0);
      expect(await dump(target.handle.db)).toEqual(expected);
      expect(await runBackupCommand(['restore', file], { DATABASE_URL: target.location }, dir, out)).toBe(1);
      expect(messages.at(-1)).toMatch(/^Refused: The database is not empty/);
    } else {
      // The source is open in this process: its DATA_DIR is locked.
      expect(await runBackupCommand(['backup', '--out', file], { DATA_DIR: source.location }, dir, out)).toBe(1);
      expect(messages.at(-1)).toMatch(new RegExp(`^Refused: The database in .* is in use by process ${process.pid} .*stop it`));
      await backupDatabase(source.handle.db, file);
      const dataDir = newDataDir();
      try {
        expect(await runBackupCommand(['restore', 'cli.jsonl'], { DATA_DIR: dataDir }, dir, out)).toBe(0);
        expect(await runBackupCommand(['restore', 'cli.jsonl'], { DATA_DIR: dataDir }, dir, out)).toBe(1);
        expect(await runBackupCommand(['restore', 'cli.jsonl', '--force'], { DATA_DIR: dataDir }, dir, out)).toBe(0);
        const reopened = await openDatabase({ dataDir });
        try {
          expect(await dump(reopened.db)).toEqual(expected);
        } finally {
          await reopened.close();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
    expect(await runBackupCommand(['restore', 'missing.jsonl'], {}, dir, out)).toBe(1);
    expect(messages.at(-1)).toMatch(/missing\.jsonl does not exist/);
    expect(await runBackupCommand(['nothing'], {}, dir, out)).toBe(2);
  });

  it.runIf(testDatabaseUrl)(
    'moves a PostgreSQL backup into PGlite and a PGlite backup into PostgreSQL',
    async () => {
      const fromPostgres = join(dir, 'from-postgres.jsonl.gz');
      await backupDatabase(source.handle.db, fromPostgres, { source: 'postgres' });
      // A new embedded database (no template in this pass: initdb takes a few seconds).
      const dataDir = mkdtempSync(join(tmpdir(), 'tulia-backup-pglite-'));
      const pglite = await openDatabase({ dataDir });
      try {
        await restoreDatabase(pglite.db, fromPostgres);
        expect(await dump(pglite.db)).toEqual(expected);
        const fromPglite = join(dir, 'from-pglite.jsonl.gz');
        await backupDatabase(pglite.db, fromPglite, { source: 'pglite' });
        const target = await freshTarget();
        await restoreDatabase(target.handle.db, fromPglite);
        expect(await dump(target.handle.db)).toEqual(expected);
      } finally {
        await pglite.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    180_000,
  );

  it('names the file as not a backup', async () => {
    const file = join(dir, 'not-a-backup.jsonl');
    writeFileSync(file, '{"hello":"world"}\n');
    const target = await freshTarget();
    await expect(restoreDatabase(target.handle.db, file)).rejects.toThrow(BackupError);
    await expect(restoreDatabase(target.handle.db, file)).rejects.toThrow(/is not a Tulia backup/);
  });
});
