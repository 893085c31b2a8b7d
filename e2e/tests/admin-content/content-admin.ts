// Helpers shared by the admin-content suites (Resources, Contact Messages).
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { ApiSession } from '../../support/admin';
import { expectNoSeriousAxeViolations } from '../../support/axe';

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

/**
 * The list searched to 21 `noun` shows them 20 then 1 (`shown` counts what a page shows of
 * `items`: 20 and 1 cards, or as many table rows with the header row); on a 360 px phone the
 * page never scrolls sideways, and axe-core finds no serious violation.
 */
export async function expectTwoPagesOnAPhone(page: Page, noun: string, items: Locator, shown: [first: number, second: number]): Promise<void> {
  await expect(page.getByText(`Showing 1–20 of 21 ${noun}`)).toBeVisible();
  await expect(items).toHaveCount(shown[0]);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(`Showing 21–21 of 21 ${noun}`)).toBeVisible();
  await expect(items).toHaveCount(shown[1]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousAxeViolations(page);
}
