import { expect, test } from '@playwright/test';
import { apiGet, apiSignIn, demoAdmin, e2ePassword, registerAdmin, signIn, unique } from '../../support/admin';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { apiCall, expectContainsAll, failCalls, fillAccount, openWithFailingList, rowOf, saveAndFind, search, signInTo, toastOf } from './support';

test.describe('Users', () => {
  test('an administrator adds, finds, views, edits, resets the password of and deletes a user', async ({ page }) => {
    const id = unique();
    const name = `Amani Wanjiru ${id}`;
    await signInTo(page, 'Users');
    const stats = page.getByTestId('user-stats');
    for (const label of ['Total Users', 'Active Users', 'New This Month', 'Suspended']) {
      await expect(stats.locator('dl', { hasText: label }).getByTestId('stat-value')).toHaveText(/^\d[\d,]*$/);
    }

    await page.getByRole('button', { name: 'Add New User' }).click();
    const form = page.getByRole('dialog', { name: 'Add New User' });
    await form.getByRole('button', { name: 'Create User' }).click();
    await expect(form.getByText('Full name is required')).toBeVisible();
    await fillAccount(form, { name, handle: 'amani', id, phone: '+254700123456', password: e2ePassword });
    await form.getByLabel(/^Role/).selectOption('therapist');
    const row = await saveAndFind(page, form, 'Create User', 'User Created', id, name);
    await expect(form).toBeHidden();
    await expectContainsAll(row, ['Active', `amani_${id}`]);
    // The role is not sent, so the new account is a plain user.
    await expect(row.getByRole('cell', { name: 'User', exact: true })).toBeVisible();

    await row.getByRole('button', { name: `View ${name}` }).click();
    const details = page.getByRole('dialog', { name });
    await expect(details).toContainText(`amani.${id}@example.org`);
    await details.getByRole('button', { name: 'Close' }).first().click();

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(edit.getByLabel(/^Password/)).toHaveCount(0);
    await edit.getByLabel(/^Status/).selectOption('suspended');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastOf(page, 'User Updated')).toBeVisible();
    await expect(row).toContainText('Suspended');

    await row.getByRole('button', { name: `Password actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Generate new password' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Generate Password' }).click();
    const generated = page.getByRole('dialog', { name: `New password for ${name}` });
    await expect(generated.getByTestId('generated-password')).toHaveValue(/.{12,}/);
    await expect(generated.getByRole('button', { name: 'Copy' })).toBeVisible();
    await generated.getByRole('button', { name: 'Close' }).first().click();
    await expect(generated).toBeHidden();

    await row.getByRole('button', { name: `Password actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Set a new password' }).click();
    const reset = page.getByRole('dialog', { name: `Reset password for ${name}` });
    await reset.getByLabel(/^New password/).fill('short');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await expect(reset.getByText('Password must be at least 8 characters long')).toBeVisible();
    await reset.getByLabel(/^New password/).fill(`N3w-${e2ePassword}`);
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toastOf(page, 'Password Reset')).toBeVisible();

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('will be permanently deleted');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toastOf(page, 'User Deleted')).toBeVisible();
    await expect(page.getByText('No users found')).toBeVisible();
  });

  test('on their own row an administrator must give the current password, and cannot generate one', async ({ page, request }) => {
    const admin = await registerAdmin(request, 'super_admin');
    await signInTo(page, 'Users', admin.email, admin.password);
    await search(page, admin.email);
    const own = rowOf(page, admin.full_name);
    await expect(own).toHaveCount(1);
    await own.getByRole('button', { name: `Password actions for ${admin.full_name}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Generate new password' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Set a new password' }).click();
    const reset = page.getByRole('dialog', { name: `Reset password for ${admin.full_name}` });
    const newPassword = `N3w-Passw0rd-${unique()}`;
    await reset.getByLabel(/^Current password/).fill('not-my-password-1');
    await reset.getByLabel(/^New password/).fill(newPassword);
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await expect(reset.getByText('Current password is incorrect')).toBeVisible();
    await reset.getByLabel(/^Current password/).fill(admin.password);
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toastOf(page, 'Password Reset')).toBeVisible();
    // This session stays signed in; the new password is the one that works now.
    expect((await request.post('/api/auth/admin/login', { data: { email: admin.email, password: admin.password } })).status()).toBe(401);
    expect((await request.post('/api/auth/admin/login', { data: { email: admin.email, password: newPassword } })).status()).toBe(200);
  });

  test('the list is paged on the server, 50 users per page', async ({ page }) => {
    await signInTo(page, 'Users');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination).toContainText(/Showing 1–50 of [\d,]+ users/);
    await expect(page.getByRole('table', { name: 'Users' }).locator('tbody tr')).toHaveCount(50);
    await pagination.getByRole('button', { name: 'Next page' }).click();
    await expect(pagination).toContainText(/Showing 51–100 of/);
    await expect(pagination).toContainText('Page 2 of');
    // Refresh loads page 1.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(pagination).toContainText(/Showing 1–50 of/);
  });

  test("an 'admin'-level account cannot create or delete an administrator", async ({ page, request }) => {
    const admin = await registerAdmin(request, 'admin');
    await signInTo(page, 'Users', admin.email, admin.password);
    await search(page, demoAdmin.email);
    const superAdmin = page.getByRole('row').filter({ has: page.getByText(demoAdmin.email, { exact: true }) });
    await expect(superAdmin).toHaveCount(1);
    await expect(superAdmin.getByRole('button', { name: /^View / })).toBeVisible();
    await expect(superAdmin.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await expect(superAdmin.getByRole('button', { name: /^Edit / })).toHaveCount(0);

    await page.getByRole('button', { name: 'Add New User' }).click();
    const role = page.getByRole('dialog', { name: 'Add New User' }).getByLabel(/^Role/);
    await expect(role.locator('option')).toHaveText(['User', 'Therapist', 'Rafiki']);

    // The server refuses anyway (403).
    const id = unique();
    const session = await apiSignIn(request, admin.email, admin.password);
    const refused = await apiCall(request, session, 'POST', 'admin/users', {
      email: `promoted.${id}@example.org`,
      username: `promoted_${id}`,
      full_name: `Promoted ${id}`,
      phone: '+254700000000',
      password: `Passw0rd-${id}`,
      is_admin: true,
      status: 'active',
    });
    expect(refused.status()).toBe(403);
    const found = await apiGet<{ users: { id: number; email: string }[] }>(request, session, `admin/users?search=${encodeURIComponent(demoAdmin.email)}`);
    const target = found.users.find((user) => user.email === demoAdmin.email);
    expect(target).toBeDefined();
    expect((await apiCall(request, session, 'DELETE', `admin/users/${target?.id}`)).status()).toBe(403);
  });

  test('a failing api shows the inline load failure with Retry, and the Error toast of a failed save', async ({ page }) => {
    await signIn(page);
    const alert = await openWithFailingList(page, 'Users', '/api/admin/users', 'Failed to fetch users');

    await failCalls(page, '/api/admin/users', 'POST');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByRole('table', { name: 'Users' }).locator('tbody tr').first()).toBeVisible();

    const id = unique();
    await page.getByRole('button', { name: 'Add New User' }).click();
    const form = page.getByRole('dialog', { name: 'Add New User' });
    await fillAccount(form, { name: `Offline ${id}`, handle: 'offline', id, phone: '+254700123456', password: `Passw0rd-${id}` });
    await form.getByRole('button', { name: 'Create User' }).click();
    await expect(toastOf(page, 'Error', 'Network error: Unable to connect to the server.')).toBeVisible();
    // Nothing typed is lost.
    await expect(form.getByLabel(/^Full name/)).toHaveValue(`Offline ${id}`);
  });

  test('axe-core finds no serious violation on Users, with and without the form, and the screen fits a phone', async ({ page }) => {
    await signInTo(page, 'Users');
    await expect(page.getByRole('table', { name: 'Users' }).locator('tbody tr').first()).toContainText('@');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Add New User' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New User' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('dialog', { name: 'Add New User' }).getByRole('button', { name: 'Cancel' }).click();

    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
