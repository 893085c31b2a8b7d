import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Therapist } from '@tulia/shared/contract';
import { fakeApi, type SentRequest } from '@tulia/shared/testing';
import { makeTherapist } from '../test/fixtures';
import { openDialog, renderAdminScreen } from '@tulia/shared/testing';
import TherapistsPage from './TherapistsPage';

afterEach(() => vi.unstubAllGlobals());

/** A header's words, without the sort arrow (hidden from screen readers). */
const headerText = (header: HTMLElement) => header.textContent?.replace(/[▲▼↕]/g, '');

function therapistsApi(rows: (request: SentRequest) => Therapist[] | null) {
  return fakeApi((request) => {
    const found = rows(request);
    return found ? { body: { therapists: found, total: found.length, page: 1, per_page: 100 } } : { status: 503, body: { message: 'Service unavailable' } };
  }).sent;
}

describe('TherapistsPage', () => {
  it('shows the six columns, experience with the hourly rate, and filters by status on the server', async () => {
    const sent = therapistsApi(() => [makeTherapist()]);
    renderAdminScreen(<TherapistsPage />);
    const table = await screen.findByRole('table', { name: 'Therapists' });
    expect(within(table).getAllByRole('columnheader').map(headerText)).toEqual(['Therapist', 'Specialization', 'License', 'Experience', 'Status', 'Actions']);
    const row = await within(table).findByRole('row', { name: /Wanjiru Kamau/ });
    expect(row).toHaveTextContent('6 years');
    expect(row).toHaveTextContent('$45/hr');
    const filter = screen.getByRole('combobox', { name: 'Filter by status' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['all', 'active', 'pending', 'on_leave', 'inactive']);
    await userEvent.setup().selectOptions(filter, 'on_leave');
    await waitFor(() => expect(sent.at(-1)?.search.get('status')).toBe('on_leave'));
    expect(sent[0]?.search.has('status')).toBe(false);
  });

  it("shows 'No therapists found' when nothing matches", async () => {
    therapistsApi(() => []);
    renderAdminScreen(<TherapistsPage />);
    expect(await screen.findByText('No therapists found')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch therapists' inline, and Retry loads again", async () => {
    let fail = true;
    therapistsApi(() => (fail ? null : [makeTherapist()]));
    renderAdminScreen(<TherapistsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch therapists');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Wanjiru Kamau')).toBeInTheDocument();
  });

  it('views the details, goes on to edit, and asks before deleting', async () => {
    therapistsApi(() => [makeTherapist()]);
    renderAdminScreen(<TherapistsPage />);
    const user = userEvent.setup();
    const details = await openDialog(user, 'View Wanjiru Kamau', { name: 'Wanjiru Kamau' });
    expect(details).toHaveTextContent('KCPA-0042');
    expect(details).toHaveTextContent('MA Clinical Psychology');
    await user.click(within(details).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Wanjiru Kamau' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^License number/)).toHaveValue('KCPA-0042');
    // Edit opened on top of the details: Cancel goes back to them.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Wanjiru Kamau' })).not.toBeInTheDocument());
    await user.click(within(screen.getByRole('dialog', { name: 'Wanjiru Kamau' })).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await user.click(await screen.findByRole('button', { name: 'Delete Wanjiru Kamau' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('will be permanently deleted');
  });

  it('opens with the filter the address holds, and sorts by a pressed header', async () => {
    const sent = therapistsApi(() => [makeTherapist()]);
    renderAdminScreen(<TherapistsPage />, { at: '/admin/therapists?status=on_leave' });
    await screen.findByText('Wanjiru Kamau');
    expect(sent[0]?.search.get('status')).toBe('on_leave');
    expect(screen.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('on_leave');
    const header = screen.getByRole('columnheader', { name: 'Experience' });
    await userEvent.setup().click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/therapists?status=on_leave&sort=years_experience&order=asc');
    await waitFor(() => expect(sent.at(-1)?.search.get('sort')).toBe('years_experience'));
  });
});
