import { expect, test } from '@playwright/test';
import { apiSignIn, signIn } from '../../support/admin';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { activeRafikis, expectBackOnDetails, groupCard, groupSearchLabel, pendingSuggestions, search, suggestionSearchLabel, toastWith } from './community';

const suggestionsApi = /\/api\/admin\/suggest-groups-requests(\?|$)/;

test.describe('Group Suggestions', () => {
  test('approving a pending suggestion with a rafiki creates the group, with that rafiki as its manager', async ({ page, request }) => {
    const session = await apiSignIn(request);
    const [suggestion] = await pendingSuggestions(request, session);
    const [rafiki] = await activeRafikis(request, session);
    if (!suggestion || !rafiki) throw new Error('missing seed');
    await signIn(page);
    await page.goto('/admin/group-suggestions');
    await expect(page.getByRole('heading', { level: 1, name: 'Group Suggestions' })).toBeVisible();
    for (const header of ['Group Name', 'Suggested By', 'Category', 'Status', 'Date']) {
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await search(page, suggestionSearchLabel, suggestion.group_name);
    const row = page.getByRole('row', { name: new RegExp(suggestion.group_name) });
    await row.getByRole('button', { name: `Approve ${suggestion.group_name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve Suggestion' });
    await dialog.getByLabel(/^Admin Notes/).fill('Approved by the e2e suite.');
    await expect(dialog.getByRole('option', { name: 'No Rafiki assigned' })).toHaveCount(1);
    await dialog.getByLabel(/^Assign Rafiki/).selectOption(String(rafiki.id));
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(toastWith(page, 'Suggestion Approved')).toBeVisible();
    await expect(page.getByText(`The boma group "${suggestion.group_name}" was created.`)).toBeVisible();
    await expect(row.getByText('Approved', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Approve / })).toHaveCount(0);

    await row.getByRole('button', { name: `View ${suggestion.group_name}` }).click();
    const details = page.getByRole('dialog', { name: 'Group Suggestion' });
    await expect(details).toContainText(rafiki.user.full_name);
    await expect(details).toContainText('Approved by the e2e suite.');
    await page.keyboard.press('Escape');

    await page.getByTestId('admin-sidebar').first().getByRole('link', { name: 'Boma Groups', exact: true }).click();
    await search(page, groupSearchLabel, suggestion.group_name);
    const card = groupCard(page, suggestion.group_name);
    await expect(card).toBeVisible();
    await expect(card.getByRole('list', { name: 'Managers' })).toContainText(rafiki.user.full_name);
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
  });

  test('rejecting needs a reason: refused at the field without one (and by the server), done with one', async ({ page, request }) => {
    const session = await apiSignIn(request);
    const suggestion = (await pendingSuggestions(request, session)).at(-1);
    if (!suggestion) throw new Error('missing seed');
    const unreasoned = await request.put(`/api/admin/suggest-groups-requests/${suggestion.id}`, {
      data: { status: 'rejected' },
      headers: { Authorization: `Bearer ${session.access_token}` },
    });
    expect(unreasoned.status()).toBe(400);
    expect(((await unreasoned.json()) as { message: string }).message).toBe('Reason is required');

    await signIn(page);
    await page.goto('/admin/group-suggestions');
    await search(page, suggestionSearchLabel, suggestion.group_name);
    const row = page.getByRole('row', { name: new RegExp(suggestion.group_name) });
    await row.getByRole('button', { name: `Reject ${suggestion.group_name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject Suggestion' });
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(dialog.getByText('Reason is required')).toBeVisible();
    await expect(dialog.getByLabel(/^Reason/)).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel(/^Reason/).fill('An existing group already covers this; we suggested joining it.');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(toastWith(page, 'Suggestion Rejected')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Reject / })).toHaveCount(0);
    await row.getByRole('button', { name: `View ${suggestion.group_name}` }).click();
    await expect(page.getByRole('dialog', { name: 'Group Suggestion' })).toContainText('An existing group already covers this');
  });

  test('approve and reject are offered only on pending rows', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/group-suggestions');
    const status = page.getByRole('combobox', { name: 'Filter by status' });
    for (const decided of ['approved', 'rejected']) {
      await status.selectOption(decided);
      await expect(page.getByRole('row').nth(1)).toContainText(decided === 'approved' ? 'Approved' : 'Rejected');
      await expect(page.getByRole('button', { name: /^(Approve|Reject) / })).toHaveCount(0);
    }
    await status.selectOption('pending');
    await expect(page.getByRole('button', { name: /^Approve / }).first()).toBeVisible();
  });

  test('a failure of the api shows the message with Retry, and Retry loads again', async ({ page }) => {
    await signIn(page);
    await page.route(suggestionsApi, (route) => route.abort());
    await page.goto('/admin/group-suggestions');
    await expect(page.getByText('Failed to fetch group suggestions')).toBeVisible();
    await page.unroute(suggestionsApi);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('Failed to fetch group suggestions')).toBeHidden();
    await expect(page.getByRole('button', { name: /^View / }).first()).toBeVisible();
  });

  test('axe-core finds no serious violation on the table and with each dialog open', async ({ page, request }) => {
    const [suggestion] = await pendingSuggestions(request, await apiSignIn(request));
    if (!suggestion) throw new Error('missing seed');
    await signIn(page);
    await page.goto('/admin/group-suggestions');
    await search(page, suggestionSearchLabel, suggestion.group_name);
    const row = page.getByRole('row', { name: new RegExp(suggestion.group_name) });
    await expect(row).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await row.getByRole('button', { name: `View ${suggestion.group_name}` }).click();
    const details = page.getByRole('dialog', { name: 'Group Suggestion' });
    await expect(details).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    // From the details, a pending suggestion can be approved: the approve dialog opens over them.
    await details.getByRole('button', { name: 'Approve', exact: true }).click();
    const approve = page.getByRole('dialog', { name: 'Approve Suggestion' });
    await expect(approve.getByRole('option', { name: 'No Rafiki assigned' })).toHaveCount(1);
    await expectNoSeriousAxeViolations(page);
    await approve.getByRole('button', { name: 'Cancel' }).click();
    await expectBackOnDetails(page, approve, details);

    await row.getByRole('button', { name: `Reject ${suggestion.group_name}` }).click();
    const reject = page.getByRole('dialog', { name: 'Reject Suggestion' });
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(reject.getByText('Reason is required')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await reject.getByRole('button', { name: 'Cancel' }).click();
    await expect(reject).toBeHidden();
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  });
});
