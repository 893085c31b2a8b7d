import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdminScreen } from '@tulia/shared/testing';
import { subscribeToToasts, type ToastMessage } from '@tulia/shared/toast';
import type { ReactElement } from 'react';
import { aGroup, aRafiki, aSuggestion, signedInSuite } from '../test/fixtures';
import { fakeApi } from '@tulia/shared/testing';
import { ApproveSuggestionDialog } from './ApproveSuggestionDialog';
import { RejectSuggestionDialog } from './RejectSuggestionDialog';

const suggestion = aSuggestion();

const api = () =>
  fakeApi((request) => {
    if (request.method === 'GET') return { body: { rafikis: [aRafiki(7, 'Amani Otieno', ['Parenting'])], total: 1, page: 1, per_page: 100 } };
    const body = request.body as { status: string };
    return body.status === 'approved'
      ? { body: { message: 'approved', suggestion: { ...suggestion, status: 'approved' }, boma_group: aGroup({ name: 'Teen Dads Boma' }) } }
      : { body: { message: 'rejected', suggestion: { ...suggestion, status: 'rejected' } } };
  });

/** Opens a review dialog over the api: the requests it sends, its onReviewed and a user to drive it. */
function openReview(dialog: (onReviewed: () => void) => ReactElement) {
  const { sent: requests } = api();
  const onReviewed = vi.fn();
  renderAdminScreen(dialog(onReviewed));
  return { requests, onReviewed, user: userEvent.setup({ delay: null }) };
}

signedInSuite();
let toasts: ToastMessage[] = [];
let unsubscribe = () => {};
beforeEach(() => {
  toasts = [];
  unsubscribe = subscribeToToasts((message) => toasts.push(message));
});
afterEach(() => unsubscribe());

describe('ApproveSuggestionDialog', () => {
  it('sends the admin notes and the chosen rafiki, and says the group was created', async () => {
    const { requests, onReviewed, user } = openReview((reviewed) => <ApproveSuggestionDialog suggestion={suggestion} onClose={vi.fn()} onSaved={reviewed} />);
    await screen.findByRole('option', { name: 'Amani Otieno — Parenting' });
    await user.type(screen.getByLabelText(/^Admin Notes/), 'Great idea');
    await user.selectOptions(screen.getByLabelText(/^Assign Rafiki/), '7');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onReviewed).toHaveBeenCalledTimes(1));
    expect(
      requests.filter((request) => request.method === 'PUT').map(({ method, path, search, body }) => ({ method, path, search: search.toString(), body })),
    ).toEqual([
      { method: 'PUT', path: '/admin/suggest-groups-requests/4', search: '', body: { status: 'approved', notes: 'Great idea', assigned_rafiki_id: 7 } },
    ]);
    expect(toasts).toContainEqual(expect.objectContaining({ title: 'Suggestion Approved', description: 'The boma group "Teen Dads Boma" was created.' }));
  });
});

describe('RejectSuggestionDialog', () => {
  it('refuses to reject without a reason, then sends the reason', async () => {
    const { requests, onReviewed, user } = openReview((reviewed) => <RejectSuggestionDialog suggestion={suggestion} onClose={vi.fn()} onSaved={reviewed} />);
    await user.type(screen.getByLabelText(/^Reason/), '   ');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Reason is required')).toBeInTheDocument();
    expect(requests).toEqual([]);
    await user.type(screen.getByLabelText(/^Reason/), 'Covered by an existing group');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(onReviewed).toHaveBeenCalledTimes(1));
    expect(requests[0]?.body).toEqual({ status: 'rejected', notes: 'Covered by an existing group' });
    expect(toasts).toContainEqual(expect.objectContaining({ title: 'Suggestion Rejected' }));
  });
});
