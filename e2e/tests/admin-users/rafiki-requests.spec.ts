import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, signIn, unique } from '../../support/admin';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { apiCall, createRafikiApplication, failCalls, openScreen, rowOf, search, signInTo, toastOf } from './support';

/** The decided applicant's rafiki now has `status` on Rafikis. */
async function expectRafikiNow(page: Page, id: string, name: string, status: string): Promise<void> {
  await openScreen(page, 'Rafikis');
  await search(page, id);
  await expect(rowOf(page, name)).toContainText(status);
}

test.describe('Rafiki Requests', () => {
  test('approving an application makes the rafiki active and takes it off the list', async ({ page, request }) => {
    const id = unique();
    const name = `Imani Applicant ${id}`;
    await createRafikiApplication(request, await apiSignIn(request), name, id, ['Exam stress', 'Loneliness', 'Family', 'Sleep']);
    await signInTo(page, 'Rafiki Requests');
    await expect(page.getByTestId('pending-count')).toHaveText(/^\d+ pending applications?$/);

    await search(page, id);
    const row = rowOf(page, name);
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId('pending-count')).toHaveText('1 pending application');
    // Two specialties, then '+N'.
    await expect(row).toContainText('Exam stress');
    await expect(row).toContainText('Loneliness');
    await expect(row).not.toContainText('Family');
    await expect(row).toContainText('+2');
    await expect(row).toContainText('Pending');

    await row.getByRole('button', { name: `View application of ${name}` }).click();
    const details = page.getByRole('dialog', { name });
    await expect(details).toContainText(`Motivation of ${name}: to listen.`);
    await expect(details).toContainText('Sleep');
    await expectNoSeriousAxeViolations(page);
    await details.getByRole('button', { name: 'Approve' }).click();

    const approve = page.getByRole('dialog', { name: 'Approve application' });
    await approve.getByLabel(/^Admin notes/).fill('Welcome aboard.');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(toastOf(page, 'Request Approved')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('No pending applications')).toBeVisible();
    await expectRafikiNow(page, id, name, 'Active');
  });

  test('rejecting needs a reason, makes the rafiki inactive and takes it off the list', async ({ page, request }) => {
    const id = unique();
    const name = `Juma Applicant ${id}`;
    const session = await apiSignIn(request);
    const rafikiId = await createRafikiApplication(request, session, name, id, ['Grief']);
    // The server enforces the reason too.
    const refused = await apiCall(request, session, 'PUT', `admin/rafikis/${rafikiId}`, { status: 'inactive' });
    expect(refused.status()).toBe(400);

    await signInTo(page, 'Rafiki Requests');
    await search(page, id);
    const row = rowOf(page, name);
    await row.getByRole('button', { name: `Reject ${name}` }).click();
    const reject = page.getByRole('dialog', { name: 'Reject application' });
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(reject.getByText('Reason is required')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await reject.getByLabel(/^Reason/).fill('Could not commit to the weekly training.');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(toastOf(page, 'Request Rejected')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expectRafikiNow(page, id, name, 'Inactive');
  });

  test("a failing api shows 'Failed to fetch rafiki requests', and a failed approval the Error toast", async ({ page, request }) => {
    const id = unique();
    const name = `Offline Applicant ${id}`;
    await createRafikiApplication(request, await apiSignIn(request), name, id, ['Sleep']);
    await signIn(page);
    const restore = await failCalls(page, '/api/admin/rafikis');
    await openScreen(page, 'Rafiki Requests');
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch rafiki requests' })).toBeVisible();
    await restore();

    await search(page, id);
    const row = rowOf(page, name);
    await expect(row).toHaveCount(1);
    await failCalls(page, '/api/admin/rafikis/', 'PUT');
    await row.getByRole('button', { name: `Approve ${name}` }).click();
    const approve = page.getByRole('dialog', { name: 'Approve application' });
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(toastOf(page, 'Error', 'Network error')).toBeVisible();
    await expect(approve).toBeVisible();
  });

  test('axe-core finds no serious violation on Rafiki Requests', async ({ page }) => {
    await signInTo(page, 'Rafiki Requests');
    await expect(page.getByTestId('pending-count')).toHaveText(/pending/);
    await expectNoSeriousAxeViolations(page);
  });
});
