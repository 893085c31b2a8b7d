import { expect, test } from '@playwright/test';
import { e2ePassword, signIn, unique } from '../../support/admin';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { deleteRow, expectContainsAll, failCalls, fillAccount, openScreen, saveAndFind, signInTo, toastOf } from './support';

test.describe('Therapists', () => {
  test('an administrator adds, finds, filters, views, edits and deletes a therapist', async ({ page }) => {
    const id = unique();
    const name = `Dr. Njeri ${id}`;
    await signInTo(page, 'Therapists');
    await expect(page.getByRole('table', { name: 'Therapists' }).getByRole('columnheader')).toHaveText([
      /^Therapist\W*$/,
      'Specialization',
      /^License\W*$/,
      /^Experience\W*$/,
      /^Status\W*$/,
      'Actions',
    ]);

    await page.getByRole('button', { name: 'Add Therapist' }).click();
    const form = page.getByRole('dialog', { name: 'Add Therapist' });
    await form.getByRole('button', { name: 'Create Therapist' }).click();
    await expect(form.getByText('License number is required')).toBeVisible();
    await expect(form.getByText('Languages is required')).toBeVisible();
    await fillAccount(form, { name, handle: 'njeri', id, phone: '+254733000333', password: e2ePassword });
    await form.getByLabel(/^License number/).fill(`LIC-${id}`);
    await form.getByLabel(/^License type/).selectOption('psychology');
    await form.getByLabel(/^Years of experience/).fill('7.6');
    await form.getByLabel(/^Hourly rate/).fill('40');
    await form.getByLabel(/^Specialization/).fill(' Anxiety ,  Grief,, Exams ');
    await form.getByLabel(/^Education/).fill('MA Counselling Psychology');
    await form.getByLabel(/^Languages/).fill('English, Kiswahili');
    const row = await saveAndFind(page, form, 'Create Therapist', 'Therapist Created', id, name);
    await expectContainsAll(row, ['7 years', '$40/hr', 'Pending', 'Psychology']);

    // The filter's options, in their fixed order.
    await expect(page.getByRole('combobox', { name: 'Filter by status' }).locator('option')).toHaveText([
      'All statuses',
      'Active',
      'Pending',
      'On leave',
      'Inactive',
    ]);
    // The status filter asks the server: a pending therapist is not among the active ones.
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('active');
    await expect(page.getByText('No therapists found')).toBeVisible();
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('pending');
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: `View ${name}` }).click();
    const details = page.getByRole('dialog', { name });
    await expectContainsAll(details, [`LIC-${id}`, 'Anxiety', 'Exams']);
    await details.getByRole('button', { name: 'Edit' }).click();

    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(edit.getByLabel(/^Specialization/)).toHaveValue('Anxiety, Grief, Exams');
    await edit.getByLabel(/^Hourly rate/).fill('55');
    await edit.getByLabel(/^Status/).selectOption('active');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastOf(page, 'Therapist Updated')).toBeVisible();
    // Still filtered on pending: the therapist, now active, leaves the list.
    await expect(page.getByText('No therapists found')).toBeVisible();
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('all');
    await expect(row).toContainText('$55/hr');
    await expect(row).toContainText('Active');

    await page.getByRole('button', { name: 'Refresh' }).click();
    await deleteRow(page, row, name, 'will be permanently deleted', 'Therapist Deleted', 'No therapists found');
  });

  test("a failing api shows 'Failed to fetch therapists' and the Error toast of a failed delete", async ({ page }) => {
    await signIn(page);
    const restore = await failCalls(page, '/api/admin/therapists');
    await openScreen(page, 'Therapists');
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch therapists' })).toBeVisible();
    await restore();
    await page.getByRole('button', { name: 'Retry' }).click();
    const first = page.getByRole('table', { name: 'Therapists' }).locator('tbody tr').first();
    await expect(first).toBeVisible();

    await failCalls(page, '/api/admin/therapists/', 'DELETE');
    await first.getByRole('button', { name: /^Delete / }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toastOf(page, 'Error', 'Network error')).toBeVisible();
    // The dialog stays, so the admin can retry or cancel; nothing was deleted.
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(first).toBeVisible();
  });

  test('axe-core finds no serious violation on Therapists, with the form and the details open', async ({ page }) => {
    await signInTo(page, 'Therapists');
    const first = page.getByRole('table', { name: 'Therapists' }).locator('tbody tr').first();
    await expect(first).toContainText('@');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Add Therapist' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Therapist' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('dialog', { name: 'Add Therapist' }).getByRole('button', { name: 'Cancel' }).click();
    await first.getByRole('button', { name: /^View / }).click();
    await expect(page.getByRole('dialog')).toContainText('License number');
    await expectNoSeriousAxeViolations(page);
  });
});
