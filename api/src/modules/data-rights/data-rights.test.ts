import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { auditLogListResponseSchema, dataSubjectErasureResponseSchema, dataSubjectExportSchema, ERASED_MARK } from '@tulia/shared/contract';
import { auditLog, contactMessageNotes, contactMessages, groupSuggestions, outbox, therapists, users } from '../../db/schema';
import { insertAdmin, login, personPayload, signedIn, startWithAdmins, unique } from '../../test/harness';
import { DataRightsService, ERASE_LAST_SUPER_ADMIN_MESSAGE, subjectReference } from './service';

const { api, superAdmin, admin } = await startWithAdmins();

/**
 * A person the platform holds data about in every place it copies it: a therapist account
 * (created by an admin: "Created therapist …"), a contact message replied to (the reply mail
 * and "Replied to …"), a group suggestion (name and e-mail copied) and a failed sign-in
 * ("Failed sign-in for <e-mail>").
 */
async function personEverywhere() {
  const person = personPayload('subject');
  const created = await admin.post('/api/admin/therapists', {
    ...person,
    license_number: unique('LIC'),
    license_type: 'counseling',
    specialization: 'Sleep',
    years_experience: 3,
    education: ['BA Psychology'],
    languages: 'English',
    availability: {},
    hourly_rate: 20,
  });
  expect(created.statusCode, created.body).toBe(201);
  const therapistId = created.json<{ therapist: { id: number } }>().therapist.id;
  const sent = await api.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { full_name: person.full_name, email: person.email.toUpperCase(), subject: 'Crisis Support', message: 'I have not slept for weeks.' },
  });
  expect(sent.statusCode).toBe(201);
  const messageId = sent.json<{ id: number }>().id;
  expect((await admin.post(`/api/admin/contact-messages/${messageId}/reply`, { reply_message: 'We are here for you.' })).statusCode).toBe(200);
  expect((await admin.post(`/api/admin/contact-messages/${messageId}/notes`, { kind: 'called', text: 'Called back; sleeping better' })).statusCode).toBe(201);
  const [suggestion] = await api.db
    .insert(groupSuggestions)
    .values({ groupName: 'Night owls', description: 'For those who cannot sleep', suggestedByName: person.full_name, suggestedByEmail: person.email })
    .returning({ id: groupSuggestions.id });
  const failed = await api.app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { email: person.email, password: 'not the password' } });
  expect(failed.statusCode).toBe(401);
  return { person, therapistId, messageId, suggestionId: suggestion?.id ?? 0 };
}

/** Audit summaries (and actor names) that still hold a text, case-insensitively. */
async function auditMentions(text: string): Promise<string[]> {
  const rows = await api.db
    .select({ summary: auditLog.summary, actor: auditLog.actorName })
    .from(auditLog)
    .where(sql`strpos(lower(${auditLog.summary} || ' ' || coalesce(${auditLog.actorName}, '')), lower(${text})) > 0`);
  return rows.map((row) => `${row.actor ?? ''}: ${row.summary}`);
}

describe('POST /api/admin/data-subject/export', () => {
  it('answers everything held about the e-mail (any case), without the password hash or reset secrets, and audits it under a reference', async () => {
    const { person, therapistId, messageId, suggestionId } = await personEverywhere();
    const res = await superAdmin.post('/api/admin/data-subject/export', { email: person.email.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toMatch(/password_hash|scrypt\$/);
    const held = dataSubjectExportSchema.parse(res.json());
    expect(held.email).toBe(person.email);
    expect(held.reference).toBe(subjectReference(api.config.jwtSecret, person.email));
    expect(held.account).toMatchObject({ email: person.email, full_name: person.full_name, username: person.username, is_admin: false });
    expect(held.therapist_profile).toMatchObject({ id: therapistId });
    expect(held.contact_messages.map((message) => [message.id, message.message, message.reply_message])).toEqual([
      [messageId, 'I have not slept for weeks.', 'We are here for you.'],
    ]);
    // The tier and the note history of the message come with it.
    expect(held.contact_messages[0]).toMatchObject({
      risk_level: 'high',
      risk_reasons: ['subject'],
      notes: [{ kind: 'called', text: 'Called back; sleeping better' }],
    });
    expect(held.group_suggestions.map((suggestion) => suggestion.id)).toEqual([suggestionId]);
    expect(held.mail).toHaveLength(1);
    expect(held.mail[0]).toMatchObject({ to: person.email, kind: 'contact_reply' });
    expect(held.mail[0]).not.toHaveProperty('secret');
    const about = held.audit_entries_about.map((entry) => entry.summary);
    expect(about).toEqual(
      expect.arrayContaining([
        `Created therapist ${person.full_name}`,
        `Replied to ${person.full_name} about Crisis Support`,
        `Failed sign-in for ${person.email}`,
      ]),
    );
    expect(held.audit_entries_by).toEqual([]);

    const log = auditLogListResponseSchema.parse((await superAdmin.get('/api/admin/audit-log?action=access_request')).json());
    const entry = log.entries.find((candidate) => candidate.summary.includes(held.reference));
    expect(entry).toMatchObject({ entity: 'data_subject', actor: { id: superAdmin.admin.id } });
    expect(entry?.summary).toBe(`Exported the data held about data subject ${held.reference}: 1 account, 1 contact message, 1 group suggestion, 1 mail`);
  });

  it('an address nothing is held about answers empty lists', async () => {
    const held = dataSubjectExportSchema.parse((await superAdmin.post('/api/admin/data-subject/export', { email: `${unique('nobody')}@example.org` })).json());
    expect(held).toMatchObject({
      account: null,
      therapist_profile: null,
      rafiki_profile: null,
      contact_messages: [],
      group_suggestions: [],
      mail: [],
      audit_entries_by: [],
    });
  });

  it('403 with a clear message for an admin; 400 naming the field', async () => {
    const refused = await admin.post('/api/admin/data-subject/export', { email: 'someone@example.org' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Only a super admin can answer a person's request for their data or its erasure.");
    expect((await superAdmin.post('/api/admin/data-subject/export', {})).json().message).toBe('Email is required');
    expect((await superAdmin.post('/api/admin/data-subject/export', { email: 'not an address' })).json().message).toBe('Email must be a valid email address');
  });
});

describe('POST /api/admin/data-subject/erase', () => {
  it('deletes the account, profile, messages and mail, and replaces the name and e-mail wherever copied', async () => {
    const { person, therapistId, messageId, suggestionId } = await personEverywhere();
    const userId = (await api.db.select({ id: users.id }).from(users).where(eq(users.email, person.email)))[0]?.id ?? 0;
    // Before: a deleted user's name and e-mail remain in group suggestions and audit summaries.
    expect(await auditMentions(person.email)).not.toEqual([]);

    const res = await superAdmin.post('/api/admin/data-subject/erase', { email: person.email.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    const answer = dataSubjectErasureResponseSchema.parse(res.json());
    expect(answer).toMatchObject({ message: 'The personal data has been erased', reference: subjectReference(api.config.jwtSecret, person.email) });
    expect(answer.erased).toMatchObject({ accounts: 1, contact_messages: 1, mail: 1, group_suggestions: 1 });
    expect(answer.erased.audit_entries).toBeGreaterThanOrEqual(3);

    expect(await api.db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    expect(await api.db.select().from(therapists).where(eq(therapists.id, therapistId))).toEqual([]);
    expect(await api.db.select().from(contactMessages).where(eq(contactMessages.email, person.email))).toEqual([]);
    // The note history goes with the message.
    expect(await api.db.select().from(contactMessageNotes).where(eq(contactMessageNotes.contactMessageId, messageId))).toEqual([]);
    expect(await api.db.select().from(outbox).where(eq(outbox.to, person.email))).toEqual([]);
    const [suggestion] = await api.db.select().from(groupSuggestions).where(eq(groupSuggestions.id, suggestionId));
    expect(suggestion).toMatchObject({ groupName: 'Night owls', suggestedByName: ERASED_MARK, suggestedByEmail: ERASED_MARK, suggestedByUserId: null });
    expect(await auditMentions(person.email)).toEqual([]);
    expect(await auditMentions(person.full_name)).toEqual([]);
    // The entries stay, with what was done: only the person is gone from them.
    const history = auditLogListResponseSchema.parse((await superAdmin.get(`/api/admin/audit-log?entity=therapist&entity_id=${therapistId}`)).json());
    expect(history.entries.map((entry) => entry.summary)).toEqual([`Created therapist ${ERASED_MARK}`]);
    const erasure = auditLogListResponseSchema.parse((await superAdmin.get('/api/admin/audit-log?action=erase')).json()).entries[0];
    expect(erasure).toMatchObject({ entity: 'data_subject', actor: { id: superAdmin.admin.id } });
    expect(erasure?.summary).toBe(
      `Erased data subject ${answer.reference}: 1 account deleted, 1 contact message deleted, 1 mail deleted, 1 group suggestion anonymised, ${answer.erased.audit_entries} audit entries anonymised`,
    );
    // Done twice: nothing is held any more.
    const again = dataSubjectErasureResponseSchema.parse((await superAdmin.post('/api/admin/data-subject/erase', { email: person.email })).json());
    expect(again).toMatchObject({
      message: 'Nothing is held about this e-mail address',
      erased: { accounts: 0, contact_messages: 0, mail: 0, group_suggestions: 0, audit_entries: 0 },
    });
  });

  it("replaces whole names and addresses only: never inside a longer word or address, and never another person's entry", async () => {
    const email = `${unique('ann')}@example.org`;
    const sent = await api.app.inject({ method: 'POST', url: '/api/contact', payload: { full_name: 'Me', email, subject: 'Other', message: 'Hi' } });
    const messageId = sent.json<{ id: number }>().id;
    expect((await admin.post(`/api/admin/contact-messages/${messageId}/mark-read`)).statusCode).toBe(200);
    // Someone else whose address ends with this one, and a word that holds the name.
    const [other] = await api.db
      .insert(auditLog)
      .values({ action: 'update', entity: 'resource', entityId: 1, summary: `Something about jo${email}` })
      .returning({ id: auditLog.id });
    const held = dataSubjectExportSchema.parse((await superAdmin.post('/api/admin/data-subject/export', { email })).json());
    expect(held.audit_entries_about.map((entry) => entry.id)).not.toContain(other?.id);
    expect((await superAdmin.post('/api/admin/data-subject/erase', { email })).statusCode).toBe(200);
    const [read] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'contact_message'), eq(auditLog.entityId, messageId)));
    expect(read?.summary).toBe(`Marked the message from ${ERASED_MARK} as read`);
    expect(
      (
        await api.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.id, other?.id ?? 0))
      )[0]?.summary,
    ).toBe(`Something about jo${email}`);
  });

  it("an erased administrator's entries keep what was done, under [erased], and their sessions end", async () => {
    const other = await signedIn(api.app, api.db, 'admin');
    const sent = await api.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { full_name: 'Wanjiru Kamau', email: `${unique('w')}@example.org`, subject: 'Other', message: 'Hi' },
    });
    const messageId = sent.json<{ id: number }>().id;
    expect((await other.post(`/api/admin/contact-messages/${messageId}/close`)).statusCode).toBe(200);
    const res = await superAdmin.post('/api/admin/data-subject/erase', { email: other.admin.email });
    expect(res.json().erased).toMatchObject({ accounts: 1 });
    const entries = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'contact_message'), eq(auditLog.entityId, messageId)));
    expect(entries.map((entry) => [entry.action, entry.actorName, entry.adminId, entry.summary])).toEqual([
      ['close', ERASED_MARK, null, 'Closed the message from Wanjiru Kamau'],
    ]);
    expect(await auditMentions(other.admin.email)).toEqual([]);
    expect((await other.get('/api/admin/dashboard')).statusCode).toBe(401);
  });

  it('refuses an admin (403), oneself (403) and bad input (400); nothing is erased', async () => {
    const refused = await admin.post('/api/admin/data-subject/erase', { email: superAdmin.admin.email });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Only a super admin can answer a person's request for their data or its erasure.");
    const self = await superAdmin.post('/api/admin/data-subject/erase', { email: superAdmin.admin.email });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot erase your own account: another super admin must answer your request.');
    expect((await superAdmin.post('/api/admin/data-subject/erase', { email: '' })).json().message).toBe('Email is required');
    expect(
      await api.db
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.id, [admin.admin.id, superAdmin.admin.id])),
    ).toHaveLength(2);
  });

  it('409 for the only active super admin (the account, its messages and entries stay)', async () => {
    const only = await insertAdmin(api.db, 'super_admin');
    const asker = await insertAdmin(api.db, 'admin');
    const others = await api.db
      .update(users)
      .set({ status: 'suspended' })
      .where(and(eq(users.adminLevel, 'super_admin'), eq(users.status, 'active'), ne(users.id, only.id)))
      .returning({ id: users.id });
    try {
      // Only a super admin can ask, and one never erases oneself: the service checks anyway.
      const ctx = api.app.tulia;
      if (!ctx) throw new Error('the test api runs on a database');
      const service = new DataRightsService(ctx);
      const principal = { userId: asker.id, sessionId: 'x', adminLevel: 'super_admin' as const, fullName: 'Asker', email: asker.email };
      await expect(service.erase(principal, only.email)).rejects.toMatchObject({ statusCode: 409, message: ERASE_LAST_SUPER_ADMIN_MESSAGE });
      expect(await api.db.select({ id: users.id }).from(users).where(eq(users.id, only.id))).toHaveLength(1);
    } finally {
      await api.db
        .update(users)
        .set({ status: 'active' })
        .where(
          inArray(
            users.id,
            others.map((row) => row.id),
          ),
        );
    }
    expect((await login(api.app, only)).access_token).toBeTruthy();
  });
});
