import { expect, test } from '@playwright/test';
import { registerAdmin, signIn, unique } from '../../support/admin';
import { openScreen } from '../admin-users/support';

// Passwords that cannot be guessed, and one own-password rule (docs/security.md): the api's
// refusals show at the field that holds the password, in the shell and in a remote's form.

const TOO_COMMON = 'This password is too common. Choose one that is harder to guess';

test('a common new password is refused at its field: Change password, and Add New User', async ({ page, request }) => {
  const admin = await registerAdmin(request, 'super_admin');
  await signIn(page, admin.email, admin.password);

  await page.getByTestId('admin-sidebar').first().getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  const current = dialog.getByLabel(/^Current password/);
  const next = dialog.getByLabel(/^New password/);
  await current.fill('not-my-password-1');
  await next.fill('qwerty123');
  await dialog.getByLabel(/^Confirm new password/).fill('qwerty123');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  // A wrong current password (403) is said at Current password...
  await expect(current).toHaveAccessibleErrorMessage(/Current password is incorrect/);
  await current.fill(admin.password);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  // ...and a common new one at New password.
  await expect(next).toHaveAccessibleErrorMessage(new RegExp(TOO_COMMON));
  await expect(current).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const id = unique();
  await openScreen(page, 'Users');
  await page.getByRole('button', { name: 'Add New User' }).click();
  const form = page.getByRole('dialog', { name: 'Add New User' });
  const fields: [RegExp, string][] = [
    [/^Full name/, `Neema ${id}`],
    [/^Email/, `neema.${id}@example.org`],
    [/^Username/, `neema_${id}`],
    [/^Phone/, '+254700123456'],
    [/^Password/, 'iloveyou1'],
  ];
  for (const [label, value] of fields) await form.getByLabel(label).fill(value);
  const password = form.getByLabel(/^Password/);
  await form.getByRole('button', { name: 'Create User' }).click();
  await expect(password).toHaveAccessibleErrorMessage(new RegExp(TOO_COMMON));
  await expect(form).toBeVisible();
});
