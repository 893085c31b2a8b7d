import { and, asc, count, eq, fillPlaceholders, gte, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  orderOf,
  usersSorting,
  type CreateUserPayload,
  type UpdateUserPayload,
  type User,
  type UserStats,
  type UsersListResponse,
  type UsersQuery,
  type ListOrder,
  type AdminLevel,
} from '@tulia/shared/contract';
import { recordAudit } from '../../audit/log';
import { INVALID_TOKEN_MESSAGE, type Principal } from '../../auth/guard';
import { assertNewPasswordAllowed, newPasswordRefusal, ownerOf } from '../../auth/new-password';
import { OWN_PASSWORD, type OwnPasswordCheck } from '../../auth/own-password';
import { generatePassword, hashPassword } from '../../auth/passwords';
import { assertIdentityFree, normaliseEmail, revokeSessionsOf } from '../../auth/service';
import type { AppContext } from '../../context';
import type { ArrayStatement, Database } from '../../db/client';
import { rafikis, therapists, users } from '../../db/schema';
import { forbidden, notFound, unauthorized } from '../../http/errors';
import { containsPattern, offsetOf, pageInfo, today } from '../common';
import { caseless, countKey, orderByOf, pageWithTotal, totalColumn, type SortColumns } from '../listing';

/** A users search: the text anywhere in name, email, username or phone, case-insensitively (trigram index). */
export function matchesUserSearch(term: string): SQL {
  return sql`${users.searchText} like lower(${containsPattern(term)})`;
}

/**
 * A timestamp as the exact text of Date.prototype.toISOString() (milliseconds truncated, as
 * JavaScript's Date truncates PostgreSQL's microseconds), written by PostgreSQL: decoding a
 * timestamp into a Date and formatting it again was a large share of a list's CPU. (Years
 * 1 to 9999 AD only, which now()-stamped columns always are.)
 */
function isoText(column: SQLWrapper): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * The columns of a User, in the order of UserTuple, each computed in SQL to the value the
 * answer shows, and each an integer, text or boolean, which both drivers decode alike.
 */
const userFields = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
  username: users.username,
  status: users.status,
  isAdmin: users.isAdmin,
  adminLevel: sql<User['admin_level']>`case when ${users.isAdmin} then coalesce(${users.adminLevel}::text, 'admin') end`,
  // Each user has at most one therapist and one rafiki profile (unique user_id); the role
  // comes from the profiles that point at the user. (Qualified by hand: Drizzle leaves the
  // columns of a one-table select unqualified, and "id" in the subquery would be the profile's.)
  role: sql<User['role']>`case when ${users.isAdmin} then 'admin'
    when exists (select 1 from ${therapists} where ${therapists}.${sql.identifier(therapists.userId.name)} = ${users}.${sql.identifier(users.id.name)}) then 'therapist'
    when exists (select 1 from ${rafikis} where ${rafikis}.${sql.identifier(rafikis.userId.name)} = ${users}.${sql.identifier(users.id.name)}) then 'rafiki'
    else 'user' end`,
  joinDate: sql<string | null>`${users.joinDate}::text`,
  createdAt: isoText(users.createdAt),
  updatedAt: isoText(users.updatedAt),
};

/** A row of userFields as an array (DatabaseHandle.arrayRows), optionally followed by the list's total. */
type UserTuple = [
  id: number,
  fullName: string,
  email: string,
  phone: string | null,
  username: string,
  status: User['status'],
  isAdmin: boolean,
  adminLevel: User['admin_level'],
  role: User['role'],
  joinDate: string | null,
  createdAt: string,
  updatedAt: string,
];
/** Where a page's rows carry the total (count(*) over(), a bigint: text on node-postgres). */
const TOTAL_INDEX = 12;

function toUser(row: UserTuple): User {
  return {
    id: row[0],
    full_name: row[1],
    email: row[2],
    phone: row[3],
    username: row[4],
    status: row[5],
    is_active: row[5] === 'active',
    is_admin: row[6],
    admin_level: row[7],
    role: row[8],
    join_date: row[9],
    created_at: row[10],
    updated_at: row[11],
  };
}

type UserSort = (typeof usersSorting.sorts)[number];

/** What the Users table sorts by (the contract's usersSorting). */
const userSorts: SortColumns<UserSort> = {
  full_name: caseless(users.fullName),
  email: users.email,
  username: caseless(users.username),
  phone: users.phone,
  status: users.status,
  join_date: users.joinDate,
  created_at: users.createdAt,
};

/** The filters of the users list, with placeholders for the prepared statements. */
function listConditions(status: boolean, search: boolean): SQL | undefined {
  return and(
    status ? sql`${users.status} = ${sql.placeholder('status')}` : undefined,
    search ? sql`${users.searchText} like lower(${sql.placeholder('pattern')})` : undefined,
  );
}

/** A statement run by DatabaseHandle.arrayRows: its placeholders are filled in order from named values. */
interface PreparedArrays {
  statement: ArrayStatement;
  params: unknown[];
}
interface PreparedCount {
  execute(values: Record<string, unknown>): Promise<{ value: number }[]>;
}

// DECISIONS (Admin levels): an admin may do everything except create, promote, demote or
// delete administrator accounts and change an admin level.
export const SUPER_ADMIN_ONLY = {
  create: 'Only a super admin can create administrator accounts.',
  promote: 'Only a super admin can promote a user to administrator or change an admin level.',
  change: 'Only a super admin can change administrator accounts.',
  remove: 'Only a super admin can delete administrator accounts.',
  password: "Only a super admin can set an administrator's password.",
  profile: "Only a super admin can change an administrator's therapist or rafiki profile.",
};

type UserRecord = typeof users.$inferSelect;

/**
 * Locks the rows a permission check decides on until the transaction ends: the acting
 * admin's own row (their level may be changing at this moment) and the accounts the write is
 * about, in id order so that two such writes never wait on each other in a circle. Answers
 * the actor's level as it is now, not as the session cache last saw it; an actor who is no
 * longer an active administrator is signed out (401).
 */
export async function lockForDecision(tx: Database, actor: Principal, ids: readonly number[]): Promise<{ level: AdminLevel; rows: Map<number, UserRecord> }> {
  const locked = await tx
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set([actor.userId, ...ids])]))
    .orderBy(asc(users.id))
    .for('update');
  const rows = new Map(locked.map((row) => [row.id, row]));
  const me = rows.get(actor.userId);
  if (!me || !me.isAdmin || me.status !== 'active') throw unauthorized(INVALID_TOKEN_MESSAGE);
  return { level: me.adminLevel ?? 'admin', rows };
}

/**
 * A therapist or rafiki profile follows the rule of its account (DECISIONS, Admin levels):
 * only a super admin changes or deletes the profile of an administrator. The account's row is
 * locked until the transaction ends, so a promotion cannot slip in between check and write.
 * One's own profile may not set one's own password: that needs the current one.
 */
export async function assertMayChangeProfileOf(tx: Database, actor: Principal, userId: number, setsPassword = false): Promise<void> {
  const { level, rows } = await lockForDecision(tx, actor, [userId]);
  if (rows.get(userId)?.isAdmin && level !== 'super_admin') throw forbidden(SUPER_ADMIN_ONLY.profile);
  if (setsPassword && userId === actor.userId) throw forbidden(OWN_PASSWORD.profile);
}

export class UsersService {
  constructor(private readonly ctx: AppContext) {}

  private get db(): Database {
    return this.ctx.db;
  }

  // The users list and the user by id are the busiest calls: their statements are built once
  // and prepared (on PostgreSQL, parsed and planned once per connection), and their rows come
  // as arrays (DatabaseHandle.arrayRows) that toUser reads directly.
  private readonly statements = new Map<string, PreparedArrays | PreparedCount>();

  private prepareArrays(name: string, query: { toSQL(): { sql: string; params: unknown[] } }): PreparedArrays {
    const { sql: text, params } = query.toSQL();
    const prepared = { statement: { name, text }, params };
    this.statements.set(name, prepared);
    return prepared;
  }

  private async arrayRows(prepared: PreparedArrays, values: Record<string, unknown>): Promise<unknown[][]> {
    return this.ctx.database.arrayRows(prepared.statement, fillPlaceholders(prepared.params, values));
  }

  /** One statement per filter set, order and whether the total is counted (the window). */
  private pageStatement(status: boolean, search: boolean, order: ListOrder<UserSort>, counted: boolean): PreparedArrays {
    const name = `users_page_${Number(status)}${Number(search)}${Number(counted)}_${order.sort}_${order.order}`;
    const statement = this.statements.get(name) as PreparedArrays | undefined;
    if (statement) return statement;
    // The page's ids first (the sort's index, read until the page is full), then their rows
    // and roles: the wide rows and the profiles are read for the page only.
    const page = this.db.$with('page').as(
      this.db
        .select({ id: users.id, total: totalColumn(counted).as('total') })
        .from(users)
        .where(listConditions(status, search))
        .orderBy(...orderByOf(userSorts, users.id, order))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    );
    return this.prepareArrays(
      name,
      this.db
        .with(page)
        .select({ ...userFields, total: page.total })
        .from(page)
        .innerJoin(users, eq(users.id, page.id))
        .orderBy(...orderByOf(userSorts, users.id, order)),
    );
  }

  private countStatement(status: boolean, search: boolean): PreparedCount {
    const name = `users_count_${Number(status)}${Number(search)}`;
    let statement = this.statements.get(name) as PreparedCount | undefined;
    if (!statement) {
      statement = this.db.select({ value: count() }).from(users).where(listConditions(status, search)).prepare(name);
      this.statements.set(name, statement);
    }
    return statement;
  }

  private byIdStatement(): PreparedArrays {
    const statement = this.statements.get('users_by_id') as PreparedArrays | undefined;
    if (statement) return statement;
    return this.prepareArrays(
      'users_by_id',
      this.db
        .select(userFields)
        .from(users)
        .where(eq(users.id, sql.placeholder('id')))
        .limit(1),
    );
  }

  async list(query: UsersQuery): Promise<UsersListResponse> {
    const status = query.status !== undefined;
    const search = query.search !== undefined;
    const values = { status: query.status, pattern: query.search !== undefined ? containsPattern(query.search) : undefined };
    const order = orderOf(usersSorting, query);
    const { rows, total } = await pageWithTotal({
      page: query.page,
      rows: async (counted) => {
        const page = await this.arrayRows(this.pageStatement(status, search, order, counted), { ...values, limit: query.per_page, offset: offsetOf(query.page, query.per_page) });
        return page.map((row) => ({ user: toUser(row as UserTuple), total: Number(row[TOTAL_INDEX]) }));
      },
      count: async () => (await this.countStatement(status, search).execute(values))[0]?.value ?? 0,
      // The users search is case-insensitive: one total for every spelling.
      cache: { counts: this.ctx.counts, key: countKey('users', { status: query.status, search: query.search?.toLowerCase() }) },
    });
    return { users: rows.map((row) => row.user), ...pageInfo(total, query.page, query.per_page) };
  }

  async stats(): Promise<UserStats> {
    const monthStart = new Date();
    monthStart.setUTCDate(1);
    monthStart.setUTCHours(0, 0, 0, 0);
    const [row] = await this.db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${users.status} = 'active')`.mapWith(Number),
        suspended: sql<number>`count(*) filter (where ${users.status} = 'suspended')`.mapWith(Number),
        newThisMonth: sql<number>`count(*) filter (where ${gte(users.createdAt, monthStart)})`.mapWith(Number),
      })
      .from(users);
    return {
      total_users: row?.total ?? 0,
      active_users: row?.active ?? 0,
      new_users_this_month: row?.newThisMonth ?? 0,
      suspended_users: row?.suspended ?? 0,
    };
  }

  async get(id: number, db?: Database): Promise<User> {
    if (!db) {
      const [row] = await this.arrayRows(this.byIdStatement(), { id });
      if (!row) throw notFound('User not found');
      return toUser(row as UserTuple);
    }
    // In a transaction (after a write): Drizzle answers the fields in the order declared.
    const [row] = await db.select(userFields).from(users).where(eq(users.id, id)).limit(1);
    if (!row) throw notFound('User not found');
    return toUser(Object.values(row) as UserTuple);
  }

  async create(actor: Principal, payload: CreateUserPayload): Promise<User> {
    const makesAdmin = payload.is_admin || payload.admin_level !== undefined;
    if (makesAdmin && actor.adminLevel !== 'super_admin') throw forbidden(SUPER_ADMIN_ONLY.create);
    await assertNewPasswordAllowed(payload.password, ownerOf(payload), 'password');
    const passwordHash = await hashPassword(payload.password, this.ctx.config.passwordHashCost);
    return this.db.transaction(async (tx) => {
      const { level } = await lockForDecision(tx, actor, []);
      if (makesAdmin && level !== 'super_admin') throw forbidden(SUPER_ADMIN_ONLY.create);
      await assertIdentityFree(tx, payload);
      const [created] = await tx
        .insert(users)
        .values({
          email: normaliseEmail(payload.email),
          username: payload.username,
          fullName: payload.full_name,
          phone: payload.phone,
          passwordHash,
          status: payload.status,
          isAdmin: payload.is_admin,
          adminLevel: payload.is_admin ? (payload.admin_level ?? 'admin') : null,
          joinDate: payload.join_date ?? today(),
        })
        .returning({ id: users.id });
      if (!created) throw new Error('The new user was not returned');
      await recordAudit(tx, {
        adminId: actor.userId,
        action: 'create',
        entity: 'user',
        entityId: created.id,
        summary: `Created ${payload.is_admin ? 'administrator' : 'user'} ${payload.full_name}`,
      });
      return this.get(created.id, tx);
    });
  }

  /** The row a write decides on and the actor's level, locked until the transaction ends. */
  private async load(db: Database, actor: Principal, id: number): Promise<{ current: UserRecord; level: AdminLevel }> {
    const { level, rows } = await lockForDecision(db, actor, [id]);
    const current = rows.get(id);
    if (!current) throw notFound('User not found');
    return { current, level };
  }

  async update(actor: Principal, id: number, payload: UpdateUserPayload): Promise<User> {
    const updated = await this.db.transaction(async (tx) => {
      const { current, level } = await this.load(tx, actor, id);
      const isAdmin = payload.is_admin ?? current.isAdmin;
      const adminLevel = isAdmin ? (payload.admin_level ?? current.adminLevel ?? 'admin') : null;
      const changesAccess = isAdmin !== current.isAdmin || adminLevel !== current.adminLevel;
      // A password someone else chose does not carry over into super admin powers: the owner
      // must choose a new one (forgot-password), and the account's sessions end.
      const promotedToSuper = adminLevel === 'super_admin' && current.adminLevel !== 'super_admin';
      const passwordMustChange = current.passwordMustChange || (promotedToSuper && !current.passwordSetBySelf);
      if (level !== 'super_admin') {
        if (current.isAdmin) throw forbidden(SUPER_ADMIN_ONLY.change);
        if (changesAccess) throw forbidden(SUPER_ADMIN_ONLY.promote);
      }
      if (id === actor.userId && (changesAccess || payload.status !== 'active')) {
        throw forbidden('You cannot change your own administrator access or status.');
      }
      await assertIdentityFree(tx, { email: payload.email, username: payload.username }, id);
      await tx
        .update(users)
        .set({
          fullName: payload.full_name,
          email: normaliseEmail(payload.email),
          phone: payload.phone,
          status: payload.status,
          isAdmin,
          adminLevel,
          passwordMustChange,
          ...(payload.username !== undefined ? { username: payload.username } : {}),
          ...(payload.join_date !== undefined ? { joinDate: payload.join_date } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id));
      // Losing admin access or being suspended ends the account's sessions at once.
      if ((current.isAdmin && !isAdmin) || (current.status === 'active' && payload.status !== 'active')) {
        await revokeSessionsOf(tx, id, 'account changed');
      } else if (passwordMustChange && !current.passwordMustChange) {
        await revokeSessionsOf(tx, id, 'promoted: new password needed');
      }
      await recordAudit(tx, { adminId: actor.userId, action: 'update', entity: 'user', entityId: id, summary: `Updated user ${payload.full_name}` });
      return this.get(id, tx);
    });
    this.ctx.guard.forgetUser(id);
    return updated;
  }

  async remove(actor: Principal, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { current, level } = await this.load(tx, actor, id);
      if (id === actor.userId) throw forbidden('You cannot delete your own account.');
      if (current.isAdmin && level !== 'super_admin') throw forbidden(SUPER_ADMIN_ONLY.remove);
      await tx.delete(users).where(eq(users.id, id));
      await recordAudit(tx, { adminId: actor.userId, action: 'delete', entity: 'user', entityId: id, summary: `Deleted user ${current.fullName}` });
    });
    this.ctx.guard.forgetUser(id);
  }

  /**
   * Sets a password chosen by an admin (or generated); the account's sessions end. One's own
   * password needs the current one (and is then one's own choice); a generated one never is.
   */
  async setPassword(
    actor: Principal,
    id: number,
    password: string,
    action: 'generate_password' | 'reset_password',
    own?: { currentPassword: string | undefined; check: OwnPasswordCheck },
  ): Promise<void> {
    const isOwn = id === actor.userId;
    if (isOwn && action === 'generate_password') throw forbidden(OWN_PASSWORD.generate);
    if (isOwn) {
      if (!own) throw new Error("One's own password is set only with the check of the current one");
      // Before the write's transaction: a limit reached ends the sessions, which must stay ended.
      const [me] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
      if (!me) throw unauthorized(INVALID_TOKEN_MESSAGE);
      await own.check.assert(me, own.currentPassword, password);
    }
    const passwordHash = await hashPassword(password, this.ctx.config.passwordHashCost);
    await this.db.transaction(async (tx) => {
      const { current, level } = await this.load(tx, actor, id);
      if (current.isAdmin && !isOwn && level !== 'super_admin') throw forbidden(SUPER_ADMIN_ONLY.password);
      await assertNewPasswordAllowed(password, current, 'new_password');
      await tx
        .update(users)
        .set({ passwordHash, passwordSetBySelf: isOwn, passwordMustChange: false, updatedAt: new Date() })
        .where(eq(users.id, id));
      // Yourself: this session stays signed in.
      await revokeSessionsOf(tx, id, 'password set by an administrator', isOwn ? actor.sessionId : undefined);
      await recordAudit(tx, {
        adminId: actor.userId,
        action,
        entity: 'user',
        entityId: id,
        summary: `${action === 'generate_password' ? 'Generated a new password for' : 'Reset the password of'} ${current.fullName}`,
      });
    });
    this.ctx.guard.forgetUser(id);
  }

  /** A generated password meets the rules of a chosen one: drawn again in the rare case it contains who the account is. */
  async generatePassword(actor: Principal, id: number): Promise<string> {
    const [owner] = await this.db.select({ username: users.username, email: users.email, fullName: users.fullName }).from(users).where(eq(users.id, id)).limit(1);
    if (!owner) throw notFound('User not found');
    let password = generatePassword();
    while (await newPasswordRefusal(password, owner)) password = generatePassword();
    await this.setPassword(actor, id, password, 'generate_password');
    return password;
  }
}
