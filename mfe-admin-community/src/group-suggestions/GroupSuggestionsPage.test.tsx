import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GroupSuggestion } from '@tulia/shared/contract';
import { renderAdminScreen } from '@tulia/shared/testing';
import { fakeApi, type SentRequest } from '@tulia/shared/testing';
import { aSuggestion, signedInSuite } from '../test/fixtures';
import GroupSuggestionsPage from './GroupSuggestionsPage';

const suggestion = aSuggestion();

function api(record: GroupSuggestion = suggestion) {
  return fakeApi((request) =>
    request.path === `/admin/suggest-groups-requests/${suggestion.id}`
      ? { body: { suggestion: record } }
      : { body: { suggestions: [suggestion], total: 1, page: 1, per_page: 20 } },
  );
}

const listQueries = (requests: SentRequest[]) => requests.map((request) => Object.fromEntries(new URLSearchParams(request.search)));

signedInSuite();

describe('GroupSuggestionsPage', () => {
  it('reads the pending queue oldest first, restored from the address', async () => {
    const { sent: requests } = api();
    renderAdminScreen(<GroupSuggestionsPage />, { at: '/admin/group-suggestions?status=pending' });
    expect(await screen.findByText('Teen Dads Boma')).toBeInTheDocument();
    expect(listQueries(requests)[0]).toEqual({ page: '1', per_page: '20', status: 'pending', sort: 'suggested_at', order: 'asc' });
    expect(screen.getByLabelText('Filter by status')).toHaveValue('pending');
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('sorts by a column when its header is pressed and keeps the order in the address', async () => {
    const { sent: requests } = api();
    const user = userEvent.setup({ delay: null });
    renderAdminScreen(<GroupSuggestionsPage />, { at: '/admin/group-suggestions' });
    await screen.findByText('Teen Dads Boma');
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(screen.getByRole('columnheader', { name: 'Suggested By' })).getByRole('button'));
    await waitFor(() => expect(listQueries(requests).at(-1)).toMatchObject({ sort: 'suggested_by_name', order: 'asc' }));
    expect(screen.getByRole('columnheader', { name: 'Suggested By' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/group-suggestions?sort=suggested_by_name&order=asc');
  });

  it('reads the suggestion again when its details open: one reviewed since the list was read shows as reviewed, with nothing left to decide', async () => {
    const reviewed: GroupSuggestion = {
      ...suggestion,
      status: 'approved',
      admin_notes: 'Approved with Amani as manager.',
      reviewed_at: '2026-03-02T10:00:00.000Z',
    };
    const { sent: requests } = api(reviewed);
    const user = userEvent.setup({ delay: null });
    renderAdminScreen(<GroupSuggestionsPage />, { at: '/admin/group-suggestions' });
    await user.click(await screen.findByRole('button', { name: 'View Teen Dads Boma' }));
    const details = await screen.findByRole('dialog', { name: 'Group Suggestion' });
    expect(await within(details).findByText('Approved with Amani as manager.')).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/admin/suggest-groups-requests/4')).toHaveLength(1);
  });
});
