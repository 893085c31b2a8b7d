import { count, eq, gte, sql } from 'drizzle-orm';
import {
  orderOf,
  usersSorting,
  type CreateUserPayload,
  type UpdateUserPayload,
  type User,
  type UserStats,
  type UsersListResponse,
  type UsersQuery,
} from '@tulia/shared/contract';
import { auditOf } from '../../audit/log';
import { assertMayChange, assertMayCreate, assertMayRemove, lockAccount, lockForDecision } from '../../auth/account-rules';
import { assertIdentityFree, insertPerson, normaliseEmail } from '../../auth/accounts';
import type { Principal } from '../../auth/guard';
import { assertNewPasswordAllowed, ownerOf } from '../../auth/new-password';
import { hashPassword } from '../../auth/passwords';
import { revokeSessionsOf } from '../../auth/service';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { offsetOf, pageInfo } from '../common';
import { countKey, pageWithTotal } from '../listing';
import { UserRows } from './user-rows';

const audit = auditOf('user');

/** The Users screen: the list, its stat cards, and creating, changing and deleting accounts. */
export class UsersService {
  private readonly rows: UserRows;

  constructor(private readonly ctx: AppContext) {
    this.rows = new UserRows(ctx);
  }

  private get db(): Database {
    return this.ctx.db;
  }

  async list(query: UsersQuery): Promise<UsersListResponse> {
    const filter = { status: query.status, search: query.search };
    const order = orderOf(usersSorting, query);
    const { rows, total } = await pageWithTotal({
      page: query.page,
      rows: (counted) => this.rows.page(filter, order, query.per_page, offsetOf(query.page, query.per_page), counted),
      count: () => this.rows.count(filter),
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
    const user = await this.rows.byId(id, db);
    if (!user) throw notFound('User not found');
    return user;
  }

  async create(actor: Principal, payload: CreateUserPayload): Promise<User> {
    const makesAdmin = payload.is_admin || payload.admin_level !== undefined;
    // Refused before the password is hashed, as the session knows the level; decided on the locked row below.
    assertMayCreate(actor.adminLevel, makesAdmin);
    await assertNewPasswordAllowed(payload.password, ownerOf(payload), 'password');
    const passwordHash = await hashPassword(payload.password, this.ctx.config.passwordHashCost);
    return this.db.transaction(async (tx) => {
      const { level } = await lockForDecision(tx, actor, []);
      assertMayCreate(level, makesAdmin);
      const created = await insertPerson(tx, {
        ...payload,
        passwordHash,
        isAdmin: payload.is_admin,
        adminLevel: payload.is_admin ? (payload.admin_level ?? 'admin') : null,
        joinDate: payload.join_date,
      });
      await audit(tx, actor, 'create', created.id, `Created ${payload.is_admin ? 'administrator' : 'user'} ${payload.full_name}`);
      return this.get(created.id, tx);
    });
  }

  async update(actor: Principal, id: number, payload: UpdateUserPayload): Promise<User> {
    const updated = await this.db.transaction(async (tx) => {
      const { current, level } = await lockAccount(tx, actor, id);
      const isAdmin = payload.is_admin ?? current.isAdmin;
      const adminLevel = isAdmin ? (payload.admin_level ?? current.adminLevel ?? 'admin') : null;
      const changesAccess = isAdmin !== current.isAdmin || adminLevel !== current.adminLevel;
      // A password someone else chose does not carry over into super admin powers: the owner
      // must choose a new one (forgot-password), and the account's sessions end.
      const promotedToSuper = adminLevel === 'super_admin' && current.adminLevel !== 'super_admin';
      const passwordMustChange = current.passwordMustChange || (promotedToSuper && !current.passwordSetBySelf);
      assertMayChange(actor, level, current, { changesAccess, staysActive: payload.status === 'active' });
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
      await audit(tx, actor, 'update', id, `Updated user ${payload.full_name}`);
      return this.get(id, tx);
    });
    this.ctx.guard.forgetUser(id);
    return updated;
  }

  async remove(actor: Principal, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { current, level } = await lockAccount(tx, actor, id);
      assertMayRemove(actor, level, current);
      await tx.delete(users).where(eq(users.id, id));
      await audit(tx, actor, 'delete', id, `Deleted user ${current.fullName}`);
    });
    this.ctx.guard.forgetUser(id);
  }
}
