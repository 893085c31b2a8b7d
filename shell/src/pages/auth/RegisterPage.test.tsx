import { ChakraProvider } from '@tulia/shared/chakra';
import { system } from '@tulia/shared/theme';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@tulia/shared/router';
import { fakeApi } from '@tulia/shared/testing';
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

/** A fake api answering every call so; answers the bodies it was sent. Registering is done signed out. */
function answerWith(status: number, body: unknown): unknown[] {
  const sent: unknown[] = [];
  fakeApi(
    (request) => {
      sent.push(request.body);
      return { status, body };
    },
    { signedIn: false },
  );
  return sent;
}

/** Fills the form for Amani with this password and submits it. */
async function register(password: string) {
  renderRegisterPage();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Full name/), 'Amani Wanjiru');
  await user.type(screen.getByLabelText(/^Username/), 'amani');
  await user.type(screen.getByLabelText(/^Phone/), '+254 700 000 000');
  await user.type(screen.getByLabelText(/^Email/), 'amani@example.org');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/^Confirm password/), password);
  await user.click(screen.getByRole('button', { name: 'Create Admin Account' }));
}

describe('RegisterPage', () => {
  it('shows the message of each invalid field', async () => {
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
    const sent = answerWith(201, { message: 'ok' });
    await register('a-long-password');
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

  it("shows the server's refusal of the password at the Password field", async () => {
    const message = 'This password is too common. Choose one that is harder to guess';
    answerWith(400, { message, errors: [{ field: 'password', message }] });
    await register('qwerty123');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    // At the field only, not again above the form.
    expect(screen.getAllByText(message)).toHaveLength(1);
  });
});
