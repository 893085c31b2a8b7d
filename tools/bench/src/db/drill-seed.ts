// What the drill puts into databases: with --seed, an empty source filled as the api's
// benchmark fills one (10,000 app users by default) plus contact messages; and an administrator
// whose password only this run knows, so that the sign-in on the restored copy proves that a
// password hash came back usable.
import { randomBytes } from 'node:crypto';
import { DEFAULT_PASSWORD_HASH_COST } from '../../../../api/src/config';
import { hashPassword } from '../../../../api/src/auth/passwords';
import { nonEmptyTables } from '../../../../api/src/db/backup';
import { openDatabase, type Database } from '../../../../api/src/db/client';
import { contactMessages, users } from '../../../../api/src/db/schema';
import { CONTACT_MESSAGES, CONTACT_REPLIES, FIRST_NAMES, LAST_NAMES } from '../../../../api/src/seed/content';
import { makeAppUsers } from '../../../../api/src/seed/demo';
import { Random } from '../../../../api/src/seed/random';

export interface SeedShape {
  users: number;
  messages: number;
}

export interface DrillAdmin {
  email: string;
  password: string;
}

const CHUNK = 1000;
const STATUSES = ['unread', 'read', 'replied', 'closed'] as const;

/** Adds a super admin with a random password; answers its credentials. */
export async function addDrillAdmin(db: Database): Promise<DrillAdmin & { id: number }> {
  const admin = { email: `drill-${randomBytes(4).toString('hex')}@example.org`, password: randomBytes(18).toString('base64url') };
  const [row] = await db
    .insert(users)
    .values({
      email: admin.email,
      username: admin.email.split('@')[0] ?? 'drill',
      fullName: 'Restore Drill',
      passwordHash: await hashPassword(admin.password, DEFAULT_PASSWORD_HASH_COST),
      passwordSetBySelf: true,
      isAdmin: true,
      adminLevel: 'super_admin',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('The drill administrator was not created.');
  return { ...admin, id: row.id };
}

/** Adds the drill administrator to the database at `databaseUrl` (a restored copy the drill did not seed). */
export async function addDrillAdminTo(databaseUrl: string): Promise<DrillAdmin> {
  const handle = await openDatabase({ dataDir: '', databaseUrl, databasePoolMax: 1 });
  try {
    const { email, password } = await addDrillAdmin(handle.db);
    return { email, password };
  } finally {
    await handle.close();
  }
}

/** Fills the empty database at `databaseUrl` (migrating it first); refuses one that holds rows. */
export async function seedSource(databaseUrl: string, shape: SeedShape): Promise<DrillAdmin> {
  const handle = await openDatabase({ dataDir: '', databaseUrl, databasePoolMax: 2 });
  try {
    const held = await nonEmptyTables(handle.db);
    if (held.length > 0) throw new Error(`--seed fills an empty database, and this one holds rows (${held.join(', ')}).`);
    const admin = await addDrillAdmin(handle.db);
    const rng = new Random(20_261_127);
    const now = new Date();
    const people = makeAppUsers(rng, shape.users, now);
    for (let start = 0; start < people.length; start += CHUNK) await handle.db.insert(users).values(people.slice(start, start + CHUNK));
    const messages: (typeof contactMessages.$inferInsert)[] = [];
    for (let index = 0; index < shape.messages; index += 1) {
      const template = rng.pick(CONTACT_MESSAGES);
      const status = rng.pick(STATUSES);
      const createdAt = rng.daysAgo(now, 0, 365);
      const repliedAt = status === 'replied' ? new Date(createdAt.getTime() + rng.int(1, 48) * 3_600_000) : null;
      const first = rng.pick(FIRST_NAMES);
      const last = rng.pick(LAST_NAMES);
      messages.push({
        fullName: `${first} ${last}`,
        email: `${first}.${last}.drill${index + 1}@example.org`.toLowerCase(),
        phone: rng.chance(0.6) ? `+2547${String(rng.int(0, 99_999_999)).padStart(8, '0')}` : null,
        subject: template.subject,
        message: template.message,
        status,
        replyMessage: repliedAt ? rng.pick(CONTACT_REPLIES) : null,
        repliedAt,
        repliedBy: repliedAt ? admin.id : null,
        firstResponseAt: repliedAt,
        createdAt,
        updatedAt: repliedAt ?? createdAt,
      });
    }
    for (let start = 0; start < messages.length; start += CHUNK) await handle.db.insert(contactMessages).values(messages.slice(start, start + CHUNK));
    return { email: admin.email, password: admin.password };
  } finally {
    await handle.close();
  }
}
