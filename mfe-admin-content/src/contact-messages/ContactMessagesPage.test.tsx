import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactMessage } from '@tulia/shared/contract';
import { contactMessage } from '../test/contact-message';
import { fakeApi, json } from '../test/fake-api';
import { renderWithChakra } from '../test/render';
import { signedInWithToasts } from '../test/toasts';
import ContactMessagesPage from './ContactMessagesPage';

const stats = { total_messages: 12, unread_messages: 4, read_messages: 3, replied_messages: 2, closed_messages: 3, messages_today: 1 };
const page = (messages: ContactMessage[]) => json(200, { contact_messages: messages, total: messages.length, page: 1, per_page: 20 });

const unread = contactMessage({ id: 1, full_name: 'Unread Visitor', status: 'unread' });
const read = contactMessage({ id: 2, full_name: 'Read Visitor', status: 'read' });
const replied = contactMessage({ id: 3, full_name: 'Replied Visitor', status: 'replied', replied_at: '2026-03-02T10:00:00.000Z' });
const closed = contactMessage({ id: 4, full_name: 'Closed Visitor', status: 'closed' });
const markup = contactMessage({ id: 5, full_name: '<i>Amani</i>', message: '<img src=x onerror=alert(1)><b>bold</b>' });

const actionsOf = (name: string) =>
  within(screen.getByRole('group', { name: `Actions for the message from ${name}` }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('ContactMessagesPage', () => {
  const shown = signedInWithToasts();

  it('shows the statistics and, per status, only the actions that status allows', async () => {
    fakeApi({ 'GET /api/admin/contact-messages': () => page([unread, read, replied, closed]), 'GET /api/admin/contact-messages/stats': () => json(200, stats) });
    renderWithChakra(<ContactMessagesPage />);
    expect(await screen.findByText('Unread Visitor')).toBeInTheDocument();
    const figures = within(screen.getByRole('region', { name: 'Message statistics' }));
    await waitFor(() => expect(figures.getByText('12')).toBeInTheDocument());
    for (const label of ['Total Messages', 'Unread', 'Replied', 'Closed']) expect(figures.getByText(label)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Contact', 'Subject', 'Message', 'Status', 'Date', 'Actions']);
    expect(actionsOf('Unread Visitor')).toEqual(['View Details', 'Mark as Read', 'Reply', 'Close Message']);
    expect(actionsOf('Read Visitor')).toEqual(['View Details', 'Reply', 'Close Message']);
    expect(actionsOf('Replied Visitor')).toEqual(['View Details', 'Close Message']);
    expect(actionsOf('Closed Visitor')).toEqual(['View Details']);
  });

  it('shows what a visitor typed as text, never as markup', async () => {
    fakeApi({ 'GET /api/admin/contact-messages': () => page([markup]), 'GET /api/admin/contact-messages/stats': () => json(200, stats) });
    const { container } = renderWithChakra(<ContactMessagesPage />);
    expect(await screen.findByText('<i>Amani</i>')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)><b>bold</b>')).toBeInTheDocument();
    expect(container.querySelector('img, b, i')).toBeNull();
  });

  it('marks an unread message as read, then reloads the list and the statistics', async () => {
    let current = unread;
    const api = fakeApi({
      'GET /api/admin/contact-messages': () => page([current]),
      'GET /api/admin/contact-messages/stats': () => json(200, stats),
      'POST /api/admin/contact-messages/1/mark-read': () => {
        current = { ...unread, status: 'read' };
        return json(200, { message: 'Message marked as read', contact_message: current });
      },
    });
    const user = userEvent.setup();
    renderWithChakra(<ContactMessagesPage />);
    await user.click(await screen.findByRole('button', { name: 'Mark as Read' }));
    await waitFor(() => expect(actionsOf('Unread Visitor')).toEqual(['View Details', 'Reply', 'Close Message']));
    expect(shown.toasts).toContainEqual({ kind: 'success', title: 'Message Marked as Read', description: undefined });
    expect(api.requests.filter((request) => request.path === '/api/admin/contact-messages/stats')).toHaveLength(2);
  });

  it('says why the list is empty: nothing received, or nothing matching', async () => {
    fakeApi({ 'GET /api/admin/contact-messages': () => page([]), 'GET /api/admin/contact-messages/stats': () => json(200, stats) });
    const user = userEvent.setup();
    renderWithChakra(<ContactMessagesPage />);
    expect(await screen.findByText('No messages found')).toBeInTheDocument();
    expect(screen.getByText('No contact messages have been received yet.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'closed');
    expect(await screen.findByText('Try adjusting your search or filters.')).toBeInTheDocument();
  });

  it("shows the load failure's message with Retry, and the statistics as dashes when they fail", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    fakeApi({
      'GET /api/admin/contact-messages': () => (fail ? json(500, {}) : page([read])),
      'GET /api/admin/contact-messages/stats': () => json(500, {}),
    });
    const user = userEvent.setup();
    renderWithChakra(<ContactMessagesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('API request failed: 500');
    expect(within(screen.getByRole('region', { name: 'Message statistics' })).getAllByText('—')).toHaveLength(4);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Read Visitor')).toBeInTheDocument();
  });
});
