import { fakeApi } from '@tulia/shared/testing';
import { useAuthStore } from '@tulia/shared/auth';
import { createMemoryRouter } from '@tulia/shared/router';
import { render, screen, within } from '@testing-library/react';
import { App } from '../App';
import { signedInAdmin } from '../test/fixtures';
import { routes } from './router';

// The admin layout preloads the remotes' screens when idle; no remote is served in a unit test.
vi.mock('../remotes/preload', () => ({ preloadWhenIdle: () => () => undefined }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAuthStore.setState({ status: 'loading', admin: null });
});

const open = (path: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<App router={router} />);
  return router;
};

describe('an address that names no page', () => {
  it('under /admin, for a signed-in administrator: a not-found message inside the admin shell, titled Dashboard', async () => {
    fakeApi({ '/admin/pending-counts': { body: { rafiki_requests: 0, group_suggestions: 0, unread_messages: 0, crisis_messages: 0 } } });
    useAuthStore.setState({ status: 'authenticated', admin: signedInAdmin });
    open('/admin/no-such-screen');
    const message = await screen.findByTestId('admin-not-found');
    expect(within(message).getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(within(message).getByRole('link', { name: 'Go to the Dashboard' })).toHaveAttribute('href', '/admin');
    expect(screen.getByTestId('admin-header-title')).toHaveTextContent('Dashboard');
    expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
  });

  it('under /admin, for a visitor not signed in: the sign-in, as for every protected address', async () => {
    useAuthStore.setState({ status: 'unauthenticated', admin: null });
    const router = open('/admin/no-such-screen');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });

  it('elsewhere: the public site’s page not found', async () => {
    // The public layout's remotes are not served in a unit test; their failure is logged.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    open('/no/such/page');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(screen.queryByTestId('admin-not-found')).not.toBeInTheDocument();
  });
});
