import { ChakraProvider } from '@tulia/shared/chakra';
import { system } from '@tulia/shared/theme';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@tulia/shared/router';
import RegisterPage from './RegisterPage';

function renderRegisterPage() {
  const router = createMemoryRouter(
    [
      { path: '/admin/register', element: <RegisterPage /> },
      { path: '/admin/login', element: <p>login screen</p> },
    ],
    { initialEntries: ['/admin/register'] },
  );
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('RegisterPage', () => {
  it('shows the field messages of admin §5', async () => {
    renderRegisterPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm password/), 'different');
    await user.click(screen.getByRole('button', { name: 'Create Admin Account' }));
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it('sends the payload without the confirmation, clears the form and says so', async () => {
    const sent: unknown[] = [];
    // Like a server, the fake reads the request body (ky waits for it to be consumed).
    const fetchMock = vi.fn(async (request: Request) => {
      sent.push(await request.json());
      return new Response(JSON.stringify({ message: 'ok' }), { status: 201, headers: { 'Content-Type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRegisterPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Full name/), 'Amani Wanjiru');
    await user.type(screen.getByLabelText(/^Username/), 'amani');
    await user.type(screen.getByLabelText(/^Phone/), '+254 700 000 000');
    await user.type(screen.getByLabelText(/^Email/), 'amani@example.org');
    await user.type(screen.getByLabelText(/^Password/), 'a-long-password');
    await user.type(screen.getByLabelText(/^Confirm password/), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Create Admin Account' }));
    expect(await screen.findByText('Admin account created successfully! You can now sign in.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      full_name: 'Amani Wanjiru',
      username: 'amani',
      phone: '+254 700 000 000',
      email: 'amani@example.org',
      password: 'a-long-password',
      admin_level: 'admin',
    });
    await waitFor(() => expect(screen.getByLabelText(/^Full name/)).toHaveValue(''));
  });
});
