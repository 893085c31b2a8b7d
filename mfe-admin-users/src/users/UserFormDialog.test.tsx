import { screen, within } from '@testing-library/react';
import type { User } from '@tulia/shared/contract';
import { makeUser } from '../test/fixtures';
import { openFormDialog, personEntries, personMessages, personPayload, refusal } from '../test/forms';
import { UserFormDialog } from './UserFormDialog';

afterEach(() => vi.unstubAllGlobals());

const field = (label: RegExp) => screen.getByLabelText(label);

const newUser = ['Amani Wanjiru', 'amani', '+254700000001'] as const;
const newUserEntries = personEntries(...newUser);

const openUserForm = (
  { user, mayManageAdministrators = true }: { user?: User; mayManageAdministrators?: boolean },
  answer?: Parameters<typeof openFormDialog>[1],
) => openFormDialog((onSaved) => <UserFormDialog user={user} mayManageAdministrators={mayManageAdministrators} onClose={vi.fn()} onSaved={onSaved} />, answer);

describe('UserFormDialog', () => {
  it('shows the field messages and sends nothing while the form is incomplete', async () => {
    const form = openUserForm({});
    await form.user.clear(field(/^Join date/));
    await form.user.type(field(/^Password/), 'short');
    await form.expectHeldBack('Create User', [...personMessages, 'Join date is required', 'Password must be at least 8 characters long']);
  });

  it('creates a user with the create payload and says User Created', async () => {
    const form = openUserForm({}, { status: 201, body: { message: 'User created successfully', user: makeUser() } });
    expect(field(/^Email/)).toHaveAttribute('type', 'email');
    expect(field(/^Phone/)).toHaveAttribute('type', 'tel');
    await form.fill(newUserEntries);
    await form.user.selectOptions(field(/^Status/), 'Suspended');
    await form.user.selectOptions(field(/^Role/), 'Admin');
    await form.user.selectOptions(field(/^Admin level/), 'Super admin');
    const saved = await form.save('Create User');
    expect(form.sent).toHaveLength(1);
    expect(saved).toMatchObject({ method: 'POST', path: '/admin/users' });
    expect(saved?.body).toEqual({
      ...personPayload(...newUser),
      status: 'suspended',
      join_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      is_admin: true,
      admin_level: 'super_admin',
    });
    expect(form.toasts.map((t) => [t.kind, t.title])).toContainEqual(['success', 'User Created']);
  });

  it("hides the Admin role from an 'admin'-level account", () => {
    openUserForm({ mayManageAdministrators: false });
    const options = within(field(/^Role/))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['User', 'Therapist', 'Rafiki']);
  });

  it('keeps the dialog and what was typed on a server refusal, and shows it at the field', async () => {
    const form = openUserForm({}, refusal('email', 'Email is already registered'));
    await form.fill(newUserEntries);
    await form.expectRefused('Create User', 'Email is already registered');
    expect(field(/^Full name/)).toHaveValue('Amani Wanjiru');
  });

  it('edits without a password field and saves with PUT', async () => {
    const form = openUserForm(
      { user: makeUser({ role: 'therapist' }), mayManageAdministrators: false },
      { body: { message: 'User updated successfully', user: makeUser() } },
    );
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await form.user.clear(field(/^Full name/));
    await form.user.type(field(/^Full name/), 'Achieng Atieno');
    await form.user.selectOptions(field(/^Status/), 'Inactive');
    const saved = await form.save('Save Changes');
    expect(saved).toMatchObject({ method: 'PUT', path: '/admin/users/7' });
    expect(saved?.body).toEqual({
      full_name: 'Achieng Atieno',
      email: 'achieng@example.org',
      username: 'achieng',
      phone: '+254711000111',
      status: 'inactive',
      join_date: '2026-01-15',
      is_admin: false,
    });
    expect(form.toasts.map((t) => t.title)).toContain('User Updated');
  });
});
