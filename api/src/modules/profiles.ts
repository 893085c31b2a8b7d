import { and, count, eq, or, type SQL } from 'drizzle-orm';
import { orderOf, type ListSorting, type PageInfo, type Person, type SortOrder } from '@tulia/shared/contract';
import { auditOf } from '../audit/log';
import { assertMayChangeProfileOf } from '../auth/account-rules';
import { insertPerson } from '../auth/accounts';
import type { Principal } from '../auth/guard';
import { assertNewPasswordAllowed, ownerOf } from '../auth/new-password';
import { hashPassword } from '../auth/passwords';
import { ContextService, type AppContext } from '../context';
import type { Database } from '../db/client';
import { users, type rafikis, type therapists } from '../db/schema';
import { notFound } from '../http/errors';
import { offsetOf, pageInfo } from './common';
import { orderByOf, pageWithTotal, totalColumn, type SortColumns, filterOn } from './listing';
import { matchesUserSearch, personColumns, toPerson, type PersonRow } from './people';

/** The profiles of people with an account: a therapist's or a rafiki's row points at its user. */
type ProfileTable = typeof therapists | typeof rafikis;

/** A profile's row with its person's columns: what an answer is made from. */
export interface ProfileRow<T extends ProfileTable> {
  profile: T['$inferSelect'];
  person: PersonRow;
}

/** What every profile's answer begins with: its id, its user's id and its person. */
export function profileFields({ profile, person }: ProfileRow<ProfileTable>): { id: number; user_id: number; user: Person } {
  return { id: profile.id, user_id: profile.userId, user: toPerson(person) };
}

/** What sets one kind of profile apart. */
export interface ProfileKind<T extends ProfileTable, Answer, Sort extends string, List extends string> {
  table: T;
  /** The key of the list's answers: 'therapists' or 'rafikis'. */
  list: List;
  /** The audit's entity, and the word of the answers' messages. */
  entity: 'therapist' | 'rafiki';
  sorting: ListSorting<Sort>;
  sorts: SortColumns<Sort>;
  /** What the list's search looks in besides the person's name, email, username and phone. */
  searchAlso: (term: string) => SQL[];
  toAnswer: (row: ProfileRow<T>) => Answer;
}

/** The list query of a kind of profile. */
export type ProfilesQuery<Status, Sort extends string> = {
  status?: Status | undefined;
  search?: string | undefined;
  page: number;
  per_page: number;
  sort?: Sort | undefined;
  order?: SortOrder | undefined;
};

/** The form of a new profile's person: the account made with it. */
export interface NewProfilePerson {
  email: string;
  username: string;
  full_name: string;
  phone: string;
  password: string;
  bio?: string;
  location?: string;
  join_date?: string;
}

/**
 * The one shape of the therapist and rafiki services: the list, one profile, the creation of a
 * profile with its person's account, and deletion. The person's account stays when its
 * profile is deleted (managed on Users), and an administrator's profile follows the account's
 * rule.
 */
export class ProfileService<T extends ProfileTable, Answer, Sort extends string, List extends string> extends ContextService {
  constructor(
    ctx: AppContext,
    private readonly kind: ProfileKind<T, Answer, Sort, List>,
  ) {
    super(ctx);
  }

  /** 'Therapist' or 'Rafiki', as the messages begin. */
  private get noun(): string {
    return this.kind.entity === 'therapist' ? 'Therapist' : 'Rafiki';
  }

  /**
   * The kind's table as either profile table: Drizzle types a select over a table only once it
   * knows which (so the rows are read back as the kind's through rowsOf).
   */
  private get table(): ProfileTable {
    return this.kind.table;
  }

  private rowsOf(rows: unknown[]): Answer[] {
    return (rows as ProfileRow<T>[]).map(this.kind.toAnswer);
  }

  async list(query: ProfilesQuery<T['$inferSelect']['status'], Sort>): Promise<{ [K in List]: Answer[] } & PageInfo> {
    const { table } = this;
    const where = and(
      filterOn(table.status, query.status),
      query.search ? or(matchesUserSearch(query.search), ...this.kind.searchAlso(query.search)) : undefined,
    );
    const { rows, total } = await pageWithTotal({
      page: query.page,
      rows: (counted) =>
        this.db
          .select({ profile: table, person: personColumns, total: totalColumn(counted) })
          .from(table)
          .innerJoin(users, eq(users.id, table.userId))
          .where(where)
          .orderBy(...orderByOf(this.kind.sorts, table.id, orderOf(this.kind.sorting, query)))
          .limit(query.per_page)
          .offset(offsetOf(query.page, query.per_page)),
      count: async () => (await this.db.select({ value: count() }).from(table).innerJoin(users, eq(users.id, table.userId)).where(where))[0]?.value ?? 0,
    });
    return { [this.kind.list]: this.rowsOf(rows), ...pageInfo(total, query.page, query.per_page) } as { [K in List]: Answer[] } & PageInfo;
  }

  async get(id: number, db: Database = this.db): Promise<Answer> {
    const { table } = this;
    const rows = await db
      .select({ profile: table, person: personColumns })
      .from(table)
      .innerJoin(users, eq(users.id, table.userId))
      .where(eq(table.id, id))
      .limit(1);
    const [answer] = this.rowsOf(rows);
    if (answer === undefined) throw notFound(`${this.noun} not found`);
    return answer;
  }

  /**
   * A new profile and its person's account in one transaction. `assertFree` runs first (a
   * licence number taken), then the account is made, then `insertProfile` writes the profile
   * and answers its id.
   */
  protected async createProfile(
    actor: Principal,
    form: NewProfilePerson,
    insertProfile: (tx: Database, userId: number) => Promise<number>,
    assertFree?: (tx: Database) => Promise<void>,
  ): Promise<Answer> {
    await assertNewPasswordAllowed(form.password, ownerOf(form), 'password');
    const passwordHash = await hashPassword(form.password, this.ctx.config.passwordHashCost);
    return this.db.transaction(async (tx) => {
      await assertFree?.(tx);
      // Field by field: a profile's form also has a status, which is the profile's, not the account's.
      const person = await insertPerson(tx, {
        email: form.email,
        username: form.username,
        full_name: form.full_name,
        phone: form.phone,
        passwordHash,
        bio: form.bio,
        location: form.location,
        joinDate: form.join_date,
      });
      const id = await insertProfile(tx, person.id);
      await auditOf(this.kind.entity)(tx, actor, 'create', id, `Created ${this.kind.entity} ${form.full_name}`);
      return this.get(id, tx);
    });
  }

  /**
   * The profile a write decides on, locked until the transaction ends (the profile only: its
   * account is locked with the actor's, in id order, by assertMayChangeProfileOf), with its
   * person's name.
   */
  protected async lock(tx: Database, id: number): Promise<{ profile: T['$inferSelect']; fullName: string }> {
    const { table } = this;
    const rows: unknown[] = await tx
      .select({ profile: table, fullName: users.fullName })
      .from(table)
      .innerJoin(users, eq(users.id, table.userId))
      .where(eq(table.id, id))
      .limit(1)
      .for('update', { of: table });
    const [current] = rows as { profile: T['$inferSelect']; fullName: string }[];
    if (!current) throw notFound(`${this.noun} not found`);
    return current;
  }

  /** Deletes the profile; the person's user account stays (managed on Users). */
  async remove(actor: Principal, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const current = await this.lock(tx, id);
      await assertMayChangeProfileOf(tx, actor, current.profile.userId);
      await tx.delete(this.table).where(eq(this.table.id, id));
      await auditOf(this.kind.entity)(tx, actor, 'delete', id, `Deleted ${this.kind.entity} ${current.fullName}`);
    });
  }
}
