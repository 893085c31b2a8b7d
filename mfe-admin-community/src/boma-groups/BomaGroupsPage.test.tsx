import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findQuestionOnTop, renderAdminScreen } from '@tulia/shared/testing';
import { aGroup, signedInSuite } from '../test/fixtures';
import { fakeApi, type SentRequest } from '@tulia/shared/testing';
import BomaGroupsPage from './BomaGroupsPage';

const groups = [aGroup({ id: 1, name: 'Exam Season Support' }), aGroup({ id: 2, name: 'Teen Dads Boma', category: 'Support' })];

function api() {
  return fakeApi((request: SentRequest) => {
    if (request.path === '/admin/boma-groups') return { body: { boma_groups: groups, total: 45, page: 1, per_page: 20 } };
    if (request.path === '/admin/rafikis') return { body: { rafikis: [], total: 0, page: 1, per_page: 100 } };
    return { status: 404, body: { message: 'Not found' } };
  });
}

const listQueries = (requests: SentRequest[]) =>
  requests.filter((request) => request.path === '/admin/boma-groups').map((request) => Object.fromEntries(new URLSearchParams(request.search)));

signedInSuite();

describe('BomaGroupsPage', () => {
  it('restores the search, filters, order and page from the address', async () => {
    const { sent: requests } = api();
    renderAdminScreen(<BomaGroupsPage />, { at: '/admin/boma-groups?search=exam&category=Education&sort=name&order=asc&page=2' });
    expect(await screen.findByRole('article', { name: 'Exam Season Support' })).toBeInTheDocument();
    expect(listQueries(requests)[0]).toEqual({ page: '2', per_page: '20', search: 'exam', category: 'Education', sort: 'name', order: 'asc' });
    expect(screen.getByRole('searchbox', { name: 'Search groups by name or description' })).toHaveValue('exam');
    expect(screen.getByLabelText('Filter by category')).toHaveValue('Education');
    expect(screen.getByLabelText('Filter by status')).toHaveValue('all');
    expect(screen.getByLabelText('Sort by')).toHaveValue('name:asc');
  });

  it('orders the cards with the sort select, from page 1, and keeps the order in the address', async () => {
    const { sent: requests } = api();
    const user = userEvent.setup({ delay: null });
    renderAdminScreen(<BomaGroupsPage />, { at: '/admin/boma-groups?status=active&page=2' });
    await screen.findByRole('article', { name: 'Teen Dads Boma' });
    expect(screen.getByLabelText('Sort by')).toHaveValue('created_at:desc');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Name (A–Z)');
    await waitFor(() => expect(listQueries(requests).at(-1)).toEqual({ page: '1', per_page: '20', status: 'active', sort: 'name', order: 'asc' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/boma-groups?status=active&sort=name&order=asc');
  });

  it('asks before Escape throws away a group being created', async () => {
    api();
    const user = userEvent.setup({ delay: null });
    renderAdminScreen(<BomaGroupsPage />);
    await screen.findByRole('article', { name: 'Teen Dads Boma' });
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    await user.type(await screen.findByLabelText(/^Name/), 'Young Mothers Boma');
    await user.keyboard('{Escape}');
    const question = await findQuestionOnTop('Discard changes?');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Young Mothers Boma');
    await user.click(within(question).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Group', hidden: true })).not.toBeInTheDocument());
  });
});
