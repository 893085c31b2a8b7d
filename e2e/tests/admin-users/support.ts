import { expect, type APIRequestContext, type Locator, type Page, type Route } from '@playwright/test';
import { e2ePassword, sidebarLink, signIn, type ApiSession } from '../../support/admin';

/** Opens an admin screen from the sidebar (signed in) and waits for its title. */
export async function openScreen(page: Page, title: string): Promise<void> {
  await sidebarLink(page, title).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Signs in (as the demo admin unless told) and opens the admin screen `title`. */
export async function signInTo(page: Page, title: string, email?: string, password?: string): Promise<void> {
  await signIn(page, email, password);
  await openScreen(page, title);
}

/** Types into the screen's search box (searching on the server) and waits for the list to settle. */
export async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox').fill(text);
  await page.getByRole('searchbox').press('Enter');
}

/** The table row that shows this text. */
export function rowOf(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ hasText: text });
}

/** A toast of the shell with this title (and, when given, this text). */
export function toastOf(page: Page, title: string, text?: string): Locator {
  const toast = page.getByTestId('toast').filter({ hasText: title });
  return text ? toast.filter({ hasText: text }) : toast;
}

/** An account typed into an Add form: its e-mail is `<handle>.<id>@example.org`, its username `<handle>_<id>`. */
export interface TypedAccount {
  name: string;
  handle: string;
  id: string;
  phone: string;
  password: string;
}

/** Types the account's fields into the form (users, therapists and rafikis share them). */
export async function fillAccount(form: Locator, account: TypedAccount): Promise<void> {
  await form.getByLabel(/^Full name/).fill(account.name);
  await form.getByLabel(/^Email/).fill(`${account.handle}.${account.id}@example.org`);
  await form.getByLabel(/^Username/).fill(`${account.handle}_${account.id}`);
  await form.getByLabel(/^Phone/).fill(account.phone);
  await form.getByLabel(/^Password/).fill(account.password);
}

/** Presses the form's `button`, waits for the toast `saved`, then searches `id`: returns the one row that shows `name`. */
export async function saveAndFind(page: Page, form: Locator, button: string, saved: string, id: string, name: string): Promise<Locator> {
  await form.getByRole('button', { name: button }).click();
  await expect(toastOf(page, saved)).toBeVisible();
  await search(page, id);
  const row = rowOf(page, name);
  await expect(row).toHaveCount(1);
  return row;
}

/** The row (or dialog) contains every one of these texts. */
export async function expectContainsAll(row: Locator, texts: readonly string[]): Promise<void> {
  for (const text of texts) await expect(row).toContainText(text);
}

/**
 * Deletes the row of `name` from its Delete button: the question says `asks`; once confirmed,
 * the toast `deleted` shows and the list (searched to this row alone) says `empty`.
 */
export async function deleteRow(page: Page, row: Locator, name: string, asks: string, deleted: string, empty: string): Promise<void> {
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(asks);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastOf(page, deleted)).toBeVisible();
  await expect(page.getByText(empty)).toBeVisible();
}

/**
 * Makes calls fail like a dropped connection (the real api stays up for everything else): the
 * `method` calls to `path`, or to any path below it when it ends with '/'. Returns the undo.
 */
export async function failCalls(page: Page, path: string, method = 'GET'): Promise<() => Promise<void>> {
  const matches = (url: URL) => (path.endsWith('/') ? url.pathname.startsWith(path) : url.pathname === path);
  const handler = (route: Route) => (route.request().method() === method ? route.abort('connectionfailed') : route.fallback());
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}

/** An authenticated api call for setting up data and checking what the server refuses. */
export async function apiCall(request: APIRequestContext, session: ApiSession, method: 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) {
  return request.fetch(`/api/${path.replace(/^\//, '')}`, { method, data, headers: { Authorization: `Bearer ${session.access_token}` } });
}

/** Creates a rafiki through the api (status training: an application) and returns its id. */
export async function createRafikiApplication(request: APIRequestContext, session: ApiSession, name: string, id: string, specialties: string[]) {
  const response = await apiCall(request, session, 'POST', 'admin/rafikis', {
    full_name: name,
    email: `rafiki.${id}@example.org`,
    username: `rafiki_${id}`,
    phone: '+254700111222',
    password: e2ePassword,
    bio: 'A student who wants to help.',
    location: 'Nakuru',
    personal_experience: 'I know what a hard term feels like.',
    motivations: `Motivation of ${name}: to listen.`,
    specialties,
    help_areas: ['Listening'],
    status: 'training',
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { rafiki: { id: number } }).rafiki.id;
}

/**
 * Opens the list screen `title` with its list call failing: the inline alert says `failure` and
 * the table (named as the screen) has no rows. The list answers again after; returns the alert.
 */
export async function openWithFailingList(page: Page, title: string, path: string, failure: string): Promise<Locator> {
  const restore = await failCalls(page, path);
  await openScreen(page, title);
  const alert = page.getByRole('alert').filter({ hasText: failure });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('table', { name: title }).locator('tbody tr')).toHaveCount(0);
  await restore();
  return alert;
}
