// Helpers shared by the admin-content suites (Resources, Contact Messages).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ApiSession } from '../../support/admin';

/** The transport failure text, shown when a real call is made to fail. */
export const NETWORK_ERROR = 'Network error: Unable to connect to the server. Please check your connection and try again.';

/** Makes every call to exactly this api path (any query) fail like a dropped connection, for the given method. */
export async function failCalls(page: Page, path: string, method = 'GET'): Promise<() => Promise<void>> {
  const matcher = (url: URL) => url.pathname === path;
  await page.route(matcher, (route) => (route.request().method() === method ? route.abort('failed') : route.fallback()));
  return () => page.unroute(matcher);
}

/** The toast with this title (the shell renders them). */
export const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title });

export async function apiSend(request: APIRequestContext, session: ApiSession, method: 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) {
  const response = await request.fetch(`/api/${path}`, { method, data, headers: { Authorization: `Bearer ${session.access_token}` } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}
