import { ApiError } from '@tulia/shared/api-client';
import { screen } from '@testing-library/react';
import { collectToasts } from '../test/fakeApi';
import { renderWithChakra } from '../test/render';
import { runAction } from './actions';
import { EntryChips } from './EntryChips';
import { blankToUndefined, serverFieldErrors, todayIso } from './forms';
import { listSearchParams } from './lists';

describe('runAction', () => {
  it('shows the success toast of admin §8', async () => {
    const { toasts, stop } = collectToasts();
    await expect(runAction(() => Promise.resolve(), { success: 'User Deleted', failure: 'Failed to delete user' })).resolves.toBe(true);
    expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', title: 'User Deleted' }));
    stop();
  });

  it("shows an 'Error' toast with the error's message, or the fallback when it has none", async () => {
    const { toasts, stop } = collectToasts();
    const onError = vi.fn();
    await expect(runAction(() => Promise.reject(new Error('Therapist not found')), { success: 'x', failure: 'Failed to delete therapist' }, onError)).resolves.toBe(false);
    await runAction(() => Promise.reject(new Error('')), { success: 'x', failure: 'Failed to delete therapist' });
    expect(toasts.map((t) => [t.kind, t.title, t.description])).toEqual([
      ['error', 'Error', 'Therapist not found'],
      ['error', 'Error', 'Failed to delete therapist'],
    ]);
    expect(onError).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('serverFieldErrors', () => {
  it("reads a 400's field list and the field a 409 names", () => {
    const invalid = new ApiError('http', 'Phone is required', 400, { message: 'Phone is required', errors: [{ field: 'phone', message: 'Phone is required' }] });
    expect(serverFieldErrors(invalid)).toEqual([{ field: 'phone', message: 'Phone is required' }]);
    expect(serverFieldErrors(new ApiError('http', 'Username is already taken', 409))).toEqual([{ field: 'username', message: 'Username is already taken' }]);
    expect(serverFieldErrors(new ApiError('http', 'License number is already registered', 409))).toEqual([{ field: 'license_number', message: 'License number is already registered' }]);
    expect(serverFieldErrors(new ApiError('http', 'Only a super admin can create administrator accounts.', 403))).toEqual([]);
    expect(serverFieldErrors(new Error('boom'))).toEqual([]);
  });
});

describe('form helpers', () => {
  it('gives today in the local calendar and treats a blank entry as not given', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(blankToUndefined('  ')).toBeUndefined();
    expect(blankToUndefined('secret-pass')).toBe('secret-pass');
  });

  it('builds the query of a server-paged list', () => {
    expect(listSearchParams({ page: 2, perPage: 50, search: ' amani ', filters: { status: 'all' } })).toEqual({ page: 2, per_page: 50, search: 'amani', status: 'all' });
  });
});

describe('EntryChips', () => {
  it("shows the first entries and '+N' for the rest", () => {
    renderWithChakra(<EntryChips entries={['Exam stress', 'Loneliness', 'Family', 'Sleep']} label="Specialties" max={2} />);
    expect(screen.getByText('Exam stress')).toBeInTheDocument();
    expect(screen.getByText('Loneliness')).toBeInTheDocument();
    expect(screen.queryByText('Family')).not.toBeInTheDocument();
    expect(screen.getByText('+2')).toBeInTheDocument();
  });

  it('shows a dash for an empty list', () => {
    renderWithChakra(<EntryChips entries={[]} label="Specialties" />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});
