import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiGet, apiSignIn, discardChanges, expectEscapeAsksFirst, registerAdmin, signIn, unique, type ApiSession } from '../../support/admin';

// Contact Messages and Boma Groups on the resource layer: the list's state in the address,
// sortable headers, bulk actions, the CSV export and the unsaved-changes question.

interface Stored {
  id: number;
  full_name: string;
  email: string;
  status: string;
}

const messagesSearch = 'Search messages by name, email or subject';

async function sendContact(request: APIRequestContext, fullName: string, email: string): Promise<void> {
  const response = await request.post('/api/contact', {
    data: { full_name: fullName, email, subject: 'General Inquiry', message: 'Checking the admin list.' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function storedMessages(request: APIRequestContext, session: ApiSession, search: string): Promise<Stored[]> {
  return (await apiGet<{ contact_messages: Stored[] }>(request, session, `admin/contact-messages?per_page=100&search=${encodeURIComponent(search)}`))
    .contact_messages;
}

/** Signs in, opens Contact Messages, types a search and waits for the list's answer to it. */
async function openMessagesSearched(page: Page, text: string): Promise<void> {
  await signIn(page);
  await page.goto('/admin/contact-messages');
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/admin/contact-messages' && new URL(response.url()).searchParams.get('search') === text,
  );
  await page.getByRole('searchbox', { name: messagesSearch }).fill(text);
  await answered;
}

const dataRows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });
const params = (page: Page) => new URL(page.url()).searchParams;

test.describe('Contact Messages on the resource layer', () => {
  let session: ApiSession;
  test.beforeAll(async ({ request }) => {
    session = await apiSignIn(request);
  });

  test('search, filter and page survive a reload and Back', async ({ page, request }) => {
    const id = unique();
    for (let n = 1; n <= 21; n += 1) await sendContact(request, `Kept ${id} ${n}`, `kept.${id}.${n}@example.com`);
    await openMessagesSearched(page, `Kept ${id}`);
    await page.getByLabel('Filter by status').selectOption('unread');
    await expect(page.getByText('Showing 1–20 of 21 messages')).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Showing 21–21 of 21 messages')).toBeVisible();
    expect(Object.fromEntries(params(page))).toEqual({ search: `Kept ${id}`, status: 'unread', page: '2' });

    await page.reload();
    await expect(page.getByText('Showing 21–21 of 21 messages')).toBeVisible();
    await expect(page.getByLabel('Filter by status')).toHaveValue('unread');
    await expect(page.getByRole('searchbox', { name: messagesSearch })).toHaveValue(`Kept ${id}`);
    // The queue keeps its danger-first order (no column is sorted); within one tier it reads
    // oldest first: the first message sent is on top of page 1.
    await expect(page.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'none');

    await page.goBack();
    await expect(page.getByText('Showing 1–20 of 21 messages')).toBeVisible();
    await expect(dataRows(page).first()).toContainText(new RegExp(`Kept ${id} 1(?!\\d)`));
    await page.goBack();
    await expect(page.getByLabel('Filter by status')).toHaveValue('all');
    await expect(page.getByRole('searchbox', { name: messagesSearch })).toHaveValue(`Kept ${id}`);
  });

  test('a header click sorts the list and sets aria-sort', async ({ page, request }) => {
    const id = unique();
    for (const name of ['Chebet', 'Akinyi', 'Baraka']) await sendContact(request, `Sort ${id} ${name}`, `sort.${id}.${name.toLowerCase()}@example.com`);
    await openMessagesSearched(page, `Sort ${id}`);
    await expect(dataRows(page)).toHaveCount(3);
    const contact = page.getByRole('columnheader', { name: 'Contact' });
    await expect(contact).toHaveAttribute('aria-sort', 'none');
    await contact.getByRole('button').click();
    await expect(contact).toHaveAttribute('aria-sort', 'ascending');
    await expect(dataRows(page).first()).toContainText(`Sort ${id} Akinyi`);
    await expect(dataRows(page).last()).toContainText(`Sort ${id} Chebet`);
    expect(params(page).get('sort')).toBe('full_name');
    await contact.getByRole('button').click();
    await expect(contact).toHaveAttribute('aria-sort', 'descending');
    await expect(dataRows(page).first()).toContainText(`Sort ${id} Chebet`);
    await page.reload();
    await expect(page.getByRole('columnheader', { name: 'Contact' })).toHaveAttribute('aria-sort', 'descending');
    await expect(dataRows(page).first()).toContainText(`Sort ${id} Chebet`);
  });

  test('a bulk close changes every selected message, with one question and the count', async ({ page, request }) => {
    const id = unique();
    for (let n = 1; n <= 3; n += 1) await sendContact(request, `Bulk ${id} ${n}`, `bulk.${id}.${n}@example.com`);
    await openMessagesSearched(page, `Bulk ${id}`);
    await expect(dataRows(page)).toHaveCount(3);
    await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bar).toContainText('3 messages selected');
    const bulkRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/admin/contact-messages/bulk')) bulkRequests.push(r.method());
    });
    await bar.getByRole('button', { name: 'Close Messages' }).click();
    const question = page.getByRole('alertdialog', { name: 'Close Messages' });
    await expect(question).toContainText('Close 3 messages?');
    await question.getByRole('button', { name: 'Close Messages' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: '3 Messages Closed' })).toBeVisible();
    await expect(bar).toBeHidden();
    for (const row of await dataRows(page).all()) await expect(row.getByText('Closed', { exact: true })).toBeVisible();

    const stored = await storedMessages(request, session, `Bulk ${id}`);
    // One request for the three (the unit test checks it carries every selected id).
    expect(bulkRequests).toEqual(['POST']);
    expect(stored.map((message) => message.status)).toEqual(['closed', 'closed', 'closed']);
  });

  test('Export CSV downloads the header row and the filtered rows (super admin); an admin-level account has no export', async ({ page, request, browser }) => {
    const id = unique();
    for (let n = 1; n <= 3; n += 1) await sendContact(request, `Export ${id} ${n}`, `export.${id}.${n}@example.com`);
    const [first] = (await storedMessages(request, session, `Export ${id}`)).filter((message) => message.email === `export.${id}.1@example.com`);
    const read = await request.post(`/api/admin/contact-messages/${first?.id}/mark-read`, { headers: { Authorization: `Bearer ${session.access_token}` } });
    expect(read.status()).toBe(200);

    await openMessagesSearched(page, `Export ${id}`);
    await page.getByLabel('Filter by status').selectOption('unread');
    await expect(dataRows(page)).toHaveCount(2);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await file.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^"Id","Full name","Email",/);
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).join('\n')).toContain(`export.${id}.2@example.com`);
    expect(lines.slice(1).join('\n')).toContain(`export.${id}.3@example.com`);
    expect(lines.join('\n')).not.toContain(`export.${id}.1@example.com`);

    // An admin-level account sees no Export CSV, and the api refuses it.
    const admin = await registerAdmin(request, 'admin');
    const context = await browser.newContext();
    const other = await context.newPage();
    await signIn(other, admin.email, admin.password);
    await other.goto('/admin/contact-messages');
    await expect(other.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible();
    await expect(other.getByRole('searchbox', { name: messagesSearch })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
    const adminSession = await apiSignIn(request, admin.email, admin.password);
    const refused = await request.get('/api/admin/contact-messages/export', { headers: { Authorization: `Bearer ${adminSession.access_token}` } });
    expect(refused.status()).toBe(403);
    await context.close();
  });

  test('Escape on a Reply with typed text asks before throwing it away', async ({ page, request }) => {
    const id = unique();
    await sendContact(request, `Reply ${id}`, `reply.${id}@example.com`);
    await openMessagesSearched(page, `Reply ${id}`);
    await page
      .getByRole('group', { name: `Actions for the message from Reply ${id}` })
      .getByRole('button', { name: 'Reply' })
      .click();
    const reply = page.getByRole('dialog', { name: 'Reply to Message' });
    await reply.getByLabel(/^Reply Message/).fill('A careful answer that took a while to write');
    await expectEscapeAsksFirst(page, reply.getByLabel(/^Reply Message/), 'A careful answer that took a while to write');
    await reply.getByRole('button', { name: 'Cancel' }).click();
    await discardChanges(page);
    await expect(reply).toBeHidden();
  });
});

test.describe('Boma Groups on the resource layer', () => {
  test('the sort select and the filters survive a reload', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/boma-groups');
    await expect(page.getByRole('heading', { level: 1, name: 'Boma Groups' })).toBeVisible();
    const filtered = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/admin/boma-groups' && new URL(r.url()).searchParams.get('category') === 'Education',
    );
    await page.getByRole('combobox', { name: 'Filter by category' }).selectOption('Education');
    await filtered;
    const sorted = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/boma-groups' && new URL(r.url()).searchParams.get('sort') === 'name');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name (Z–A)' });
    await sorted;
    expect(Object.fromEntries(params(page))).toEqual({ category: 'Education', sort: 'name', order: 'desc' });
    const names = async () => page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
    await expect.poll(async () => (await names()).length).toBeGreaterThan(0);
    const shown = await names();
    expect(shown).toEqual([...shown].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));

    const reloaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/boma-groups');
    await page.reload();
    const asked = new URL((await reloaded).url()).searchParams;
    expect([asked.get('category'), asked.get('sort'), asked.get('order')]).toEqual(['Education', 'name', 'desc']);
    await expect(page.getByRole('combobox', { name: 'Filter by category' })).toHaveValue('Education');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name:desc');
    await expect.poll(names).toEqual(shown);
  });

  test('Escape on a Create Group form with typed text asks first', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/boma-groups');
    await page.getByRole('button', { name: 'Create Group' }).click();
    const form = page.getByRole('dialog', { name: 'Create Group' });
    await form.getByLabel(/^Name/).fill(`Half-typed ${unique()}`);
    await expectEscapeAsksFirst(page, form.getByLabel(/^Name/), /^Half-typed /);
    await form.getByLabel(/^Name/).focus();
    await page.keyboard.press('Escape');
    await discardChanges(page);
    await expect(form).toBeHidden();
    // Nothing typed: Escape closes at once.
    await page.getByRole('button', { name: 'Create Group' }).click();
    await expect(form).toBeVisible();
    await expect.poll(() => form.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
