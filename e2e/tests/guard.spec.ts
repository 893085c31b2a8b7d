import { expect, test } from '@playwright/test';
import { holdRequests } from '../support/hold';

test.describe('the admin guard', () => {
  test('a protected route opened while signed out is replaced by /admin/login carrying from', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin\/login$/);
    const from = await page.evaluate(() => (history.state as { usr?: { from?: { pathname?: string } } }).usr?.from?.pathname);
    expect(from).toBe('/admin/users');
    // Replaced, not pushed: going back skips the protected route.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test("shows 'Checking authentication...' while a stored session is checked", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('admin_access_token', 'not-a-valid-token'));
    // Hold the real profile call for a moment so the spinner can be seen; the real api answers it.
    const releaseProfile = await holdRequests(page, '**/api/auth/admin/profile');
    await page.goto('/admin/therapists');
    await expect(page.getByText('Checking authentication...')).toBeVisible();
    releaseProfile();
    await expect(page).toHaveURL(/\/admin\/login$/);
    const from = await page.evaluate(() => (history.state as { usr?: { from?: { pathname?: string } } }).usr?.from?.pathname);
    expect(from).toBe('/admin/therapists');
  });
});
