import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@tulia/shared/auth';
import type { ContactMessage, ContactNote } from '@tulia/shared/contract';
import { renderAdminScreen } from '@tulia/shared/testing';
import { contactMessage, triageStats } from '../test/contact-message';
import { fakeApi, json, type Answerer, type SentRequest } from '@tulia/shared/testing';
import { signedInWithToasts } from '../test/toasts';
import ContactMessagesPage from './ContactMessagesPage';
import { waitingTime } from './triage';

// The clock of these tests: Monday 2 March 2026, 09:48 UTC.
const NOW = new Date('2026-03-02T09:48:00.000Z');

const stats = { total_messages: 4, unread_messages: 4, read_messages: 0, replied_messages: 0, closed_messages: 0, messages_today: 2, triage: triageStats() };
const page = (messages: ContactMessage[]) => json(200, { contact_messages: messages, total: messages.length, page: 1, per_page: 20 });

const crisis = contactMessage({
  id: 11,
  full_name: 'Crisis Sender',
  subject: 'Crisis Support',
  risk_level: 'high',
  risk_reasons: ['subject', 'means'],
  created_at: '2026-03-02T09:00:00.000Z',
  due_at: '2026-03-02T10:00:00.000Z',
});
const elevated = contactMessage({
  id: 12,
  full_name: 'Elevated Sender',
  risk_level: 'elevated',
  risk_reasons: ['hopelessness'],
  created_at: '2026-03-02T06:00:00.000Z',
  due_at: '2026-03-02T14:00:00.000Z',
});
const overdue = contactMessage({ id: 13, full_name: 'Ordinary Sender', created_at: '2026-02-26T09:00:00.000Z', due_at: '2026-03-02T09:28:00.000Z' });
const answered = contactMessage({ id: 14, full_name: 'Answered Sender', status: 'read', first_response_at: '2026-03-02T08:15:00.000Z' });

// hidden: the rows are read too while a dialog hides the page behind it from the accessibility tree.
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name), hidden: true });
const listRequests = (requests: SentRequest[]) => requests.filter((request) => request.method === 'GET' && request.path === '/admin/contact-messages');

/** The api of the screen with one message's details, notes and the administrators. */
function triageApi(message: ContactMessage, routes: Record<string, Answerer> = {}, notes: ContactNote[] = []) {
  return fakeApi({
    'GET /admin/contact-messages': () => page([message]),
    'GET /admin/contact-messages/stats': () => json(200, stats),
    [`GET /admin/contact-messages/${message.id}`]: () => json(200, { contact_message: message }),
    [`GET /admin/contact-messages/${message.id}/notes`]: () => json(200, { notes }),
    'GET /admin/audit-log': () => json(200, { entries: [], total: 0, page: 1, per_page: 10 }),
    'GET /admin/audit-log/actors': () =>
      json(200, {
        actors: [
          { id: 1, full_name: 'Me' },
          { id: 2, full_name: 'Achieng Otieno' },
        ],
      }),
    ...routes,
  });
}

/** Opens the list with the api refusing to close this message, and closes it from its row. */
async function closeFromListRefused(message: ContactMessage, refusal: string) {
  triageApi(message, { [`POST /admin/contact-messages/${message.id}/close`]: () => json(409, { message: refusal }) });
  const user = userEvent.setup();
  renderAdminScreen(<ContactMessagesPage />, { at: '/admin/contact-messages' });
  await user.click(
    within(await screen.findByRole('group', { name: `Actions for the message from ${message.full_name}` })).getByRole('button', { name: 'Close Message' }),
  );
}

async function openDetails(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(await screen.findByRole('group', { name: `Actions for the message from ${name}` })).getByRole('button', { name: 'View Details' }));
  return screen.findByRole('dialog', { name: 'Message Details' });
}

describe('the crisis triage of Contact Messages', () => {
  const shown = signedInWithToasts();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    useAuthStore.setState({ status: 'authenticated', admin: { id: 1, email: 'me@example.org', username: 'me', full_name: 'Me', admin_level: 'admin' } });
  });
  afterEach(() => {
    vi.useRealTimers();
    act(() => useAuthStore.setState({ status: 'unauthenticated', admin: null }));
  });

  it("keeps the server's danger-first order, marks crisis and elevated rows in words, and says how long each waits", async () => {
    const api = fakeApi({
      'GET /admin/contact-messages': () => page([crisis, elevated, overdue, answered]),
      'GET /admin/contact-messages/stats': () => json(200, stats),
    });
    renderAdminScreen(<ContactMessagesPage />, { at: '/admin/contact-messages' });
    await screen.findByText('Crisis Sender');
    expect(listRequests(api.sent)[0]?.query).toMatchObject({ sort: 'risk', order: 'asc' });
    const senders = ['Crisis Sender', 'Elevated Sender', 'Ordinary Sender', 'Answered Sender'];
    const shownOrder = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => senders.find((name) => row.textContent?.includes(name)));
    expect(shownOrder).toEqual(senders);

    expect(within(rowOf('Crisis Sender')).getByText('Crisis')).toHaveAttribute('data-risk', 'high');
    expect(within(rowOf('Elevated Sender')).getByText('Elevated')).toHaveAttribute('data-risk', 'elevated');
    expect(rowOf('Ordinary Sender').querySelector('[data-risk]')).toBeNull();

    // Amber past 75 % of the time allowed, red once due; the words say it too.
    const crisisWait = within(rowOf('Crisis Sender')).getByText('waiting 48 min · due in 12 min');
    expect(crisisWait).toHaveAttribute('data-urgency', 'due_soon');
    expect(within(rowOf('Elevated Sender')).getByText('waiting 3 h 48 min · due in 4 h 12 min')).toHaveAttribute('data-urgency', 'on_time');
    expect(within(rowOf('Ordinary Sender')).getByText('waiting 4 d · overdue by 20 min')).toHaveAttribute('data-urgency', 'overdue');
    expect(rowOf('Answered Sender')).toHaveTextContent('First response');
    expect(rowOf('Answered Sender')).not.toHaveTextContent('waiting');
  });

  it('moves the waiting times on each minute', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
    fakeApi({ 'GET /admin/contact-messages': () => page([crisis]), 'GET /admin/contact-messages/stats': () => json(200, stats) });
    renderAdminScreen(<ContactMessagesPage />, { at: '/admin/contact-messages' });
    expect(await screen.findByText('waiting 48 min · due in 12 min')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(13 * 60_000);
    });
    expect(screen.getByText('waiting 1 h 1 min · overdue by 1 min')).toHaveAttribute('data-urgency', 'overdue');
  });

  it('waiting time: due in a few seconds reads as 1 min; a closed or answered message is not waiting', () => {
    const now = Date.parse('2026-03-02T09:59:30.000Z');
    expect(waitingTime(crisis, now)).toEqual({ text: 'waiting 59 min · due in 1 min', urgency: 'due_soon' });
    expect(waitingTime({ ...crisis, status: 'closed' }, now)).toBeNull();
    expect(waitingTime({ ...crisis, first_response_at: '2026-03-02T09:10:00.000Z' }, now)).toBeNull();
  });

  it('keeps the risk and subject filters in the address and asks the api with them', async () => {
    const api = fakeApi({ 'GET /admin/contact-messages': () => page([crisis]), 'GET /admin/contact-messages/stats': () => json(200, stats) });
    const user = userEvent.setup();
    renderAdminScreen(<ContactMessagesPage />, { at: '/admin/contact-messages?risk=high&subject=Crisis+Support' });
    await screen.findByText('Crisis Sender');
    expect(listRequests(api.sent)[0]?.query).toMatchObject({ risk: 'high', subject: 'Crisis Support', sort: 'risk', order: 'asc' });
    expect(screen.getByLabelText('Filter by risk')).toHaveValue('high');
    expect(screen.getByLabelText('Filter by subject')).toHaveValue('Crisis Support');

    await user.selectOptions(screen.getByLabelText('Filter by risk'), 'elevated');
    await waitFor(() => expect(listRequests(api.sent).at(-1)?.query).toMatchObject({ risk: 'elevated', subject: 'Crisis Support' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/contact-messages?risk=elevated&subject=Crisis+Support');
    await user.selectOptions(screen.getByLabelText('Filter by subject'), 'all');
    await user.selectOptions(screen.getByLabelText('Filter by risk'), 'all');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/contact-messages$/));
    expect(listRequests(api.sent).at(-1)?.query).not.toHaveProperty('risk');
    expect(listRequests(api.sent).at(-1)?.query).not.toHaveProperty('subject');
    // Calm words for the tiers.
    expect(Array.from(screen.getByLabelText('Filter by risk').querySelectorAll('option')).map((option) => option.textContent)).toEqual([
      'All risk levels',
      'High risk',
      'Elevated risk',
      'No risk flagged',
    ]);
  });

  it('shows the tier with its reasons in plain words, and the response targets', async () => {
    fakeApi({
      'GET /admin/contact-messages': () => page([crisis]),
      'GET /admin/contact-messages/stats': () =>
        json(200, {
          ...stats,
          triage: triageStats({
            high: { total: 5, waiting: 1, overdue: 1, responded: 4, responded_within_target: 3, within_target_share: 0.75, median_first_response_minutes: 42 },
            missed_flags: 2,
          }),
        }),
      'GET /admin/contact-messages/11': () => json(200, { contact_message: crisis }),
      'GET /admin/contact-messages/11/notes': () => json(200, { notes: [] }),
    });
    const user = userEvent.setup();
    renderAdminScreen(<ContactMessagesPage />, { at: '/admin/contact-messages' });
    const targets = within(await screen.findByRole('region', { name: 'Response targets' }));
    await waitFor(() => expect(targets.getByText('75 %')).toBeInTheDocument());
    expect(targets.getByText('median first response 42 min · 1 overdue')).toBeInTheDocument();
    expect(targets.getByText('Missed flags').closest('dl')).toHaveTextContent('2');

    const details = within(await openDetails(user, 'Crisis Sender'));
    expect(details.getByText('Subject: Crisis Support')).toBeInTheDocument();
    expect(details.getByText('Words about means')).toBeInTheDocument();
    expect(details.getByText('High (crisis)')).toBeInTheDocument();
    expect(details.getByText('waiting 48 min · due in 12 min')).toBeInTheDocument();
  });

  it('adds a note to the history; a call counts as the first response, so the waiting time goes', async () => {
    let current = crisis;
    let notes: ContactNote[] = [];
    const api = triageApi(crisis, {
      'GET /admin/contact-messages': () => page([current]),
      'GET /admin/contact-messages/11': () => json(200, { contact_message: current }),
      'GET /admin/contact-messages/11/notes': () => json(200, { notes }),
      'POST /admin/contact-messages/11/notes': (request) => {
        const body = request.body as { kind: ContactNote['kind']; text: string };
        notes = [
          {
            id: 1,
            contact_message_id: 11,
            kind: body.kind,
            text: body.text,
            author: { id: 1, full_name: 'Me', email: 'me@example.org' },
            created_at: NOW.toISOString(),
          },
        ];
        current = { ...crisis, first_response_at: NOW.toISOString() };
        return json(201, { note: notes[0] });
      },
    });
    const user = userEvent.setup();
    renderAdminScreen(<ContactMessagesPage />, { at: '/admin/contact-messages' });
    const dialog = await openDetails(user, 'Crisis Sender');
    const details = within(dialog);
    expect(await details.findByText('No notes yet.')).toBeInTheDocument();

    // The note is required.
    await user.click(details.getByRole('button', { name: 'Add Note' }));
    expect(await details.findByText('Note is required')).toBeInTheDocument();
    expect(api.sent.filter((request) => request.method === 'POST')).toEqual([]);

    await user.selectOptions(details.getByLabelText('Kind'), 'called');
    await user.type(details.getByRole('textbox', { name: /^Note/ }), 'Called her; she is with her aunt now.');
    await user.click(details.getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(shown.toasts).toContainEqual({ kind: 'success', title: 'Note Added', description: undefined }));
    expect(api.sent.find((request) => request.method === 'POST')?.body).toEqual({ kind: 'called', text: 'Called her; she is with her aunt now.' });
    const history = within(await details.findByRole('list', { name: 'Note history' }));
    expect(history.getByText('Called')).toBeInTheDocument();
    expect(history.getByText('Called her; she is with her aunt now.')).toBeInTheDocument();
    // The form is ready for the next note; the waiting time has gone, in the dialog and the list.
    expect(details.getByRole('textbox', { name: /^Note/ })).toHaveValue('');
    await waitFor(() => expect(details.queryByText(/^waiting/)).not.toBeInTheDocument());
    expect(details.getAllByText(/^First response/).length).toBeGreaterThan(0);
    await waitFor(() => expect(within(rowOf('Crisis Sender')).queryByText(/^waiting/)).not.toBeInTheDocument());
  });

  it('closing a crisis message without an outcome: the refusal is said calmly and the outcome note offered, keeping what was typed', async () => {
    const refusal = 'A crisis message is closed only with an outcome note. Add one, then close it.';
    const api = triageApi(crisis, { 'POST /admin/contact-messages/11/close': () => json(409, { message: refusal }) });
    const user = userEvent.setup();
    renderAdminScreen(<ContactMessagesPage />, { at: '/admin/contact-messages' });
    const details = within(await openDetails(user, 'Crisis Sender'));
    await details.findByText('No notes yet.');
    await user.type(details.getByRole('textbox', { name: /^Note/ }), 'Spoke with her mother');
    await user.click(details.getByRole('button', { name: 'Close Message' }));

    await waitFor(() => expect(shown.toasts).toContainEqual({ kind: 'info', title: 'An outcome note is needed', description: refusal }));
    expect(shown.toasts.filter((toast) => toast.kind === 'error')).toEqual([]);
    expect(api.sent.filter((request) => request.path === '/admin/contact-messages/11/close')).toHaveLength(1);
    expect(await details.findByRole('status')).toHaveTextContent(refusal);
    expect(details.getByLabelText('Kind')).toHaveValue('outcome');
    const note = details.getByRole('textbox', { name: /^Note/ });
    expect(note).toHaveValue('Spoke with her mother');
    await waitFor(() => expect(note).toHaveFocus());
  });

  it('from the list too: the refused close opens the message at its outcome note', async () => {
    await closeFromListRefused(crisis, 'An outcome note is needed first.');
    const details = within(await screen.findByRole('dialog', { name: 'Message Details' }));
    expect(await details.findByRole('status')).toHaveTextContent('An outcome note is needed first.');
    expect(details.getByLabelText('Kind')).toHaveValue('outcome');
  });

  it('an ordinary refused close keeps the Error toast', async () => {
    await closeFromListRefused(overdue, 'This message is already closed.');
    await waitFor(() => expect(shown.toasts).toContainEqual({ kind: 'error', title: 'Error', description: 'This message is already closed.' }));
    expect(screen.queryByRole('dialog', { name: 'Message Details' })).not.toBeInTheDocument();
  });

  it('assigns the message, changes its risk with a reason, and acknowledges the on-call alert', async () => {
    const alerted = { ...crisis, oncall_alerted_at: '2026-03-01T22:10:00.000Z' };
    const api = triageApi(alerted, {
      'PUT /admin/contact-messages/11/assignee': () => json(200, { contact_message: alerted }),
      'PUT /admin/contact-messages/11/risk': () => json(200, { contact_message: alerted }),
      'POST /admin/contact-messages/11/acknowledge': () => json(200, { contact_message: alerted }),
    });
    const user = userEvent.setup();
    renderAdminScreen(<ContactMessagesPage />, { at: '/admin/contact-messages' });
    const details = within(await openDetails(user, 'Crisis Sender'));

    await user.click(details.getByRole('button', { name: 'Assign to me' }));
    await waitFor(() => expect(shown.toasts).toContainEqual({ kind: 'success', title: 'Message Assigned', description: undefined }));
    await waitFor(() => expect(details.getByRole('option', { name: 'Achieng Otieno' })).toBeInTheDocument());
    await user.selectOptions(details.getByLabelText('Assign to'), 'Achieng Otieno');
    await waitFor(() =>
      expect(api.sent.filter((request) => request.method === 'PUT' && request.path.endsWith('/assignee')).map((request) => request.body)).toEqual([
        { admin_id: 1 },
        { admin_id: 2 },
      ]),
    );

    await user.click(details.getByRole('button', { name: 'Change risk' }));
    await user.selectOptions(details.getByLabelText('Risk level'), 'elevated');
    await user.click(details.getByRole('button', { name: 'Save risk' }));
    expect(await details.findByText('Reason is required')).toBeInTheDocument();
    await user.type(details.getByRole('textbox', { name: /^Reason/ }), 'Spoke with her: safe tonight, support at school.');
    await user.click(details.getByRole('button', { name: 'Save risk' }));
    await waitFor(() => expect(shown.toasts).toContainEqual({ kind: 'success', title: 'Risk Changed', description: undefined }));
    expect(api.sent.find((request) => request.method === 'PUT' && request.path.endsWith('/risk'))?.body).toEqual({
      risk_level: 'elevated',
      reason: 'Spoke with her: safe tonight, support at school.',
    });

    await user.click(details.getByRole('button', { name: 'Acknowledge alert' }));
    await waitFor(() => expect(shown.toasts).toContainEqual({ kind: 'success', title: 'Alert Acknowledged', description: undefined }));
    expect(api.sent.some((request) => request.method === 'POST' && request.path === '/admin/contact-messages/11/acknowledge')).toBe(true);
  });
  it('a reply sent over the details closes the reply only: the details it was opened over stay open', async () => {
    const sent = (request: SentRequest) =>
      json(200, { message: 'Your reply has been sent successfully', contact_message: { ...answered, status: 'replied', ...(request.body as object) } });
    triageApi(answered, { 'POST /admin/contact-messages/14/reply': sent });
    const user = userEvent.setup();
    renderAdminScreen(<ContactMessagesPage />, { at: '/admin/contact-messages' });
    const details = await openDetails(user, 'Answered Sender');
    await user.click(within(details).getByRole('button', { name: 'Reply' }));
    const reply = await screen.findByRole('dialog', { name: 'Reply to Message' });
    await user.type(within(reply).getByLabelText(/^Reply Message/), 'Thank you, we will call you on Monday.');
    await user.click(within(reply).getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(shown.toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'Reply Sent' })));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reply to Message' })).not.toBeInTheDocument());
    expect(await screen.findByRole('dialog', { name: 'Message Details' })).toBeInTheDocument();
  });
});
