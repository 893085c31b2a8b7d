import { eq } from 'drizzle-orm';
import {
  auditLogListResponseSchema,
  contactMessageSchema,
  contactMessagesListResponseSchema,
  contactNoteSchema,
  contactNotesResponseSchema,
  contactSubmissionResponseSchema,
  type ContactMessage,
} from '@tulia/shared/contract';
import { contactMessages } from '../../db/schema';
import { insertAdmin, startWithAdmin, unique } from '../../test/harness';
import { CLOSE_HIGH_NEEDS_OUTCOME } from './triage';

// Crisis triage of contact messages through the api: tiers stored, the sender's answer, the
// queue's order and filters, notes, first response, assignment, tiers set by hand, closing a
// `high` message, and the audit of views. The phrases are plain ones, since the rules are tuned
// elsewhere: "I want to kill myself tonight" is `high`, "How do I join a boma?" is not.

const CRISIS_TEXT = 'I want to kill myself tonight';
const ORDINARY_TEXT = 'How do I join a boma?';
const FORM_ANSWER = "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.";

const { api, admin } = await startWithAdmin();

async function send(fields: { full_name?: string; subject?: string; message?: string } = {}) {
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { full_name: 'Wanjiku Kamau', email: `${unique('t')}@example.org`, phone: '', subject: 'General Inquiry', message: ORDINARY_TEXT, ...fields },
  });
  expect(res.statusCode, res.body).toBe(201);
  return contactSubmissionResponseSchema.strict().parse(res.json());
}

async function stored(id: number): Promise<ContactMessage> {
  const res = await admin.get(`/api/admin/contact-messages/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return contactMessageSchema.parse(res.json().contact_message);
}

async function history(id: number) {
  return auditLogListResponseSchema.parse((await admin.get(`/api/admin/audit-log?entity=contact_message&entity_id=${id}`)).json()).entries;
}

describe('POST /api/contact: the tier, decided when the message is stored', () => {
  it('the subject "Crisis Support" is high whatever the text, and the sender is shown the crisis help', async () => {
    const answer = await send({ subject: 'Crisis Support', message: ORDINARY_TEXT });
    expect(answer).toEqual({ message: FORM_ANSWER, id: answer.id, show_crisis_help: true });
    const message = await stored(answer.id);
    expect(message).toMatchObject({ risk_level: 'high', risk_missed: false, first_response_at: null, assignee: null, oncall_acknowledged_at: null });
    expect(message.risk_reasons).toContain('subject');
    expect(message.risk_rules_version).not.toBe('');
  });

  it('words of intent are high; an ordinary question is not, and keeps the specified answer', async () => {
    const crisis = await send({ message: CRISIS_TEXT });
    expect(crisis.show_crisis_help).toBe(true);
    expect((await stored(crisis.id)).risk_level).toBe('high');

    const ordinary = await send({ message: ORDINARY_TEXT });
    expect(ordinary).toEqual({ message: FORM_ANSWER, id: ordinary.id, show_crisis_help: false });
    expect(await stored(ordinary.id)).toMatchObject({ risk_level: 'none', risk_reasons: [] });
  });

  it('each message is due by its tier: high sooner than none', async () => {
    const high = await stored((await send({ message: CRISIS_TEXT })).id);
    const none = await stored((await send()).id);
    expect(Date.parse(high.due_at)).toBeGreaterThan(Date.parse(high.created_at));
    expect(Date.parse(high.due_at)).toBeLessThan(Date.parse(none.due_at));
  });
});

describe('the queue', () => {
  let marker: string;
  const ids: Record<'none1' | 'high1' | 'none2' | 'high2', number> = { none1: 0, high1: 0, none2: 0, high2: 0 };
  const idsOf = async (query: string) =>
    contactMessagesListResponseSchema
      .parse((await admin.get(`/api/admin/contact-messages?search=${marker}${query}`)).json())
      .contact_messages.map((row) => row.id);

  beforeAll(async () => {
    marker = unique('Queue');
    ids.none1 = (await send({ full_name: `Otieno ${marker}` })).id;
    ids.high1 = (await send({ full_name: `Otieno ${marker}`, message: CRISIS_TEXT })).id;
    ids.none2 = (await send({ full_name: `Otieno ${marker}`, subject: 'Technical Support' })).id;
    ids.high2 = (await send({ full_name: `Otieno ${marker}`, subject: 'Crisis Support' })).id;
    // created_at apart, so that "oldest first" is not decided by the id alone.
    for (const [index, id] of [ids.none1, ids.high1, ids.none2, ids.high2].entries()) {
      await api.db
        .update(contactMessages)
        .set({ createdAt: new Date(Date.now() - (10 - index) * 60_000) })
        .where(eq(contactMessages.id, id));
    }
    expect(
      (await admin.put(`/api/admin/contact-messages/${ids.none2}/risk`, { risk_level: 'elevated', reason: 'Mentions being hit at home' })).statusCode,
    ).toBe(200);
  });

  it('by default: high, then elevated, then the rest, oldest first within each tier', async () => {
    expect(await idsOf('')).toEqual([ids.high1, ids.high2, ids.none2, ids.none1]);
    expect(await idsOf('&sort=risk&order=asc')).toEqual([ids.high1, ids.high2, ids.none2, ids.none1]);
  });

  it('risk desc turns the tiers around, still oldest first within each; other sorts still work', async () => {
    expect(await idsOf('&sort=risk&order=desc')).toEqual([ids.none1, ids.none2, ids.high1, ids.high2]);
    expect(await idsOf('&sort=created_at&order=asc')).toEqual([ids.none1, ids.high1, ids.none2, ids.high2]);
    expect(await idsOf('&sort=created_at&order=desc')).toEqual([ids.high2, ids.none2, ids.high1, ids.none1]);
  });

  it('filters by risk and by subject; an unknown value is a 400 naming the filter', async () => {
    expect(await idsOf('&risk=high')).toEqual([ids.high1, ids.high2]);
    expect(await idsOf('&risk=elevated')).toEqual([ids.none2]);
    expect(await idsOf('&risk=none')).toEqual([ids.none1]);
    expect(await idsOf(`&subject=${encodeURIComponent('Crisis Support')}`)).toEqual([ids.high2]);
    expect(await idsOf(`&subject=${encodeURIComponent('Technical Support')}&risk=elevated`)).toEqual([ids.none2]);
    const bad = await admin.get('/api/admin/contact-messages?risk=urgent');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Risk/);
    expect((await admin.get('/api/admin/contact-messages?subject=Nope')).statusCode).toBe(400);
  });

  it('rows carry the triage fields', async () => {
    const [row] = contactMessagesListResponseSchema.parse(
      (await admin.get(`/api/admin/contact-messages?search=${marker}&risk=elevated`)).json(),
    ).contact_messages;
    expect(row).toMatchObject({
      risk_level: 'elevated',
      risk_reasons: ['manual'],
      risk_missed: true,
      assignee: null,
      first_response_at: null,
      oncall_alerted_at: null,
    });
  });
});

describe('notes (append-only) and the first response', () => {
  it('a plain note is not a first response; a call is, once; notes read oldest first with their author', async () => {
    const { id } = await send({ message: CRISIS_TEXT });
    const note = await admin.post(`/api/admin/contact-messages/${id}/notes`, { kind: 'note', text: 'Tried to reach her, no answer' });
    expect(note.statusCode, note.body).toBe(201);
    expect(contactNoteSchema.parse(note.json())).toMatchObject({
      contact_message_id: id,
      kind: 'note',
      text: 'Tried to reach her, no answer',
      author: { id: admin.admin.id, email: admin.admin.email },
    });
    expect((await stored(id)).first_response_at).toBeNull();

    expect((await admin.post(`/api/admin/contact-messages/${id}/notes`, { kind: 'called', text: 'Spoke with her; she is with her aunt' })).statusCode).toBe(
      201,
    );
    const first = (await stored(id)).first_response_at;
    expect(first).not.toBeNull();
    expect((await admin.post(`/api/admin/contact-messages/${id}/notes`, { kind: 'referred', text: 'Referred to the county clinic' })).statusCode).toBe(201);
    expect((await stored(id)).first_response_at).toBe(first);

    const notes = contactNotesResponseSchema.parse((await admin.get(`/api/admin/contact-messages/${id}/notes`)).json()).notes;
    expect(notes.map((entry) => entry.kind)).toEqual(['note', 'called', 'referred']);
    const noteId = notes[0]?.id;
    // No route changes or deletes a note.
    expect((await admin.put(`/api/admin/contact-messages/${id}/notes/${noteId}`, { kind: 'note', text: 'x' })).statusCode).toBe(404);
    expect((await admin.delete(`/api/admin/contact-messages/${id}/notes/${noteId}`)).statusCode).toBe(404);
  });

  it('the note is audited by its kind only, never its text', async () => {
    const { id } = await send();
    await admin.post(`/api/admin/contact-messages/${id}/notes`, { kind: 'safeguarding', text: 'Secret detail about the family' });
    const entries = await history(id);
    expect(entries.map((entry) => [entry.action, entry.summary])).toEqual([['add_note', 'Added a note of kind safeguarding to a contact message']]);
  });

  it('400 naming the field for a bad kind or an empty text; 404 for an unknown message', async () => {
    const { id } = await send();
    const badKind = await admin.post(`/api/admin/contact-messages/${id}/notes`, { kind: 'gossip', text: 'x' });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().message).toMatch(/^Kind must be one of/);
    const empty = await admin.post(`/api/admin/contact-messages/${id}/notes`, { kind: 'note', text: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Note is required');
    expect((await admin.post('/api/admin/contact-messages/999999/notes', { kind: 'note', text: 'x' })).statusCode).toBe(404);
    expect((await admin.get('/api/admin/contact-messages/999999/notes')).statusCode).toBe(404);
  });

  it('the first reply is a first response', async () => {
    const { id } = await send();
    const replied = await admin.post(`/api/admin/contact-messages/${id}/reply`, { reply_message: 'Karibu, here is how to join.' });
    expect(replied.statusCode).toBe(200);
    const message = contactMessageSchema.parse(replied.json().contact_message);
    expect(message.first_response_at).toBe(message.replied_at);
  });
});

describe('PUT /api/admin/contact-messages/:id/assignee', () => {
  it('assigns to an active administrator and unassigns with null, audited without names', async () => {
    const { id } = await send();
    const other = await insertAdmin(api.db, 'admin');
    const res = await admin.put(`/api/admin/contact-messages/${id}/assignee`, { admin_id: other.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(contactMessageSchema.parse(res.json().contact_message).assignee).toMatchObject({ id: other.id, email: other.email });
    expect((await stored(id)).assignee?.id).toBe(other.id);
    const cleared = await admin.put(`/api/admin/contact-messages/${id}/assignee`, { admin_id: null });
    expect(cleared.json().contact_message.assignee).toBeNull();
    expect((await history(id)).map((entry) => entry.summary)).toEqual([
      'Unassigned a contact message',
      `Assigned a contact message to administrator ${other.id}`,
    ]);
  });

  it('400 naming the field for an unknown, inactive or non-admin account, and for a bad value', async () => {
    const { id } = await send();
    const inactive = await insertAdmin(api.db, 'admin', { status: 'suspended' });
    const notAdmin = await insertAdmin(api.db, 'admin', { isAdmin: false });
    for (const adminId of [999_999, inactive.id, notAdmin.id]) {
      const res = await admin.put(`/api/admin/contact-messages/${id}/assignee`, { admin_id: adminId });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Assignee must be an active administrator', errors: [{ field: 'admin_id' }] });
    }
    const bad = await admin.put(`/api/admin/contact-messages/${id}/assignee`, { admin_id: 'someone' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Assignee must be an administrator id or null');
    expect((await admin.put('/api/admin/contact-messages/999999/assignee', { admin_id: null })).statusCode).toBe(404);
  });
});

describe('PUT /api/admin/contact-messages/:id/risk', () => {
  it('raising from none records a missed flag; the reason is kept as a note, the audit has codes only', async () => {
    const { id } = await send({ message: 'Things at home are hard lately' });
    expect((await stored(id)).risk_level).toBe('none');
    const res = await admin.put(`/api/admin/contact-messages/${id}/risk`, { risk_level: 'high', reason: 'She wrote about the river' });
    expect(res.statusCode, res.body).toBe(200);
    const message = contactMessageSchema.parse(res.json().contact_message);
    expect(message).toMatchObject({ risk_level: 'high', risk_reasons: ['manual'], risk_missed: true });
    expect(Date.parse(message.due_at)).toBeLessThan(Date.parse((await stored((await send()).id)).due_at));
    const notes = contactNotesResponseSchema.parse((await admin.get(`/api/admin/contact-messages/${id}/notes`)).json()).notes;
    expect(notes.map((entry) => [entry.kind, entry.text])).toEqual([['note', 'She wrote about the river']]);
    const entries = await history(id);
    expect(entries.map((entry) => [entry.action, entry.summary])).toContainEqual([
      'set_risk',
      'Set the risk tier of a contact message from none to high by hand (missed flag)',
    ]);
    expect(JSON.stringify(entries)).not.toContain('river');
  });

  it("lowering a flagged message keeps the rules' codes after manual, and is no missed flag", async () => {
    const { id } = await send({ subject: 'Crisis Support' });
    const res = await admin.put(`/api/admin/contact-messages/${id}/risk`, { risk_level: 'elevated', reason: 'Asking for a friend, no danger now' });
    expect(contactMessageSchema.parse(res.json().contact_message)).toMatchObject({ risk_level: 'elevated', risk_missed: false });
    expect(res.json().contact_message.risk_reasons[0]).toBe('manual');
    expect(res.json().contact_message.risk_reasons).toContain('subject');
  });

  it('400 naming the field without a reason or with an unknown tier', async () => {
    const { id } = await send();
    const noReason = await admin.put(`/api/admin/contact-messages/${id}/risk`, { risk_level: 'high', reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Reason is required');
    const badTier = await admin.put(`/api/admin/contact-messages/${id}/risk`, { risk_level: 'urgent', reason: 'x' });
    expect(badTier.statusCode).toBe(400);
    expect(badTier.json().message).toMatch(/^Risk level must be one of/);
  });
});

describe('closing a high message needs an outcome note', () => {
  it('409 with a clear message, then closes once an outcome is recorded', async () => {
    const { id } = await send({ message: CRISIS_TEXT });
    const refused = await admin.post(`/api/admin/contact-messages/${id}/close`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CLOSE_HIGH_NEEDS_OUTCOME);
    expect((await stored(id)).status).not.toBe('closed');
    await admin.post(`/api/admin/contact-messages/${id}/notes`, { kind: 'outcome', text: 'Safe with family; follow-up booked' });
    expect((await admin.post(`/api/admin/contact-messages/${id}/close`)).statusCode).toBe(200);
  });

  it('the bulk close refuses them all when one high message has no outcome', async () => {
    const high = (await send({ subject: 'Crisis Support' })).id;
    const ordinary = (await send()).id;
    const res = await admin.post('/api/admin/contact-messages/bulk', { ids: [ordinary, high], action: 'close' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(CLOSE_HIGH_NEEDS_OUTCOME);
    expect((await stored(ordinary)).status).toBe('unread');
    await admin.post(`/api/admin/contact-messages/${high}/notes`, { kind: 'outcome', text: 'Referred; closed' });
    expect((await admin.post('/api/admin/contact-messages/bulk', { ids: [ordinary, high], action: 'close' })).json().updated).toBe(2);
  });
});

describe('viewing a flagged message is audited, without content', () => {
  it('GET of a high message writes a view entry with the tier only; an ordinary one writes none', async () => {
    const { id } = await send({ full_name: 'Nyambura Secret', message: CRISIS_TEXT });
    await stored(id);
    const entries = await history(id);
    expect(entries.map((entry) => [entry.action, entry.summary, entry.actor?.id])).toEqual([['view', 'Viewed a high-risk contact message', admin.admin.id]]);
    expect(JSON.stringify(entries)).not.toMatch(/kill|Nyambura/);

    const ordinary = (await send()).id;
    await stored(ordinary);
    expect(await history(ordinary)).toEqual([]);
  });
});
