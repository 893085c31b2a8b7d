import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStorage } from '@tulia/shared/api-client';
import type { GroupSuggestion } from '@tulia/shared/contract';
import { renderAdminScreen } from '@tulia/shared/testing';
import { subscribeToToasts, type ToastMessage } from '@tulia/shared/toast';
import type { ReactElement } from 'react';
import { aGroup, aRafiki } from '../test/fixtures';
import { fakeApi } from '@tulia/shared/testing';
import { ApproveSuggestionDialog } from './ApproveSuggestionDialog';
import { RejectSuggestionDialog } from './RejectSuggestionDialog';

const suggestion: GroupSuggestion = {
  id: 4,
  group_name: 'Teen Dads Boma',
  description: 'Support for young fathers learning to parent.',
  category: 'Support',
  reasoning: 'Young fathers are often left out.',
  status: 'pending',
  suggested_at: '2026-03-01T09:30:00.000Z',
  suggested_by_user_id: 20,
  suggested_by_name: 'Kevin Ouma',
  suggested_by_email: 'kevin@example.org',
  assigned_rafiki_id: null,
  assigned_rafiki: null,
  admin_notes: null,
  reviewed_at: null,
  boma_group_id: null,
};

const api = () =>
  fakeApi((request) => {
    if (request.method === 'GET') return { body: { rafikis: [aRafiki(7, 'Amani Otieno', ['Parenting'])], total: 1, page: 1, per_page: 100 } };
    const body = request.body as { status: string };
    return body.status === 'approved'
      ? { body: { message: 'approved', suggestion: { ...suggestion, status: 'approved' }, boma_group: aGroup({ name: 'Teen Dads Boma' }) } }
      : { body: { message: 'rejected', suggestion: { ...suggestion, status: 'rejected' } } };
  });

const wrap = (ui: ReactElement) => renderAdminScreen(ui);

let toasts: ToastMessage[] = [];
let unsubscribe = () => {};
beforeEach(() => {
  tokenStorage.setTokens('access-token', 'refresh-token');
  toasts = [];
  unsubscribe = subscribeToToasts((message) => toasts.push(message));
});
afterEach(() => {
  unsubscribe();
  vi.unstubAllGlobals();
  tokenStorage.clear();
});

describe('ApproveSuggestionDialog', () => {
  it('sends the admin notes and the chosen rafiki, and says the group was created', async () => {
    const { sent: requests } = api();
    const onReviewed = vi.fn();
    wrap(<ApproveSuggestionDialog suggestion={suggestion} onClose={vi.fn()} onReviewed={onReviewed} />);
    const user = userEvent.setup({ delay: null });
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
    const { sent: requests } = api();
    const onReviewed = vi.fn();
    wrap(<RejectSuggestionDialog suggestion={suggestion} onClose={vi.fn()} onReviewed={onReviewed} />);
    const user = userEvent.setup({ delay: null });
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
