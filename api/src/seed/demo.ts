import { count, sql } from 'drizzle-orm';
import { assessContactMessage } from '@tulia/shared/risk';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { NO_PASSWORD, hashPassword } from '../auth/passwords';
import { auditLog, bomaGroupMembers, bomaGroups, contactMessages, groupSuggestions, rafikis, resources, therapists, users } from '../db/schema';
import {
  BIOS,
  CONTACT_MESSAGES,
  CONTACT_REPLIES,
  EDUCATION,
  FIRST_NAMES,
  GROUPS,
  HELP_AREAS,
  LANGUAGES,
  LAST_NAMES,
  RAFIKI_MOTIVATIONS,
  RAFIKI_SPECIALTIES,
  RAFIKI_STORIES,
  RESOURCES,
  SUGGESTIONS,
  THERAPIST_SPECIALIZATIONS,
  TOWNS,
} from './content';
import { Random } from './random';
import { dueAtOf } from '../support-hours';

// Serialises seeding when several api instances start on one empty database.
const SEED_LOCK_KEY = 727_020_28;
const SEED = 20_260_101;

type NewUser = typeof users.$inferInsert;

/** Inserts rows in chunks that stay well under the drivers' parameter limits. */
async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

function repeat<T>(value: T, times: number): T[] {
  return Array.from({ length: times }, () => value);
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * `count` fictional app users (no usable password: they use the mobile app, not this api),
 * created over the last year, most of them active.
 */
export function makeAppUsers(rng: Random, count: number, now: Date, firstIndex = 1): NewUser[] {
  const rows: NewUser[] = [];
  for (let i = 0; i < count; i += 1) {
    const index = firstIndex + i;
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const createdAt = rng.chance(0.12) ? rng.daysAgo(now, 0, Math.max(0.01, now.getUTCDate() - 1)) : rng.daysAgo(now, 1, 365);
    const roll = rng.next();
    rows.push({
      email: `${first}.${last}.${index}@example.org`.toLowerCase(),
      username: `${first}${last}${index}`.toLowerCase(),
      fullName: `${first} ${last}`,
      phone: `+2547${String(rng.int(0, 99_999_999)).padStart(8, '0')}`,
      passwordHash: NO_PASSWORD,
      status: roll < 0.86 ? 'active' : roll < 0.95 ? 'inactive' : 'suspended',
      location: rng.pick(TOWNS),
      joinDate: isoDate(createdAt),
      createdAt,
      updatedAt: createdAt,
    });
  }
  return rows;
}

function staffPerson(rng: Random, now: Date, prefix: string, index: number): NewUser & { fullName: string } {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  const createdAt = rng.daysAgo(now, 20, 700);
  return {
    email: `${first}.${last}.${prefix}${index}@example.org`.toLowerCase(),
    username: `${first}_${last}_${prefix}${index}`.toLowerCase(),
    fullName: `${first} ${last}`,
    phone: `+2547${String(rng.int(0, 99_999_999)).padStart(8, '0')}`,
    passwordHash: NO_PASSWORD,
    status: 'active',
    bio: rng.pick(BIOS),
    location: rng.pick(TOWNS),
    joinDate: isoDate(createdAt),
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * The demo profile (TULIA_PROFILE=demo, api/README.md): on an empty database, realistic content for a Kenyan service
 * and a demo super admin. Deterministic (seeded PRNG) and done in one transaction with batch
 * inserts. Answers false, doing nothing, when the database already has users.
 */
export async function seedDemo(db: Database, config: Pick<Config, 'demoAdmin' | 'passwordHashCost' | 'supportHours' | 'responseTargets'>): Promise<boolean> {
  const adminHash = await hashPassword(config.demoAdmin.password, config.passwordHashCost);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ value: count() }).from(users);
    if ((existing?.value ?? 0) > 0) return false;

    const rng = new Random(SEED);
    const now = new Date();

    // Administrators: the demo super admin, and an admin without a password yet (a super admin
    // can generate one: the demo of admin levels).
    const [demoAdmin, secondAdmin] = await tx
      .insert(users)
      .values([
        {
          email: config.demoAdmin.email,
          username: 'tulia_admin',
          fullName: 'Amani Wanjiru',
          phone: '+254700123456',
          passwordHash: adminHash,
          isAdmin: true,
          adminLevel: 'super_admin',
          location: 'Nairobi',
          joinDate: isoDate(rng.daysAgo(now, 400, 400)),
          createdAt: rng.daysAgo(now, 400, 400),
        },
        {
          email: 'mercy.atieno@tulia.co.ke',
          username: 'mercy_admin',
          fullName: 'Mercy Atieno',
          phone: '+254711234567',
          passwordHash: NO_PASSWORD,
          isAdmin: true,
          adminLevel: 'admin',
          location: 'Kisumu',
          joinDate: isoDate(rng.daysAgo(now, 200, 200)),
          createdAt: rng.daysAgo(now, 200, 200),
        },
      ])
      .returning({ id: users.id, fullName: users.fullName });
    if (!demoAdmin || !secondAdmin) throw new Error('The demo admins were not created');

    const appUsers = makeAppUsers(rng, 200, now);
    const appUserIds: number[] = [];
    await insertChunked(appUsers, 250, async (chunk) => {
      const rows = await tx.insert(users).values(chunk).returning({ id: users.id });
      appUserIds.push(...rows.map((row) => row.id));
    });

    // Therapists: 12 active, 4 pending, 2 on leave, 2 inactive.
    type TherapistStatus = typeof therapists.$inferInsert.status;
    const therapistStatuses: TherapistStatus[] = [
      ...repeat<TherapistStatus>('active', 12),
      ...repeat<TherapistStatus>('pending', 4),
      'on_leave',
      'on_leave',
      'inactive',
      'inactive',
    ];
    const therapistPeople = therapistStatuses.map((_, index) => staffPerson(rng, now, 'dr', index + 1));
    const therapistUsers = await tx.insert(users).values(therapistPeople).returning({ id: users.id, createdAt: users.createdAt });
    await tx.insert(therapists).values(
      therapistUsers.map((user, index) => ({
        userId: user.id,
        licenseNumber: `KCPB/${2012 + rng.int(0, 12)}/${String(1000 + index * 37 + rng.int(0, 30)).padStart(4, '0')}`,
        licenseType: rng.pick(['counseling', 'clinical', 'psychology', 'psychiatry'] as const),
        specialization: rng.sample(THERAPIST_SPECIALIZATIONS, rng.int(2, 4)),
        yearsExperience: rng.int(2, 22),
        education: rng.sample(EDUCATION, rng.int(1, 2)),
        languages: ['English', 'Kiswahili', ...rng.sample(LANGUAGES.slice(2), rng.int(0, 2))],
        availability: {},
        hourlyRate: rng.int(3, 12) * 5,
        status: therapistStatuses[index] ?? 'pending',
        createdAt: user.createdAt,
        updatedAt: user.createdAt,
      })),
    );

    // Rafikis: 16 active, 8 in training (the pending applications), 3 inactive, 2 suspended, 1 pending.
    type RafikiStatus = NonNullable<typeof rafikis.$inferInsert.status>;
    const rafikiStatuses: RafikiStatus[] = [
      ...repeat<RafikiStatus>('active', 16),
      ...repeat<RafikiStatus>('training', 8),
      'inactive',
      'inactive',
      'inactive',
      'suspended',
      'suspended',
      'pending',
    ];
    const rafikiPeople = rafikiStatuses.map((status, index) => {
      const person = staffPerson(rng, now, 'rafiki', index + 1);
      if (status === 'training') {
        // Applications are recent.
        const appliedAt = rng.daysAgo(now, 1, 30);
        return { ...person, createdAt: appliedAt, updatedAt: appliedAt, joinDate: isoDate(appliedAt) };
      }
      return person;
    });
    const rafikiUsers = await tx.insert(users).values(rafikiPeople).returning({ id: users.id, createdAt: users.createdAt, joinDate: users.joinDate });
    const rafikiRows = await tx
      .insert(rafikis)
      .values(
        rafikiUsers.map((user, index) => {
          const status = rafikiStatuses[index] ?? 'training';
          const reviewed = status === 'active' || (status === 'inactive' && index === 24);
          return {
            userId: user.id,
            specialties: rng.sample(RAFIKI_SPECIALTIES, rng.int(1, 4)),
            helpAreas: rng.sample(HELP_AREAS, rng.int(1, 3)),
            personalExperience: rng.pick(RAFIKI_STORIES),
            motivations: rng.pick(RAFIKI_MOTIVATIONS),
            joinDate: user.joinDate,
            status,
            trainingCompleted: status === 'active' || status === 'suspended',
            profileCompleted: status !== 'pending',
            isModerator: status === 'active' && index % 5 === 0,
            rejectionReason: status === 'inactive' && index === 24 ? 'Could not commit to the weekly training sessions this term.' : null,
            reviewedAt: reviewed ? rng.daysAgo(now, 5, 120) : null,
            createdAt: user.createdAt,
            updatedAt: user.createdAt,
          };
        }),
      )
      .returning({ id: rafikis.id, userId: rafikis.userId, status: rafikis.status });
    const activeRafikis = rafikiRows.filter((row) => row.status === 'active');

    // Boma groups with an assigned rafiki as manager, sometimes a moderator, and members.
    const groupRows = await tx
      .insert(bomaGroups)
      .values(
        GROUPS.map((group, index) => {
          const createdAt = rng.daysAgo(now, 10, 300);
          return {
            name: group.name,
            description: group.description,
            category: group.category,
            tags: group.tags,
            isPrivate: group.isPrivate ?? false,
            status: group.status ?? 'active',
            assignedRafikiId: activeRafikis[index % activeRafikis.length]?.id ?? null,
            createdBy: index % 3 === 2 ? secondAdmin.id : demoAdmin.id,
            createdAt,
            updatedAt: rng.daysAgo(now, 0, 9),
          };
        }),
      )
      .returning({ id: bomaGroups.id, name: bomaGroups.name, assignedRafikiId: bomaGroups.assignedRafikiId, createdAt: bomaGroups.createdAt });
    const members: (typeof bomaGroupMembers.$inferInsert)[] = [];
    groupRows.forEach((group, index) => {
      const taken = new Set<number>();
      const add = (userId: number, role: 'manager' | 'moderator' | 'member') => {
        if (taken.has(userId)) return;
        taken.add(userId);
        members.push({ groupId: group.id, userId, role, joinedAt: rng.daysAgo(now, 0, Math.max(1, (now.getTime() - group.createdAt.getTime()) / 86_400_000)) });
      };
      const manager = activeRafikis.find((rafiki) => rafiki.id === group.assignedRafikiId);
      if (manager) add(manager.userId, 'manager');
      if (index % 3 === 0) {
        const moderator = activeRafikis[(index + 5) % activeRafikis.length];
        if (moderator) add(moderator.userId, 'moderator');
      }
      for (const userId of rng.sample(appUserIds, rng.int(8, 40))) add(userId, 'member');
    });
    await insertChunked(members, 500, (chunk) => tx.insert(bomaGroupMembers).values(chunk));

    // Group suggestions: pending, approved (their groups exist) and rejected with a reason.
    await tx.insert(groupSuggestions).values(
      SUGGESTIONS.map((suggestion) => {
        const suggestedBy = rng.pick(appUsers);
        const suggesterIndex = appUsers.indexOf(suggestedBy);
        const group = groupRows.find((row) => row.name === suggestion.groupName);
        const decided = suggestion.status !== 'pending';
        const suggestedAt = decided ? rng.daysAgo(now, 60, 200) : rng.daysAgo(now, 0, 21);
        return {
          groupName: suggestion.groupName,
          description: suggestion.description,
          category: suggestion.category,
          reasoning: suggestion.reasoning,
          status: suggestion.status,
          suggestedAt,
          suggestedByUserId: appUserIds[suggesterIndex] ?? null,
          suggestedByName: suggestedBy.fullName,
          suggestedByEmail: suggestedBy.email,
          assignedRafikiId: suggestion.status === 'approved' ? (group?.assignedRafikiId ?? null) : null,
          adminNotes: suggestion.adminNotes ?? null,
          reviewedAt: decided ? new Date(suggestedAt.getTime() + 3 * 86_400_000) : null,
          reviewedBy: decided ? demoAdmin.id : null,
          bomaGroupId: suggestion.status === 'approved' ? (group?.id ?? null) : null,
        };
      }),
    );

    await tx.insert(resources).values(
      RESOURCES.map((resource) => {
        const createdAt = rng.daysAgo(now, 5, 250);
        return {
          title: resource.title,
          description: resource.description,
          category: resource.category,
          resourceType: resource.type,
          url: resource.url,
          phone: resource.phone ?? null,
          tags: resource.tags,
          isActive: resource.active ?? true,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );

    // 60 contact messages in every status: 20 unread, 15 read, 15 replied, 10 closed.
    const messageRows: (typeof contactMessages.$inferInsert)[] = [];
    for (let index = 0; index < 60; index += 1) {
      const status = index < 20 ? 'unread' : index < 35 ? 'read' : index < 50 ? 'replied' : 'closed';
      const template = CONTACT_MESSAGES[index % CONTACT_MESSAGES.length] ?? CONTACT_MESSAGES[0];
      if (!template) continue;
      const first = rng.pick(FIRST_NAMES);
      const last = rng.pick(LAST_NAMES);
      const createdAt = index < 2 ? rng.daysAgo(now, 0, 0.2) : status === 'unread' ? rng.daysAgo(now, 0, 10) : rng.daysAgo(now, 5, 60);
      const replied = status === 'replied' || (status === 'closed' && index % 2 === 0);
      const repliedAt = replied ? new Date(createdAt.getTime() + rng.int(1, 20) * 3600 * 1000) : null;
      // Triaged as the contact form does it: the rules' tier and the due time on the calendar.
      const risk = assessContactMessage(template);
      messageRows.push({
        fullName: `${first} ${last}`,
        email: `${first}.${last}.msg${index + 1}@example.org`.toLowerCase(),
        phone: rng.chance(0.6) ? `+2547${String(rng.int(0, 99_999_999)).padStart(8, '0')}` : null,
        subject: template.subject,
        message: template.message,
        status,
        adminNotes: replied && rng.chance(0.5) ? 'Followed up by phone as well.' : null,
        replyMessage: replied ? (template.subject === 'Crisis Support' ? (CONTACT_REPLIES[3] ?? null) : rng.pick(CONTACT_REPLIES.slice(0, 3))) : null,
        repliedAt,
        repliedBy: replied ? demoAdmin.id : null,
        riskLevel: risk.level,
        riskReasons: risk.reasons,
        riskRulesVersion: risk.version,
        dueAt: dueAtOf(config, risk.level, createdAt),
        firstResponseAt: repliedAt,
        createdAt,
        updatedAt: repliedAt ?? createdAt,
      });
    }
    await tx.insert(contactMessages).values(messageRows);

    // A little history for the overview's recent activity, consistent with the data above.
    const history: (typeof auditLog.$inferInsert)[] = [
      {
        adminId: demoAdmin.id,
        action: 'create',
        entity: 'resource',
        entityId: null,
        summary: 'Created resource Kenya Red Cross Society Helpline',
        at: rng.daysAgo(now, 6, 7),
      },
      {
        adminId: demoAdmin.id,
        action: 'approve',
        entity: 'group_suggestion',
        entityId: null,
        summary: 'Approved the group suggestion Sober Together',
        at: rng.daysAgo(now, 4, 5),
      },
      {
        adminId: secondAdmin.id,
        action: 'create',
        entity: 'boma_group',
        entityId: groupRows[2]?.id ?? null,
        summary: `Created boma group ${groupRows[2]?.name ?? ''}`,
        at: rng.daysAgo(now, 3, 4),
      },
      {
        adminId: demoAdmin.id,
        action: 'reply',
        entity: 'contact_message',
        entityId: null,
        summary: 'Replied to a message about Partnership Opportunity',
        at: rng.daysAgo(now, 1, 2),
      },
    ];
    await tx.insert(auditLog).values(history);
    return true;
  });
}
