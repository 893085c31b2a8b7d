import { expect, test } from '@playwright/test';
import { e2ePassword, signIn, unique } from '../../support/admin';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { deleteRow, expectContainsAll, fillAccount, openWithFailingList, saveAndFind, signInTo } from './support';

test.describe('Rafikis', () => {
  test('an administrator adds a rafiki with specialties and help areas, finds, filters, views and deletes it', async ({ page }) => {
    const id = unique();
    const name = `Baraka Rafiki ${id}`;
    await signInTo(page, 'Rafikis');
    await expect(page.getByRole('table', { name: 'Rafikis' }).getByRole('columnheader')).toHaveText([
      /^Rafiki\W*$/,
      'Specialties',
      /^Status\W*$/,
      /^Join Date\W*$/,
      'Actions',
    ]);
    // The debug button never reaches a production build.
    await expect(page.getByRole('button', { name: 'Test Fetch All' })).toHaveCount(0);
    await expect(page.getByText('Test Fetch All')).toHaveCount(0);

    await page.getByRole('button', { name: 'Add Rafiki' }).click();
    const form = page.getByRole('dialog', { name: 'Add Rafiki' });
    await expect(form.getByText('Password must be at least 8 characters long')).toBeVisible();
    await expect(form.getByLabel(/^Status/)).toHaveValue('training');
    await fillAccount(form, { name, handle: 'baraka', id, phone: '+254744000444', password: 'short' });
    await form.getByLabel(/^Location/).fill('Kisumu');
    await form.getByLabel(/^Bio/).fill('Second-year student at Maseno.');
    await form.getByLabel(/^Personal experience/).fill('I found help when I needed it.');
    await form.getByLabel(/^Motivations/).fill('To give back.');
    const specialties = form.getByRole('textbox', { name: 'Specialties' });
    await specialties.fill('Exam stress');
    await specialties.press('Enter');
    await specialties.fill('   ');
    await specialties.press('Enter');
    await specialties.fill('EXAM STRESS');
    await specialties.press('Enter');
    await specialties.fill('Loneliness');
    await form.getByRole('button', { name: 'Add specialty' }).click();
    await specialties.fill('Family');
    await specialties.press('Enter');
    const added = form.getByRole('list', { name: 'Specialties added' }).getByRole('listitem');
    await expect(added).toHaveText(['Exam stress', 'Loneliness', 'Family']);
    await form.getByRole('button', { name: 'Remove Family' }).click();
    await expect(added).toHaveText(['Exam stress', 'Loneliness']);
    await form.getByRole('textbox', { name: 'Help areas' }).fill('Listening');
    await form.getByRole('textbox', { name: 'Help areas' }).press('Enter');

    await form.getByRole('button', { name: 'Create Rafiki' }).click();
    await expect(form.getByText('Password must be at least 8 characters long')).toBeVisible();
    await expect(form.getByLabel(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel(/^Password/).fill(e2ePassword);
    const row = await saveAndFind(page, form, 'Create Rafiki', 'Rafiki Created', id, name);
    await expectContainsAll(row, ['Training', 'Exam stress', 'Loneliness']);

    const filter = page.getByRole('combobox', { name: 'Filter by status' });
    await expect(filter.locator('option')).toHaveText(['All statuses', 'Active', 'Training', 'Inactive']);
    await filter.selectOption('active');
    await expect(page.getByText('No rafikis found')).toBeVisible();
    await filter.selectOption('training');
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: `View ${name}` }).click();
    const details = page.getByRole('dialog', { name });
    await expect(details).toContainText('Listening');
    await expect(details).toContainText('To give back.');
    await details.getByRole('button', { name: 'Close' }).first().click();

    await deleteRow(page, row, name, name, 'Rafiki Deleted', 'No rafikis found');
  });

  test("a failing api shows 'Failed to fetch rafikis' with Retry", async ({ page }) => {
    await signIn(page);
    const alert = await openWithFailingList(page, 'Rafikis', '/api/admin/rafikis', 'Failed to fetch rafikis');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('table', { name: 'Rafikis' }).locator('tbody tr').first()).toBeVisible();
  });

  test('axe-core finds no serious violation on Rafikis, with the form open', async ({ page }) => {
    await signInTo(page, 'Rafikis');
    await expect(page.getByRole('table', { name: 'Rafikis' }).locator('tbody tr').first()).toContainText('@');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Add Rafiki' }).click();
    const form = page.getByRole('dialog', { name: 'Add Rafiki' });
    await form.getByRole('textbox', { name: 'Specialties' }).fill('Exam stress');
    await form.getByRole('textbox', { name: 'Specialties' }).press('Enter');
    await expectNoSeriousAxeViolations(page);
  });
});
