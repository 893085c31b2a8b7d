import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../../support/admin';

// Every admin list keeps its filter and order in the address: a link opens it as it was, a
// header press (or the card grids' Sort by) changes it, reload keeps it and Back undoes it.

interface ListScreen {
  path: string;
  filter?: { label: string; key: string; value: string };
  /** A table: the header to press and its sort key. */
  header?: { name: string; key: string };
  /** A card grid: one order of its Sort by select, and another. */
  sortSelect?: { first: string; second: string };
}

const screens: ListScreen[] = [
  { path: '/admin/users', filter: { label: 'Filter by status', key: 'status', value: 'suspended' }, header: { name: 'User', key: 'full_name' } },
  { path: '/admin/therapists', filter: { label: 'Filter by status', key: 'status', value: 'pending' }, header: { name: 'Therapist', key: 'full_name' } },
  { path: '/admin/rafikis', filter: { label: 'Filter by status', key: 'status', value: 'training' }, header: { name: 'Rafiki', key: 'full_name' } },
  { path: '/admin/rafiki-requests', header: { name: 'Applicant', key: 'full_name' } },
  {
    path: '/admin/group-suggestions',
    filter: { label: 'Filter by status', key: 'status', value: 'approved' },
    header: { name: 'Group Name', key: 'group_name' },
  },
  { path: '/admin/contact-messages', filter: { label: 'Filter by status', key: 'status', value: 'closed' }, header: { name: 'Subject', key: 'subject' } },
  { path: '/admin/audit-log', filter: { label: 'Filter by action', key: 'action', value: 'create' }, header: { name: 'When', key: 'at' } },
  { path: '/admin/boma-groups', filter: { label: 'Filter by status', key: 'status', value: 'active' }, sortSelect: { first: 'name:desc', second: 'name:asc' } },
  { path: '/admin/resources', filter: { label: 'Filter by status', key: 'status', value: 'active' }, sortSelect: { first: 'title:desc', second: 'title:asc' } },
];

function firstAddress(screen: ListScreen): string {
  const params = new URLSearchParams();
  if (screen.filter) params.set(screen.filter.key, screen.filter.value);
  const [sort, order] = screen.header ? [screen.header.key, 'desc'] : (screen.sortSelect?.first.split(':') ?? []);
  if (sort && order) {
    params.set('sort', sort);
    params.set('order', order);
  }
  return `${screen.path}?${params.toString()}`;
}

async function expectState(page: Page, screen: ListScreen, order: 'asc' | 'desc') {
  if (screen.filter) await expect(page.getByRole('combobox', { name: screen.filter.label })).toHaveValue(screen.filter.value);
  if (screen.header) {
    const header = page.getByRole('columnheader', { name: screen.header.name, exact: true });
    await expect(header).toHaveAttribute('aria-sort', order === 'asc' ? 'ascending' : 'descending');
  }
  if (screen.sortSelect) {
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue(order === 'desc' ? screen.sortSelect.first : screen.sortSelect.second);
  }
}

for (const screen of screens) {
  test(`${screen.path}: filter and order come from the address, survive a reload, and Back undoes a change`, async ({ page }) => {
    await signIn(page);
    await expect(page.getByTestId('overview-stats')).toBeVisible();
    await page.goto(firstAddress(screen));
    await expectState(page, screen, 'desc');

    if (screen.header) {
      const header = page.getByRole('columnheader', { name: screen.header.name, exact: true });
      await header.getByRole('button').click();
    } else if (screen.sortSelect) {
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption(screen.sortSelect.second);
    }
    await expect(page).toHaveURL(/[?&]order=asc/);
    await expectState(page, screen, 'asc');

    await page.reload();
    await expectState(page, screen, 'asc');

    await page.goBack();
    await expect(page).toHaveURL(/[?&]order=desc/);
    await expectState(page, screen, 'desc');
  });
}
