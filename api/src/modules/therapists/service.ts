import { and, eq, ne, sql } from 'drizzle-orm';
import { therapistsSorting, type CreateTherapistPayload, type Therapist, type UpdateTherapistPayload } from '@tulia/shared/contract';
import { auditOf } from '../../audit/log';
import { assertMayChangeProfileOf } from '../../auth/account-rules';
import { assertIdentityFree, normaliseEmail } from '../../auth/accounts';
import type { Principal } from '../../auth/guard';
import { assertNewPasswordAllowed, ownerOf } from '../../auth/new-password';
import { hashPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { therapists, users } from '../../db/schema';
import { conflictAt } from '../../http/errors';
import { columnsOf, matches, timestampsOf, fieldsOf } from '../common';
import { caseless } from '../listing';
import { profileFields, ProfileService, type ProfileKind, type ProfileRow } from '../profiles';

const audit = auditOf('therapist');

/** The therapist's own fields (the person's are in users), as the answers show them and the forms write them. */
const THERAPIST_FIELDS = [
  'license_number',
  'license_type',
  'specialization',
  'years_experience',
  'education',
  'languages',
  'availability',
  'hourly_rate',
  'status',
] as const;

function toTherapist(row: ProfileRow<typeof therapists>): Therapist {
  const { profile: therapist } = row;
  return {
    ...profileFields(row),
    ...fieldsOf(therapist, THERAPIST_FIELDS),
    ...timestampsOf(therapist),
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
  return columnsOf(payload, THERAPIST_FIELDS);
}

/** What sets therapists apart from the other profiles. */
const therapistProfile: ProfileKind<typeof therapists, Therapist, (typeof therapistsSorting.sorts)[number], 'therapists'> = {
  table: therapists,
  list: 'therapists',
  entity: 'therapist',
  sorting: therapistsSorting,
  // What the Therapists table sorts by.
  sorts: {
    full_name: caseless(users.fullName),
    email: users.email,
    license_number: therapists.licenseNumber,
    years_experience: therapists.yearsExperience,
    hourly_rate: therapists.hourlyRate,
    status: therapists.status,
    created_at: therapists.createdAt,
  },
  searchAlso: (term) => [matches(therapists.licenseNumber, term), matches(sql`array_to_string(${therapists.specialization}, ' ')`, term)],
  toAnswer: toTherapist,
};

export class TherapistsService extends ProfileService<typeof therapists, Therapist, (typeof therapistsSorting.sorts)[number], 'therapists'> {
  constructor(ctx: AppContext) {
    super(ctx, therapistProfile);
  }

  async create(actor: Principal, payload: CreateTherapistPayload): Promise<Therapist> {
    return this.createProfile(
      actor,
      payload,
      async (tx, userId) => {
        const [created] = await tx
          .insert(therapists)
          .values({ userId, ...therapistColumns(payload) })
          .returning({ id: therapists.id });
        if (!created) throw new Error('The new therapist was not returned');
        return created.id;
      },
      (tx) => assertLicenseFree(tx, payload.license_number),
    );
  }

  /** Edit saves the whole form with PUT; the password changes only when sent. */
  async update(actor: Principal, id: number, payload: UpdateTherapistPayload): Promise<Therapist> {
    if (payload.password) await assertNewPasswordAllowed(payload.password, ownerOf(payload), 'password');
    const passwordHash = payload.password ? await hashPassword(payload.password, this.ctx.config.passwordHashCost) : undefined;
    const updated = await this.db.transaction(async (tx) => {
      const { profile: current } = await this.lock(tx, id);
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
      await audit(tx, actor, 'update', id, `Updated therapist ${payload.full_name}`);
      return { therapist: await this.get(id, tx), userId: current.userId };
    });
    this.ctx.guard.forgetUser(updated.userId);
    return updated.therapist;
  }
}
