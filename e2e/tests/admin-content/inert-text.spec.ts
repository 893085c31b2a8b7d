import { expect, test, type Page } from '@playwright/test';
import { apiGet, apiSignIn, signIn, unique } from '../../support/admin';
import { createGroupThroughApi, groupCard } from '../admin-community/community';
import { apiSend } from './content-admin';

// Script and SQL-injection strings sent through the real apis are stored as they are and shown
// as plain text: no script runs, no element is created from them, no query is changed by them.

const SCRIPT = '<script>window.__pwned=1</script>';
const IMG = '<img src=x onerror="window.__pwned=1">';
const OR = "' OR 1=1 --";
const DROP = "'; DROP TABLE contact_messages; --";

interface StoredMessage {
  id: number;
  full_name: string;
  email: string;
  subject: string;
  message: string;
}

/** Nothing ran and nothing was built from the strings. */
async function expectInert(page: Page, dialogs: string[]): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(dialogs, 'no dialog opened').toEqual([]);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => Array.from(document.scripts).some((script) => script.textContent?.includes('__pwned')))).toBe(false);
}

function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

test.describe('hostile text is inert', () => {
  test('contact messages with script and SQL strings are stored as sent and shown literally in the list and the details', async ({ page, request }) => {
    const dialogs = recordDialogs(page);
    const id = unique();
    const email = `inert.${id}@example.com`;
    const sent = [
      { full_name: SCRIPT, email, subject: 'General Inquiry', message: IMG },
      { full_name: OR, email, subject: 'Other', message: DROP },
    ];

    // The subject is one of a fixed list: a hostile one is refused with a clear message, never stored.
    const refused = await request.post('/api/contact', { data: { ...sent[0], subject: DROP } });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toContain('Subject');
    for (const message of sent) {
      const response = await request.post('/api/contact', { data: message });
      expect(response.status(), await response.text()).toBe(201);
    }

    // Stored exactly as sent, and the table is still there.
    const session = await apiSignIn(request);
    const { contact_messages: stored } = await apiGet<{ contact_messages: StoredMessage[] }>(
      request,
      session,
      `admin/contact-messages?search=${encodeURIComponent(email)}`,
    );
    expect(
      stored
        .map(({ full_name, email: address, subject, message }) => ({ full_name, email: address, subject, message }))
        .sort((a, b) => a.subject.localeCompare(b.subject)),
    ).toEqual(sent);

    await signIn(page);
    await page.goto('/admin/contact-messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible();
    const searchBox = page.getByLabel('Search messages by name, email or subject');
    await searchBox.fill(email);
    await expect(page.getByRole('row')).toHaveCount(3);
    const table = page.getByRole('table', { name: 'Contact messages' });
    for (const text of [SCRIPT, IMG, OR, DROP]) await expect(table.getByText(text, { exact: true })).toBeVisible();
    await expectInert(page, dialogs);

    // The details of each message.
    for (const message of sent) {
      await page
        .getByRole('group', { name: `Actions for the message from ${message.full_name}` })
        .getByRole('button', { name: 'View Details' })
        .click();
      const details = page.getByRole('dialog', { name: 'Message Details' });
      await expect(details.getByText(message.full_name, { exact: true })).toBeVisible();
      await expect(details.getByText(message.message, { exact: true })).toBeVisible();
      await expectInert(page, dialogs);
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();
    }

    // SQL typed in the search box is searched for as text: every row found contains it.
    await searchBox.fill(OR);
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasNotText: OR })).toHaveCount(1); // the header row only
    await expectInert(page, dialogs);
  });

  test('a resource and a boma group with script and SQL strings in title, description and tags are shown literally', async ({ page, request }) => {
    const dialogs = recordDialogs(page);
    const session = await apiSignIn(request);
    const url = `https://example.org/inert-${unique()}`;
    const created = await apiSend(request, session, 'POST', 'admin/resources', { title: SCRIPT, description: IMG, url, tags: [OR, DROP] });
    const resource = created.resource as { id: number; title: string; description: string; tags: string[] };
    expect(resource).toMatchObject({ title: SCRIPT, description: IMG, tags: [OR, DROP] });
    const group = await createGroupThroughApi(request, session, { name: IMG, description: SCRIPT, tags: [OR, DROP] });
    try {
      await signIn(page);

      await page.goto('/admin/resources');
      await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search resources by title or description' }).fill(SCRIPT);
      const card = page.getByTestId('resource-card').filter({ has: page.locator(`a[href="${url}"]`) });
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('heading', { name: SCRIPT, exact: true })).toBeVisible();
      for (const text of [SCRIPT, IMG, OR, DROP]) await expect(card.getByText(text, { exact: true })).toBeVisible();
      await expectInert(page, dialogs);

      await page.goto('/admin/boma-groups');
      await expect(page.getByRole('heading', { level: 1, name: 'Boma Groups' })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search groups by name or description' }).fill(IMG);
      const groupArticle = groupCard(page, IMG);
      await expect(groupArticle).toHaveCount(1);
      for (const text of [IMG, SCRIPT, OR, DROP]) await expect(groupArticle.getByText(text, { exact: true })).toBeVisible();
      await expectInert(page, dialogs);
      await groupArticle.getByRole('button', { name: 'View Details' }).click();
      const details = page.getByRole('dialog', { name: 'Group Details' });
      for (const text of [IMG, SCRIPT, OR, DROP]) await expect(details.getByText(text, { exact: true }).first()).toBeVisible();
      await expectInert(page, dialogs);
    } finally {
      await apiSend(request, session, 'DELETE', `admin/resources/${resource.id}`);
      await apiSend(request, session, 'DELETE', `admin/boma-groups/${group.id}`);
    }
  });
});
