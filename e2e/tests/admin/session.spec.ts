import { expect, test, type Page } from '@playwright/test';
import { demoAdmin } from '../../support/admin';
import { startServer } from '../../support/server';

async function signInAt(page: Page, baseURL: string) {
  await page.goto(`${baseURL}/admin/login`);
  await page.getByLabel(/^Email/).fill(demoAdmin.email);
  await page.getByLabel(/^Password/).fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
}

test.describe('the session during work', () => {
  // Each test starts its own server on a fresh, freshly seeded database.
  test.describe.configure({ timeout: 180_000 });
  test('an access token that expires during work is refreshed silently', async ({ page }) => {
    const server = await startServer(8195 + test.info().workerIndex, { ACCESS_TOKEN_TTL: '3' });
    try {
      await signInAt(page, server.baseURL);
      const firstToken = await page.evaluate(() => localStorage.getItem('admin_access_token'));
      await page.waitForTimeout(4_000);
      const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/auth/admin/refresh') && response.status() === 200);
      // The Overview's figures come from an authenticated call: it answers 401 once, then works.
      await page.getByRole('link', { name: 'Users' }).first().click();
      await page.getByRole('link', { name: 'Overview' }).first().click();
      await refreshed;
      await expect(page.getByTestId('overview-stats')).toBeVisible();
      await expect(page).toHaveURL(/\/admin$/);
      expect(await page.evaluate(() => localStorage.getItem('admin_access_token'))).not.toBe(firstToken);
    } finally {
      await server.stop();
    }
  });

  test('an expired session returns to the login screen with from', async ({ page }) => {
    const server = await startServer(8197 + test.info().workerIndex, { ACCESS_TOKEN_TTL: '2', REFRESH_TOKEN_TTL: '3' });
    try {
      await signInAt(page, server.baseURL);
      await page.waitForTimeout(4_500);
      // The Users screen's first call meets the expired session (its page may already be
      // preloaded, so the redirect can come at once).
      await page.getByRole('link', { name: 'Users' }).first().click();
      await expect(page).toHaveURL(/\/admin\/login$/);
      const from = await page.evaluate(() => (history.state as { usr?: { from?: { pathname?: string } } }).usr?.from?.pathname);
      expect(from).toBe('/admin/users');
      expect(await page.evaluate(() => localStorage.getItem('admin_access_token'))).toBeNull();
    } finally {
      await server.stop();
    }
  });
});
