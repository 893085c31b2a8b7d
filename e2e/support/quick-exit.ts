import { expect, type Locator, type Page } from '@playwright/test';

/** "Exit this page" (its name starts with GOV.UK's hidden "Emergency"). */
export const exitControl = (scope: Page | Locator): Locator => scope.getByRole('button', { name: 'Emergency Exit this page', exact: true });

const NEUTRAL_PAGE = '<!doctype html><html lang="en"><title>Weather</title><h1>Neutral site</h1></html>';

/**
 * Answers the neutral site the exit leads to (read from the control: the site configuration's
 * address) with a tiny page, and refuses every other address off this machine: nothing goes to
 * the internet. Returns the neutral address.
 */
export async function interceptNeutralSite(page: Page, control: Locator = exitControl(page).first()): Promise<string> {
  const href = await control.getAttribute('href');
  if (!href) throw new Error('the exit control has no address');
  const neutral = new URL(href);
  const context = page.context();
  // Routes registered later are tried first.
  await context.route(
    (url) => url.hostname !== 'localhost',
    (route) => route.abort(),
  );
  await context.route(
    (url) => url.origin === neutral.origin,
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: NEUTRAL_PAGE }),
  );
  return neutral.href;
}

/** The visitor has left: the neutral page is shown in place of the site. */
export async function expectLeft(page: Page, neutral: string): Promise<void> {
  await expect(page).toHaveURL(neutral);
  await expect(page.getByRole('heading', { name: 'Neutral site' })).toBeVisible();
}

/** Leaves by `exit` (a tap, Enter, Shift three times) with the neutral site answered, and expects its page. */
export async function leaveBy(page: Page, exit: () => Promise<unknown>, control?: Locator): Promise<void> {
  const neutral = await interceptNeutralSite(page, control);
  await exit();
  await expectLeft(page, neutral);
}

/** Shift alone, three times (GOV.UK's shortcut). */
export async function pressShiftThreeTimes(page: Page): Promise<void> {
  for (let press = 0; press < 3; press += 1) await page.keyboard.press('Shift');
}

/**
 * In the viewport as the page opens, whole, without scrolling, and not covered by anything
 * (its centre is its own): a visitor can reach it at once.
 */
export async function expectInSightWithoutScrolling(page: Page, control: Locator): Promise<void> {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(control).toBeVisible();
  await expect(control).toBeInViewport({ ratio: 1 });
  expect(await isUncovered(control)).toBe(true);
}

/** Whether the element's centre shows the element itself (nothing lies on top of it). */
export const isUncovered = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });

/** Tabs from the top of the page until the control has focus (at most `limit` presses). */
export async function tabTo(page: Page, control: Locator, limit = 12): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await control.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`the exit control was not reached in ${limit} Tab presses`);
}

/**
 * Stores something the site could have stored in this tab, to prove the exit forgets it; returns
 * the check, for after the exit, that it is gone and only the mark that the tab left stays.
 */
export async function storeSomething(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    sessionStorage.setItem('visit-notes', 'assessment answers');
    localStorage.setItem('visit-notes', 'chat transcript');
  });
  return async () => expect(await storedKeys(page)).toEqual({ session: ['tulia-exited'], local: [] });
}

/** What the site keeps in this tab's storage (after the exit: only the mark that the tab left). */
const storedKeys = (page: Page) => page.evaluate(() => ({ session: Object.keys(sessionStorage), local: Object.keys(localStorage) }));
