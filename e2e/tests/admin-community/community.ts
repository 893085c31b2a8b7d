// Helpers of the community suites (Boma Groups, Group Suggestions).
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiGet, type ApiSession } from '../../support/admin';

export interface ActiveRafiki {
  id: number;
  user: { full_name: string; email: string; username: string };
  specialties: string[];
}

export interface Suggestion {
  id: number;
  group_name: string;
  status: string;
}

export async function activeRafikis(request: APIRequestContext, session: ApiSession): Promise<ActiveRafiki[]> {
  const { rafikis } = await apiGet<{ rafikis: ActiveRafiki[] }>(request, session, 'admin/rafikis?status=active');
  expect(rafikis.length, 'the seed has active rafikis').toBeGreaterThan(0);
  return rafikis;
}

export async function pendingSuggestions(request: APIRequestContext, session: ApiSession): Promise<Suggestion[]> {
  const { suggestions } = await apiGet<{ suggestions: Suggestion[] }>(request, session, 'admin/suggest-groups-requests?status=pending');
  // The api offers no way to create a suggestion (they come from the app), so the suites review seeded ones.
  expect(suggestions.length, 'the seed has pending group suggestions').toBeGreaterThan(0);
  return suggestions;
}

/** Creates a group through the api, for tests that need one without going through the form. */
export async function createGroupThroughApi(
  request: APIRequestContext,
  session: ApiSession,
  group: Record<string, unknown>,
): Promise<{ id: number; name: string }> {
  const response = await request.post('/api/admin/boma-groups', { data: group, headers: { Authorization: `Bearer ${session.access_token}` } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { boma_group: { id: number; name: string } }).boma_group;
}

/** Types into a screen's search box; the list answers after its debounce. */
/** Types a search and waits for the list's answer to it, so that nothing reloads afterwards. */
export async function search(page: Page, label: string, text: string): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().includes('/api/admin/') && new URL(response.url()).searchParams.get('search') === text);
  await page.getByRole('searchbox', { name: label }).fill(text);
  await answered;
}

export const groupSearchLabel = 'Search groups by name or description';
export const suggestionSearchLabel = 'Search suggestions by group name, description or suggester';

/** A group's card: an article named by the group's heading. */
export const groupCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** A toast with its title (and description). */
export const toastWith = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** The dialog `over`, opened from the details, has closed: the details stand again, and Escape closes them too. */
export async function expectBackOnDetails(page: Page, over: Locator, details: Locator): Promise<void> {
  await expect(over).toBeHidden();
  await expect(details).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
}
