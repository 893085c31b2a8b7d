import { expect, test } from '@playwright/test';
import { apiGet, apiSignIn, signIn, unique, type ApiSession } from '../../support/admin';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { apiSend, expectTwoPagesOnAPhone, failCalls, NETWORK_ERROR, toast } from './content-admin';
import { wakeUp } from '../../support/wake';
import { actions, openMessages, row, search } from './contact-messages-screen';

interface Stored {
  id: number;
  status: string;
  replied_at: string | null;
  admin_notes: string | null;
  reply_message: string | null;
}
interface MessagesAnswer {
  contact_messages: Stored[];
  total: number;
}
interface OutboxAnswer {
  outbox: { to: string; subject: string; body: string; kind: string }[];
}

async function sendContact(request: Parameters<typeof apiSignIn>[0], message: { full_name: string; email: string; subject?: string; message: string }) {
  const response = await request.post('/api/contact', { data: { subject: 'General Inquiry', ...message } });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe('Contact Messages', () => {
  test.describe.configure({ mode: 'serial' });
  let session: ApiSession;
  test.beforeAll(async ({ request }) => {
    session = await apiSignIn(request);
  });

  test("a visitor's message from /contact is found, read, replied (through the outbox) and closed", async ({ page, request }) => {
    const id = unique();
    const name = `Wanjiku ${id}`;
    const email = `wanjiku.${id}@example.com`;
    const text = `Hello Tulia (${id}). We would like to run a wellness day at our school.`;

    // The visitor writes through the public contact form.
    await page.goto('/contact');
    await wakeUp(page);
    await expect(page.getByLabel('Subject *')).toBeEnabled();
    await page.getByLabel('Full Name *').fill(name);
    await page.getByLabel('Email Address *').fill(email);
    await page.getByLabel(/Phone Number/).fill('+254 711 000 000');
    await page.getByLabel('Subject *').selectOption('Partnership Opportunity');
    await page.getByLabel('Message *').fill(text);
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await sent).status()).toBe(201);

    await signIn(page);
    await openMessages(page);
    await expect(page.getByText('Manage and respond to contact form submissions')).toBeVisible();

    // Found by search, unread, with the six columns.
    await search(page, email);
    await expect(page.getByRole('row')).toHaveCount(2);
    // A selection column first; sortable headers carry an arrow after their name.
    await expect(page.getByRole('columnheader')).toHaveText([/^$/, /^Contact/, /^Subject/, /^Message$/, /^Status/, /^Date/, /^Actions$/]);
    const message = row(page, email);
    await expect(message).toContainText(name);
    await expect(message).toContainText('+254 711 000 000');
    await expect(message).toContainText('Partnership Opportunity');
    await expect(message.getByText('Unread', { exact: true })).toBeVisible();
    await expect(actions(page, name).getByRole('button')).toHaveText(['View Details', 'Mark as Read', 'Reply', 'Close Message', 'Delete']);

    // View details, then mark as read and reply from there.
    await actions(page, name).getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Message Details' });
    for (const value of [name, email, '+254 711 000 000', 'Partnership Opportunity', text]) await expect(details).toContainText(value);
    await expect(details.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expectNoSeriousAxeViolations(page);
    await details.getByRole('button', { name: 'Mark as Read' }).click();
    await expect(toast(page, 'Message Marked as Read')).toBeVisible();
    await expect(details.getByText('Read', { exact: true })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Mark as Read' })).toHaveCount(0);

    // Reply, on top of the details: the reply is required; then it goes out through the api's mail transport.
    await details.getByRole('button', { name: 'Reply' }).click();
    const reply = page.getByRole('dialog', { name: 'Reply to Message' });
    await expect(reply).toContainText(`${name} <${email}>`);
    await expect(reply).toContainText('Re: Partnership Opportunity');
    await expect(reply.getByLabel(/^Reply Message/)).toHaveAttribute('rows', '4');
    await reply.getByRole('button', { name: 'Send Reply' }).click();
    await expect(reply.getByText('Reply message is required')).toBeVisible();
    await expect(reply).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const replyText = `Thank you, ${name}! Our partnerships team will call you this week.`;
    await reply.getByLabel(/^Reply Message/).fill(replyText);
    await reply.getByLabel(/^Admin Notes/).fill('Forwarded to partnerships');
    await reply.getByRole('button', { name: 'Send Reply' }).click();
    await expect(toast(page, 'Reply Sent')).toContainText('Your reply has been sent successfully');
    await expect(reply).toBeHidden();
    // The details follow: replied, with the reply and the notes; no more Reply.
    await expect(details.getByText('Replied', { exact: true })).toBeVisible();
    await expect(details).toContainText(replyText);
    await expect(details).toContainText('Forwarded to partnerships');
    await expect(details.getByRole('button', { name: 'Reply' })).toHaveCount(0);
    // The toasts sit over the footer's Close button; the corner's Close does the same.
    await details.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(details).toBeHidden();
    await expect(message.getByText('Replied', { exact: true })).toBeVisible();
    await expect(actions(page, name).getByRole('button')).toHaveText(['View Details', 'Close Message', 'Delete']);

    const [stored] = (await apiGet<MessagesAnswer>(request, session, `admin/contact-messages?search=${encodeURIComponent(email)}`)).contact_messages;
    expect(stored).toMatchObject({ status: 'replied', reply_message: replyText, admin_notes: 'Forwarded to partnerships' });
    expect(stored?.replied_at).toBeTruthy();
    const outbox = await apiGet<OutboxAnswer>(request, session, `admin/outbox?kind=contact_reply&to=${encodeURIComponent(email)}`);
    expect(outbox.outbox).toHaveLength(1);
    expect(outbox.outbox[0]).toMatchObject({ to: email, subject: 'Re: Partnership Opportunity', kind: 'contact_reply' });
    expect(outbox.outbox[0]?.body).toContain(replyText);

    // Close: no further actions anywhere (the demo admin is a super admin: Delete stays).
    await actions(page, name).getByRole('button', { name: 'Close Message' }).click();
    await expect(toast(page, 'Message Closed')).toBeVisible();
    await expect(message.getByText('Closed', { exact: true })).toBeVisible();
    await expect(actions(page, name).getByRole('button')).toHaveText(['View Details', 'Delete']);
    await actions(page, name).getByRole('button', { name: 'View Details' }).click();
    await expect(details).toContainText('Forwarded to partnerships');
    await expect(details.getByText('Closed', { exact: true })).toBeVisible();
    await expect(details.getByRole('button', { name: /Mark as Read|Reply|Close Message/ })).toHaveCount(0);
    // Escape once the dialog has taken the focus (it is still opening before that).
    await expect.poll(() => details.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // The status filter.
    await page.getByLabel('Filter by status').selectOption('closed');
    await expect(row(page, email)).toBeVisible();
    await page.getByLabel('Filter by status').selectOption('unread');
    await expect(page.getByText('No messages found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filters.')).toBeVisible();
  });

  test('what a visitor typed is shown literally, never as markup', async ({ page, request }) => {
    const id = unique();
    const email = `markup.${id}@example.com`;
    const name = `<i>Amani</i> ${id}`;
    const markup = '<img src=x onerror=alert(1)><b>bold</b>';
    await sendContact(request, { full_name: name, email, message: markup });
    page.on('dialog', (dialog) => {
      throw new Error(`A script ran: ${dialog.message()}`);
    });
    await signIn(page);
    await openMessages(page);
    await search(page, email);
    const message = row(page, email);
    await expect(message).toContainText(name);
    await expect(message).toContainText(markup);
    await actions(page, name).getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Message Details' });
    await expect(details.getByText(markup, { exact: true })).toBeVisible();
    await expect(details.getByText(name, { exact: true })).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page.locator('[data-remote] b, [data-remote] i, [role="dialog"] b, [role="dialog"] i')).toHaveCount(0);
  });

  test('failures show their texts; a refused reply keeps what was typed', async ({ page, request }) => {
    const id = unique();
    const name = `Otieno ${id}`;
    const email = `otieno.${id}@example.com`;
    await sendContact(request, { full_name: name, email, message: 'Please call me back.' });
    await signIn(page);

    // The list fails: its message (here the transport's) with Retry, and no rows.
    const restore = await failCalls(page, '/api/admin/contact-messages');
    await openMessages(page);
    await expect(page.getByRole('alert')).toContainText(NETWORK_ERROR);
    await expect(page.getByRole('row')).toHaveCount(1);
    await restore();
    await page.getByRole('button', { name: 'Retry' }).click();
    await search(page, email);
    await expect(row(page, email)).toBeVisible();

    // An action fails: the 'Error' toast, and the message is unchanged.
    const [stored] = (await apiGet<MessagesAnswer>(request, session, `admin/contact-messages?search=${encodeURIComponent(email)}`)).contact_messages;
    await failCalls(page, `/api/admin/contact-messages/${stored?.id}/mark-read`, 'POST');
    await actions(page, name).getByRole('button', { name: 'Mark as Read' }).click();
    await expect(toast(page, 'Error')).toContainText(NETWORK_ERROR);
    await expect(row(page, email).getByText('Unread', { exact: true })).toBeVisible();

    // Another admin closes the message while this one writes a reply: the api refuses it.
    await actions(page, name).getByRole('button', { name: 'Reply' }).click();
    const reply = page.getByRole('dialog', { name: 'Reply to Message' });
    await reply.getByLabel(/^Reply Message/).fill('A reply that must not be lost');
    await apiSend(request, session, 'POST', `admin/contact-messages/${stored?.id}/close`);
    await reply.getByRole('button', { name: 'Send Reply' }).click();
    await expect(toast(page, 'Error')).toContainText('This message is closed; it can no longer be replied to.');
    await expect(reply).toBeVisible();
    await expect(reply.getByLabel(/^Reply Message/)).toHaveValue('A reply that must not be lost');
    // Cancel on a typed reply asks first (docs/decisions.md, "Unsaved changes").
    await reply.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard changes' }).click();
    await expect(reply).toBeHidden();
    // The list was refreshed after the refusal: the message shows as closed.
    await expect(row(page, email).getByText('Closed', { exact: true })).toBeVisible();
  });

  test('many messages are paged, 20 per page; on a phone the table scrolls inside the page', async ({ page, request }) => {
    const id = unique();
    for (let n = 1; n <= 21; n += 1)
      await sendContact(request, { full_name: `Paged ${id} ${n}`, email: `paged.${id}.${n}@example.com`, message: 'Paging check' });
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page);
    await openMessages(page);
    await search(page, `Paged ${id}`);
    await expectTwoPagesOnAPhone(page, 'messages', page.getByRole('row'), [21, 2]);
  });

  test('a super admin deletes a message for good after confirming; the audit log keeps neither sender nor text', async ({ page, request }) => {
    const id = unique();
    const name = `Akinyi ${id}`;
    const email = `akinyi.${id}@example.com`;
    await sendContact(request, { full_name: name, email, subject: 'Crisis Support', message: `Something private (${id})` });
    const [stored] = (await apiGet<MessagesAnswer>(request, session, `admin/contact-messages?search=${encodeURIComponent(email)}`)).contact_messages;
    await signIn(page);
    await openMessages(page);
    await search(page, email);
    await expect(row(page, email)).toBeVisible();

    await actions(page, name).getByRole('button', { name: 'Delete' }).click();
    const question = page.getByRole('alertdialog', { name: 'Delete Message' });
    await expect(question).toContainText(`The message from ${name} will be permanently deleted.`);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expect(row(page, email)).toBeVisible();

    await actions(page, name).getByRole('button', { name: 'Delete' }).click();
    await question.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Message Deleted')).toBeVisible();
    await expect(page.getByText('No messages found')).toBeVisible();
    const gone = await request.get(`/api/admin/contact-messages/${stored?.id}`, { headers: { Authorization: `Bearer ${session.access_token}` } });
    expect(gone.status()).toBe(404);
    const history = await apiGet<{ entries: { action: string; summary: string }[] }>(
      request,
      session,
      `admin/audit-log?entity=contact_message&entity_id=${stored?.id}`,
    );
    expect(history.entries.map((entry) => [entry.action, entry.summary])).toEqual([['delete', 'Deleted a contact message about Crisis Support']]);
  });
});
