import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const demoAdmin = {
  email: process.env.DEMO_ADMIN_EMAIL ?? 'admin@tulia.co.ke',
  password: process.env.DEMO_ADMIN_PASSWORD ?? 'Tulia!Demo2026',
};

/** Signs in through the login screen and waits for the admin shell. */
export async function signIn(page: Page, email = demoAdmin.email, password = demoAdmin.password): Promise<void> {
  if (!page.url().includes('/admin/login')) await page.goto('/admin/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The admin area (its chunk, the resource layer, the remotes' manifests) is downloaded after the
  // sign-in; on a loaded two-core machine that took over 15 s (measured at 8x CPU throttling).
  await expect(page.getByTestId('admin-header-title')).toBeVisible({ timeout: 30_000 });
}

export interface ApiSession {
  access_token: string;
  refresh_token: string;
}

/** Signs in through the api itself (for setting up data and reading what the screens should show). */
export async function apiSignIn(request: APIRequestContext, email = demoAdmin.email, password = demoAdmin.password): Promise<ApiSession> {
  const response = await request.post('/api/auth/admin/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ApiSession;
}

export async function apiGet<T>(request: APIRequestContext, session: ApiSession, path: string): Promise<T> {
  const response = await request.get(`/api/${path.replace(/^\//, '')}`, { headers: { Authorization: `Bearer ${session.access_token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** The contact messages the admin search finds for `search` (a unique e-mail address finds its one message). */
export async function contactMessagesFound(request: APIRequestContext, search: string): Promise<Record<string, unknown>[]> {
  const session = await apiSignIn(request);
  const found = await apiGet<{ contact_messages: Record<string, unknown>[] }>(request, session, `admin/contact-messages?search=${encodeURIComponent(search)}`);
  return found.contact_messages;
}

/**
 * The password of the accounts the tests create: the api refuses one that contains the
 * account's username, e-mail or a word of its name, and those carry the unique suffix.
 */
export const e2ePassword = 'Mvua-ya-Jioni-47';

/** A unique suffix, so that parallel tests never collide on e-mail addresses or names. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Registers a new admin through the api (the e2e server runs with open registration). */
export async function registerAdmin(request: APIRequestContext, level: 'admin' | 'super_admin' = 'admin') {
  const id = unique();
  const admin = {
    email: `e2e.${id}@example.org`,
    username: `e2e_${id}`,
    full_name: `E2E Admin ${id}`,
    phone: '+254700000000',
    password: e2ePassword,
    admin_level: level,
  };
  const response = await request.post('/api/auth/admin/register', { data: admin });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return admin;
}

/** A sidebar link by its screen's title; its name may carry the pending-count badge ('Rafiki Requests , 3 pending'). */
export function sidebarLink(page: Page, title: string) {
  const name = new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*,.*)?$`);
  return page.getByTestId('admin-sidebar').first().getByRole('link', { name });
}

/** The question an admin form with unsaved typing asks before it closes (docs/decisions.md, "Unsaved changes"). */
export const discardQuestion = (page: Page) => page.getByRole('alertdialog', { name: 'Discard changes?' });

/** Escape on a form with typing asks first; Keep editing closes the question and `field` still holds `typed`. */
export async function expectEscapeAsksFirst(page: Page, field: Locator, typed: string | RegExp): Promise<void> {
  await page.keyboard.press('Escape');
  const question = discardQuestion(page);
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toBeHidden();
  await expect(field).toHaveValue(typed);
}

/** Answers the open "Discard changes?" question: the typing is thrown away. */
export async function discardChanges(page: Page): Promise<void> {
  await discardQuestion(page).getByRole('button', { name: 'Discard changes' }).click();
}
