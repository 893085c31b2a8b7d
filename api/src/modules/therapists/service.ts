import { and, count, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  orderOf,
  therapistsSorting,
  type CreateTherapistPayload,
  type Therapist,
  type TherapistsListResponse,
  type TherapistsQuery,
  type UpdateTherapistPayload,
} from '@tulia/shared/contract';
import { recordAudit } from '../../audit/log';
import type { Principal } from '../../auth/guard';
import { assertNewPasswordAllowed, ownerOf } from '../../auth/new-password';
import { hashPassword } from '../../auth/passwords';
import { assertIdentityFree, normaliseEmail } from '../../auth/service';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { therapists, users } from '../../db/schema';
import { conflictAt, notFound } from '../../http/errors';
import { iso, matches, offsetOf, pageInfo } from '../common';
import { caseless, orderByOf, pageWithTotal, totalColumn, type SortColumns } from '../listing';
import { insertPerson, personColumns, toPerson } from '../people';
import { assertMayChangeProfileOf, matchesUserSearch } from '../users/service';

const columns = { therapist: therapists, person: personColumns };

/** What the Therapists table sorts by (the contract's therapistsSorting). */
const therapistSorts: SortColumns<(typeof therapistsSorting.sorts)[number]> = {
  full_name: caseless(users.fullName),
  email: users.email,
  license_number: therapists.licenseNumber,
  years_experience: therapists.yearsExperience,
  hourly_rate: therapists.hourlyRate,
  status: therapists.status,
  created_at: therapists.createdAt,
};

type Row = { therapist: typeof therapists.$inferSelect; person: Parameters<typeof toPerson>[0] };

function toTherapist({ therapist, person }: Row): Therapist {
  return {
    id: therapist.id,
    user_id: therapist.userId,
    user: toPerson(person),
    license_number: therapist.licenseNumber,
    license_type: therapist.licenseType,
    specialization: therapist.specialization,
    years_experience: therapist.yearsExperience,
    education: therapist.education,
    languages: therapist.languages,
    availability: therapist.availability,
    hourly_rate: therapist.hourlyRate,
    status: therapist.status,
    created_at: iso(therapist.createdAt),
    updated_at: iso(therapist.updatedAt),
  };
}

async function assertLicenseFree(db: Database, licenseNumber: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: therapists.id })
    .from(therapists)
    .where(and(sql`lower(${therapists.licenseNumber}) = lower(${licenseNumber})`, exceptId ? ne(therapists.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw conflictAt('license_number', 'License number is already registered');
}


/** The therapist's own columns from a create or update payload (the person is in users). */
function therapistColumns(payload: UpdateTherapistPayload) {
  return {
    licenseNumber: payload.license_number,
    licenseType: payload.license_type,
    specialization: payload.specialization,
    yearsExperience: payload.years_experience,
    education: payload.education,
    languages: payload.languages,
    availability: payload.availability,
    hourlyRate: payload.hourly_rate,
    status: payload.status,
  };
}
export class TherapistsService {
  constructor(private readonly ctx: AppContext) {}

  private get db(): Database {
    return this.ctx.db;
  }

  async list(query: TherapistsQuery): Promise<TherapistsListResponse> {
    const conditions: (SQL | undefined)[] = [
      query.status ? eq(therapists.status, query.status) : undefined,
      query.search
        ? or(
            matchesUserSearch(query.search),
            matches(therapists.licenseNumber, query.search),
            matches(sql`array_to_string(${therapists.specialization}, ' ')`, query.search),
          )
        : undefined,
    ];
    const where = and(...conditions);
    const { rows, total } = await pageWithTotal({
      page: query.page,
      rows: (counted) =>
        this.db
          .select({ ...columns, total: totalColumn(counted) })
          .from(therapists)
          .innerJoin(users, eq(users.id, therapists.userId))
          .where(where)
          .orderBy(...orderByOf(therapistSorts, therapists.id, orderOf(therapistsSorting, query)))
          .limit(query.per_page)
          .offset(offsetOf(query.page, query.per_page)),
      count: async () => (await this.db.select({ value: count() }).from(therapists).innerJoin(users, eq(users.id, therapists.userId)).where(where))[0]?.value ?? 0,
    });
    return { therapists: rows.map(toTherapist), ...pageInfo(total, query.page, query.per_page) };
  }

  async get(id: number, db: Database = this.db): Promise<Therapist> {
    const [row] = await db.select(columns).from(therapists).innerJoin(users, eq(users.id, therapists.userId)).where(eq(therapists.id, id)).limit(1);
    if (!row) throw notFound('Therapist not found');
    return toTherapist(row);
  }

  async create(actor: Principal, payload: CreateTherapistPayload): Promise<Therapist> {
    await assertNewPasswordAllowed(payload.password, ownerOf(payload), 'password');
    const passwordHash = await hashPassword(payload.password, this.ctx.config.passwordHashCost);
    return this.db.transaction(async (tx) => {
      await assertLicenseFree(tx, payload.license_number);
      const userId = await insertPerson(tx, { ...payload, passwordHash });
      const [created] = await tx
        .insert(therapists)
        .values({ userId, ...therapistColumns(payload) })
        .returning({ id: therapists.id });
      if (!created) throw new Error('The new therapist was not returned');
      await recordAudit(tx, { adminId: actor.userId, action: 'create', entity: 'therapist', entityId: created.id, summary: `Created therapist ${payload.full_name}` });
      return this.get(created.id, tx);
    });
  }

  /** DECISIONS: Edit saves the whole form with PUT; the password changes only when sent. */
  async update(actor: Principal, id: number, payload: UpdateTherapistPayload): Promise<Therapist> {
    if (payload.password) await assertNewPasswordAllowed(payload.password, ownerOf(payload), 'password');
    const passwordHash = payload.password ? await hashPassword(payload.password, this.ctx.config.passwordHashCost) : undefined;
    const updated = await this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(therapists).where(eq(therapists.id, id)).limit(1).for('update');
      if (!current) throw notFound('Therapist not found');
      await assertMayChangeProfileOf(tx, actor, current.userId, passwordHash !== undefined);
      await assertIdentityFree(tx, payload, current.userId);
      await assertLicenseFree(tx, payload.license_number, id);
      await tx
        .update(users)
        .set({
          email: normaliseEmail(payload.email),
          username: payload.username,
          fullName: payload.full_name,
          phone: payload.phone,
          // A password set through the profile is someone else's choice (see users.password_set_by_self).
          ...(passwordHash ? { passwordHash, passwordSetBySelf: false, passwordMustChange: false } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, current.userId));
      await tx
        .update(therapists)
        .set({
          ...therapistColumns(payload),
          updatedAt: new Date(),
        })
        .where(eq(therapists.id, id));
      await recordAudit(tx, { adminId: actor.userId, action: 'update', entity: 'therapist', entityId: id, summary: `Updated therapist ${payload.full_name}` });
      return { therapist: await this.get(id, tx), userId: current.userId };
    });
    this.ctx.guard.forgetUser(updated.userId);
    return updated.therapist;
  }

  /** Deletes the therapist profile; the person's user account stays (managed on Users). */
  async remove(actor: Principal, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ id: therapists.id, userId: therapists.userId, fullName: users.fullName })
        .from(therapists)
        .innerJoin(users, eq(users.id, therapists.userId))
        .where(eq(therapists.id, id))
        .limit(1)
        // The profile only: its account is locked with the actor's, in id order.
        .for('update', { of: therapists });
      if (!current) throw notFound('Therapist not found');
      await assertMayChangeProfileOf(tx, actor, current.userId);
      await tx.delete(therapists).where(eq(therapists.id, id));
      await recordAudit(tx, { adminId: actor.userId, action: 'delete', entity: 'therapist', entityId: id, summary: `Deleted therapist ${current.fullName}` });
    });
  }
}
