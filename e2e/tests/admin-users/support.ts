import { expect, type APIRequestContext, type Locator, type Page, type Route } from '@playwright/test';
import { e2ePassword, sidebarLink, type ApiSession } from '../../support/admin';

/** Opens an admin screen from the sidebar (signed in) and waits for its title. */
export async function openScreen(page: Page, title: string): Promise<void> {
  await sidebarLink(page, title).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
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
