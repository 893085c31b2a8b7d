import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rafiki } from '@tulia/shared/contract';
import { fakeApi } from '@tulia/shared/testing';
import { collectToasts } from '../test/toasts';
import { makeRafiki } from '../test/fixtures';
import { openDialog, renderAdminScreen } from '@tulia/shared/testing';
import RafikisPage from './RafikisPage';

afterEach(() => vi.unstubAllGlobals());

/** A header's words, without the sort arrow (hidden from screen readers). */
const headerText = (header: HTMLElement) => header.textContent?.replace(/[▲▼↕]/g, '');

function rafikisApi(rows: () => Rafiki[] | null) {
  return fakeApi((request) => {
    if (request.method === 'DELETE') return { body: { message: 'Rafiki deleted successfully' } };
    const found = rows();
    return found ? { body: { rafikis: found, total: found.length, page: 1, per_page: 100 } } : { status: 500, body: { message: 'Boom' } };
  }).sent;
}

describe('RafikisPage', () => {
  it('shows the five columns and the status filter', async () => {
    rafikisApi(() => [makeRafiki({ status: 'active', join_date: '2026-01-10' })]);
    renderAdminScreen(<RafikisPage />);
    const table = await screen.findByRole('table', { name: 'Rafikis' });
    expect(within(table).getAllByRole('columnheader').map(headerText)).toEqual(['Rafiki', 'Specialties', 'Status', 'Join Date', 'Actions']);
    expect(await within(table).findByRole('row', { name: /Baraka Mwangi/ })).toHaveTextContent('Active');
    const filter = screen.getByRole('combobox', { name: 'Filter by status' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['all', 'active', 'training', 'inactive']);
  });

  it('opens with the search and filter the address holds, newest first unless the applications are shown', async () => {
    const sent = rafikisApi(() => [makeRafiki()]);
    renderAdminScreen(<RafikisPage />, { at: '/admin/rafikis?status=training&search=baraka' });
    await screen.findByText('Baraka Mwangi');
    expect(Object.fromEntries(sent[0]?.search ?? [])).toMatchObject({ status: 'training', search: 'baraka', sort: 'created_at', order: 'asc' });
    expect(screen.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('training');
    const header = screen.getByRole('columnheader', { name: 'Join Date' });
    await userEvent.setup().click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    expect(screen.getByTestId('location')).toHaveTextContent('sort=join_date&order=asc');
  });

  it("shows 'No rafikis found', and 'Failed to fetch rafikis' when the list cannot load", async () => {
    let rows: Rafiki[] | null = [];
    rafikisApi(() => rows);
    renderAdminScreen(<RafikisPage />);
    expect(await screen.findByText('No rafikis found')).toBeInTheDocument();
    rows = null;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch rafikis');
    expect(screen.queryByText('No rafikis found')).not.toBeInTheDocument();
  });

  it('deletes after confirmation and says Rafiki Deleted', async () => {
    const sent = rafikisApi(() => [makeRafiki()]);
    const { toasts, stop } = collectToasts();
    renderAdminScreen(<RafikisPage />);
    const user = userEvent.setup();
    const dialog = await openDialog(user, 'Delete Baraka Mwangi', { role: 'alertdialog' });
    expect(dialog).toHaveTextContent('will be permanently deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.map((t) => t.title)).toContain('Rafiki Deleted'));
    expect(sent).toContainEqual(expect.objectContaining({ method: 'DELETE', path: '/admin/rafikis/11' }));
    stop();
  });

  it("offers the debug button 'Test Fetch All' in a development build", async () => {
    // Vitest runs as a development build (import.meta.env.DEV is true).
    expect(import.meta.env.DEV).toBe(true);
    rafikisApi(() => []);
    renderAdminScreen(<RafikisPage />);
    expect(await screen.findByRole('button', { name: 'Test Fetch All' })).toBeInTheDocument();
  });
});

// 'Test Fetch All' exists only in development builds (docs/decisions.md, "People remote (mfe-admin-users)"). The production
// build of this remote (dist/, made by `npm run build`) must not contain it; skipped when there is no build.
// Vitest gives each test file its own __dirname (import.meta.url is the jsdom page's here).
const dist = join(__dirname, '../../dist');
describe.skipIf(!existsSync(dist))('the production build', () => {
  it("does not contain 'Test Fetch All'", () => {
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    expect(files.length).toBeGreaterThan(0);
    const offending = files.filter((file) => readFileSync(join(dist, file), 'utf8').includes('Test Fetch All'));
    expect(offending).toEqual([]);
  });
});
