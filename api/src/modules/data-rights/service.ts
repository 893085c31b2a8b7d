import { createHmac, hkdfSync } from 'node:crypto';
import { and, asc, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { ERASED_MARK, type DataSubjectErasureResponse, type DataSubjectExport, type ErasureCounts } from '@tulia/shared/contract';
import { auditOf } from '../../audit/log';
import { requireSuperAdmin, type Principal } from '../../auth/guard';
import { normaliseEmail } from '../../auth/accounts';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import {
  auditLog,
  bomaGroupMembers,
  contactMessageNotes,
  contactMessages,
  groupSuggestions,
  outbox,
  rafikis,
  sessions,
  therapists,
  users,
} from '../../db/schema';
import { conflict, forbidden } from '../../http/errors';
import { iso, isoOrNull } from '../common';
import { countOf } from '../plural';
import { toAuditLogEntry } from '../audit-entries';

const audit = auditOf('data_subject');

export const DATA_REQUESTS_SUPER_ADMIN_ONLY = "Only a super admin can answer a person's request for their data or its erasure.";
export const ERASE_YOURSELF_MESSAGE = 'You cannot erase your own account: another super admin must answer your request.';
export const ERASE_LAST_SUPER_ADMIN_MESSAGE = 'This person is the only active super admin: make another administrator a super admin first.';

/**
 * A keyed digest of the e-mail (HMAC-SHA-256 with a key derived from the server secret): the
 * audit log records a data request under it, so the log proves a request was answered without
 * keeping the address. The same address gives the same reference while JWT_SECRET stays.
 */
export function subjectReference(serverSecret: string, email: string): string {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'tulia', 'data subject reference', 32));
  return createHmac('sha256', key).update(normaliseEmail(email)).digest('hex').slice(0, 16);
}

/** A stored row as held: snake_case keys, timestamps as ISO text. */
function held(row: Record<string, unknown>, leaveOut: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (leaveOut.includes(key)) continue;
    out[key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** regexp_replace's replacement for "the text matched": the summary stays as it was. */
const WHOLE_MATCH = '\\&';

/**
 * A name or address as a PostgreSQL regular expression: the text literally, not inside a longer
 * word, so that `ann@x.org` never matches inside `joann@x.org` nor `Me` inside `Something`.
 */
const wholePattern = (text: string) => `(?<![[:alnum:]_])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![[:alnum:]_])`;

/** What is held under one e-mail address: the ids the rows and the audit entries point at. */
interface Subject {
  email: string;
  user: typeof users.$inferSelect | null;
  therapistId: number | null;
  rafikiId: number | null;
  messageIds: number[];
  suggestionIds: number[];
  /** The texts to replace in the audit summaries, each with the entries it is replaced in. */
  scrubs: Scrub[];
}

/**
 * A text to replace with the mark, and where: `null` is every entry the erasure rewrites (the
 * address, the account's name); a name typed into a form only in the entries about the message or
 * suggestion it was typed in, since whoever typed it (anyone, for the contact form) chose it.
 */
interface Scrub {
  text: string;
  within: SQL | null;
}

/** Audit entries about these records of one kind. */
const about = (entity: string, ids: number[]) => (ids.length === 0 ? undefined : and(eq(auditLog.entity, entity), inArray(auditLog.entityId, ids)));

/** A name worth replacing: one letter would blank letters of other words. */
const nameOf = (name: string | null | undefined) => {
  const trimmed = name?.trim() ?? '';
  return trimmed.length >= 2 && trimmed !== ERASED_MARK ? trimmed : null;
};

function scrubsOf(email: string, accountName: string | null, messages: { id: number; name: string }[], suggestions: { id: number; name: string }[]): Scrub[] {
  // Keyed case-insensitively, as the replacement matches.
  const everywhere = new Map<string, string>();
  for (const text of [email, nameOf(accountName)]) if (text) everywhere.set(text.toLowerCase(), text);
  const typed = new Map<string, { text: string; messageIds: number[]; suggestionIds: number[] }>();
  const add = (name: string, key: 'messageIds' | 'suggestionIds', id: number) => {
    const text = nameOf(name);
    if (!text || everywhere.has(text.toLowerCase())) return;
    const entry = typed.get(text.toLowerCase()) ?? { text, messageIds: [], suggestionIds: [] };
    entry[key].push(id);
    typed.set(text.toLowerCase(), entry);
  };
  for (const message of messages) add(message.name, 'messageIds', message.id);
  for (const suggestion of suggestions) add(suggestion.name, 'suggestionIds', suggestion.id);
  const scrubs: Scrub[] = [
    ...[...everywhere.values()].map((text) => ({ text, within: null })),
    ...[...typed.values()].map(({ text, messageIds, suggestionIds }) => ({
      text,
      within: or(about('contact_message', messageIds), about('group_suggestion', suggestionIds)) ?? null,
    })),
  ];
  // Longer first: "Ann Smith" is replaced whole before "Ann" could leave "[erased] Smith".
  return scrubs.sort((a, b) => b.text.length - a.text.length);
}

async function findSubject(db: Database, email: string, lock: boolean): Promise<Subject> {
  const userQuery = db.select().from(users).where(eq(users.email, email)).limit(1);
  const [user] = lock ? await userQuery.for('update') : await userQuery;
  const userId = user?.id ?? null;
  const [therapist] = userId === null ? [] : await db.select({ id: therapists.id }).from(therapists).where(eq(therapists.userId, userId));
  const [rafiki] = userId === null ? [] : await db.select({ id: rafikis.id }).from(rafikis).where(eq(rafikis.userId, userId));
  const messages = await db
    .select({ id: contactMessages.id, fullName: contactMessages.fullName })
    .from(contactMessages)
    .where(eq(contactMessages.email, email));
  const bySuggester =
    userId === null
      ? eq(groupSuggestions.suggestedByEmail, email)
      : or(eq(groupSuggestions.suggestedByEmail, email), eq(groupSuggestions.suggestedByUserId, userId));
  const suggestions = await db.select({ id: groupSuggestions.id, name: groupSuggestions.suggestedByName }).from(groupSuggestions).where(bySuggester);
  return {
    email,
    user: user ?? null,
    therapistId: therapist?.id ?? null,
    rafikiId: rafiki?.id ?? null,
    messageIds: messages.map((m) => m.id),
    suggestionIds: suggestions.map((s) => s.id),
    scrubs: scrubsOf(
      email,
      user?.fullName ?? null,
      messages.map((m) => ({ id: m.id, name: m.fullName })),
      suggestions,
    ),
  };
}

/** Audit entries about the person: their account and sessions, profiles, messages, suggestions, or naming their e-mail. */
function aboutSubject(subject: Subject): SQL {
  const userIds = subject.user ? [subject.user.id] : [];
  return or(
    sql`${auditLog.summary} ~* ${wholePattern(subject.email)}`,
    about('user', userIds),
    about('session', userIds),
    about('therapist', subject.therapistId === null ? [] : [subject.therapistId]),
    about('rafiki', subject.rafikiId === null ? [] : [subject.rafikiId]),
    about('contact_message', subject.messageIds),
    about('group_suggestion', subject.suggestionIds),
  ) as SQL;
}

const byUser = (userId: number) => eq(auditLog.adminId, userId);

/** Data-subject rights (Kenya Data Protection Act 2019, sections 26 and 40): access and erasure. */
export class DataRightsService {
  constructor(private readonly ctx: AppContext) {}

  /** Everything held about an e-mail address, as JSON; the request is audited under its reference. */
  async export(actor: Principal, rawEmail: string): Promise<DataSubjectExport> {
    requireSuperAdmin(actor, DATA_REQUESTS_SUPER_ADMIN_ONLY);
    const email = normaliseEmail(rawEmail);
    const reference = subjectReference(this.ctx.config.jwtSecret, email);
    return this.ctx.db.transaction(async (tx) => {
      const subject = await findSubject(tx, email, false);
      const userId = subject.user?.id ?? null;
      const [therapist] = userId === null ? [] : await tx.select().from(therapists).where(eq(therapists.userId, userId));
      const [rafiki] = userId === null ? [] : await tx.select().from(rafikis).where(eq(rafikis.userId, userId));
      const memberships = userId === null ? [] : await tx.select().from(bomaGroupMembers).where(eq(bomaGroupMembers.userId, userId));
      const sessionRows =
        userId === null
          ? []
          : await tx
              .select({
                createdAt: sessions.createdAt,
                lastUsedAt: sessions.lastUsedAt,
                expiresAt: sessions.expiresAt,
                revokedAt: sessions.revokedAt,
                revokedReason: sessions.revokedReason,
              })
              .from(sessions)
              .where(eq(sessions.userId, userId));
      const messages = await tx.select().from(contactMessages).where(eq(contactMessages.email, email)).orderBy(asc(contactMessages.id));
      // The note history of their messages is about them too (its authors are staff: left out).
      const notes =
        messages.length === 0
          ? []
          : await tx
              .select({
                contactMessageId: contactMessageNotes.contactMessageId,
                kind: contactMessageNotes.kind,
                text: contactMessageNotes.text,
                createdAt: contactMessageNotes.createdAt,
              })
              .from(contactMessageNotes)
              .where(
                inArray(
                  contactMessageNotes.contactMessageId,
                  messages.map((row) => row.id),
                ),
              )
              .orderBy(asc(contactMessageNotes.createdAt), asc(contactMessageNotes.id));
      const suggestions =
        subject.suggestionIds.length === 0
          ? []
          : await tx.select().from(groupSuggestions).where(inArray(groupSuggestions.id, subject.suggestionIds)).orderBy(asc(groupSuggestions.id));
      // The sealed reset link is a credential, not data about the person: left out.
      const mail = await tx
        .select()
        .from(outbox)
        .where(sql`lower(${outbox.to}) = ${email}`)
        .orderBy(asc(outbox.id));
      const about = await tx.select().from(auditLog).where(aboutSubject(subject)).orderBy(asc(auditLog.id));
      const by = userId === null ? [] : await tx.select().from(auditLog).where(byUser(userId)).orderBy(asc(auditLog.id));
      const user = subject.user;
      const answer: DataSubjectExport = {
        email,
        reference,
        generated_at: new Date().toISOString(),
        account: user
          ? {
              id: user.id,
              email: user.email,
              username: user.username,
              full_name: user.fullName,
              phone: user.phone,
              status: user.status,
              is_admin: user.isAdmin,
              admin_level: user.adminLevel,
              bio: user.bio,
              location: user.location,
              avatar_url: user.avatarUrl,
              join_date: user.joinDate,
              last_login_at: isoOrNull(user.lastLoginAt),
              created_at: iso(user.createdAt),
              updated_at: iso(user.updatedAt),
            }
          : null,
        therapist_profile: therapist ? held(therapist) : null,
        rafiki_profile: rafiki ? held(rafiki) : null,
        boma_group_memberships: memberships.map((row) => held(row)),
        sessions: sessionRows.map((row) => held(row)),
        contact_messages: messages.map((row) => ({
          ...held(row),
          notes: notes.filter((note) => note.contactMessageId === row.id).map((note) => held(note, ['contactMessageId'])),
        })),
        group_suggestions: suggestions.map((row) => held(row)),
        mail: mail.map((row) => held(row, ['secret', 'claimedUntil'])),
        audit_entries_about: about.map(toAuditLogEntry),
        audit_entries_by: by.map(toAuditLogEntry),
      };
      const found = [
        countOf(answer.account ? 1 : 0, 'account'),
        countOf(answer.contact_messages.length, 'contact message'),
        countOf(answer.group_suggestions.length, 'group suggestion'),
        countOf(answer.mail.length, 'mail'),
      ].join(', ');
      // Written before the answer leaves: no data is handed over without its record.
      await audit(tx, actor, 'access_request', null, `Exported the data held about data subject ${reference}: ${found}`);
      return answer;
    });
  }

  /**
   * Erases a person in one transaction: their account (profiles, memberships and sessions go
   * with it), their contact messages and the mail to them; their name and e-mail where they
   * were copied (group suggestions, audit summaries, the actor name of their own entries)
   * become "[erased]", a name typed into a form only in the entries about that message or
   * suggestion. The erasure is audited under the reference, without the personal data.
   */
  async erase(actor: Principal, rawEmail: string): Promise<DataSubjectErasureResponse> {
    requireSuperAdmin(actor, DATA_REQUESTS_SUPER_ADMIN_ONLY);
    const email = normaliseEmail(rawEmail);
    const reference = subjectReference(this.ctx.config.jwtSecret, email);
    const { erased, userId } = await this.ctx.db.transaction(async (tx) => {
      const subject = await findSubject(tx, email, true);
      const user = subject.user;
      if (user && user.id === actor.userId) throw forbidden(ERASE_YOURSELF_MESSAGE);
      if (user?.isAdmin && user.adminLevel === 'super_admin') {
        const [others] = await tx
          .select({ value: count() })
          .from(users)
          .where(and(eq(users.isAdmin, true), eq(users.adminLevel, 'super_admin'), eq(users.status, 'active'), ne(users.id, user.id)));
        if ((others?.value ?? 0) === 0) throw conflict(ERASE_LAST_SUPER_ADMIN_MESSAGE);
      }

      // The copies first: the audit entries by them are found by admin_id, which the delete clears.
      let summary: SQL = sql`${auditLog.summary}`;
      for (const { text, within } of subject.scrubs) {
        // Outside its entries a text is replaced by the match itself: one chain, however many scopes.
        const mark = within ? sql`case when ${within} then ${ERASED_MARK} else ${WHOLE_MATCH} end` : sql`${ERASED_MARK}`;
        summary = sql`regexp_replace(${summary}, ${wholePattern(text)}, ${mark}, 'gi')`;
      }
      const theirs = user ? byUser(user.id) : undefined;
      const rewritten = await tx
        .update(auditLog)
        .set({ summary, ...(theirs ? { actorName: sql`case when ${theirs} then ${ERASED_MARK} else ${auditLog.actorName} end` } : {}) })
        .where(and(or(aboutSubject(subject), theirs), or(sql`${summary} <> ${auditLog.summary}`, theirs)))
        .returning({ id: auditLog.id });
      const suggestions =
        subject.suggestionIds.length === 0
          ? []
          : await tx
              .update(groupSuggestions)
              .set({ suggestedByName: ERASED_MARK, suggestedByEmail: ERASED_MARK, suggestedByUserId: null })
              .where(inArray(groupSuggestions.id, subject.suggestionIds))
              .returning({ id: groupSuggestions.id });
      const messages = await tx.delete(contactMessages).where(eq(contactMessages.email, email)).returning({ id: contactMessages.id });
      const mail = await tx
        .delete(outbox)
        .where(sql`lower(${outbox.to}) = ${email}`)
        .returning({ id: outbox.id });
      // Profiles, memberships, sessions and reset tokens go with the account (ON DELETE CASCADE).
      const accounts = user ? await tx.delete(users).where(eq(users.id, user.id)).returning({ id: users.id }) : [];

      const counts: ErasureCounts = {
        accounts: accounts.length,
        contact_messages: messages.length,
        mail: mail.length,
        group_suggestions: suggestions.length,
        audit_entries: rewritten.length,
      };
      await audit(tx, actor, 'erase', null, `Erased data subject ${reference}: ${erasureText(counts)}`);
      return { erased: counts, userId: user?.id ?? null };
    });
    if (userId !== null) this.ctx.guard.forgetUser(userId);
    const nothing = Object.values(erased).every((value) => value === 0);
    return { message: nothing ? 'Nothing is held about this e-mail address' : 'The personal data has been erased', reference, erased };
  }
}

function erasureText(counts: ErasureCounts): string {
  return [
    `${countOf(counts.accounts, 'account')} deleted`,
    `${countOf(counts.contact_messages, 'contact message')} deleted`,
    `${countOf(counts.mail, 'mail')} deleted`,
    `${countOf(counts.group_suggestions, 'group suggestion')} anonymised`,
    `${countOf(counts.audit_entries, 'audit entry', 'audit entries')} anonymised`,
  ].join(', ');
}
