import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { apiGet, apiSignIn, discardChanges, e2ePassword, expectEscapeAsksFirst, registerAdmin, signIn, unique, type ApiSession } from '../../support/admin';
import { apiCall, rowOf, search, signInTo, toastOf } from '../admin-users/support';

interface ListedUser {
  id: number;
  full_name: string;
  status: string;
}

/** Creates plain user accounts through the api, named `<first> <id>` so one search finds them all. */
async function createUsers(request: APIRequestContext, session: ApiSession, id: string, people: readonly { first: string; status: 'active' | 'suspended' }[]) {
  for (const [index, person] of people.entries()) {
    const login = `${person.first.toLowerCase()}_${id}_${index}`;
    const response = await apiCall(request, session, 'POST', 'admin/users', {
      full_name: `${person.first} ${id}`,
      email: `${login}@example.org`,
      username: login,
      phone: '+254700555000',
      password: e2ePassword,
      status: person.status,
      is_admin: false,
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

/** Creates the people, signs in and opens Users searched for them; returns the id their names share. */
async function openCreatedUsers(page: Page, request: APIRequestContext, people: Parameters<typeof createUsers>[3], session?: ApiSession): Promise<string> {
  const id = unique();
  await createUsers(request, session ?? (await apiSignIn(request)), id, people);
  await signInTo(page, 'Users');
  await search(page, id);
  return id;
}

const usersList = (page: Page) => page.getByRole('table', { name: 'Users' });
const dataRows = (page: Page) => usersList(page).locator('tbody tr');

test.describe('Users on the resource layer', () => {
  test('search, filter and page live in the address: reload and Back restore them', async ({ page, request }) => {
    const id = unique();
    await createUsers(request, await apiSignIn(request), id, [
      { first: 'Amani', status: 'suspended' },
      { first: 'Baraka', status: 'suspended' },
      { first: 'Chebet', status: 'suspended' },
      { first: 'Daudi', status: 'active' },
    ]);
    await signIn(page);
    // Two per page, so three suspended accounts take two pages.
    await page.goto('/admin/users?per_page=2');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await search(page, id);
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('suspended');
    await expect(page.getByText('Showing 1–2 of 3 users')).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Showing 3–3 of 3 users')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`search=${id}.*status=suspended.*[?&]page=2`));

    await page.reload();
    await expect(page.getByText('Showing 3–3 of 3 users')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('suspended');
    await expect(page.getByRole('searchbox')).toHaveValue(id);
    await expect(dataRows(page)).toHaveCount(1);

    await page.goBack();
    await expect(page.getByText('Showing 1–2 of 3 users')).toBeVisible();
    await expect(page).not.toHaveURL(/[?&]page=2/);
    await expect(page.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('suspended');
  });

  test('a header press sorts the list and says so with aria-sort', async ({ page, request }) => {
    const id = await openCreatedUsers(page, request, [
      { first: 'Zawadi', status: 'active' },
      { first: 'Amani', status: 'active' },
      { first: 'Kamau', status: 'active' },
    ]);
    await expect(dataRows(page)).toHaveCount(3);
    const header = usersList(page).getByRole('columnheader', { name: 'User', exact: true });
    await expect(header).toHaveAttribute('aria-sort', 'none');

    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/sort=full_name&order=asc/);
    await expect(dataRows(page).first()).toContainText(`Amani ${id}`);
    await expect(dataRows(page).last()).toContainText(`Zawadi ${id}`);

    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(dataRows(page).first()).toContainText(`Zawadi ${id}`);
  });

  test('Escape on a dirty Add New User form asks before throwing the typing away', async ({ page }) => {
    await signInTo(page, 'Users');
    await page.getByRole('button', { name: 'Add New User' }).click();
    const form = page.getByRole('dialog', { name: 'Add New User' });
    await form.getByLabel(/^Full name/).fill('Half Typed');
    await expectEscapeAsksFirst(page, form.getByLabel(/^Full name/), 'Half Typed');

    await page.keyboard.press('Escape');
    await discardChanges(page);
    await expect(form).toBeHidden();
  });

  test('bulk suspend changes every selected user with one request', async ({ page, request }) => {
    const session = await apiSignIn(request);
    const id = await openCreatedUsers(
      page,
      request,
      [
        { first: 'Faraji', status: 'active' },
        { first: 'Gathoni', status: 'active' },
        { first: 'Hamisi', status: 'active' },
      ],
      session,
    );
    await expect(dataRows(page)).toHaveCount(3);

    const bulkCalls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/admin/users/bulk')) bulkCalls.push(sent.postData() ?? '');
    });
    await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bar).toContainText('3 users selected');
    await bar.getByRole('button', { name: 'Suspend' }).click();
    await page.getByRole('alertdialog', { name: 'Suspend users' }).getByRole('button', { name: 'Suspend' }).click();
    await expect(toastOf(page, '3 users suspended')).toBeVisible();
    await expect(bar).toBeHidden();
    for (const first of ['Faraji', 'Gathoni', 'Hamisi']) await expect(rowOf(page, `${first} ${id}`)).toContainText('Suspended');
    expect(bulkCalls).toHaveLength(1);

    const listed = await apiGet<{ users: ListedUser[] }>(request, session, `admin/users?search=${id}`);
    expect(listed.users.map((user) => user.status)).toEqual(['suspended', 'suspended', 'suspended']);
  });

  test('Export CSV downloads the filtered list with a header row, for a super admin only', async ({ page, request }) => {
    const id = await openCreatedUsers(page, request, [
      { first: 'Imani', status: 'suspended' },
      { first: 'Jabari', status: 'suspended' },
      { first: 'Kioko', status: 'active' },
    ]);
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('suspended');
    await expect(dataRows(page)).toHaveCount(2);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await download.path(), 'utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Full name');
    expect(lines[0]).toContain('Status');
    expect(lines).toHaveLength(3);
    expect(text).toContain(`Imani ${id}`);
    expect(text).toContain(`Jabari ${id}`);
    expect(text).not.toContain(`Kioko ${id}`);
  });

  test('an admin-level account has no Export button, and the api refuses its export', async ({ page, request }) => {
    const admin = await registerAdmin(request, 'admin');
    const session = await apiSignIn(request, admin.email, admin.password);
    const refused = await request.get('/api/admin/users/export', { headers: { Authorization: `Bearer ${session.access_token}` } });
    expect(refused.status()).toBe(403);
    await signInTo(page, 'Users', admin.email, admin.password);
    await expect(dataRows(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  });
});
