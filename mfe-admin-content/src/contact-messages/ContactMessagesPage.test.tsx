import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@tulia/shared/auth';
import type { Admin, ContactMessage } from '@tulia/shared/contract';
import { contactMessage, triageStats } from '../test/contact-message';
import { fakeApi, json, type SentRequest } from '@tulia/shared/testing';
import { renderAdminScreen, selectRows } from '@tulia/shared/testing';
import { signedInWithToasts } from '../test/toasts';
import ContactMessagesPage from './ContactMessagesPage';

const stats = { total_messages: 12, unread_messages: 4, read_messages: 3, replied_messages: 2, closed_messages: 3, messages_today: 1, triage: triageStats() };
const page = (messages: ContactMessage[]) => json(200, { contact_messages: messages, total: messages.length, page: 1, per_page: 20 });

const unread = contactMessage({ id: 1, full_name: 'Unread Visitor', status: 'unread' });
const read = contactMessage({ id: 2, full_name: 'Read Visitor', status: 'read' });
const replied = contactMessage({ id: 3, full_name: 'Replied Visitor', status: 'replied', replied_at: '2026-03-02T10:00:00.000Z' });
const closed = contactMessage({ id: 4, full_name: 'Closed Visitor', status: 'closed' });
const markup = contactMessage({ id: 5, full_name: '<i>Amani</i>', message: '<img src=x onerror=alert(1)><b>bold</b>' });

const signedInAs = (admin_level: Admin['admin_level']) =>
  useAuthStore.setState({ status: 'authenticated', admin: { id: 1, email: 'me@example.org', username: 'me', full_name: 'Me', admin_level } });

const actionsOf = (name: string) =>
  within(screen.getByRole('group', { name: `Actions for the message from ${name}` }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('ContactMessagesPage', () => {
  const shown = signedInWithToasts();

  it('shows the statistics and, per status, only the actions that status allows', async () => {
    fakeApi({
      'GET /admin/contact-messages': () => page([unread, read, replied, closed]),
      'GET /admin/contact-messages/stats': () => json(200, stats),
    });
    renderAdminScreen(<ContactMessagesPage />);
    expect(await screen.findByText('Unread Visitor')).toBeInTheDocument();
    const figures = within(screen.getByRole('region', { name: 'Message statistics' }));
    await waitFor(() => expect(figures.getByText('12')).toBeInTheDocument());
    for (const label of ['Total Messages', 'Unread', 'Replied', 'Closed']) expect(figures.getByText(label)).toBeInTheDocument();
    // A selection column first; the sort arrows are hidden from screen readers.
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
      '',
      'Contact',
      'Subject',
      'Message',
      'Status',
      'Date',
      'Actions',
    ]);
    expect(actionsOf('Unread Visitor')).toEqual(['View Details', 'Mark as Read', 'Reply', 'Close Message']);
    expect(actionsOf('Read Visitor')).toEqual(['View Details', 'Reply', 'Close Message']);
    expect(actionsOf('Replied Visitor')).toEqual(['View Details', 'Close Message']);
    expect(actionsOf('Closed Visitor')).toEqual(['View Details']);
  });

  it('shows what a visitor typed as text, never as markup', async () => {
    fakeApi({ 'GET /admin/contact-messages': () => page([markup]), 'GET /admin/contact-messages/stats': () => json(200, stats) });
    const { container } = renderAdminScreen(<ContactMessagesPage />);
    expect(await screen.findByText('<i>Amani</i>')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)><b>bold</b>')).toBeInTheDocument();
    expect(container.querySelector('img, b, i')).toBeNull();
  });

  it('marks an unread message as read, then reloads the list and the statistics', async () => {
    let current = unread;
    const api = fakeApi({
      'GET /admin/contact-messages': () => page([current]),
      'GET /admin/contact-messages/stats': () => json(200, stats),
      'POST /admin/contact-messages/1/mark-read': () => {
        current = { ...unread, status: 'read' };
        return json(200, { message: 'Message marked as read', contact_message: current });
      },
    });
    const user = userEvent.setup();
    renderAdminScreen(<ContactMessagesPage />);
    await user.click(await screen.findByRole('button', { name: 'Mark as Read' }));
    await waitFor(() => expect(actionsOf('Unread Visitor')).toEqual(['View Details', 'Reply', 'Close Message']));
    expect(shown.toasts).toContainEqual({ kind: 'success', title: 'Message Marked as Read', description: undefined });
    expect(api.sent.filter((request) => request.path === '/admin/contact-messages/stats')).toHaveLength(2);
  });

  it('says why the list is empty: nothing received, or nothing matching', async () => {
    fakeApi({ 'GET /admin/contact-messages': () => page([]), 'GET /admin/contact-messages/stats': () => json(200, stats) });
    const user = userEvent.setup();
    renderAdminScreen(<ContactMessagesPage />);
    expect(await screen.findByText('No messages found')).toBeInTheDocument();
    expect(screen.getByText('No contact messages have been received yet.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'closed');
    expect(await screen.findByText('Try adjusting your search or filters.')).toBeInTheDocument();
  });

  it("shows the load failure's message with Retry, and the statistics as dashes when they fail", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    fakeApi({
      'GET /admin/contact-messages': () => (fail ? json(500, {}) : page([read])),
      'GET /admin/contact-messages/stats': () => json(500, {}),
    });
    const user = userEvent.setup();
    renderAdminScreen(<ContactMessagesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('API request failed: 500');
    expect(within(screen.getByRole('region', { name: 'Message statistics' })).getAllByText('—')).toHaveLength(4);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Read Visitor')).toBeInTheDocument();
  });

  const listRequests = (requests: SentRequest[]) => requests.filter((request) => request.method === 'GET' && request.path === '/admin/contact-messages');

  it('restores the search, filter and page from the address; the queue is asked in risk order', async () => {
    const api = fakeApi({
      'GET /admin/contact-messages': () => json(200, { contact_messages: [unread], total: 41, page: 2, per_page: 20 }),
      'GET /admin/contact-messages/stats': () => json(200, stats),
    });
    renderAdminScreen(<ContactMessagesPage />, { at: '/admin/contact-messages?status=unread&search=kamau&page=2' });
    expect(await screen.findByText('Unread Visitor')).toBeInTheDocument();
    expect(listRequests(api.sent)[0]?.query).toEqual({ page: '2', per_page: '20', search: 'kamau', status: 'unread', sort: 'risk', order: 'asc' });
    expect(screen.getByLabelText('Filter by status')).toHaveValue('unread');
    expect(screen.getByLabelText('Search messages by name, email or subject')).toHaveValue('kamau');
    expect(screen.getByText('Showing 21–40 of 41 messages')).toBeInTheDocument();
    // Danger first (the server's order): no column is the sort.
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'none');
  });

  it('sorts by a column when its header is pressed, and flips the order on a second press', async () => {
    const api = fakeApi({ 'GET /admin/contact-messages': () => page([unread, read]), 'GET /admin/contact-messages/stats': () => json(200, stats) });
    const user = userEvent.setup();
    renderAdminScreen(<ContactMessagesPage />, { at: '/admin/contact-messages' });
    await screen.findByText('Unread Visitor');
    expect(listRequests(api.sent)[0]?.query).toMatchObject({ sort: 'risk', order: 'asc' });
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'none');
    await user.click(within(screen.getByRole('columnheader', { name: 'Subject' })).getByRole('button'));
    await waitFor(() => expect(listRequests(api.sent).at(-1)?.query).toMatchObject({ sort: 'subject', order: 'asc', page: '1' }));
    expect(screen.getByRole('columnheader', { name: 'Subject' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/contact-messages?sort=subject&order=asc');
    await user.click(within(screen.getByRole('columnheader', { name: 'Subject' })).getByRole('button'));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Subject' })).toHaveAttribute('aria-sort', 'descending'));
    expect(listRequests(api.sent).at(-1)?.query).toMatchObject({ sort: 'subject', order: 'desc' });
  });

  it('closes every selected message with one confirmation and one request, says how many, and clears the selection', async () => {
    let rows = [unread, read, replied];
    const api = fakeApi({
      'GET /admin/contact-messages': () => page(rows),
      'GET /admin/contact-messages/stats': () => json(200, stats),
      'POST /admin/contact-messages/bulk': (request) => {
        const { ids } = request.body as { ids: number[] };
        rows = rows.map((row) => (ids.includes(row.id) ? { ...row, status: 'closed' } : row));
        return json(200, { message: `${ids.length} messages closed`, updated: ids.length });
      },
    });
    const user = userEvent.setup();
    renderAdminScreen(<ContactMessagesPage />);
    const bar = await selectRows(user, ['Select the message from Unread Visitor', 'Select the message from Replied Visitor']);
    expect(bar).toHaveTextContent('2 messages selected');
    await user.click(within(bar).getByRole('button', { name: 'Close Messages' }));
    const question = await screen.findByRole('alertdialog', { name: 'Close Messages' });
    expect(question).toHaveTextContent('Close 2 messages?');
    await user.click(within(question).getByRole('button', { name: 'Close Messages' }));
    await waitFor(() => expect(shown.toasts).toContainEqual({ kind: 'success', title: '2 Messages Closed', description: undefined }));
    const bulk = api.sent.filter((request) => request.path === '/admin/contact-messages/bulk');
    expect(bulk).toHaveLength(1);
    expect(bulk[0]?.body).toEqual({ action: 'close', ids: [1, 3] });
    await waitFor(() => expect(actionsOf('Unread Visitor')).toEqual(['View Details']));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select the message from Unread Visitor' })).not.toBeChecked();
  });

  it('marks every message of the page as read from the header checkbox', async () => {
    const api = fakeApi({
      'GET /admin/contact-messages': () => page([unread, read, closed]),
      'GET /admin/contact-messages/stats': () => json(200, stats),
      'POST /admin/contact-messages/bulk': () => json(200, { message: '1 message marked as read', updated: 1 }),
    });
    const user = userEvent.setup();
    renderAdminScreen(<ContactMessagesPage />);
    await screen.findByText('Unread Visitor');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Mark as Read' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Mark as Read' })).getByRole('button', { name: 'Mark as Read' }));
    await waitFor(() => expect(shown.toasts).toContainEqual({ kind: 'success', title: '1 Message Marked as Read', description: undefined }));
    expect(api.sent.find((request) => request.method === 'POST')?.body).toEqual({ action: 'mark_read', ids: [1, 2, 4] });
  });

  describe('Delete (data protection: super admins only)', () => {
    // The screen is still shown: the change is an update React must see (act).
    afterEach(() => act(() => useAuthStore.setState({ status: 'unauthenticated', admin: null })));

    it('an admin is offered no Delete', async () => {
      signedInAs('admin');
      fakeApi({ 'GET /admin/contact-messages': () => page([unread, closed]), 'GET /admin/contact-messages/stats': () => json(200, stats) });
      renderAdminScreen(<ContactMessagesPage />);
      await screen.findByText('Unread Visitor');
      expect(actionsOf('Unread Visitor')).toEqual(['View Details', 'Mark as Read', 'Reply', 'Close Message']);
      expect(actionsOf('Closed Visitor')).toEqual(['View Details']);
    });

    it('a super admin deletes any message after confirming; the list and statistics reload', async () => {
      signedInAs('super_admin');
      let rows = [unread, closed];
      const api = fakeApi({
        'GET /admin/contact-messages': () => page(rows),
        'GET /admin/contact-messages/stats': () => json(200, stats),
        'DELETE /admin/contact-messages/4': () => {
          rows = rows.filter((row) => row.id !== 4);
          return json(200, { message: 'Message deleted' });
        },
      });
      const user = userEvent.setup();
      renderAdminScreen(<ContactMessagesPage />);
      await screen.findByText('Closed Visitor');
      expect(actionsOf('Unread Visitor')).toEqual(['View Details', 'Mark as Read', 'Reply', 'Close Message', 'Delete']);
      expect(actionsOf('Closed Visitor')).toEqual(['View Details', 'Delete']);
      await user.click(within(screen.getByRole('group', { name: 'Actions for the message from Closed Visitor' })).getByRole('button', { name: 'Delete' }));
      const question = await screen.findByRole('alertdialog', { name: 'Delete Message' });
      expect(question).toHaveTextContent('The message from Closed Visitor will be permanently deleted.');
      // Cancel first: nothing is sent.
      await user.click(within(question).getByRole('button', { name: 'Cancel' }));
      expect(api.sent.filter((request) => request.method === 'DELETE')).toEqual([]);
      await user.click(within(screen.getByRole('group', { name: 'Actions for the message from Closed Visitor' })).getByRole('button', { name: 'Delete' }));
      await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete Message' })).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(shown.toasts).toContainEqual({ kind: 'success', title: 'Message Deleted', description: undefined }));
      await waitFor(() => expect(screen.queryByText('Closed Visitor')).not.toBeInTheDocument());
      expect(api.sent.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual(['/admin/contact-messages/4']);
      expect(api.sent.filter((request) => request.path === '/admin/contact-messages/stats').length).toBeGreaterThanOrEqual(2);
    });

    it("a refused delete keeps the message and the dialog open, with the 'Error' toast", async () => {
      signedInAs('super_admin');
      fakeApi({
        'GET /admin/contact-messages': () => page([read]),
        'GET /admin/contact-messages/stats': () => json(200, stats),
        'DELETE /admin/contact-messages/2': () => json(403, { message: 'Only a super admin can delete contact messages.' }),
      });
      const user = userEvent.setup();
      renderAdminScreen(<ContactMessagesPage />);
      await user.click(within(await screen.findByRole('group', { name: 'Actions for the message from Read Visitor' })).getByRole('button', { name: 'Delete' }));
      await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete Message' })).getByRole('button', { name: 'Delete' }));
      await waitFor(() =>
        expect(shown.toasts).toContainEqual({ kind: 'error', title: 'Error', description: 'Only a super admin can delete contact messages.' }),
      );
      expect(screen.getByRole('alertdialog', { name: 'Delete Message' })).toBeInTheDocument();
      expect(screen.getByText('Read Visitor')).toBeInTheDocument();
    });
  });
});
