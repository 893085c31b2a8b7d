import { and, count, eq, fillPlaceholders, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ListOrder, User, UserStatus, usersSorting } from '@tulia/shared/contract';
import { ContextService } from '../../context';
import type { ArrayStatement, Database } from '../../db/client';
import { rafikis, therapists, users } from '../../db/schema';
import { containsPattern } from '../common';
import { caseless, orderByOf, totalColumn, type SortColumns } from '../listing';

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
 * The one list of a User's fields (all but is_active, which follows from the status), each
 * computed in SQL to the value the answer shows, and each an integer, text or boolean, which
 * both drivers decode alike. Its order is the order of the array rows (PLACE).
 */
const userColumns = {
  id: users.id,
  full_name: users.fullName,
  email: users.email,
  phone: users.phone,
  username: users.username,
  status: users.status,
  is_admin: users.isAdmin,
  admin_level: sql<User['admin_level']>`case when ${users.isAdmin} then coalesce(${users.adminLevel}::text, 'admin') end`,
  // Each user has at most one therapist and one rafiki profile (unique user_id); the role
  // comes from the profiles that point at the user. (Qualified by hand: Drizzle leaves the
  // columns of a one-table select unqualified, and "id" in the subquery would be the profile's.)
  role: sql<User['role']>`case when ${users.isAdmin} then 'admin'
    when exists (select 1 from ${therapists} where ${therapists}.${sql.identifier(therapists.userId.name)} = ${users}.${sql.identifier(users.id.name)}) then 'therapist'
    when exists (select 1 from ${rafikis} where ${rafikis}.${sql.identifier(rafikis.userId.name)} = ${users}.${sql.identifier(users.id.name)}) then 'rafiki'
    else 'user' end`,
  join_date: sql<string | null>`${users.joinDate}::text`,
  created_at: isoText(users.createdAt),
  updated_at: isoText(users.updatedAt),
} satisfies Record<Exclude<keyof User, 'is_active'>, SQLWrapper>;

type UserKey = keyof typeof userColumns;
type UserValues = Omit<User, 'is_active'>;
const USER_KEYS = Object.keys(userColumns) as UserKey[];
/** Each field's place in the array rows: the list's order. */
const PLACE = Object.fromEntries(USER_KEYS.map((key, index) => [key, index])) as Record<UserKey, number>;
/** Where a page's rows carry the total (count(*) over(), a bigint: text on node-postgres), after the user's columns. */
const TOTAL_INDEX = USER_KEYS.length;

function field<K extends UserKey>(row: readonly unknown[], key: K): UserValues[K] {
  return row[PLACE[key]] as UserValues[K];
}

/**
 * A row of userColumns as an array. Written out field by field rather than by a loop over the
 * list: an object built key by key is several times slower to make and to serialise, on the
 * busiest read.
 */
function toUser(row: readonly unknown[]): User {
  return {
    id: field(row, 'id'),
    full_name: field(row, 'full_name'),
    email: field(row, 'email'),
    phone: field(row, 'phone'),
    username: field(row, 'username'),
    status: field(row, 'status'),
    is_active: field(row, 'status') === 'active',
    is_admin: field(row, 'is_admin'),
    admin_level: field(row, 'admin_level'),
    role: field(row, 'role'),
    join_date: field(row, 'join_date'),
    created_at: field(row, 'created_at'),
    updated_at: field(row, 'updated_at'),
  };
}

export type UserSort = (typeof usersSorting.sorts)[number];

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

/** The filters of one users page, as the list's query gives them. */
export interface UsersFilter {
  status: UserStatus | undefined;
  search: string | undefined;
}

/**
 * The Users screen's rows. The users list and the user by id are the busiest calls: their
 * statements are built once and prepared (on PostgreSQL, parsed and planned once per
 * connection), and their rows come as arrays (DatabaseHandle.arrayRows) that toUser reads
 * directly.
 */
export class UserRows extends ContextService {
  private readonly statements = new Map<string, PreparedArrays | PreparedCount>();

  /** One page of users in the asked order, each with the list's total when `counted` (the window). */
  async page(filter: UsersFilter, order: ListOrder<UserSort>, limit: number, offset: number, counted: boolean): Promise<{ user: User; total: number }[]> {
    const statement = this.pageStatement(filter.status !== undefined, filter.search !== undefined, order, counted);
    const rows = await this.arrayRows(statement, { ...valuesOf(filter), limit, offset });
    return rows.map((row) => ({ user: toUser(row), total: Number(row[TOTAL_INDEX]) }));
  }

  /** How many users the filters find. */
  async count(filter: UsersFilter): Promise<number> {
    const [row] = await this.countStatement(filter.status !== undefined, filter.search !== undefined).execute(valuesOf(filter));
    return row?.value ?? 0;
  }

  /** The user by id; in a transaction (after a write) through Drizzle, which answers the fields in the order declared. */
  async byId(id: number, db?: Database): Promise<User | undefined> {
    if (db) {
      // Typed as the answer: the compiler holds each column to the contract's type.
      const [row]: Omit<User, 'is_active'>[] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
      return row && toUser(Object.values(row));
    }
    const [row] = await this.arrayRows(this.byIdStatement(), { id });
    return row && toUser(row);
  }

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
        .select({ ...userColumns, total: page.total })
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
        .select(userColumns)
        .from(users)
        .where(eq(users.id, sql.placeholder('id')))
        .limit(1),
    );
  }
}

/** The named values of the statements' placeholders. */
function valuesOf(filter: UsersFilter): Record<string, unknown> {
  return { status: filter.status, pattern: filter.search !== undefined ? containsPattern(filter.search) : undefined };
}
