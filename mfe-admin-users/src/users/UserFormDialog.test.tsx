import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@tulia/shared/testing';
import { collectToasts } from '../test/toasts';
import { makeUser } from '../test/fixtures';
import { fillForm, personEntries } from '../test/forms';
import { renderAdminScreen } from '@tulia/shared/testing';
import { UserFormDialog } from './UserFormDialog';

afterEach(() => vi.unstubAllGlobals());

const field = (label: RegExp) => screen.getByLabelText(label);

const fillNewUser = (user: ReturnType<typeof userEvent.setup>) => fillForm(user, personEntries('Amani Wanjiru', 'amani', '+254700000001'));

describe('UserFormDialog', () => {
  it('shows the field messages and sends nothing while the form is incomplete', async () => {
    const { sent } = fakeApi();
    renderAdminScreen(<UserFormDialog mayManageAdministrators onClose={vi.fn()} onSaved={vi.fn()} />);
    const user = userEvent.setup();
    await user.clear(field(/^Join date/));
    await user.type(field(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    for (const message of [
      'Full name is required',
      'Email is required',
      'Username is required',
      'Phone is required',
      'Join date is required',
      'Password must be at least 8 characters long',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(sent).toHaveLength(0);
  });

  it('creates a user with the create payload and says User Created', async () => {
    const { sent } = fakeApi(() => ({ status: 201, body: { message: 'User created successfully', user: makeUser() } }));
    const { toasts, stop } = collectToasts();
    const onSaved = vi.fn();
    renderAdminScreen(<UserFormDialog mayManageAdministrators onClose={vi.fn()} onSaved={onSaved} />);
    const user = userEvent.setup();
    expect(field(/^Email/)).toHaveAttribute('type', 'email');
    expect(field(/^Phone/)).toHaveAttribute('type', 'tel');
    await fillNewUser(user);
    await user.selectOptions(field(/^Status/), 'Suspended');
    await user.selectOptions(field(/^Role/), 'Admin');
    await user.selectOptions(field(/^Admin level/), 'Super admin');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/admin/users' });
    expect(sent[0]?.body).toEqual({
      full_name: 'Amani Wanjiru',
      email: 'amani@example.org',
      username: 'amani',
      phone: '+254700000001',
      password: 'a-long-password',
      status: 'suspended',
      join_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      is_admin: true,
      admin_level: 'super_admin',
    });
    expect(toasts.map((t) => [t.kind, t.title])).toContainEqual(['success', 'User Created']);
    stop();
  });

  it("hides the Admin role from an 'admin'-level account", () => {
    fakeApi();
    renderAdminScreen(<UserFormDialog mayManageAdministrators={false} onClose={vi.fn()} onSaved={vi.fn()} />);
    const options = within(field(/^Role/))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['User', 'Therapist', 'Rafiki']);
  });

  it('keeps the dialog and what was typed on a server refusal, and shows it at the field', async () => {
    fakeApi(() => ({ status: 409, body: { message: 'Email is already registered', errors: [{ field: 'email', message: 'Email is already registered' }] } }));
    const { toasts, stop } = collectToasts();
    const onSaved = vi.fn();
    renderAdminScreen(<UserFormDialog mayManageAdministrators onClose={vi.fn()} onSaved={onSaved} />);
    const user = userEvent.setup();
    await fillNewUser(user);
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Email is already registered')).toBeInTheDocument();
    expect(toasts).toContainEqual(expect.objectContaining({ kind: 'error', title: 'Error', description: 'Email is already registered' }));
    expect(onSaved).not.toHaveBeenCalled();
    expect(field(/^Full name/)).toHaveValue('Amani Wanjiru');
    stop();
  });

  it('edits without a password field and saves with PUT', async () => {
    const { sent } = fakeApi(() => ({ body: { message: 'User updated successfully', user: makeUser() } }));
    const { toasts, stop } = collectToasts();
    const onSaved = vi.fn();
    renderAdminScreen(<UserFormDialog user={makeUser({ role: 'therapist' })} mayManageAdministrators={false} onClose={vi.fn()} onSaved={onSaved} />);
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(field(/^Full name/));
    await user.type(field(/^Full name/), 'Achieng Atieno');
    await user.selectOptions(field(/^Status/), 'Inactive');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ method: 'PUT', path: '/admin/users/7' });
    expect(sent[0]?.body).toEqual({
      full_name: 'Achieng Atieno',
      email: 'achieng@example.org',
      username: 'achieng',
      phone: '+254711000111',
      status: 'inactive',
      join_date: '2026-01-15',
      is_admin: false,
    });
    expect(toasts.map((t) => t.title)).toContain('User Updated');
    stop();
  });
});
