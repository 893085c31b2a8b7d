import { and, count, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  orderOf,
  rafikisSorting,
  type CreateRafikiPayload,
  type Rafiki,
  type RafikisListResponse,
  type RafikisQuery,
  type UpdateRafikiPayload,
} from '@tulia/shared/contract';
import { recordAudit } from '../../audit/log';
import type { Principal } from '../../auth/guard';
import { assertNewPasswordAllowed, ownerOf } from '../../auth/new-password';
import { hashPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { rafikis, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { iso, isoOrNull, matches, offsetOf, pageInfo } from '../common';
import { caseless, orderByOf, pageWithTotal, totalColumn, type SortColumns } from '../listing';
import { insertPerson, personColumns, toPerson, type PersonRow } from '../people';
import { assertMayChangeProfileOf, matchesUserSearch } from '../users/service';

const columns = { rafiki: rafikis, person: personColumns };

/** What the Rafikis and Rafiki Requests tables sort by (the contract's rafikisSorting). */
const rafikiSorts: SortColumns<(typeof rafikisSorting.sorts)[number]> = {
  full_name: caseless(users.fullName),
  email: users.email,
  location: caseless(users.location),
  status: rafikis.status,
  join_date: rafikis.joinDate,
  created_at: rafikis.createdAt,
};

function toRafiki({ rafiki, person }: { rafiki: typeof rafikis.$inferSelect; person: PersonRow }): Rafiki {
  return {
    id: rafiki.id,
    user_id: rafiki.userId,
    user: toPerson(person),
    specialties: rafiki.specialties,
    help_areas: rafiki.helpAreas,
    personal_experience: rafiki.personalExperience,
    motivations: rafiki.motivations,
    join_date: rafiki.joinDate,
    status: rafiki.status,
    training_completed: rafiki.trainingCompleted,
    profile_completed: rafiki.profileCompleted,
    is_moderator: rafiki.isModerator,
    rejection_reason: rafiki.rejectionReason,
    admin_notes: rafiki.adminNotes,
    reviewed_at: isoOrNull(rafiki.reviewedAt),
    created_at: iso(rafiki.createdAt),
    updated_at: iso(rafiki.updatedAt),
  };
}

export type RafikiChange = 'approved' | 'rejected' | 'updated';

export class RafikisService {
  constructor(private readonly ctx: AppContext) {}

  private get db(): Database {
    return this.ctx.db;
  }

  async list(query: RafikisQuery): Promise<RafikisListResponse> {
    const conditions: (SQL | undefined)[] = [
      query.status ? eq(rafikis.status, query.status) : undefined,
      query.search
        ? or(matchesUserSearch(query.search), matches(sql`array_to_string(${rafikis.specialties}, ' ')`, query.search))
        : undefined,
    ];
    const where = and(...conditions);
    const { rows, total } = await pageWithTotal({
      page: query.page,
      rows: (counted) =>
        this.db
          .select({ ...columns, total: totalColumn(counted) })
          .from(rafikis)
          .innerJoin(users, eq(users.id, rafikis.userId))
          .where(where)
          .orderBy(...orderByOf(rafikiSorts, rafikis.id, orderOf(rafikisSorting, query)))
          .limit(query.per_page)
          .offset(offsetOf(query.page, query.per_page)),
      count: async () => (await this.db.select({ value: count() }).from(rafikis).innerJoin(users, eq(users.id, rafikis.userId)).where(where))[0]?.value ?? 0,
    });
    return { rafikis: rows.map(toRafiki), ...pageInfo(total, query.page, query.per_page) };
  }

  async get(id: number, db: Database = this.db): Promise<Rafiki> {
    const [row] = await db.select(columns).from(rafikis).innerJoin(users, eq(users.id, rafikis.userId)).where(eq(rafikis.id, id)).limit(1);
    if (!row) throw notFound('Rafiki not found');
    return toRafiki(row);
  }

  async create(actor: Principal, payload: CreateRafikiPayload): Promise<Rafiki> {
    await assertNewPasswordAllowed(payload.password, ownerOf(payload), 'password');
    const passwordHash = await hashPassword(payload.password, this.ctx.config.passwordHashCost);
    return this.db.transaction(async (tx) => {
      const userId = await insertPerson(tx, { ...payload, passwordHash, joinDate: payload.join_date });
      const [created] = await tx
        .insert(rafikis)
        .values({
          userId,
          specialties: payload.specialties,
          helpAreas: payload.help_areas,
          personalExperience: payload.personal_experience,
          motivations: payload.motivations,
          joinDate: payload.join_date ?? new Date().toISOString().slice(0, 10),
          status: payload.status,
          trainingCompleted: payload.training_completed,
          // The form collects every profile field, so a rafiki created here has a complete profile.
          profileCompleted: true,
          isModerator: payload.is_moderator,
        })
        .returning({ id: rafikis.id });
      if (!created) throw new Error('The new rafiki was not returned');
      await recordAudit(tx, { adminId: actor.userId, action: 'create', entity: 'rafiki', entityId: created.id, summary: `Created rafiki ${payload.full_name}` });
      return this.get(created.id, tx);
    });
  }

  /**
   * Admin §4: an application (training) is approved to active or rejected to inactive; a
   * rejection needs a reason (DECISIONS). Other changes of status and profile are free.
   */
  async update(actor: Principal, id: number, payload: UpdateRafikiPayload): Promise<{ rafiki: Rafiki; change: RafikiChange }> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ rafiki: rafikis, fullName: users.fullName })
        .from(rafikis)
        .innerJoin(users, eq(users.id, rafikis.userId))
        .where(eq(rafikis.id, id))
        .limit(1)
        // The profile only: its account is locked with the actor's, in id order.
        .for('update', { of: rafikis });
      if (!current) throw notFound('Rafiki not found');
      await assertMayChangeProfileOf(tx, actor, current.rafiki.userId);
      const from = current.rafiki.status;
      const to = payload.status ?? from;
      const change: RafikiChange = from === 'training' && to === 'active' ? 'approved' : from === 'training' && to === 'inactive' ? 'rejected' : 'updated';
      if (change === 'rejected' && !payload.reason) throw badRequest('Reason is required', { errors: [{ field: 'reason', message: 'Reason is required' }] });
      const reviewed = change !== 'updated';
      await tx
        .update(rafikis)
        .set({
          status: to,
          ...(payload.specialties !== undefined ? { specialties: payload.specialties } : {}),
          ...(payload.help_areas !== undefined ? { helpAreas: payload.help_areas } : {}),
          ...(payload.personal_experience !== undefined ? { personalExperience: payload.personal_experience } : {}),
          ...(payload.motivations !== undefined ? { motivations: payload.motivations } : {}),
          ...(payload.training_completed !== undefined ? { trainingCompleted: payload.training_completed } : {}),
          ...(payload.profile_completed !== undefined ? { profileCompleted: payload.profile_completed } : {}),
          ...(payload.is_moderator !== undefined ? { isModerator: payload.is_moderator } : {}),
          ...(payload.admin_notes !== undefined ? { adminNotes: payload.admin_notes } : {}),
          ...(change === 'rejected' ? { rejectionReason: payload.reason ?? null } : {}),
          ...(reviewed ? { reviewedAt: new Date() } : {}),
          updatedAt: new Date(),
        })
        .where(eq(rafikis.id, id));
      const summary =
        change === 'approved'
          ? `Approved the rafiki application of ${current.fullName}`
          : change === 'rejected'
            ? `Rejected the rafiki application of ${current.fullName}: ${payload.reason ?? ''}`
            : `Updated rafiki ${current.fullName}${from !== to ? ` (${from} to ${to})` : ''}`;
      await recordAudit(tx, { adminId: actor.userId, action: change === 'updated' ? 'update' : change === 'approved' ? 'approve' : 'reject', entity: 'rafiki', entityId: id, summary });
      return { rafiki: await this.get(id, tx), change };
    });
  }

  /** Deletes the rafiki profile; the person's user account stays (managed on Users). */
  async remove(actor: Principal, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ userId: rafikis.userId, fullName: users.fullName })
        .from(rafikis)
        .innerJoin(users, eq(users.id, rafikis.userId))
        .where(eq(rafikis.id, id))
        .limit(1)
        // The profile only: its account is locked with the actor's, in id order.
        .for('update', { of: rafikis });
      if (!current) throw notFound('Rafiki not found');
      await assertMayChangeProfileOf(tx, actor, current.userId);
      await tx.delete(rafikis).where(eq(rafikis.id, id));
      await recordAudit(tx, { adminId: actor.userId, action: 'delete', entity: 'rafiki', entityId: id, summary: `Deleted rafiki ${current.fullName}` });
    });
  }
}
