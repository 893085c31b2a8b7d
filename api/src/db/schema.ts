import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  BOMA_GROUP_STATUSES,
  CONTACT_MESSAGE_STATUSES,
  CONTACT_NOTE_KINDS,
  GROUP_CATEGORIES,
  LICENSE_TYPES,
  MAIL_KINDS,
  MEMBER_ROLES,
  RAFIKI_STATUSES,
  RESOURCE_CATEGORIES,
  RESOURCE_TYPES,
  RISK_LEVELS,
  RISK_REASONS,
  SUGGESTION_STATUSES,
  THERAPIST_STATUSES,
  USER_STATUSES,
} from '@tulia/shared/contract';

// One PostgreSQL schema for both drivers (PGlite and node-postgres). The value sets come from
// the shared contract, so the database refuses what the api's validation refuses.
//
// Every sort a list allows (the contract's xSorting) has an index in that order, ending with
// the id the lists break ties with, and each list's status filter has one in its default
// order: a page then reads the index in order instead of sorting the table.

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A check that a text column holds one of the contract's values (where a pg enum would be hard to extend). */
const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.join(
    values.map((value) => sql.raw(`'${value}'`)),
    sql`, `,
  )})`;

/**
 * The rank of a risk tier in the Contact Messages queue: high 0, elevated 1, none 2. The same
 * expression orders the queue and its index (contact_messages_risk_queue_idx).
 */
export const riskRankOf = (column: AnyPgColumn) => sql<number>`(case ${column} when 'high' then 0 when 'elevated' then 1 else 2 end)`;

/**
 * A `high` message waiting for a first response and not closed, with literals (no parameters)
 * so that the partial index contact_messages_waiting_crisis_idx serves prepared statements too.
 */
export const waitingCrisisOf = (table: { riskLevel: AnyPgColumn; firstResponseAt: AnyPgColumn; status: AnyPgColumn }) =>
  sql`${table.riskLevel} = 'high' and ${table.firstResponseAt} is null and ${table.status} <> 'closed'`;

export const userStatus = pgEnum('user_status', USER_STATUSES);
export const adminLevel = pgEnum('admin_level', ['admin', 'super_admin']);
export const therapistStatus = pgEnum('therapist_status', THERAPIST_STATUSES);
export const licenseType = pgEnum('license_type', LICENSE_TYPES);
export const rafikiStatus = pgEnum('rafiki_status', RAFIKI_STATUSES);
export const groupCategory = pgEnum('group_category', GROUP_CATEGORIES);
export const bomaGroupStatus = pgEnum('boma_group_status', BOMA_GROUP_STATUSES);
export const memberRole = pgEnum('member_role', MEMBER_ROLES);
export const suggestionStatus = pgEnum('suggestion_status', SUGGESTION_STATUSES);
export const resourceCategory = pgEnum('resource_category', RESOURCE_CATEGORIES);
export const resourceType = pgEnum('resource_type', RESOURCE_TYPES);
export const contactMessageStatus = pgEnum('contact_message_status', CONTACT_MESSAGE_STATUSES);
export const mailKind = pgEnum('mail_kind', MAIL_KINDS);

/** Everyone with an account: app users, therapists, rafikis and administrators. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    // Stored lower-cased; unique.
    email: text('email').notNull(),
    username: text('username').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    // scrypt$…; '!' marks an account without a usable password.
    passwordHash: text('password_hash').notNull(),
    // Whether the account's owner chose the password (registration, change, e-mail reset) or
    // someone else did (an administrator's create, reset or generate): a super admin's
    // password must be their own (docs/security.md, "Authorization").
    passwordSetBySelf: boolean('password_set_by_self').notNull().default(false),
    // Set when the account became a super admin with a password someone else chose: that
    // password no longer signs in until the owner sets a new one (forgot-password link).
    passwordMustChange: boolean('password_must_change').notNull().default(false),
    status: userStatus('status').notNull().default('active'),
    isAdmin: boolean('is_admin').notNull().default(false),
    adminLevel: adminLevel('admin_level'),
    bio: text('bio'),
    location: text('location'),
    avatarUrl: text('avatar_url'),
    joinDate: date('join_date', { mode: 'string' }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // What the users search looks in (name, email, username, phone), lower-cased once when the
    // row is written: the search is then a plain LIKE '%…%' that the trigram index answers.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower("full_name" || ' ' || "email" || ' ' || "username" || ' ' || coalesce("phone", ''))`),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${table.username})`),
    index('users_created_at_idx').on(table.createdAt, table.id),
    index('users_status_created_at_idx').on(table.status, table.createdAt, table.id),
    index('users_full_name_idx').on(sql`lower(${table.fullName})`, table.id),
    index('users_phone_idx').on(table.phone, table.id),
    index('users_join_date_idx').on(table.joinDate, table.id),
    index('users_location_idx').on(sql`lower(${table.location})`, table.id),
    index('users_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

export const therapists = pgTable(
  'therapists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    licenseNumber: text('license_number').notNull(),
    licenseType: licenseType('license_type').notNull().default('counseling'),
    specialization: text('specialization')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    yearsExperience: integer('years_experience').notNull().default(0),
    education: text('education')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    availability: jsonb('availability').$type<Record<string, unknown>>().notNull().default({}),
    hourlyRate: integer('hourly_rate').notNull().default(0),
    status: therapistStatus('status').notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('therapists_user_unique').on(table.userId),
    uniqueIndex('therapists_license_number_unique').on(table.licenseNumber),
    index('therapists_status_created_at_idx').on(table.status, table.createdAt, table.id),
    index('therapists_created_at_idx').on(table.createdAt, table.id),
    index('therapists_years_experience_idx').on(table.yearsExperience, table.id),
    index('therapists_hourly_rate_idx').on(table.hourlyRate, table.id),
  ],
);

export const rafikis = pgTable(
  'rafikis',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    specialties: text('specialties')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    helpAreas: text('help_areas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    personalExperience: text('personal_experience'),
    motivations: text('motivations'),
    joinDate: date('join_date', { mode: 'string' }),
    status: rafikiStatus('status').notNull().default('training'),
    trainingCompleted: boolean('training_completed').notNull().default(false),
    profileCompleted: boolean('profile_completed').notNull().default(false),
    isModerator: boolean('is_moderator').notNull().default(false),
    rejectionReason: text('rejection_reason'),
    adminNotes: text('admin_notes'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('rafikis_user_unique').on(table.userId),
    index('rafikis_status_created_at_idx').on(table.status, table.createdAt, table.id),
    index('rafikis_created_at_idx').on(table.createdAt, table.id),
    index('rafikis_join_date_idx').on(table.joinDate, table.id),
  ],
);

export const bomaGroups = pgTable(
  'boma_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: groupCategory('category').notNull().default('Mental Health'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    imageUrl: text('image_url'),
    isPrivate: boolean('is_private').notNull().default(false),
    status: bomaGroupStatus('status').notNull().default('active'),
    assignedRafikiId: integer('assigned_rafiki_id').references(() => rafikis.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('boma_groups_status_created_at_idx').on(table.status, table.createdAt, table.id),
    index('boma_groups_created_at_idx').on(table.createdAt, table.id),
    index('boma_groups_updated_at_idx').on(table.updatedAt, table.id),
    index('boma_groups_name_idx').on(sql`lower(${table.name})`, table.id),
    index('boma_groups_category_idx').on(table.category, table.id),
    index('boma_groups_search_trgm_idx').using('gin', sql`(${table.name} || ' ' || ${table.description}) gin_trgm_ops`),
  ],
);

/** Who belongs to a boma group; managers and moderators are members with that role. */
export const bomaGroupMembers = pgTable(
  'boma_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => bomaGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: memberRole('role').notNull().default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.userId] }), index('boma_group_members_user_idx').on(table.userId)],
);

export const groupSuggestions = pgTable(
  'group_suggestions',
  {
    id: serial('id').primaryKey(),
    groupName: text('group_name').notNull(),
    description: text('description').notNull(),
    category: groupCategory('category').notNull().default('Mental Health'),
    reasoning: text('reasoning'),
    status: suggestionStatus('status').notNull().default('pending'),
    suggestedAt: timestamp('suggested_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    suggestedByUserId: integer('suggested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    suggestedByName: text('suggested_by_name').notNull(),
    suggestedByEmail: text('suggested_by_email').notNull(),
    assignedRafikiId: integer('assigned_rafiki_id').references(() => rafikis.id, { onDelete: 'set null' }),
    adminNotes: text('admin_notes'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    bomaGroupId: integer('boma_group_id').references(() => bomaGroups.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('group_suggestions_status_suggested_at_idx').on(table.status, table.suggestedAt, table.id),
    index('group_suggestions_suggested_at_idx').on(table.suggestedAt, table.id),
    index('group_suggestions_group_name_idx').on(sql`lower(${table.groupName})`, table.id),
    index('group_suggestions_suggested_by_name_idx').on(sql`lower(${table.suggestedByName})`, table.id),
    index('group_suggestions_category_idx').on(table.category, table.id),
    index('group_suggestions_search_trgm_idx').using(
      'gin',
      sql`(${table.groupName} || ' ' || ${table.description} || ' ' || ${table.suggestedByName}) gin_trgm_ops`,
    ),
  ],
);

export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: resourceCategory('category').notNull().default('Mental Health'),
    resourceType: resourceType('resource_type').notNull().default('article'),
    url: text('url').notNull(),
    fileUrl: text('file_url'),
    phone: text('phone'),
    imageUrl: text('image_url'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('resources_search_trgm_idx').using('gin', sql`(${table.title} || ' ' || ${table.description}) gin_trgm_ops`),
    index('resources_is_active_created_at_idx').on(table.isActive, table.createdAt, table.id),
    index('resources_created_at_idx').on(table.createdAt, table.id),
    index('resources_updated_at_idx').on(table.updatedAt, table.id),
    index('resources_title_idx').on(sql`lower(${table.title})`, table.id),
    index('resources_category_idx').on(table.category, table.id),
    index('resources_resource_type_idx').on(table.resourceType, table.id),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: contactMessageStatus('status').notNull().default('unread'),
    adminNotes: text('admin_notes'),
    replyMessage: text('reply_message'),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'date' }),
    repliedBy: integer('replied_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Crisis triage (docs/crisis-triage.md): the tier the rules decided when the message was
    // stored, as category codes only (never the words that matched), and the rules' version.
    riskLevel: text('risk_level', { enum: RISK_LEVELS }).notNull().default('none'),
    riskReasons: text('risk_reasons', { enum: RISK_REASONS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    riskRulesVersion: text('risk_rules_version').notNull().default(''),
    // Raised by hand from `none`: a flag the rules missed (counted in the statistics).
    riskMissed: boolean('risk_missed').notNull().default(false),
    // When a first response is due, on the staffed-hours calendar (SUPPORT_HOURS).
    // The api always sets it; the default (the `none` target in calendar days) serves rows
    // written outside it (seed, tests).
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now() + interval '2 days'`),
    // The first reply, or the first note of a first-response kind; set once.
    firstResponseAt: timestamp('first_response_at', { withTimezone: true, mode: 'date' }),
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    // The out-of-hours on-call alert (api/src/modules/crisis-alerts).
    oncallAlertedAt: timestamp('oncall_alerted_at', { withTimezone: true, mode: 'date' }),
    oncallAcknowledgedAt: timestamp('oncall_acknowledged_at', { withTimezone: true, mode: 'date' }),
    oncallSecondaryAlertedAt: timestamp('oncall_secondary_alerted_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    check('contact_messages_risk_level_check', oneOf(table.riskLevel, RISK_LEVELS)),
    // The queue's default order: danger first, oldest first within each tier.
    index('contact_messages_risk_queue_idx').on(riskRankOf(table.riskLevel), table.createdAt, table.id),
    // Crisis messages waiting for a first response (pending counts, polled; the oldest's age).
    index('contact_messages_waiting_crisis_idx').on(table.createdAt).where(waitingCrisisOf(table)),
    index('contact_messages_status_created_at_idx').on(table.status, table.createdAt, table.id),
    index('contact_messages_created_at_idx').on(table.createdAt, table.id),
    index('contact_messages_full_name_idx').on(sql`lower(${table.fullName})`, table.id),
    index('contact_messages_email_idx').on(table.email, table.id),
    index('contact_messages_subject_idx').on(sql`lower(${table.subject})`, table.id),
    index('contact_messages_replied_at_idx').on(table.repliedAt, table.id),
    index('contact_messages_search_trgm_idx').using('gin', sql`(${table.fullName} || ' ' || ${table.email} || ' ' || ${table.subject}) gin_trgm_ops`),
  ],
);

/** A contact message's note history (append-only): calls, referrals, outcomes, by whom. */
export const contactMessageNotes = pgTable(
  'contact_message_notes',
  {
    id: serial('id').primaryKey(),
    contactMessageId: integer('contact_message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONTACT_NOTE_KINDS }).notNull(),
    text: text('text').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('contact_message_notes_kind_check', oneOf(table.kind, CONTACT_NOTE_KINDS)),
    index('contact_message_notes_message_idx').on(table.contactMessageId, table.createdAt, table.id),
  ],
);

/** When each on-call address was last alerted: at most one alert per address per 15 minutes. */
export const crisisAlertRecipients = pgTable('crisis_alert_recipients', {
  address: text('address').primaryKey(),
  lastAlertedAt: timestamp('last_alerted_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** One signed-in session: the family of refresh tokens issued from one login. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Refresh tokens are stored as SHA-256 hashes; a rotated one keeps its row to detect reuse. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [uniqueIndex('refresh_tokens_hash_unique').on(table.tokenHash), index('refresh_tokens_session_idx').on(table.sessionId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The address the link was sent to: refused once the account's address differs. */
    email: text('email').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [uniqueIndex('password_reset_tokens_hash_unique').on(table.tokenHash)],
);

/** Every admin write: who, what, which record, when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    // The actor's name when the entry was written: the log still says who once the account is deleted.
    actorName: text('actor_name'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    summary: text('summary').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    // The Audit Log screen's filters: an admin's entries, one record's History, the summary search.
    index('audit_log_admin_at_idx').on(table.adminId, table.at),
    index('audit_log_entity_at_idx').on(table.entity, table.entityId, table.at),
    index('audit_log_summary_trgm_idx').using('gin', sql`${table.summary} gin_trgm_ops`),
  ],
);

/** Mail written by the api; delivered by SMTP when configured, else kept here to be read. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    kind: mailKind('kind').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** A password reset link, sealed with the server's key; kept only until delivery. */
    secret: text('secret'),
    /** A worker delivering this mail holds it until then (several api instances share the outbox). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('outbox_created_at_idx').on(table.createdAt)],
);
