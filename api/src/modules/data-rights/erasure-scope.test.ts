import { and, eq } from 'drizzle-orm';
import { ERASED_MARK } from '@tulia/shared/contract';
import { auditLog, groupSuggestions, users } from '../../db/schema';
import { signedIn, startWithAdmins, unique } from '../../test/harness';

/**
 * An erasure replaces what belongs to the person: the account's name and the address in the
 * entries by and about them; a name typed into a form (by anyone, for the contact form) only in
 * the entries about that message or suggestion.
 */
const { api, superAdmin, admin } = await startWithAdmins();

async function sendMessage(fullName: string, email: string): Promise<number> {
  const sent = await api.app.inject({ method: 'POST', url: '/api/contact', payload: { full_name: fullName, email, subject: 'Other', message: 'Hello there' } });
  expect(sent.statusCode, sent.body).toBe(201);
  return sent.json<{ id: number }>().id;
}

async function suggest(groupName: string, suggestedByName: string, suggestedByEmail: string): Promise<number> {
  const [row] = await api.db
    .insert(groupSuggestions)
    .values({ groupName, description: 'A place to meet', suggestedByName, suggestedByEmail })
    .returning({ id: groupSuggestions.id });
  if (!row) throw new Error('suggestion not inserted');
  return row.id;
}

async function summariesAbout(entity: string, entityId: number): Promise<string[]> {
  const rows = await api.db
    .select({ summary: auditLog.summary })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);
  return rows.map((row) => row.summary);
}

async function fullNameOf(userId: number): Promise<string> {
  const [row] = await api.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error('no such user');
  return row.fullName;
}

async function erase(email: string): Promise<void> {
  const res = await superAdmin.post('/api/admin/data-subject/erase', { email });
  expect(res.statusCode, res.body).toBe(200);
}

describe('erasure scrubs what belongs to the person, and nothing an outsider chose', () => {
  it("a name a visitor typed beside an administrator's address is replaced only in the entries about that message", async () => {
    const target = await signedIn(api.app, api.db, 'admin');
    // The administrator's own work: the word "Approved" in an entry they made.
    const suggestionId = await suggest(unique('Tea pickers '), 'Wambui Otieno', `${unique('w')}@example.org`);
    expect((await target.put(`/api/admin/suggest-groups-requests/${suggestionId}`, { status: 'approved' })).statusCode).toBe(200);
    const [approval] = await summariesAbout('group_suggestion', suggestionId);
    expect(approval).toMatch(/^Approved the group suggestion /);
    // A visitor writes as "approved" with the administrator's address; two entries are about that message.
    const messageId = await sendMessage('approved', target.admin.email);
    expect((await admin.post(`/api/admin/contact-messages/${messageId}/mark-read`)).statusCode).toBe(200);
    expect((await target.post(`/api/admin/contact-messages/${messageId}/close`)).statusCode).toBe(200);

    await erase(target.admin.email);

    // Their own unrelated entry keeps its words, under [erased] as its actor.
    const [kept] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'group_suggestion'), eq(auditLog.entityId, suggestionId)));
    expect(kept).toMatchObject({ summary: approval, actorName: ERASED_MARK, adminId: null });
    // The entries about the message lose the typed name, whoever made them.
    expect(await summariesAbout('contact_message', messageId)).toEqual([
      `Marked the message from ${ERASED_MARK} as read`,
      `Closed the message from ${ERASED_MARK}`,
    ]);
  });

  it("the account's own name and address are replaced in every entry the account made", async () => {
    const target = await signedIn(api.app, api.db, 'admin');
    const fullName = await fullNameOf(target.admin.id);
    // Entries by the account about unrelated records that hold its name and address.
    const [own] = await api.db
      .insert(auditLog)
      .values({
        adminId: target.admin.id,
        actorName: fullName,
        action: 'update',
        entity: 'resource',
        entityId: 1,
        summary: `Updated resource Sleep guide by ${fullName} (${target.admin.email.toUpperCase()})`,
      })
      .returning({ id: auditLog.id });
    const messageId = await sendMessage('Achieng Njeri', `${unique('a')}@example.org`);
    expect((await target.post(`/api/admin/contact-messages/${messageId}/close`)).statusCode).toBe(200);
    // A namesake's entry by someone else, about something else, is not theirs.
    const [namesake] = await api.db
      .insert(auditLog)
      .values({ adminId: admin.admin.id, action: 'update', entity: 'resource', entityId: 2, summary: `Updated resource Sleep guide by ${fullName}` })
      .returning({ id: auditLog.id });

    await erase(target.admin.email);

    const [after] = await api.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.id, own?.id ?? 0));
    expect(after).toMatchObject({ summary: `Updated resource Sleep guide by ${ERASED_MARK} (${ERASED_MARK})`, actorName: ERASED_MARK, adminId: null });
    // Someone else's name in an entry the account made stays.
    expect(await summariesAbout('contact_message', messageId)).toEqual(['Closed the message from Achieng Njeri']);
    expect(
      (
        await api.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.id, namesake?.id ?? 0))
      )[0]?.summary,
    ).toBe(`Updated resource Sleep guide by ${fullName}`);
  });

  it("a typed name that holds the account's shorter name is replaced whole", async () => {
    const target = await signedIn(api.app, api.db, 'admin');
    await api.db.update(users).set({ fullName: 'Ann' }).where(eq(users.id, target.admin.id));
    const messageId = await sendMessage('Ann Smith', target.admin.email);
    expect((await admin.post(`/api/admin/contact-messages/${messageId}/mark-read`)).statusCode).toBe(200);

    await erase(target.admin.email);

    expect(await summariesAbout('contact_message', messageId)).toEqual([`Marked the message from ${ERASED_MARK} as read`]);
  });

  it('a name typed into a group suggestion is replaced only in the entries about that suggestion', async () => {
    const target = await signedIn(api.app, api.db, 'admin');
    // The account suggested a group under a name other than its own.
    const [mine] = await api.db
      .insert(groupSuggestions)
      .values({
        groupName: unique('Night owls '),
        description: 'For those who cannot sleep',
        suggestedByName: 'Wanjiru',
        suggestedByEmail: target.admin.email,
        suggestedByUserId: target.admin.id,
      })
      .returning({ id: groupSuggestions.id, groupName: groupSuggestions.groupName });
    const suggestionId = mine?.id ?? 0;
    expect(
      (await admin.put(`/api/admin/suggest-groups-requests/${suggestionId}`, { status: 'rejected', notes: 'Wanjiru, please say who it is for' })).statusCode,
    ).toBe(200);
    // Another person called Wanjiru, whose message the account closed.
    const messageId = await sendMessage('Wanjiru Kamau', `${unique('k')}@example.org`);
    expect((await target.post(`/api/admin/contact-messages/${messageId}/close`)).statusCode).toBe(200);

    await erase(target.admin.email);

    expect(await summariesAbout('group_suggestion', suggestionId)).toEqual([
      `Rejected the group suggestion ${mine?.groupName}: ${ERASED_MARK}, please say who it is for`,
    ]);
    expect(await summariesAbout('contact_message', messageId)).toEqual(['Closed the message from Wanjiru Kamau']);
    const [suggestion] = await api.db.select().from(groupSuggestions).where(eq(groupSuggestions.id, suggestionId));
    expect(suggestion).toMatchObject({ suggestedByName: ERASED_MARK, suggestedByEmail: ERASED_MARK, suggestedByUserId: null });
  });
});
