import { expect, test } from '@playwright/test';
import { signIn, unique } from '../../support/admin';
import { toast } from '../admin-content/content-admin';
import { actions, counts, figures, handled, loadedFigures, openMessages, row, search } from '../admin-content/contact-messages-screen';

// The statistics cards of Contact Messages follow each action exactly. They count every message,
// so this runs after the site project (playwright.config.ts), where other tests read, reply to and
// close messages at the same time; a message sent meanwhile only adds to Unread and the total.

test('the message statistics follow read, reply and close, one by one', async ({ page, request }) => {
  const id = unique();
  const name = `Baraka ${id}`;
  const email = `baraka.${id}@example.com`;
  const sent = await request.post('/api/contact', {
    data: { full_name: name, email, subject: 'General Inquiry', message: 'How do I join a boma near Kisumu?' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await signIn(page);
  await openMessages(page);
  await search(page, email);
  await expect(row(page, email).getByText('Unread', { exact: true })).toBeVisible();
  const start = await loadedFigures(page);

  await actions(page, name).getByRole('button', { name: 'Mark as Read' }).click();
  await expect(toast(page, 'Message Marked as Read')).toBeVisible();
  await expect.poll(async () => counts(await figures(page))).toEqual({ handled: handled(start) + 1, replied: start.Replied, closed: start.Closed });

  await actions(page, name).getByRole('button', { name: 'Reply' }).click();
  const reply = page.getByRole('dialog', { name: 'Reply to Message' });
  await reply.getByLabel(/^Reply Message/).fill(`Karibu ${name}: the Bomas page lists the groups near you.`);
  await reply.getByRole('button', { name: 'Send Reply' }).click();
  await expect(toast(page, 'Reply Sent')).toBeVisible();
  await expect(reply).toBeHidden();
  await expect.poll(async () => counts(await figures(page))).toEqual({ handled: handled(start) + 1, replied: start.Replied + 1, closed: start.Closed });

  await actions(page, name).getByRole('button', { name: 'Close Message' }).click();
  await expect(toast(page, 'Message Closed')).toBeVisible();
  await expect.poll(async () => counts(await figures(page))).toEqual({ handled: handled(start) + 1, replied: start.Replied, closed: start.Closed + 1 });
});
