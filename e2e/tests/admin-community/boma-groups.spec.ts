import { expect, test } from '@playwright/test';
import { apiSignIn, discardChanges, discardQuestion, signIn, unique } from '../../support/admin';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { activeRafikis, createGroupThroughApi, expectBackOnDetails, groupCard, groupSearchLabel, search, toastWith } from './community';

const groupsApi = /\/api\/admin\/boma-groups(\?|$)/;

test.describe('Boma Groups', () => {
  test('creates, searches, filters, views, edits and deletes a group', async ({ page, request }) => {
    const [rafiki] = await activeRafikis(request, await apiSignIn(request));
    if (!rafiki) throw new Error('no active rafiki');
    const name = `E2E Circle ${unique()}`;
    await signIn(page);
    await page.goto('/admin/boma-groups');
    await expect(page.getByRole('heading', { level: 1, name: 'Boma Groups' })).toBeVisible();
    await expect(page.getByText('Manage community groups and support circles')).toBeVisible();

    // Create, with the form's checks on the way.
    await page.getByRole('button', { name: 'Create Group' }).click();
    const form = page.getByRole('dialog', { name: 'Create Group' });
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Description is required')).toBeVisible();
    await form.getByLabel(/^Name/).fill(name);
    await form.getByLabel(/^Description/).fill('Young people who start the day with short breathing practice.');
    await expect(form.getByLabel(/^Category/)).toHaveValue('Mental Health');
    await form.getByLabel(/^Category/).selectOption('Wellness');
    await form.getByLabel(/^Tags/).fill('calm, , sleep, breathing ,routine, mornings,focus');
    await form.getByLabel(/^Image URL/).fill('not a link');
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(form.getByText('Image URL must be a valid URL')).toBeVisible();
    await form.getByLabel(/^Image URL/).fill('');
    await form.getByText('Private Group').click();
    await expect(form.getByRole('option', { name: new RegExp(`^${rafiki.user.full_name}`) })).toHaveCount(1);
    await form.getByLabel(/^Assign Rafiki/).selectOption(String(rafiki.id));
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(toastWith(page, 'Group Created')).toBeVisible();
    await expect(form).toBeHidden();

    // Search finds it, with what was entered.
    await search(page, groupSearchLabel, name);
    const card = groupCard(page, name);
    await expect(card).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card.getByRole('img', { name: 'Private' })).toBeVisible();
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['calm', 'sleep', 'breathing', 'routine', '+2']);
    await expect(card.getByRole('list', { name: 'Managers' })).toContainText(rafiki.user.full_name);
    await expect(card.getByRole('list', { name: 'Managers' })).toContainText('Rafiki');
    await expect(card.getByText('1 member', { exact: true })).toBeVisible();

    // The filters narrow the list on the server.
    await page.getByRole('combobox', { name: 'Filter by category' }).selectOption('Education');
    await expect(page.getByText('No groups found')).toBeVisible();
    await page.getByRole('combobox', { name: 'Filter by category' }).selectOption('Wellness');
    await expect(card).toBeVisible();
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('suspended');
    await expect(page.getByText('No groups found')).toBeVisible();
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('active');
    await expect(card).toBeVisible();
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('all');
    await page.getByRole('combobox', { name: 'Filter by category' }).selectOption('all');

    // Details show every section.
    await card.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Group Details' });
    await expect(details.getByRole('heading', { name })).toBeVisible();
    await expect(details.getByText('Private', { exact: true })).toBeVisible();
    await expect(details.getByText('No image')).toBeVisible();
    await expect(details.getByText(rafiki.user.email)).toBeVisible();
    await expect(details.getByText(`@${rafiki.user.username}`)).toBeVisible();
    for (const section of ['Creator', 'Managers', 'Statistics', 'Timestamps']) {
      await expect(details.getByRole('heading', { name: section })).toBeVisible();
    }
    await details.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(details).toBeHidden();

    // Edit keeps what is not changed (the rafiki too) and saves the rest.
    await card.getByRole('button', { name: 'Edit Group' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Group' });
    await expect(edit.getByLabel(/^Name/)).toHaveValue(name);
    await expect(edit.getByLabel(/^Tags/)).toHaveValue('calm, sleep, breathing, routine, mornings, focus');
    await expect(edit.getByLabel(/^Assign Rafiki/)).toHaveValue(String(rafiki.id));
    const renamed = `${name} renamed`;
    await edit.getByLabel(/^Name/).fill(renamed);
    await edit.getByLabel(/^Status/).selectOption('inactive');
    await edit.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(toastWith(page, 'Group Updated')).toBeVisible();
    await search(page, groupSearchLabel, renamed);
    const renamedCard = groupCard(page, renamed);
    await expect(renamedCard.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(renamedCard.getByRole('list', { name: 'Managers' })).toContainText(rafiki.user.full_name);

    // Delete asks first.
    await renamedCard.getByRole('button', { name: 'Delete Group' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Group' });
    await expect(confirm.getByText('Are you sure you want to delete this group?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toastWith(page, 'Group Deleted')).toBeVisible();
    await expect(page.getByText('No groups found')).toBeVisible();
  });

  test('an image that fails to load is hidden; one that loads is shown', async ({ page, request, baseURL }) => {
    const session = await apiSignIn(request);
    const id = unique();
    const broken = await createGroupThroughApi(request, session, {
      name: `E2E Broken Image ${id}`,
      description: 'A group whose picture is gone.',
      image_url: `${baseURL}/no-such-picture-${id}.png`,
    });
    const shown = await createGroupThroughApi(request, session, {
      name: `E2E Shown Image ${id}`,
      description: 'A group whose picture loads.',
      image_url: `${baseURL}/favicon.svg`,
    });
    await signIn(page);
    await page.goto('/admin/boma-groups');
    await search(page, groupSearchLabel, broken.name);
    const card = groupCard(page, broken.name);
    await expect(card).toBeVisible();
    await expect(card.getByRole('img', { name: /^The group / })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Edit Group' })).toBeVisible();

    await search(page, groupSearchLabel, shown.name);
    const picture = groupCard(page, shown.name).getByRole('img', { name: `The group ${shown.name}` });
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  test('a failure of the api shows the message with Retry, and Retry loads again', async ({ page }) => {
    await signIn(page);
    await page.route(groupsApi, (route) => route.abort());
    await page.goto('/admin/boma-groups');
    await expect(page.getByText('Failed to fetch groups')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await page.unroute(groupsApi);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByText('Failed to fetch groups')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('groups');
  });

  test('axe-core finds no serious violation on the cards and with each dialog open', async ({ page, request }) => {
    const session = await apiSignIn(request);
    const [rafiki] = await activeRafikis(request, session);
    const group = await createGroupThroughApi(request, session, {
      name: `E2E Axe Circle ${unique()}`,
      description: 'Checked by axe-core.',
      tags: ['one', 'two', 'three', 'four', 'five'],
      is_private: true,
      assigned_rafiki_id: rafiki?.id,
    });
    await signIn(page);
    await page.goto('/admin/boma-groups');
    await search(page, groupSearchLabel, group.name);
    const card = groupCard(page, group.name);
    await expect(card).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await card.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Group Details' });
    await expect(details).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Edit Group from the details opens the form over them; Cancel comes back to the details.
    await details.getByRole('button', { name: 'Edit Group' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Group' });
    await expect(edit.getByLabel(/^Assign Rafiki/)).toHaveValue(String(rafiki?.id));
    await expectNoSeriousAxeViolations(page);
    // The messages at the fields are readable too.
    await edit.getByLabel(/^Name/).fill('');
    await edit.getByLabel(/^Image URL/).fill('not a link');
    await edit.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(edit.getByText('Name is required')).toBeVisible();
    await expect(edit.getByText('Image URL must be a valid URL')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    // Cancel on a changed form asks first (docs/decisions.md, "Unsaved changes"); discarding
    // comes back to the details.
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(discardQuestion(page)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await discardChanges(page);
    await expectBackOnDetails(page, edit, details);

    await card.getByRole('button', { name: 'Delete Group' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Group' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toBeVisible();
  });

  test('on a phone the cards fit the screen in one column', async ({ page, request }) => {
    const group = await createGroupThroughApi(request, await apiSignIn(request), {
      name: `E2E Phone Circle ${unique()}`,
      description: 'Seen on a small screen.',
    });
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page);
    await page.goto('/admin/boma-groups');
    await search(page, groupSearchLabel, group.name);
    await expect(groupCard(page, group.name)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
