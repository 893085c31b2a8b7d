import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@tulia/shared/auth';
import type { Admin, User } from '@tulia/shared/contract';
import { fakeApi, type SentRequest } from '@tulia/shared/testing';
import { collectToasts } from '../test/toasts';
import { makeUser } from '../test/fixtures';
import { findQuestionOnTop, openDialog, renderAdminScreen, selectRows } from '@tulia/shared/testing';
import UsersPage from './UsersPage';

const signedIn = (admin_level: Admin['admin_level']) =>
  useAuthStore.setState({ status: 'authenticated', admin: { id: 1, email: 'me@example.org', username: 'me', full_name: 'Me', admin_level } });

const achieng = makeUser({ id: 7 });
const people: User[] = [
  achieng,
  makeUser({ id: 8, full_name: 'Otieno Admin', email: 'otieno@example.org', username: 'otieno', is_admin: true, admin_level: 'admin', role: 'admin' }),
];
const history = [
  {
    id: 90,
    action: 'update',
    entity: 'user',
    entity_id: 7,
    summary: 'Updated user Achieng Otieno',
    at: '2026-02-01T08:00:00.000Z',
    actor: { id: 1, full_name: 'Me' },
  },
];
const stats = { total_users: 120, active_users: 100, new_users_this_month: 12, suspended_users: 3 };

function usersApi(overrides: (request: SentRequest) => { status?: number; body?: unknown } | undefined = () => undefined) {
  return fakeApi((request) => {
    const special = overrides(request);
    if (special) return special;
    if (request.path === '/admin/users/stats') return { body: stats };
    if (request.path === '/admin/audit-log') return { body: { entries: history, total: history.length, page: 1, per_page: 10 } };
    const one = people.find((person) => request.path === `/admin/users/${person.id}`);
    if (request.method === 'GET' && one) return { body: { user: one } };
    if (request.method === 'GET' && request.path === '/admin/users')
      return { body: { users: people, total: 120, page: Number(request.search.get('page')), per_page: 50 } };
    if (request.method === 'DELETE') return { body: { message: 'User deleted successfully' } };
    if (request.method === 'POST' && request.path === '/admin/users/bulk') {
      const { ids } = request.body as { ids: number[] };
      return { body: { message: `${ids.length} users suspended`, updated: ids.length } };
    }
    if (request.path.endsWith('/generate-password'))
      return { body: { message: 'Share it securely: it will not be shown again.', new_password: 'Kx7-pq2-Lm9' } };
    return { status: 404, body: { message: 'Not found' } };
  }).sent;
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

afterEach(() => vi.unstubAllGlobals());

describe('UsersPage', () => {
  it('shows the four stat cards and the first 50 users, with paging controls', async () => {
    signedIn('super_admin');
    const sent = usersApi();
    renderAdminScreen(<UsersPage />);
    expect(await screen.findByText('Achieng Otieno')).toBeInTheDocument();
    const cards = screen.getByTestId('user-stats');
    for (const [label, value] of [
      ['Total Users', '120'],
      ['Active Users', '100'],
      ['New This Month', '12'],
      ['Suspended', '3'],
    ]) {
      expect(
        within(cards)
          .getByText(label as string)
          .closest('dl'),
      ).toHaveTextContent(value as string);
    }
    const list = sent.find((r) => r.path === '/admin/users');
    expect(list?.search.get('page')).toBe('1');
    expect(list?.search.get('per_page')).toBe('50');
    expect(screen.getByText(/Showing 1–50 of 120 users/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(sent.some((r) => r.path === '/admin/users' && r.search.get('page') === '2')).toBe(true));
  });

  it("hides what an 'admin'-level account may not do to an administrator", async () => {
    signedIn('admin');
    usersApi();
    renderAdminScreen(<UsersPage />);
    await screen.findByText('Otieno Admin');
    expect(within(row('Otieno Admin')).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(row('Otieno Admin')).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(row('Otieno Admin')).getByRole('button', { name: 'View Otieno Admin' })).toBeInTheDocument();
    expect(within(row('Achieng Otieno')).getByRole('button', { name: 'Delete Achieng Otieno' })).toBeInTheDocument();
  });

  it('deletes after confirmation, says User Deleted and refreshes the list', async () => {
    signedIn('super_admin');
    const sent = usersApi();
    const { toasts, stop } = collectToasts();
    renderAdminScreen(<UsersPage />);
    const user = userEvent.setup();
    const dialog = await openDialog(user, 'Delete Achieng Otieno', { role: 'alertdialog' });
    expect(dialog).toHaveTextContent('will be permanently deleted');
    const listLoads = sent.filter((r) => r.method === 'GET' && r.path === '/admin/users').length;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.map((t) => t.title)).toContain('User Deleted'));
    expect(sent).toContainEqual(expect.objectContaining({ method: 'DELETE', path: '/admin/users/7' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'GET' && r.path === '/admin/users').length).toBe(listLoads + 1));
    stop();
  });

  it('shows the inline red failure with Retry and no rows when the list cannot load', async () => {
    signedIn('super_admin');
    usersApi((request) => (request.path === '/admin/users' ? { status: 500, body: { message: 'Database unavailable' } } : undefined));
    renderAdminScreen(<UsersPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch users');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('Achieng Otieno')).not.toBeInTheDocument();
  });

  it('generates a password after confirmation and shows it once with a copy button', async () => {
    signedIn('super_admin');
    const sent = usersApi();
    renderAdminScreen(<UsersPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Password actions for Achieng Otieno' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Generate new password' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Generate Password' }));
    expect(await screen.findByTestId('generated-password')).toHaveValue('Kx7-pq2-Lm9');
    expect(sent).toContainEqual(expect.objectContaining({ method: 'POST', path: '/admin/users/7/generate-password' }));
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('Kx7-pq2-Lm9');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('opens with the search, filter, order and page the address holds', async () => {
    signedIn('super_admin');
    const sent = usersApi();
    renderAdminScreen(<UsersPage />, { at: '/admin/users?search=amani&status=suspended&sort=full_name&order=desc&page=2' });
    await screen.findByText('Achieng Otieno');
    const list = sent.find((r) => r.path === '/admin/users');
    expect(Object.fromEntries(list?.search ?? [])).toEqual({
      page: '2',
      per_page: '50',
      search: 'amani',
      status: 'suspended',
      sort: 'full_name',
      order: 'desc',
    });
    expect(screen.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('suspended');
    expect(screen.getByRole('searchbox', { name: /Search users/ })).toHaveValue('amani');
    expect(screen.getByRole('columnheader', { name: 'User' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts by a column when its header is pressed, shows it with aria-sort and keeps it in the address', async () => {
    signedIn('super_admin');
    const sent = usersApi();
    renderAdminScreen(<UsersPage />, { at: '/admin/users' });
    await screen.findByText('Achieng Otieno');
    const header = screen.getByRole('columnheader', { name: 'Joined' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    const user = userEvent.setup();
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/users?sort=join_date&order=asc');
    await waitFor(() =>
      expect(sent.some((r) => r.path === '/admin/users' && r.search.get('sort') === 'join_date' && r.search.get('order') === 'asc')).toBe(true),
    );
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    expect(screen.getByTestId('location')).toHaveTextContent('sort=join_date&order=desc');
  });

  it('asks before Escape throws away what was typed in Add New User', async () => {
    signedIn('super_admin');
    usersApi();
    renderAdminScreen(<UsersPage />, { at: '/admin/users' });
    const user = userEvent.setup();
    const form = await openDialog(user, 'Add New User', { name: 'Add New User' });
    await user.type(within(form).getByLabelText(/^Full name/), 'Amani Wanjiru');
    await user.keyboard('{Escape}');
    const ask = await findQuestionOnTop('Discard changes?');
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Discard changes?' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Add New User' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Amani Wanjiru');
  });

  it('suspends every selected user with one request and one confirmation, then clears the selection', async () => {
    signedIn('super_admin');
    const sent = usersApi();
    const { toasts, stop } = collectToasts();
    renderAdminScreen(<UsersPage />, { at: '/admin/users' });
    const user = userEvent.setup();
    const bar = await selectRows(user, ['Select Achieng Otieno', 'Select Otieno Admin']);
    expect(bar).toHaveTextContent('2 users selected');
    await user.click(within(bar).getByRole('button', { name: 'Suspend' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Suspend users' });
    await user.click(within(confirm).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(toasts.map((t) => [t.kind, t.title])).toContainEqual(['success', '2 users suspended']));
    const bulk = sent.filter((r) => r.path === '/admin/users/bulk');
    expect(bulk).toHaveLength(1);
    expect(bulk[0]).toMatchObject({ method: 'POST', body: { ids: [7, 8], action: 'suspend' } });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Select Achieng Otieno' })).not.toBeChecked();
    stop();
  });

  it("offers no checkbox on accounts an 'admin'-level account may not manage nor on its own, and no Export", async () => {
    signedIn('admin');
    people.push(makeUser({ id: 1, full_name: 'Me Myself', email: 'me@example.org', username: 'me' }));
    try {
      usersApi();
      renderAdminScreen(<UsersPage />, { at: '/admin/users' });
      await screen.findByText('Me Myself');
      expect(within(row('Achieng Otieno')).getByRole('checkbox', { name: 'Select Achieng Otieno' })).toBeInTheDocument();
      expect(within(row('Otieno Admin')).queryByRole('checkbox')).not.toBeInTheDocument();
      expect(within(row('Me Myself')).queryByRole('checkbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    } finally {
      people.pop();
    }
  });

  it('offers Export CSV to a super admin', async () => {
    signedIn('super_admin');
    usersApi();
    renderAdminScreen(<UsersPage />, { at: '/admin/users' });
    await screen.findByText('Achieng Otieno');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it("shows a user's details with the History of the record", async () => {
    signedIn('super_admin');
    const sent = usersApi();
    renderAdminScreen(<UsersPage />, { at: '/admin/users' });
    const details = await openDialog(userEvent.setup(), 'View Achieng Otieno', { name: 'Achieng Otieno' });
    const section = await within(details).findByRole('region', { name: 'History' });
    expect(await within(section).findByText('Updated user Achieng Otieno')).toBeInTheDocument();
    const asked = sent.find((r) => r.path === '/admin/audit-log');
    expect(asked?.search.get('entity')).toBe('user');
    expect(asked?.search.get('entity_id')).toBe('7');
  });

  it('reads the user again when the details open: a change made since the list was read shows', async () => {
    signedIn('super_admin');
    const changed = { ...achieng, phone: '+254 700 999 999', status: 'suspended' as const };
    const sent = usersApi((request) => (request.method === 'GET' && request.path === '/admin/users/7' ? { body: { user: changed } } : undefined));
    renderAdminScreen(<UsersPage />, { at: '/admin/users' });
    const details = await openDialog(userEvent.setup(), 'View Achieng Otieno', { name: 'Achieng Otieno' });
    expect(await within(details).findByText('+254 700 999 999')).toBeInTheDocument();
    expect(within(details).getByText('Suspended')).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'GET' && r.path === '/admin/users/7')).toHaveLength(1);
    expect(within(details).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the user could not be read, shows the list’s row meanwhile, and reads again on Retry', async () => {
    signedIn('super_admin');
    let fail = true;
    usersApi((request) =>
      request.method === 'GET' && request.path === '/admin/users/7'
        ? fail
          ? { status: 500, body: { message: 'Internal error' } }
          : { body: { user: { ...achieng, phone: '+254 711 000 111' } } }
        : undefined,
    );
    renderAdminScreen(<UsersPage />, { at: '/admin/users' });
    const user = userEvent.setup();
    const details = await openDialog(user, 'View Achieng Otieno', { name: 'Achieng Otieno' });
    const notice = await within(details).findByRole('alert');
    expect(notice).toHaveTextContent('Could not load the latest details. Showing them as the list had them.');
    expect(within(details).getByText(achieng.email)).toBeInTheDocument();
    fail = false;
    await user.click(within(notice).getByRole('button', { name: 'Retry' }));
    expect(await within(details).findByText('+254 711 000 111')).toBeInTheDocument();
    await waitFor(() => expect(within(details).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('says so when the user no longer exists', async () => {
    signedIn('super_admin');
    usersApi((request) => (request.method === 'GET' && request.path === '/admin/users/7' ? { status: 404, body: { message: 'User not found' } } : undefined));
    renderAdminScreen(<UsersPage />, { at: '/admin/users' });
    const details = await openDialog(userEvent.setup(), 'View Achieng Otieno', { name: 'Achieng Otieno' });
    expect(await within(details).findByRole('alert')).toHaveTextContent('This record no longer exists.');
  });
});
