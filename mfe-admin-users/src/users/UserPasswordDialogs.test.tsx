import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@tulia/shared/auth';
import { renderAdminScreen } from '@tulia/shared/testing';
import { fakeApi } from '@tulia/shared/testing';
import { makeUser } from '../test/fixtures';
import { ResetPasswordDialog } from './UserPasswordDialogs';
import UsersPage from './UsersPage';

afterEach(() => vi.unstubAllGlobals());

// Changing one's own password always needs the current one.
describe('ResetPasswordDialog', () => {
  it("on another user's row: only the new password, sent as { new_password }", async () => {
    const { sent } = fakeApi(() => ({ body: { message: 'The password has been reset.' } }));
    const onSaved = vi.fn();
    renderAdminScreen(<ResetPasswordDialog user={makeUser()} onClose={vi.fn()} onSaved={onSaved} />);
    const user = userEvent.setup();
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toEqual([expect.objectContaining({ method: 'POST', path: '/admin/users/7/reset-password', body: { new_password: 'a-long-password' } })]);
  });

  it("on one's own row: asks for the current password and sends it", async () => {
    const { sent } = fakeApi(() => ({ body: { message: 'The password has been reset.' } }));
    const onSaved = vi.fn();
    renderAdminScreen(<ResetPasswordDialog user={makeUser({ id: 1 })} isSelf onClose={vi.fn()} onSaved={onSaved} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Current password/), 'my old password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/admin/users/1/reset-password',
        body: { current_password: 'my old password', new_password: 'a-long-password' },
      }),
    ]);
  });

  it('a wrong current password is shown under its field; the dialog stays open', async () => {
    fakeApi(() => ({
      status: 403,
      body: { message: 'Current password is incorrect', errors: [{ field: 'current_password', message: 'Current password is incorrect' }] },
    }));
    const onSaved = vi.fn();
    renderAdminScreen(<ResetPasswordDialog user={makeUser({ id: 1 })} isSelf onClose={vi.fn()} onSaved={onSaved} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Current password/), 'a wrong guess');
    await user.type(screen.getByLabelText(/^New password/), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect((await screen.findAllByText('Current password is incorrect')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe("the Users page on the signed-in admin's own row", () => {
  it('offers no generated password and asks for the current password', async () => {
    useAuthStore.setState({ status: 'authenticated', admin: { id: 1, email: 'me@example.org', username: 'me', full_name: 'Me', admin_level: 'super_admin' } });
    const me = makeUser({ id: 1, full_name: 'Me Myself', email: 'me@example.org', username: 'me', is_admin: true, admin_level: 'super_admin', role: 'admin' });
    fakeApi((request) => {
      if (request.path === '/admin/users/stats') return { body: { total_users: 1, active_users: 1, new_users_this_month: 1, suspended_users: 0 } };
      if (request.path === '/admin/users') return { body: { users: [me], total: 1, page: 1, per_page: 50 } };
      return { body: {} };
    });
    renderAdminScreen(<UsersPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Password actions for Me Myself' }));
    expect(await screen.findByRole('menuitem', { name: 'Set a new password' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Generate new password' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Set a new password' }));
    expect(await screen.findByLabelText(/^Current password/)).toBeInTheDocument();
  });
});
