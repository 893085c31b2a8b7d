import { expect, test } from '@playwright/test';
import { apiSignIn, demoAdmin, signIn } from '../../support/admin';
import { expectNoSeriousAxeViolations } from '../../support/axe';

test.describe('signing in', () => {
  test('a wrong password shows the failure text', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel(/^Email/).fill(demoAdmin.email);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/admin/login');
    const password = page.getByLabel(/^Password/);
    await password.fill('secret-value');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('signing in lands on the Overview, replacing the login entry', async ({ page, request }) => {
    const { admin } = (await apiSignIn(request)) as unknown as { admin: { full_name: string } };
    await page.goto('/');
    await signIn(page);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByTestId('admin-name').first()).toHaveText(admin.full_name);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a deep link opened while signed out returns to that screen after signing in', async ({ page }) => {
    await page.goto('/admin/boma-groups');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await signIn(page);
    await expect(page).toHaveURL(/\/admin\/boma-groups$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Boma Groups' })).toBeVisible();
  });

  test('an admin who is already signed in is sent on from the login screen', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  });

  test('logout says so, clears the session and always ends on the login screen', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    const toast = page.getByTestId('toast').filter({ hasText: 'Logged Out' });
    await expect(toast).toContainText('You have been successfully logged out');
    expect(
      await page.evaluate(() => [localStorage.getItem('admin_access_token'), localStorage.getItem('admin_refresh_token'), localStorage.getItem('admin_user')]),
    ).toEqual([null, null, null]);
    // F8 moves focus to the toast region.
    await page.keyboard.press('F8');
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[data-scope="toast"]')))).toBe(true);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('axe-core finds no serious violation on the sign-in screens and the Overview', async ({ page }) => {
    for (const path of ['/admin/login', '/admin/register', '/admin/forgot-password', '/admin/reset-password?token=abc']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    }
    await signIn(page);
    await expect(page.getByTestId('overview-stats')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
