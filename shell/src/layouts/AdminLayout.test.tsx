import { useAuthStore } from '@tulia/shared/auth';
import { fakeApi, renderAdminScreen } from '@tulia/shared/testing';
import { screen, within } from '@testing-library/react';
import { signedInAdmin } from '../test/fixtures';
import { AdminLayout } from './AdminLayout';

// The layout preloads the remotes' screens when idle; no remote is served in a unit test.
vi.mock('../remotes/preload', () => ({ preloadWhenIdle: () => () => undefined }));

afterEach(() => vi.unstubAllGlobals());

describe('the admin header', () => {
  beforeEach(() => fakeApi({ '/admin/pending-counts': { body: { rafiki_requests: 0, group_suggestions: 0, unread_messages: 0, crisis_messages: 0 } } }));

  it('shows the screen’s title and the signed-in admin’s name and level', () => {
    useAuthStore.setState({ status: 'authenticated', admin: signedInAdmin });
    renderAdminScreen(<AdminLayout />, { at: '/admin/users' });
    expect(screen.getByTestId('admin-header-title')).toHaveTextContent('Users');
    const identity = within(screen.getByTestId('admin-header-identity'));
    expect(identity.getByText('Jane Doe')).toBeInTheDocument();
    expect(identity.getByText('Super Admin')).toBeInTheDocument();
  });

  it('says Admin for an admin-level account', () => {
    useAuthStore.setState({ status: 'authenticated', admin: { ...signedInAdmin, full_name: 'Juma Otieno', admin_level: 'admin' } });
    renderAdminScreen(<AdminLayout />, { at: '/admin' });
    const identity = within(screen.getByTestId('admin-header-identity'));
    expect(identity.getByText('Juma Otieno')).toBeInTheDocument();
    expect(identity.getByText('Admin')).toBeInTheDocument();
  });
});
