import { eq, sql } from 'drizzle-orm';
import { rafikisSorting, type CreateRafikiPayload, type Rafiki, type UpdateRafikiPayload } from '@tulia/shared/contract';
import { auditOf } from '../../audit/log';
import { assertMayChangeProfileOf } from '../../auth/account-rules';
import type { Principal } from '../../auth/guard';
import type { AppContext } from '../../context';
import { rafikis, users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { isoOrNull, matches, today, timestampsOf, fieldsOf } from '../common';
import { caseless } from '../listing';
import { profileFields, ProfileService, type ProfileKind, type ProfileRow } from '../profiles';

const audit = auditOf('rafiki');

function toRafiki(row: ProfileRow<typeof rafikis>): Rafiki {
  const { profile: rafiki } = row;
  return {
    ...profileFields(row),
    ...fieldsOf(rafiki, [
      'specialties',
      'help_areas',
      'personal_experience',
      'motivations',
      'join_date',
      'status',
      'training_completed',
      'profile_completed',
      'is_moderator',
      'rejection_reason',
      'admin_notes',
    ]),
    reviewed_at: isoOrNull(rafiki.reviewedAt),
    ...timestampsOf(rafiki),
  };
}

export type RafikiChange = 'approved' | 'rejected' | 'updated';

/** What sets rafikis apart from the other profiles. */
const rafikiProfile: ProfileKind<typeof rafikis, Rafiki, (typeof rafikisSorting.sorts)[number], 'rafikis'> = {
  table: rafikis,
  list: 'rafikis',
  entity: 'rafiki',
  sorting: rafikisSorting,
  // What the Rafikis and Rafiki Requests tables sort by.
  sorts: {
    full_name: caseless(users.fullName),
    email: users.email,
    location: caseless(users.location),
    status: rafikis.status,
    join_date: rafikis.joinDate,
    created_at: rafikis.createdAt,
  },
  searchAlso: (term) => [matches(sql`array_to_string(${rafikis.specialties}, ' ')`, term)],
  toAnswer: toRafiki,
};

export class RafikisService extends ProfileService<typeof rafikis, Rafiki, (typeof rafikisSorting.sorts)[number], 'rafikis'> {
  constructor(ctx: AppContext) {
    super(ctx, rafikiProfile);
  }

  async create(actor: Principal, payload: CreateRafikiPayload): Promise<Rafiki> {
    return this.createProfile(actor, payload, async (tx, userId) => {
      const [created] = await tx
        .insert(rafikis)
        .values({
          userId,
          specialties: payload.specialties,
          helpAreas: payload.help_areas,
          personalExperience: payload.personal_experience,
          motivations: payload.motivations,
          joinDate: payload.join_date ?? today(),
          status: payload.status,
          trainingCompleted: payload.training_completed,
          // The form collects every profile field, so a rafiki created here has a complete profile.
          profileCompleted: true,
          isModerator: payload.is_moderator,
        })
        .returning({ id: rafikis.id });
      if (!created) throw new Error('The new rafiki was not returned');
      return created.id;
    });
  }

  /**
   * An application (training) is approved to active or rejected to inactive; a
   * rejection needs a reason (docs/decisions.md, "The api"). Other changes of status and profile are free.
   */
  async update(actor: Principal, id: number, payload: UpdateRafikiPayload): Promise<{ rafiki: Rafiki; change: RafikiChange }> {
    return this.db.transaction(async (tx) => {
      const { profile: current, fullName } = await this.lock(tx, id);
      await assertMayChangeProfileOf(tx, actor, current.userId);
      const from = current.status;
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
          ? `Approved the rafiki application of ${fullName}`
          : change === 'rejected'
            ? `Rejected the rafiki application of ${fullName}: ${payload.reason ?? ''}`
            : `Updated rafiki ${fullName}${from !== to ? ` (${from} to ${to})` : ''}`;
      await audit(tx, actor, change === 'updated' ? 'update' : change === 'approved' ? 'approve' : 'reject', id, summary);
      return { rafiki: await this.get(id, tx), change };
    });
  }
}
