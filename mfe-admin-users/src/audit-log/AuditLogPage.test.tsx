import { useAuthStore } from '@tulia/shared/auth';
import type { AuditLogEntry } from '@tulia/shared/contract';
import { renderAdminScreen } from '@tulia/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type SentRequest } from '@tulia/shared/testing';
import AuditLogPage from './AuditLogPage';

const entry = (id: number, change: Partial<AuditLogEntry> = {}): AuditLogEntry => ({
  id,
  action: 'create',
  entity: 'resource',
  entity_id: 40 + id,
  summary: `Created resource "Breathing ${id}"`,
  at: '2026-03-02T09:30:00.000Z',
  actor: { id: 7, full_name: 'Jane Doe', email: 'jane@example.org' },
  ...change,
});

const actors = {
  actors: [
    { id: 7, full_name: 'Jane Doe', email: 'jane@example.org' },
    { id: 9, full_name: 'Juma Otieno', email: 'juma@example.org' },
  ],
};

function serveLog(
  entries: AuditLogEntry[] = [
    entry(1),
    entry(2, { action: 'sign_in_failed', entity: 'session', entity_id: null, actor: null, summary: 'Failed sign-in for a@b.org' }),
  ],
) {
  return fakeApi((request) => {
    if (request.path === '/admin/audit-log/actors') return { body: actors };
    if (request.path === '/admin/audit-log') return { body: { entries, total: entries.length, page: 1, per_page: 100 } };
    return { status: 404, body: { message: 'Not found' } };
  }).sent;
}

const listCalls = (sent: SentRequest[]) => sent.filter((request) => request.path === '/admin/audit-log');
const lastListQuery = (sent: SentRequest[]) => Object.fromEntries(listCalls(sent).at(-1)?.search ?? []);

beforeEach(() =>
  useAuthStore.setState({
    status: 'authenticated',
    admin: { id: 7, email: 'jane@example.org', username: 'jane', full_name: 'Jane Doe', admin_level: 'super_admin' },
  }),
);
afterEach(() => vi.unstubAllGlobals());

describe('AuditLogPage', () => {
  it('lists the entries newest first with when, who, action, record and summary', async () => {
    const sent = serveLog();
    renderAdminScreen(<AuditLogPage />, { at: '/admin/audit-log' });
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    await within(table).findByText('Created resource "Breathing 1"');
    const rows = within(table).getAllByRole('row');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent?.replace(/[^A-Za-z]/g, '')),
    ).toEqual(['When', 'Who', 'Action', 'Record', 'Summary']);
    expect(rows[1]).toHaveTextContent('Jane Doe');
    expect(rows[1]).toHaveTextContent('Create');
    expect(rows[1]).toHaveTextContent('Resource #41');
    expect(rows[2]).toHaveTextContent('Not signed in');
    expect(rows[2]).toHaveTextContent('Failed sign-in');
    expect(lastListQuery(sent)).toMatchObject({ page: '1', sort: 'at', order: 'desc' });
    expect(screen.getByRole('columnheader', { name: /When/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('tells two admins of one name apart by their e-mail, and says when the account is gone', async () => {
    serveLog([
      entry(1, { actor: { id: 7, full_name: 'Amani Wanjiru', email: 'amani@example.org' } }),
      entry(2, { actor: { id: 8, full_name: 'Amani Wanjiru', email: 'amani.w@example.org' } }),
      entry(3, { actor: { id: null, full_name: 'Amani Wanjiru', email: null } }),
    ]);
    renderAdminScreen(<AuditLogPage />, { at: '/admin/audit-log' });
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    await within(table).findByText('Created resource "Breathing 1"');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('amani@example.org')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('amani.w@example.org')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText('Deleted account')).toBeInTheDocument();
    for (const row of rows.slice(1)) expect(row).toHaveTextContent('Amani Wanjiru');
  });

  it('puts each filter into the address and the api query', async () => {
    const sent = serveLog();
    renderAdminScreen(<AuditLogPage />, { at: '/admin/audit-log' });
    await screen.findByRole('table', { name: 'Audit log, newest first' });
    // The Who filter is filled from the actors the api names.
    await screen.findByRole('option', { name: 'Juma Otieno (juma@example.org)' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by admin' }), 'Juma Otieno (juma@example.org)');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by action' }), 'delete');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by record type' }), 'user');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(lastListQuery(sent)).toMatchObject({ actor_id: '9', action: 'delete', entity: 'user', from: '2026-03-01', to: '2026-03-31', page: '1' }),
    );
    const location = new URL(screen.getByTestId('location').textContent ?? '', 'http://test');
    expect(Object.fromEntries(location.searchParams)).toEqual({ actor_id: '9', action: 'delete', entity: 'user', from: '2026-03-01', to: '2026-03-31' });
  });

  it('opens filtered from a link, and searches by summary', async () => {
    const sent = serveLog();
    renderAdminScreen(<AuditLogPage />, { at: '/admin/audit-log?action=export&entity=audit_log&page=2' });
    await waitFor(() => expect(lastListQuery(sent)).toMatchObject({ action: 'export', entity: 'audit_log', page: '2' }));
    expect(screen.getByRole('combobox', { name: 'Filter by action' })).toHaveValue('export');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the audit log by summary' }), 'Breathing');
    await waitFor(() => expect(lastListQuery(sent)).toMatchObject({ search: 'Breathing', action: 'export', page: '1' }));
    expect(screen.getByTestId('location')).toHaveTextContent('search=Breathing');
  });

  it('shows the empty state, with a hint when filters are active', async () => {
    serveLog([]);
    renderAdminScreen(<AuditLogPage />, { at: '/admin/audit-log?action=delete' });
    expect(await screen.findByText('No entries found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters.')).toBeInTheDocument();
  });

  it('shows a failed load with Retry, which asks again', async () => {
    let fail = true;
    const { sent } = fakeApi((request) => {
      if (request.path === '/admin/audit-log/actors') return { body: actors };
      return fail ? { status: 500, body: { message: 'Internal error' } } : { body: { entries: [entry(1)], total: 1, page: 1, per_page: 100 } };
    });
    renderAdminScreen(<AuditLogPage />, { at: '/admin/audit-log' });
    expect(await screen.findByText('Failed to fetch the audit log')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Created resource "Breathing 1"')).toBeInTheDocument();
    expect(listCalls(sent)).toHaveLength(2);
  });

  it('offers Export CSV to a super admin only', async () => {
    serveLog();
    const { unmount } = renderAdminScreen(<AuditLogPage />, { at: '/admin/audit-log' });
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    unmount();
    useAuthStore.setState({
      status: 'authenticated',
      admin: { id: 9, email: 'juma@example.org', username: 'juma', full_name: 'Juma Otieno', admin_level: 'admin' },
    });
    renderAdminScreen(<AuditLogPage />, { at: '/admin/audit-log' });
    await screen.findByRole('table', { name: 'Audit log, newest first' });
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });
});
