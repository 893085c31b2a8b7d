import { expect, test, type Page } from '@playwright/test';
import { unique } from '../../support/admin';
import { startServer } from '../../support/server';

/** Fills in the registration form for `<first> <id>` (username `<first>_<id>`, e-mail `<first>.<id>@example.org`) and sends it. */
async function register(page: Page, first: string, id: string): Promise<void> {
  const handle = first.toLowerCase();
  await page.getByLabel(/^Full name/).fill(`${first} ${id}`);
  await page.getByLabel(/^Username/).fill(`${handle}_${id}`);
  await page.getByLabel(/^Phone/).fill('+254711000000');
  await page.getByLabel(/^Email/).fill(`${handle}.${id}@example.org`);
  await page.getByLabel(/^Password/).fill('a-strong-passphrase');
  await page.getByLabel(/^Confirm password/).fill('a-strong-passphrase');
  await page.getByRole('button', { name: 'Create Admin Account' }).click();
}

test.describe('registration', () => {
  test('shows the validation message of each invalid field', async ({ page }) => {
    await page.goto('/admin/register');
    await page.getByLabel(/^Password/).fill('short');
    await page.getByLabel(/^Confirm password/).fill('other');
    await page.getByRole('button', { name: 'Create Admin Account' }).click();
    await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page.getByText('Full name is required')).toBeVisible();
  });

  test('creates the account, clears the form and goes to the login screen after 2 seconds', async ({ page }) => {
    const id = unique();
    await page.goto('/admin/register');
    await register(page, 'Wanjiku', id);
    await expect(page.getByRole('status').filter({ hasText: 'Admin account created successfully! You can now sign in.' })).toBeVisible();
    await expect(page.getByLabel(/^Full name/)).toHaveValue('');
    await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 5_000 });
    // The new admin can sign in.
    await page.getByLabel(/^Email/).fill(`wanjiku.${id}@example.org`);
    await page.getByLabel(/^Password/).fill('a-strong-passphrase');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  });

  test('a registration refused by the policy shows the server message', async ({ page }) => {
    test.setTimeout(180_000); // its own server, on a fresh database
    const server = await startServer(8191 + test.info().workerIndex, { ADMIN_REGISTRATION: 'closed' });
    try {
      await page.goto(`${server.baseURL}/admin/register`);
      const id = unique();
      await register(page, 'Closed', id);
      await expect(page.getByRole('alert')).toHaveText('Admin registration is closed. Ask a super admin to create your account.');
      await expect(page.getByLabel(/^Full name/)).toHaveValue(`Closed ${id}`);
    } finally {
      await server.stop();
    }
  });
});
