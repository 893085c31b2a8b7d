import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiGet, apiSignIn, signIn, unique } from '../../support/admin';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { apiSend, toast } from './content-admin';

// The crisis triage as an administrator meets it, against the real api: a message sent with the
// subject "Crisis Support" is high risk, first in the queue, counted in the sidebar, and is
// closed only once its outcome is written down.

async function sendContact(request: APIRequestContext, message: { full_name: string; email: string; subject: string; message: string }) {
  const response = await request.post('/api/contact', { data: message });
  expect(response.status(), await response.text()).toBe(201);
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const actions = (page: Page, name: string) => page.getByRole('group', { name: `Actions for the message from ${name}` });

async function openQueue(page: Page, search: string): Promise<void> {
  await page.goto('/admin/contact-messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible();
  await page.getByLabel('Search messages by name, email or subject').fill(search);
}

test.describe('the crisis queue', () => {
  test('a crisis message comes first with its badge, counts in the sidebar, and closes only with an outcome', async ({ page, request }) => {
    const id = unique();
    const crisisName = `Neema ${id}`;
    const ordinaryName = `Baraka ${id}`;
    // The ordinary message is sent first: it is older, yet the crisis one goes before it.
    await sendContact(request, {
      full_name: ordinaryName,
      email: `baraka.${id}@example.com`,
      subject: 'General Inquiry',
      message: 'How do I join a boma near Kisumu?',
    });
    await sendContact(request, { full_name: crisisName, email: `neema.${id}@example.com`, subject: 'Crisis Support', message: 'I need to talk to someone.' });

    await signIn(page);
    // The sidebar: the crisis messages waiting, worded, beside the unread count.
    const crisisLink = page
      .getByTestId('admin-sidebar')
      .first()
      .getByRole('link', { name: /^\d+ crisis waiting$/ });
    await expect(crisisLink).toBeVisible();
    await expect(crisisLink).toHaveText(/^\d+ crisis$/);
    await expect(crisisLink).toHaveAttribute('href', '/admin/contact-messages?risk=high');

    await openQueue(page, id);
    await expect(page.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('row').nth(1)).toContainText(crisisName);
    await expect(page.getByRole('row').nth(2)).toContainText(ordinaryName);
    const crisisRow = row(page, crisisName);
    await expect(crisisRow.getByText('Crisis', { exact: true })).toBeVisible();
    await expect(row(page, ordinaryName).getByText('Crisis', { exact: true })).toHaveCount(0);
    await expect(crisisRow.getByText(/^waiting .+ · (due in|overdue by) .+$/)).toBeVisible();

    // The risk filter narrows the queue to it, and is kept in the address.
    await page.getByLabel('Filter by risk').selectOption('high');
    await expect(page).toHaveURL(/risk=high/);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByLabel('Filter by risk').selectOption('all');
    await expect(page.getByRole('row')).toHaveCount(3);

    // The details: the tier and why, in plain words; axe with the dialog open.
    await actions(page, crisisName).getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Message Details' });
    await expect(details.getByText('Subject: Crisis Support')).toBeVisible();
    await expect(details.getByText(/^waiting /)).toBeVisible();
    await expect(details.getByText('No notes yet.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // A call is a first response: the waiting time goes, in the dialog and in the row.
    await details.getByLabel('Kind').selectOption('called');
    await details.getByRole('textbox', { name: /^Note/ }).fill('Called her back; she is safe with her aunt tonight.');
    await details.getByRole('button', { name: 'Add Note' }).click();
    await expect(toast(page, 'Note Added')).toBeVisible();
    await expect(details.getByRole('list', { name: 'Note history' })).toContainText('Called her back; she is safe with her aunt tonight.');
    await expect(details.getByText(/^waiting /)).toHaveCount(0);
    await expect(details.getByText(/^First response /).first()).toBeVisible();
    await expect(crisisRow.getByText(/^waiting /)).toHaveCount(0);

    // Closing without an outcome: the api's reason, calmly, and the outcome note offered.
    await details.getByRole('textbox', { name: /^Note/ }).fill('Referred to the school counsellor; follow-up on Monday.');
    await details.getByRole('button', { name: 'Close Message' }).click();
    await expect(toast(page, 'An outcome note is needed')).toBeVisible();
    await expect(details.getByRole('status').filter({ hasText: /outcome/ })).toBeVisible();
    await expect(details.getByLabel('Kind')).toHaveValue('outcome');
    await expect(details.getByRole('textbox', { name: /^Note/ })).toHaveValue('Referred to the school counsellor; follow-up on Monday.');
    await details.getByRole('button', { name: 'Add Note' }).click();
    await expect(details.getByRole('list', { name: 'Note history' })).toContainText('Referred to the school counsellor; follow-up on Monday.');
    await details.getByRole('button', { name: 'Close Message' }).click();
    await expect(toast(page, 'Message Closed')).toBeVisible();
    await expect(details.getByText('Closed', { exact: true })).toBeVisible();
  });

  test('on a 360 px phone the queue fits the screen and the crisis badge shows', async ({ page, request }) => {
    const id = unique();
    const name = `Imani ${id}`;
    await sendContact(request, { full_name: name, email: `imani.${id}@example.com`, subject: 'Crisis Support', message: 'Please call me.' });
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page);
    await page.goto('/admin/contact-messages?risk=high');
    await expect(page.getByLabel('Filter by risk')).toHaveValue('high');
    await page.getByLabel('Search messages by name, email or subject').fill(id);
    await expect(row(page, name).getByText('Crisis', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousAxeViolations(page);
    await actions(page, name).getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Message Details' });
    await expect(details.getByRole('button', { name: 'Add Note' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // A test message is not left waiting in everyone's crisis count.
    const session = await apiSignIn(request);
    const { contact_messages: found } = await apiGet<{ contact_messages: { id: number }[] }>(
      request,
      session,
      `admin/contact-messages?search=${encodeURIComponent(`imani.${id}`)}`,
    );
    for (const message of found) await apiSend(request, session, 'DELETE', `admin/contact-messages/${message.id}`);
  });
});
