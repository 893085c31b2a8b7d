import { expect, test, type Page } from '@playwright/test';
import { apiGet, apiSignIn, demoAdmin, signIn, unique, type ApiSession } from '../../support/admin';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { wakeUp } from '../../support/wake';
import { apiSend } from '../admin-content/content-admin';

interface PendingCounts {
  rafiki_requests: number;
  group_suggestions: number;
  unread_messages: number;
}

const auditTable = (page: Page) => page.getByRole('table', { name: 'Audit log, newest first' });

test.describe('the admin shell: audit log, pending badges, quick actions', () => {
  test('the audit log shows an action just done, and its filters work', async ({ page, request }) => {
    const session = await apiSignIn(request);
    const title = `Audit check ${unique()}`;
    const created = await apiSend(request, session, 'POST', 'admin/resources', { title, description: 'Audit log check', url: 'https://example.org/audit' });
    const id = (created.resource as { id: number }).id;
    try {
      await signIn(page);
      await page.getByRole('link', { name: 'Audit Log' }).click();
      await expect(page).toHaveURL(/\/admin\/audit-log$/);
      await expect(page.getByTestId('admin-header-title')).toHaveText('Audit Log');
      await page.getByRole('searchbox', { name: 'Search the audit log by summary' }).fill(title);
      await expect(page).toHaveURL(/search=Audit/);
      const row = auditTable(page)
        .getByRole('row')
        .filter({ hasText: `Created resource ${title}` });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(`Resource #${id}`);
      await expect(row).toContainText('Create');
      // Who did it reads with the account's e-mail, in the row and in the Who filter.
      await expect(row).toContainText(demoAdmin.email);
      await expect(page.getByLabel('Filter by admin').locator('option', { hasText: `(${demoAdmin.email})` })).toHaveCount(1);

      // The action and record-type filters go into the address and narrow the list.
      await page.getByLabel('Filter by action').selectOption('create');
      await page.getByLabel('Filter by record type').selectOption('resource');
      await expect(page).toHaveURL(/action=create/);
      await expect(page).toHaveURL(/entity=resource/);
      await expect(row).toHaveCount(1);
      await page.getByLabel('Filter by record type').selectOption('user');
      await expect(page.getByText('No entries found')).toBeVisible();
      await page.getByLabel('Filter by record type').selectOption('resource');
      await page.getByLabel('Filter by action').selectOption('delete');
      await expect(page.getByText('No entries found')).toBeVisible();
      // A reload keeps the filters.
      await page.reload();
      await expect(page.getByLabel('Filter by action')).toHaveValue('delete');
      await expect(page.getByRole('searchbox', { name: 'Search the audit log by summary' })).toHaveValue(title);
    } finally {
      await apiSend(request, session, 'DELETE', `admin/resources/${id}`);
    }
  });

  test('the audit log has no serious accessibility violation', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/audit-log');
    await expect(auditTable(page).getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('a contact message sent from the public form shows in the sidebar badge without a reload', async ({ page, context, request }) => {
    test.setTimeout(120_000);
    const session: ApiSession = await apiSignIn(request);
    await signIn(page);
    // A mark that a reload would wipe.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const sidebar = page.getByTestId('admin-sidebar').first();
    const contactLink = sidebar.getByRole('link', { name: /^Contact Messages/ });
    await expect(contactLink).toBeVisible();

    const visitor = await context.newPage();
    await visitor.goto('/contact');
    await wakeUp(visitor);
    await expect(visitor.getByLabel('Subject *')).toBeEnabled();
    await visitor.getByLabel('Full Name *').fill('Akinyi Badge');
    await visitor.getByLabel('Email Address *').fill(`akinyi.${unique()}@example.com`);
    await visitor.getByLabel('Subject *').selectOption('General Inquiry');
    await visitor.getByLabel('Message *').fill('Checking that the admins notice new messages quickly.');
    const sent = visitor.waitForResponse((response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST');
    await visitor.getByRole('button', { name: 'Send Message' }).click();
    expect((await sent).status()).toBe(201);
    await visitor.close();

    // The admin comes back to the tab (or waits for the 30 s poll): the badge follows the api.
    // Other suites read and send messages meanwhile: compare with the api at the same moment.
    await page.bringToFront();
    await expect(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
      const { unread_messages: unread } = await apiGet<PendingCounts>(request, session, 'admin/pending-counts');
      expect(unread).toBeGreaterThan(0);
      await expect(contactLink).toHaveAccessibleName(new RegExp(`^Contact Messages ?, ${unread} unread$`), { timeout: 2_000 });
      await expect(sidebar.getByTestId('pending-badge-contact-messages')).toHaveText(String(unread), { timeout: 1_000 });
    }).toPass({ timeout: 45_000 });
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('the header names the admin and their level', async ({ page }) => {
    await signIn(page);
    const identity = page.getByTestId('admin-header-identity');
    await expect(identity).toContainText(/\S/);
    await expect(identity).toContainText(/Super Admin|Admin/);
    await expect(identity).toContainText((await page.getByTestId('admin-name').first().textContent()) ?? 'missing');
  });

  test('Answer Contact Messages opens the unread messages', async ({ page }) => {
    await signIn(page);
    await expect(page.getByTestId('overview-stats')).toBeVisible();
    await page.getByRole('link', { name: /Answer Contact Messages/ }).click();
    await expect(page).toHaveURL(/\/admin\/contact-messages\?status=unread$/);
    // The list reads its filter from the address once Contact Messages runs on the resource layer.
    await expect(page.getByLabel('Filter by status')).toHaveValue('unread');
  });
});
