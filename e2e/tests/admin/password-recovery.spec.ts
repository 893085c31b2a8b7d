import { expect, test } from '@playwright/test';
import { apiGet, apiSignIn, registerAdmin } from '../../support/admin';

interface OutboxMessage {
  to: string;
  subject: string;
  body: string;
}

test('forgot password, reset from the e-mailed link, sign in with the new password', async ({ page, request }) => {
  // A super admin, so that they may read the outbox: it shows a reset link to its recipient only.
  const admin = await registerAdmin(request, 'super_admin');
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await page.getByLabel(/^Email/).fill(admin.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent it a link');

  // The mail went through the api's transport: with no SMTP configured, into the outbox, where
  // the recipient reads it (the demo's mailbox).
  const session = await apiSignIn(request, admin.email, admin.password);
  let link = '';
  await expect
    .poll(async () => {
      const outbox = await apiGet<{ messages?: OutboxMessage[]; outbox?: OutboxMessage[] }>(
        request,
        session,
        `admin/outbox?search=${encodeURIComponent(admin.email)}`,
      );
      const mail = (outbox.messages ?? outbox.outbox ?? []).find((m) => m.to === admin.email);
      link = mail?.body.match(/\/admin\/reset-password\?token=[\w-]+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');

  await page.goto(link);
  await page.getByLabel(/^New password/).fill('my-new-passphrase');
  await page.getByLabel(/^Confirm new password/).fill('my-new-passphrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed');

  // The link works once.
  await page.goto(link);
  await page.getByLabel(/^New password/).fill('another-passphrase');
  await page.getByLabel(/^Confirm new password/).fill('another-passphrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  await page.goto('/admin/login');
  await page.getByLabel(/^Email/).fill(admin.email);
  await page.getByLabel(/^Password/).fill('my-new-passphrase');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
});
