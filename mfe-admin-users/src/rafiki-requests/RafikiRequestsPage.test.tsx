import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Rafiki } from '@tulia/shared/contract';
import { fakeApi } from '@tulia/shared/testing';
import { collectToasts } from '../test/toasts';
import { makeRafiki } from '../test/fixtures';
import { findQuestionOnTop, openDialog, renderAdminScreen } from '@tulia/shared/testing';
import RafikiRequestsPage from './RafikiRequestsPage';
import { requestStatusView } from './request-status';

afterEach(() => vi.unstubAllGlobals());

const applicant = makeRafiki();
const other = makeRafiki({ id: 12, user: { ...applicant.user, id: 42, full_name: 'Imani Chebet', email: 'imani@example.org' }, specialties: ['Grief'] });

function requestsApi(rows: () => Rafiki[] | null) {
  return fakeApi((request) => {
    if (request.method === 'PUT') return { body: { message: 'ok', rafiki: { ...applicant, status: (request.body as { status: Rafiki['status'] }).status } } };
    const found = rows();
    return found ? { body: { rafikis: found, total: found.length, page: 1, per_page: 100 } } : { status: 500, body: { message: 'Boom' } };
  }).sent;
}

describe('requestStatusView: how a request shows its status', () => {
  it('shows training as pending and suspended as inactive', () => {
    expect(requestStatusView('training').label).toBe('Pending');
    expect(requestStatusView('suspended')).toMatchObject({ status: 'inactive', label: 'Inactive' });
    expect(requestStatusView('active').label).toBe('Active');
  });
});

describe('RafikiRequestsPage', () => {
  it("lists the rafikis in training with a count, two specialties and '+N'", async () => {
    const sent = requestsApi(() => [applicant, other]);
    renderAdminScreen(<RafikiRequestsPage />);
    const row = await screen.findByRole('row', { name: /Baraka Mwangi/ });
    expect(sent[0]?.search.get('status')).toBe('training');
    expect(screen.getByTestId('pending-count')).toHaveTextContent('2 pending applications');
    expect(within(row).getByText('Exam stress')).toBeInTheDocument();
    expect(within(row).getByText('Loneliness')).toBeInTheDocument();
    expect(within(row).queryByText('Family')).not.toBeInTheDocument();
    expect(within(row).getByText('+2')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
  });

  it('offers approve and reject only for an application in training', async () => {
    requestsApi(() => [applicant, makeRafiki({ id: 13, status: 'suspended', user: { ...applicant.user, full_name: 'Juma Said' } })]);
    renderAdminScreen(<RafikiRequestsPage />);
    const suspended = await screen.findByRole('row', { name: /Juma Said/ });
    expect(within(suspended).getByText('Inactive')).toBeInTheDocument();
    expect(within(suspended).queryByRole('button', { name: /Approve|Reject/ })).not.toBeInTheDocument();
    const training = screen.getByRole('row', { name: /Baraka Mwangi/ });
    expect(within(training).getByRole('button', { name: 'Approve Baraka Mwangi' })).toBeInTheDocument();
    expect(within(training).getByRole('button', { name: 'Reject Baraka Mwangi' })).toBeInTheDocument();
  });

  it('refuses a rejection without a reason, then rejects with it and refreshes the list', async () => {
    let rows = [applicant, other];
    const sent = requestsApi(() => rows);
    const { toasts, stop } = collectToasts();
    renderAdminScreen(<RafikiRequestsPage />);
    const user = userEvent.setup();
    const dialog = await openDialog(user, 'Reject Baraka Mwangi', { name: 'Reject application' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Could not attend the training.');
    rows = [other];
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(toasts.map((t) => t.title)).toContain('Request Rejected'));
    expect(sent.find((r) => r.method === 'PUT')).toMatchObject({
      path: '/admin/rafikis/11',
      body: { status: 'inactive', reason: 'Could not attend the training.' },
    });
    await waitFor(() => expect(screen.queryByText('Baraka Mwangi')).not.toBeInTheDocument());
    expect(screen.getByTestId('pending-count')).toHaveTextContent('1 pending application');
    stop();
  });

  it('approves from the details dialog with optional notes', async () => {
    const sent = requestsApi(() => [applicant]);
    const { toasts, stop } = collectToasts();
    renderAdminScreen(<RafikiRequestsPage />);
    const user = userEvent.setup();
    const details = await openDialog(user, 'View application of Baraka Mwangi', { name: 'Baraka Mwangi' });
    expect(details).toHaveTextContent('I got through a hard first year.');
    expect(details).toHaveTextContent('Sleep');
    await user.click(within(details).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve application' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(toasts.map((t) => t.title)).toContain('Request Approved'));
    expect(sent.find((r) => r.method === 'PUT')).toMatchObject({ path: '/admin/rafikis/11', body: { status: 'active', admin_notes: null } });
    stop();
  });

  it("keeps the approve dialog open with an 'Error' toast when the api refuses", async () => {
    fakeApi((request) => (request.method === 'PUT' ? { status: 500, body: {} } : { body: { rafikis: [applicant], total: 1, page: 1, per_page: 100 } }));
    const { toasts, stop } = collectToasts();
    renderAdminScreen(<RafikiRequestsPage />);
    const user = userEvent.setup();
    const dialog = await openDialog(user, 'Approve Baraka Mwangi', { name: 'Approve application' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(toasts.some((t) => t.kind === 'error' && t.title === 'Error')).toBe(true));
    expect(screen.getByRole('dialog', { name: 'Approve application' })).toBeInTheDocument();
    stop();
  });

  it("shows 'Failed to fetch rafiki requests' inline when the list cannot load", async () => {
    requestsApi(() => null);
    renderAdminScreen(<RafikiRequestsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch rafiki requests');
  });

  it('lists the oldest application first, and a pressed header sorts and is kept in the address', async () => {
    const sent = requestsApi(() => [applicant]);
    renderAdminScreen(<RafikiRequestsPage />, { at: '/admin/rafiki-requests' });
    await screen.findByRole('row', { name: /Baraka Mwangi/ });
    expect(sent[0]?.search.get('sort')).toBe('created_at');
    expect(sent[0]?.search.get('order')).toBe('asc');
    expect(screen.getByRole('columnheader', { name: 'Applied' })).toHaveAttribute('aria-sort', 'ascending');
    const header = screen.getByRole('columnheader', { name: 'Location' });
    await userEvent.setup().click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/rafiki-requests?sort=location&order=asc');
  });

  it('asks before Escape throws away a typed rejection reason', async () => {
    requestsApi(() => [applicant]);
    renderAdminScreen(<RafikiRequestsPage />, { at: '/admin/rafiki-requests' });
    const user = userEvent.setup();
    const dialog = await openDialog(user, 'Reject Baraka Mwangi', { name: 'Reject application' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Missed the training.');
    await user.keyboard('{Escape}');
    const ask = await findQuestionOnTop('Discard changes?');
    await user.click(within(ask).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject application' })).not.toBeInTheDocument());
  });
});
