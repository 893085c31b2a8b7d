import { and, asc, count, desc, eq, exists, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { auditLogSorting, orderOf, type AuditActorsResponse, type AuditLogListResponse, type AuditLogQuery } from '@tulia/shared/contract';
import type { AppContext } from '../../context';
import { auditLog, users } from '../../db/schema';
import { toAuditLogEntry } from '../audit-entries';
import { matches, offsetOf, pageInfo } from '../common';

/** The audit log's filters and order, without paging. */
export type AuditLogFilters = Omit<AuditLogQuery, 'page' | 'per_page'>;

/** The first instant after a calendar day (UTC), for an inclusive `to`. */
function dayAfter(day: string): Date {
  const next = new Date(`${day}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

function conditions(filters: AuditLogFilters, upToId?: number): SQL | undefined {
  return and(
    filters.search ? matches(auditLog.summary, filters.search) : undefined,
    filters.actor_id !== undefined ? eq(auditLog.adminId, filters.actor_id) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.entity ? eq(auditLog.entity, filters.entity) : undefined,
    filters.entity_id !== undefined ? eq(auditLog.entityId, filters.entity_id) : undefined,
    filters.from ? gte(auditLog.at, new Date(`${filters.from}T00:00:00.000Z`)) : undefined,
    filters.to ? lt(auditLog.at, dayAfter(filters.to)) : undefined,
    upToId !== undefined ? lte(auditLog.id, upToId) : undefined,
  );
}

/** GET /api/admin/audit-log: every admin may read what was done (the Overview shows its latest lines). */
export class AuditLogService {
  constructor(private readonly ctx: AppContext) {}

  /**
   * One page in one query: the total rides on each row (`count(*) over()`). A page past the
   * end has no row to carry it, so only then is it counted apart. `upToId` pins the entries
   * an export pages through, so entries written meanwhile do not shift its pages. The actor's
   * e-mail is read from the account now, so two admins of one name stay apart.
   */
  async list(query: AuditLogQuery, upToId?: number): Promise<AuditLogListResponse> {
    const where = conditions(query, upToId);
    const { order } = orderOf(auditLogSorting, query);
    const direction = order === 'asc' ? asc : desc;
    const rows = await this.ctx.db
      .select({ entry: auditLog, actorEmail: users.email, total: sql<number>`count(*) over()`.mapWith(Number) })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.adminId))
      .where(where)
      .orderBy(direction(auditLog.at), direction(auditLog.id))
      .limit(query.per_page)
      .offset(offsetOf(query.page, query.per_page));
    const total = rows[0]?.total ?? (query.page > 1 ? await this.count(where) : 0);
    return { entries: rows.map((row) => toAuditLogEntry({ ...row.entry, actorEmail: row.actorEmail })), ...pageInfo(total, query.page, query.per_page) };
  }

  private async count(where: SQL | undefined): Promise<number> {
    const [row] = await this.ctx.db.select({ value: count() }).from(auditLog).where(where);
    return row?.value ?? 0;
  }

  /** The newest entry's id (0 when the log is empty): where an export stops. */
  async lastId(): Promise<number> {
    const [row] = await this.ctx.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    return row?.id ?? 0;
  }

  /** The admins who appear in the log, by name with their e-mail: the choices of the actor filter. */
  async actors(): Promise<AuditActorsResponse> {
    const rows = await this.ctx.db
      .select({ id: users.id, full_name: users.fullName, email: users.email })
      .from(users)
      .where(
        exists(
          this.ctx.db
            .select({ one: sql`1` })
            .from(auditLog)
            .where(eq(auditLog.adminId, users.id)),
        ),
      )
      .orderBy(asc(users.fullName), asc(users.id));
    return { actors: rows };
  }
}
