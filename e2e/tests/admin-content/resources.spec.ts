import { expect, test, type Page } from '@playwright/test';
import { apiGet, apiSignIn, signIn, unique } from '../../support/admin';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { apiSend, expectTwoPagesOnAPhone, failCalls, NETWORK_ERROR, toast } from './content-admin';

interface ResourcesAnswer {
  resources: { id: number; title: string; phone: string | null; is_active: boolean; tags: string[] }[];
  total: number;
}

async function openResources(page: Page): Promise<void> {
  await signIn(page);
  await page.goto('/admin/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
}

const search = (page: Page, text: string) => page.getByLabel('Search resources by title or description').fill(text);
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

test.describe('Resources', () => {
  test('create, find, filter, edit and delete a resource', async ({ page, request }) => {
    // The whole life of one resource, with two axe-core passes: about a minute beside another worker.
    test.slow();
    const id = unique();
    const title = `Exam stress helpline ${id}`;
    await openResources(page);
    await expect(page.getByText('Manage educational content and wellness resources')).toBeVisible();

    // Create
    await page.getByRole('button', { name: 'Add Resource' }).click();
    const form = page.getByRole('dialog', { name: 'Add Resource' });
    await expect(form.getByLabel(/^Category/)).toHaveValue('Mental Health');
    await expect(form.getByLabel(/^Resource Type/)).toHaveValue('article');
    await expect(form.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    await form.getByLabel(/^Title/).fill(title);
    await form.getByLabel(/^Description/).fill(`Someone to talk to about exams (${id}). `.repeat(8));
    await form.getByLabel(/^Category/).selectOption('Crisis Support');
    await form.getByLabel(/^Resource Type/).selectOption('hotline');
    await form.getByLabel(/^URL/).fill(`https://example.org/helpline-${id}`);
    await form.getByLabel(/^Phone/).fill('+254 722 178 177');
    await form.getByLabel(/^Tags/).fill('exams, stress, , sleep ,night');
    await expectNoSeriousAxeViolations(page);
    const created = page.waitForResponse((r) => r.url().endsWith('/api/admin/resources') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Create Resource' }).click();
    const createdResponse = await created;
    expect(createdResponse.status()).toBe(201);
    const { resource: stored } = (await createdResponse.json()) as { resource: Record<string, unknown> };
    expect(stored).toMatchObject({
      title,
      category: 'Crisis Support',
      resource_type: 'hotline',
      phone: '+254 722 178 177',
      image_url: null,
      tags: ['exams', 'stress', 'sleep', 'night'],
      is_active: true,
    });
    await expect(toast(page, 'Resource Created')).toBeVisible();
    await expect(form).toBeHidden();

    // Find it and read the card
    await search(page, id);
    const created1 = card(page, title);
    await expect(created1).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(created1.getByText('Hotline', { exact: true })).toBeVisible();
    await expect(created1.getByText('Active', { exact: true })).toBeVisible();
    await expect(created1.getByRole('listitem')).toHaveText(['exams', 'stress', 'sleep', '+1']);
    await expect(created1.getByText('Crisis Support')).toBeVisible();
    await expect(created1.getByRole('link', { name: '+254 722 178 177' })).toHaveAttribute('href', 'tel:+254722178177');
    const view = created1.getByRole('link', { name: /^View Resource/ });
    await expect(view).toHaveAttribute('href', `https://example.org/helpline-${id}`);
    await expect(view).toHaveAttribute('target', '_blank');
    await expect(view).toHaveAttribute('rel', 'noopener noreferrer');
    // The description is clamped to 3 lines.
    const description = created1.locator('p').filter({ hasText: 'Someone to talk to about exams' });
    expect(await description.evaluate((element) => getComputedStyle(element).webkitLineClamp)).toBe('3');

    // Filter
    await page.getByLabel('Filter by status').selectOption('inactive');
    await expect(page.getByText('No resources found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filters.')).toBeVisible();
    await page.getByLabel('Filter by status').selectOption('active');
    await page.getByLabel('Filter by type').selectOption('video');
    await expect(page.getByText('No resources found')).toBeVisible();
    await page.getByLabel('Filter by type').selectOption('hotline');
    await expect(card(page, title)).toBeVisible();

    // Edit: new title, phone cleared (left out of the payload), inactive
    await card(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Resource' });
    await expect(edit.getByLabel(/^Title/)).toHaveValue(title);
    await expect(edit.getByLabel(/^Tags/)).toHaveValue('exams, stress, sleep, night');
    await edit.getByLabel(/^Title/).fill(`${title} (updated)`);
    await edit.getByLabel(/^Phone/).fill('');
    await edit.getByText('Active', { exact: true }).click();
    await expect(edit.getByRole('checkbox', { name: 'Active' })).not.toBeChecked();
    const updated = page.waitForResponse((r) => /\/api\/admin\/resources\/\d+$/.test(r.url()) && r.request().method() === 'PUT');
    await edit.getByRole('button', { name: 'Update Resource' }).click();
    const updatedResponse = await updated;
    expect(updatedResponse.status()).toBe(200);
    expect(((await updatedResponse.json()) as { resource: Record<string, unknown> }).resource).toMatchObject({
      title: `${title} (updated)`,
      phone: null,
      is_active: false,
    });
    await expect(toast(page, 'Resource Updated')).toBeVisible();
    // Now inactive: the 'active' filter no longer shows it, 'inactive' does.
    await expect(page.getByText('No resources found')).toBeVisible();
    await page.getByLabel('Filter by status').selectOption('inactive');
    const edited = card(page, `${title} (updated)`);
    await expect(edited.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(edited.getByRole('link', { name: '+254 722 178 177' })).toHaveCount(0);

    // Delete, after the question
    await edited.getByRole('button', { name: `Delete ${title} (updated)` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to delete this resource?');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Resource Deleted')).toBeVisible();
    await expect(page.getByText('No resources found')).toBeVisible();
    const session = await apiSignIn(request);
    expect((await apiGet<ResourcesAnswer>(request, session, `admin/resources?search=${id}`)).total).toBe(0);
  });

  test('the form says what is missing or wrong at the field', async ({ page }) => {
    await openResources(page);
    await page.getByRole('button', { name: 'Add Resource' }).click();
    const form = page.getByRole('dialog', { name: 'Add Resource' });
    await form.getByRole('button', { name: 'Create Resource' }).click();
    await expect(form.getByText('Title is required')).toBeVisible();
    await expect(form.getByText('Description is required')).toBeVisible();
    await expect(form.getByText('URL is required')).toBeVisible();
    await form.getByLabel(/^URL/).fill('javascript:alert(1)');
    await form.getByLabel(/^Image URL/).fill('not a url');
    await form.getByRole('button', { name: 'Create Resource' }).click();
    await expect(form.getByText('URL must be a valid URL', { exact: true })).toBeVisible();
    await expect(form.getByText('Image URL must be a valid URL')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
  });

  test('failures: the list shows the message with Retry; a failed save keeps what was typed', async ({ page }) => {
    await signIn(page);
    const restore = await failCalls(page, '/api/admin/resources');
    await page.goto('/admin/resources');
    await expect(page.getByRole('alert')).toContainText(NETWORK_ERROR);
    await expect(page.getByRole('article')).toHaveCount(0);
    await restore();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Resources' }).or(page.getByText('No resources found'))).toBeVisible();

    const id = unique();
    await failCalls(page, '/api/admin/resources', 'POST');
    await page.getByRole('button', { name: 'Add Resource' }).click();
    const form = page.getByRole('dialog', { name: 'Add Resource' });
    await form.getByLabel(/^Title/).fill(`Unsaved ${id}`);
    await form.getByLabel(/^Description/).fill('Kept after a failure');
    await form.getByLabel(/^URL/).fill('https://example.org/kept');
    await form.getByRole('button', { name: 'Create Resource' }).click();
    await expect(toast(page, 'Error')).toContainText(NETWORK_ERROR);
    await expect(form).toBeVisible();
    await expect(form.getByLabel(/^Title/)).toHaveValue(`Unsaved ${id}`);
  });

  test('many resources are paged on the server, 20 per page; a phone shows one column', async ({ page, request }) => {
    const id = unique();
    const session = await apiSignIn(request);
    const ids: number[] = [];
    for (let n = 1; n <= 21; n += 1) {
      const answer = await apiSend(request, session, 'POST', 'admin/resources', {
        title: `Paged ${id} #${n}`,
        description: 'Paging check',
        url: 'https://example.org/paged',
      });
      ids.push((answer.resource as { id: number }).id);
    }
    try {
      await page.setViewportSize({ width: 360, height: 740 });
      await openResources(page);
      await search(page, `Paged ${id}`);
      await expectTwoPagesOnAPhone(page, 'resources', page.getByRole('article'), [20, 1]);
    } finally {
      for (const resourceId of ids) await apiSend(request, session, 'DELETE', `admin/resources/${resourceId}`);
    }
  });
});
