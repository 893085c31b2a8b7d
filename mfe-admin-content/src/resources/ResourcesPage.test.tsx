import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resource } from '@tulia/shared/contract';
import { fakeApi, json } from '@tulia/shared/testing';
import { renderAdminScreen } from '@tulia/shared/testing';
import { signedInWithToasts } from '../test/toasts';
import ResourcesPage from './ResourcesPage';

const base: Resource = {
  id: 1,
  title: 'Befrienders Kenya',
  description: 'Someone to talk to, any time.',
  category: 'Crisis Support',
  resource_type: 'hotline',
  url: 'https://befrienderskenya.org',
  file_url: null,
  phone: '+254 722 178 177',
  image_url: null,
  tags: ['crisis', 'listening', 'free', 'night', 'weekend'],
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const unsafe: Resource = {
  ...base,
  id: 2,
  title: 'Sneaky link',
  resource_type: 'pdf',
  url: 'javascript:alert(1)',
  file_url: 'https://example.org/guide.pdf',
  phone: null,
  tags: [],
  is_active: false,
};
const page = (resources: Resource[]) => json(200, { resources, total: resources.length, page: 1, per_page: 20 });
const card = (title: string) => screen.getByRole('article', { name: title });

describe('ResourcesPage', () => {
  const shown = signedInWithToasts();

  it("shows each card's type, badge, tags up to 3 then '+N', category, phone link and a safe View Resource", async () => {
    fakeApi({ 'GET /admin/resources': () => page([base, unsafe]) });
    renderAdminScreen(<ResourcesPage />);
    await screen.findByRole('article', { name: 'Befrienders Kenya' });
    const hotline = within(card('Befrienders Kenya'));
    expect(hotline.getByText('Hotline')).toBeInTheDocument();
    expect(hotline.getByText('Active')).toBeInTheDocument();
    expect(hotline.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['crisis', 'listening', 'free', '+2']);
    expect(hotline.getByText('Crisis Support')).toBeInTheDocument();
    expect(hotline.getByRole('link', { name: '+254 722 178 177' })).toHaveAttribute('href', 'tel:+254722178177');
    const view = hotline.getByRole('link', { name: /^View Resource/ });
    expect(view).toHaveAttribute('href', 'https://befrienderskenya.org/');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener noreferrer');

    const sneaky = within(card('Sneaky link'));
    expect(sneaky.getByText('Inactive')).toBeInTheDocument();
    expect(sneaky.getByText('PDF')).toBeInTheDocument();
    // The javascript: url is never linked; the file URL is opened instead.
    expect(sneaky.getByRole('link', { name: /^View Resource/ })).toHaveAttribute('href', 'https://example.org/guide.pdf');
  });

  it('asks before deleting, deletes, and reloads', async () => {
    let resources = [base];
    const api = fakeApi({
      'GET /admin/resources': () => page(resources),
      'DELETE /admin/resources/1': () => {
        resources = [];
        return json(200, { message: 'Resource deleted successfully' });
      },
    });
    const user = userEvent.setup();
    renderAdminScreen(<ResourcesPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Befrienders Kenya' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this resource?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No resources found')).toBeInTheDocument();
    expect(api.sent.some((request) => request.method === 'DELETE')).toBe(true);
    expect(shown.toasts).toContainEqual({ kind: 'success', title: 'Resource Deleted', description: undefined });
  });

  it('searches and filters on the server, 20 per page', async () => {
    const api = fakeApi({ 'GET /admin/resources': () => page([]) });
    const user = userEvent.setup();
    renderAdminScreen(<ResourcesPage />);
    await screen.findByText('No resources found');
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'inactive');
    await user.selectOptions(screen.getByLabelText('Filter by type'), 'video');
    await user.type(screen.getByLabelText('Search resources by title or description'), 'sleep{Enter}');
    await waitFor(() =>
      expect(api.sent.at(-1)?.query).toEqual({
        page: '1',
        per_page: '20',
        search: 'sleep',
        status: 'inactive',
        resource_type: 'video',
        sort: 'created_at',
        order: 'desc',
      }),
    );
    expect(await screen.findByText('Try adjusting your search or filters.')).toBeInTheDocument();
  });

  it('on a load failure shows an empty list with the message and a Retry that loads again', async () => {
    let fail = true;
    fakeApi({ 'GET /admin/resources': () => (fail ? json(503, { message: 'Database unavailable' }) : page([base])) });
    const user = userEvent.setup();
    renderAdminScreen(<ResourcesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Befrienders Kenya' })).toBeInTheDocument();
  });

  it('restores the filters, order and page from the address, and orders the cards with the sort select', async () => {
    const api = fakeApi({ 'GET /admin/resources': () => json(200, { resources: [base], total: 30, page: 2, per_page: 20 }) });
    const user = userEvent.setup();
    renderAdminScreen(<ResourcesPage />, { at: '/admin/resources?resource_type=hotline&sort=title&order=asc&page=2' });
    await screen.findByRole('article', { name: 'Befrienders Kenya' });
    expect(api.sent[0]?.query).toEqual({ page: '2', per_page: '20', resource_type: 'hotline', sort: 'title', order: 'asc' });
    expect(screen.getByLabelText('Filter by type')).toHaveValue('hotline');
    expect(screen.getByLabelText('Sort by')).toHaveValue('title:asc');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Oldest first');
    await waitFor(() => expect(api.sent.at(-1)?.query).toEqual({ page: '1', per_page: '20', resource_type: 'hotline', sort: 'created_at', order: 'asc' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/resources?resource_type=hotline&sort=created_at&order=asc');
  });

  it('asks again with Refresh', async () => {
    const api = fakeApi({ 'GET /admin/resources': () => page([base]) });
    const user = userEvent.setup();
    renderAdminScreen(<ResourcesPage />);
    await screen.findByRole('article', { name: 'Befrienders Kenya' });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.sent).toHaveLength(2));
  });

  it('asks before Escape throws away a resource being typed', async () => {
    fakeApi({ 'GET /admin/resources': () => page([]) });
    const user = userEvent.setup();
    renderAdminScreen(<ResourcesPage />);
    await screen.findByText('No resources found');
    await user.click(screen.getByRole('button', { name: 'Add Resource' }));
    await user.type(await screen.findByLabelText(/^Title/), 'Sleep well');
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).toBeInTheDocument();
    // The form stays behind the question, with what was typed.
    expect(screen.getByRole('dialog', { name: 'Add Resource', hidden: true })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Sleep well');
  });
});
