import { fakeApi, renderAdminScreen } from '@tulia/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { signedInAdmin } from '../test/fixtures';
import { AdminSidebar } from './AdminSidebar';

afterEach(() => vi.unstubAllGlobals());

const sidebar = () => renderAdminScreen(<AdminSidebar admin={signedInAdmin} onLogout={() => undefined} onChangePassword={() => undefined} />, { at: '/admin' });

describe('the sidebar', () => {
  it('shows what waits on the review queues, in the links’ names, and no badge at 0', async () => {
    fakeApi({ '/admin/pending-counts': { body: { rafiki_requests: 3, group_suggestions: 0, unread_messages: 12, crisis_messages: 0 } } });
    sidebar();
    await screen.findByTestId('pending-badge-rafiki-requests');
    expect(screen.getByRole('link', { name: 'Rafiki Requests, 3 pending' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Messages, 12 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('pending-badge-contact-messages')).toHaveTextContent('12');
    expect(screen.getByRole('link', { name: 'Group Suggestions' })).toBeInTheDocument();
    expect(screen.queryByTestId('pending-badge-group-suggestions')).not.toBeInTheDocument();
    expect(screen.queryByTestId('pending-badge-users')).not.toBeInTheDocument();
  });

  it('updates the badges when the admin comes back to the window, without a reload', async () => {
    let unread = 0;
    fakeApi({ '/admin/pending-counts': () => ({ body: { rafiki_requests: 0, group_suggestions: 0, unread_messages: unread, crisis_messages: 0 } }) });
    sidebar();
    expect(await screen.findByRole('link', { name: 'Contact Messages' })).toBeInTheDocument();
    unread = 1;
    window.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Contact Messages, 1 unread' })).toBeInTheDocument());
  });

  it('shows the crisis messages waiting beside the unread count: red, worded, a link to the crisis queue', async () => {
    let crisis = 2;
    fakeApi({ '/admin/pending-counts': () => ({ body: { rafiki_requests: 0, group_suggestions: 0, unread_messages: 5, crisis_messages: crisis } }) });
    sidebar();
    await screen.findByTestId('crisis-badge-contact-messages');
    const link = await screen.findByRole('link', { name: '2 crisis waiting' });
    expect(link).toHaveAttribute('href', '/admin/contact-messages?risk=high');
    // Worded, not only red.
    expect(link).toHaveTextContent('2 crisis');
    expect(screen.getByTestId('crisis-badge-contact-messages')).toBe(link);
    // The entry keeps its own name and unread badge.
    expect(screen.getByRole('link', { name: 'Contact Messages, 5 unread' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /crisis/ })).toHaveLength(1);
    // The same refresh as the unread count: none left waiting, no crisis link.
    crisis = 0;
    window.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(screen.queryByRole('link', { name: /crisis waiting/ })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Contact Messages, 5 unread' })).toBeInTheDocument();
  });

  it('shows no badge when the counts cannot be loaded', async () => {
    const api = fakeApi({ '/admin/pending-counts': { status: 500, body: { message: 'Internal error' } } });
    sidebar();
    await waitFor(() => expect(api.count('/admin/pending-counts')).toBe(1));
    expect(screen.getByRole('link', { name: 'Rafiki Requests' })).toBeInTheDocument();
    expect(screen.queryByTestId(/^pending-badge-/)).not.toBeInTheDocument();
  });

  it('shows the admin’s name and level', () => {
    fakeApi({ '/admin/pending-counts': { body: { rafiki_requests: 0, group_suggestions: 0, unread_messages: 0, crisis_messages: 0 } } });
    sidebar();
    expect(screen.getByTestId('admin-name')).toHaveTextContent('Jane Doe');
    expect(screen.getByText('Super Admin')).toBeInTheDocument();
  });
});
