import { expect, test, type Page } from '@playwright/test';
import { demoAdmin, signIn, unique, sidebarLink } from '../../support/admin';
import { remoteRoutes } from '../../support/federation';
import { startServer, type ExtraServer } from '../../support/server';
import { NETWORK_ERROR, toast } from '../admin-content/content-admin';
import { wakeUp } from '../../support/wake';

// The api goes down for real: the site and the api are one process, so a server of its own
// (port 8601, its own database) is started, used, stopped by its PID while the page stays open,
// and started again on the same port and database. Nothing is mocked.

const PORT = 8601;
const CONTACT_FAILURE = 'Sorry, there was an error sending your message. Please try again or contact us directly.';
const CONTACT_SUCCESS = "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.";
const adminRemoteRoutes = remoteRoutes.filter((route) => route.area === 'admin');

test.describe.configure({ mode: 'serial' });

let server: ExtraServer | undefined;
let dataDir: string | undefined;

/** Starts the server (again, on the same database once it has one). */
async function bringUp(): Promise<ExtraServer> {
  server = await startServer(PORT, {}, { dataDir });
  dataDir = server.dataDir;
  return server;
}

/** Stops the server process by its PID; the page in the browser stays open. */
async function bringDown(): Promise<void> {
  await server?.halt();
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await bringUp();
});

test.beforeEach(async () => {
  // A test that failed while the api was down must not leave the next one without it.
  if (
    !server ||
    (await fetch(`${server.baseURL}/api/health`).then(
      (r) => !r.ok,
      () => true,
    ))
  )
    await bringUp();
});

test.afterAll(async () => {
  await server?.stop();
});

/**
 * What each admin list shows when its load fails for want of a connection: Contact Messages shows
 * the message itself, which is the transport's network error, and so does Resources
 * (docs/decisions.md, "Content remote (mfe-admin-content)"); the other lists show their own fixed text.
 */
const listFailureText: Record<string, string> = {
  '/admin/users': 'Failed to fetch users',
  '/admin/therapists': 'Failed to fetch therapists',
  '/admin/rafikis': 'Failed to fetch rafikis',
  '/admin/rafiki-requests': 'Failed to fetch rafiki requests',
  '/admin/group-suggestions': 'Failed to fetch group suggestions',
  '/admin/boma-groups': 'Failed to fetch groups',
  '/admin/resources': NETWORK_ERROR,
  '/admin/contact-messages': NETWORK_ERROR,
  '/admin/audit-log': 'Failed to fetch the audit log',
};

/** A create form of each admin remote: saving it with the api down shows the network error in the Error toast. */
interface CreateForm {
  open: string;
  dialog: string;
  submit: string;
  fields: [label: RegExp, value: string][];
}
const createForms = (id: string): Record<string, CreateForm> => ({
  '/admin/users': {
    open: 'Add New User',
    dialog: 'Add New User',
    submit: 'Create User',
    fields: [
      [/^Full name/, `Down ${id}`],
      [/^Email/, `down.${id}@example.org`],
      [/^Username/, `down_${id}`],
      [/^Phone/, '+254700123456'],
      [/^Password/, `Passw0rd-${id}`],
    ],
  },
  '/admin/boma-groups': {
    open: 'Create Group',
    dialog: 'Create Group',
    submit: 'Create',
    fields: [
      [/^Name/, `Down group ${id}`],
      [/^Description/, 'Typed while the api was down'],
    ],
  },
  '/admin/resources': {
    open: 'Add Resource',
    dialog: 'Add Resource',
    submit: 'Create Resource',
    fields: [
      [/^Title/, `Down resource ${id}`],
      [/^Description/, 'Typed while the api was down'],
      [/^URL/, 'https://example.org/down'],
    ],
  },
});

/** The list's inline failure, with exactly its fixed text and a Retry. */
async function expectListFailure(page: Page, path: string): Promise<void> {
  const text = listFailureText[path];
  expect(text, `a failure text for ${path}`).toBeDefined();
  const failure = page.locator('[data-remote]').getByRole('alert').filter({ hasText: text });
  await expect(failure.getByText(text ?? '', { exact: true }), `${path} shows '${text}'`).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
}

const listFailures = (page: Page) => page.locator('[data-remote]').getByRole('alert');

/** The one Error toast, with the transport's network error. */
async function expectNetworkErrorToast(page: Page): Promise<void> {
  const shown = toast(page, 'Error').filter({ hasText: NETWORK_ERROR });
  await expect(shown).toHaveCount(1);
  await expect(shown.getByText(NETWORK_ERROR, { exact: true })).toBeVisible();
}

/** Dismisses the toasts, so that the next check sees only new ones. */
async function dismissToasts(page: Page): Promise<void> {
  await page.getByTestId('toast').getByRole('button', { name: 'Dismiss notification' }).first().click();
  await expect(page.getByTestId('toast')).toHaveCount(0);
}

async function openScreen(page: Page, title: string): Promise<void> {
  await sidebarLink(page, title).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('admin-header-title')).toHaveText(title);
  await expect(page.getByTestId('remote-failure')).toHaveCount(0);
}

test('with the api down, every admin screen shows its failure text with Retry, saves show the network error and keep what was typed, and Retry works once the api is back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const up = server ?? (await bringUp());
  const forms = createForms(unique());
  await page.goto(`${up.baseURL}/admin/login`);
  await signIn(page);

  // Open every admin screen once while the api is up, so that every admin remote is loaded;
  // end on Contact Messages with its rows.
  for (const route of adminRemoteRoutes) {
    await openScreen(page, route.title);
    await expect(listFailures(page)).toHaveCount(0);
  }
  await openScreen(page, 'Contact Messages');
  const unread = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Mark as Read' }) })
    .first();
  await expect(unread).toBeVisible();

  await bringDown();

  // An action: the Error toast with the network error; the list then reloads, and that fails too.
  await unread.getByRole('button', { name: 'Mark as Read' }).click();
  await expectNetworkErrorToast(page);
  await dismissToasts(page);
  await expectListFailure(page, '/admin/contact-messages');
  await expect(page.getByRole('row')).toHaveCount(1);
  // Refresh: the same failure again, the list still emptied.
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Refresh', exact: true })).toBeEnabled();
  await expectListFailure(page, '/admin/contact-messages');
  await expect(page.getByRole('row')).toHaveCount(1);

  // Every other admin screen (all three admin remotes are loaded already): the shell stays, no
  // remote boundary, the list's failure text with Retry; a create form of each remote shows the
  // network error in the Error toast and keeps everything typed.
  for (const route of adminRemoteRoutes.filter((r) => r.path !== '/admin/contact-messages')) {
    await openScreen(page, route.title);
    await expectListFailure(page, route.path);
    const form = forms[route.path];
    if (!form) continue;
    await page.getByRole('button', { name: form.open, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: form.dialog });
    for (const [label, value] of form.fields) await dialog.getByLabel(label).fill(value);
    await dialog.getByRole('button', { name: form.submit, exact: true }).click();
    await expectNetworkErrorToast(page);
    await expect(dialog).toBeVisible();
    for (const [label, value] of form.fields) await expect(dialog.getByLabel(label)).toHaveValue(value);
    // Dismissing the toast is not leaving the form: what was typed stays.
    await dismissToasts(page);
    await expect(dialog).toBeVisible();
    for (const [label, value] of form.fields) await expect(dialog.getByLabel(label)).toHaveValue(value);
    // The form holds what was typed: closing it asks before throwing it away.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Discard changes', exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  // The api is back on the same port and database: Retry loads the list, without a page reload.
  await bringUp();
  await listFailures(page).getByRole('button', { name: 'Retry' }).click();
  await expect(listFailures(page)).toHaveCount(0);
  // The last screen of the sidebar (the Audit Log) shows its rows again.
  await expect(page.locator('[data-remote] tbody tr').first()).toBeVisible();
  // Contact Messages recovers too: its rows, and the action that failed now works.
  await openScreen(page, 'Contact Messages');
  await expect(listFailures(page)).toHaveCount(0);
  await expect(unread).toBeVisible();
  await unread.getByRole('button', { name: 'Mark as Read' }).click();
  await expect(toast(page, 'Message Marked as Read')).toBeVisible();
});

test('with the api down, the contact form shows its error and keeps everything typed; once it is back, sending works', async ({ page, request }) => {
  test.setTimeout(120_000);
  const up = server ?? (await bringUp());
  const id = unique();
  const typed = {
    name: `Achieng Otieno ${id}`,
    email: `achieng.${id}@example.com`,
    phone: '+254 722 000 111',
    subject: 'Crisis Support',
    message: `I would like to talk to someone this week (${id}).`,
  };
  await page.goto(`${up.baseURL}/contact`);
  await wakeUp(page);
  await expect(page.getByLabel('Subject *')).toBeEnabled();
  await page.getByLabel('Full Name *').fill(typed.name);
  await page.getByLabel('Email Address *').fill(typed.email);
  await page.getByLabel(/Phone Number/).fill(typed.phone);
  await page.getByLabel('Subject *').selectOption(typed.subject);
  await page.getByLabel('Message *').fill(typed.message);
  const expectEverythingTyped = async () => {
    await expect(page.getByLabel('Full Name *')).toHaveValue(typed.name);
    await expect(page.getByLabel('Email Address *')).toHaveValue(typed.email);
    await expect(page.getByLabel(/Phone Number/)).toHaveValue(typed.phone);
    await expect(page.getByLabel('Subject *')).toHaveValue(typed.subject);
    await expect(page.getByLabel('Message *')).toHaveValue(typed.message);
  };

  await bringDown();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByTestId('contact-error')).toHaveText(CONTACT_FAILURE);
  await expect(page.getByTestId('contact-success')).toHaveText('');
  await expectEverythingTyped();
  // The helpline stays on the page while the api is down.
  await expect(page.getByRole('link', { name: /24\/7 Helpline/ }).first()).toBeVisible();

  await bringUp();
  await expectEverythingTyped();
  await page.getByRole('button', { name: 'Send Message' }).click();
  // Sent as "Crisis Support": the crisis notice stands where the success text would.
  await expect(page.getByTestId('contact-crisis-notice')).toBeVisible();
  await expect(page.getByTestId('contact-crisis-notice').locator('a[href="tel:999"]')).toBeVisible();
  await expect(page.getByText(CONTACT_SUCCESS)).toHaveCount(0);
  await expect(page.getByTestId('contact-error')).toHaveText('');
  await expect(page.getByLabel('Full Name *')).toHaveValue('');
  await expect(page.getByLabel('Message *')).toHaveValue('');

  // Stored once, exactly as typed: the failed attempt left nothing behind.
  const login = await request.post(`${up.baseURL}/api/auth/admin/login`, { data: demoAdmin });
  expect(login.status()).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const list = await request.get(`${up.baseURL}/api/admin/contact-messages`, {
    params: { search: typed.email },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(list.status()).toBe(200);
  const { contact_messages: stored } = (await list.json()) as { contact_messages: Record<string, unknown>[] };
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    full_name: typed.name,
    email: typed.email,
    phone: typed.phone,
    subject: typed.subject,
    message: typed.message,
    status: 'unread',
  });
});
