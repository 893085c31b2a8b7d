import { expect, test, type Page } from '@playwright/test';
import { questionBank } from '../../../mfe-assessment/src/question-bank/questions';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { exitControl, expectInSightWithoutScrolling, isUncovered, leaveBy, pressShiftThreeTimes, storeSomething, tabTo } from '../../support/quick-exit';
import { wakeUp } from '../../support/wake';

// Quick exit (GOV.UK's "Exit this page"; docs/visitor-safety.md): on a phone shared with
// someone who must not see the site, one tap or Shift pressed 3 times hides the page, forgets
// the visit and replaces the page with a neutral site, so that Back does not return to it.

test.use({ viewport: { width: 360, height: 740 } });

/** Each page, the page opened before it (where Back must lead), and its main heading. */
const pages = [
  { path: '/', before: '/our-story', heading: /A safe digital sanctuary/ },
  { path: '/assessment', before: '/', heading: 'Wellness Assessment' },
  { path: '/contact', before: '/', heading: 'Contact Us' },
] as const;

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** Back from the neutral site: the page opened before, never the page that was open. */
async function expectBackShows(page: Page, before: string, left: string): Promise<void> {
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === before);
  expect(before).not.toBe(left);
}

/** Opens `path` after `before` (where Back must lead), with something stored in the tab to forget. */
async function openAfter(page: Page, before: string, path: string, heading: string | RegExp): Promise<() => Promise<void>> {
  await page.goto(before);
  await page.goto(path);
  await expect(h1(page, heading)).toBeVisible();
  return storeSomething(page);
}

const scriptsRequested = (page: Page) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
};

async function completeAssessment(page: Page): Promise<void> {
  await page.goto('/assessment');
  await wakeUp(page);
  for (const question of questionBank) {
    await expect(page.getByText(`Question ${question.id} of 18`, { exact: true })).toBeVisible();
    const answer = question.id === 18 ? 'No' : (question.options.find((option) => option.score === 3)?.text ?? 'No');
    await page.getByRole('radio', { name: answer, exact: true }).click();
  }
  await expect(page).toHaveURL(/\/assessment-results$/);
  await expect(h1(page, 'Your Results')).toBeVisible();
}

for (const { path, before, heading } of pages) {
  test.describe(path, () => {
    test('Exit this page is in sight at 360 px without scrolling, named, reachable by keyboard; axe finds no serious violation', async ({ page }) => {
      await page.goto(path);
      await expect(h1(page, heading)).toBeVisible();
      const exit = exitControl(page);
      await expect(exit).toHaveCount(1);
      await expectInSightWithoutScrolling(page, exit);
      await expect(exit).toContainText('Exit this page');
      await expect(exit).toHaveAccessibleDescription('Or press the Shift key 3 times.');
      await expect(exit).toHaveAttribute('href', /^https?:\/\//);
      // Beside the helpline and the chat button, covering neither.
      expect(await isUncovered(page.getByTestId('top-navigation').getByRole('link', { name: /Call the 24\/7 helpline/ }))).toBe(true);
      expect(await isUncovered(page.getByRole('button', { name: 'Chat with us' }))).toBe(true);
      // Within the first few Tab presses (skip link, logo, exit).
      expect(await tabTo(page, exit)).toBeLessThanOrEqual(3);
      await wakeUp(page);
      // Still in sight once the page is scrolled: the bar is sticky.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
      await expect(exit).toBeInViewport({ ratio: 1 });
      expect(await isUncovered(exit)).toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoSeriousAxeViolations(page);
    });

    test('a tap leaves at once, before the app has loaded; Back does not show the page', async ({ page }) => {
      const expectForgotten = await openAfter(page, before, path, heading);
      const scripts = scriptsRequested(page);
      // A click event alone (no pointer moves first): only the wake-up script is on the page.
      await leaveBy(page, () => exitControl(page).dispatchEvent('click'));
      expect(scripts).toEqual([]);
      await expectBackShows(page, before, path);
      await expectForgotten();
    });

    test('pressing Shift 3 times leaves; Back does not show the page', async ({ page }) => {
      const expectForgotten = await openAfter(page, before, path, heading);
      await leaveBy(page, () => pressShiftThreeTimes(page));
      await expectBackShows(page, before, path);
      await expectForgotten();
    });
  });
}

test.describe('/assessment', () => {
  test('answers given: Enter on the exit leaves, and the assessment starts again from question 1', async ({ page }) => {
    await page.goto('/');
    await page.goto('/assessment');
    await wakeUp(page);
    await page.getByRole('radio', { name: questionBank[0]!.options[3]!.text, exact: true }).click();
    await expect(page.getByText('Question 2 of 18', { exact: true })).toBeVisible();
    await leaveBy(page, async () => {
      await exitControl(page).focus();
      await page.keyboard.press('Enter');
    });
    await expectBackShows(page, '/', '/assessment');
    await page.goto('/assessment');
    await wakeUp(page);
    await expect(page.getByText('Question 1 of 18', { exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  });
});

test.describe('/assessment-results', () => {
  test('in sight without scrolling and named; axe finds no serious violation; the exit forgets the result', async ({ page }) => {
    await completeAssessment(page);
    const exit = exitControl(page);
    await expectInSightWithoutScrolling(page, exit);
    await expectNoSeriousAxeViolations(page);
    await leaveBy(page, () => pressShiftThreeTimes(page));
    // Back leads to the assessment (the entry before the results), from its start.
    await page.goBack();
    await expect(page).toHaveURL(/\/assessment$/);
    await wakeUp(page);
    await expect(page.getByText('Question 1 of 18', { exact: true })).toBeVisible();
    await expect(h1(page, 'Your Results')).toHaveCount(0);
  });

  test('left from another page after the results: Back to the results entry no longer shows the result', async ({ page }) => {
    await completeAssessment(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us', exact: true }).click();
    await expect(h1(page, 'Contact Us')).toBeVisible();
    await leaveBy(page, () => exitControl(page).click());
    // The results' history entry kept the result in its state; the site no longer reads it, and
    // its page, loaded again, moves on to the assessment by itself.
    await page.goBack();
    await expect(page).toHaveURL(/\/assessment$/);
    await wakeUp(page);
    await expect(h1(page, 'Wellness Assessment')).toBeVisible();
    await expect(page.getByTestId('result-score')).toHaveCount(0);
  });
});

test.describe('the open chat', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('the chat panel has its own exit, in sight and uncovered; it leaves, and the conversation is gone', async ({ page }) => {
    await page.goto('/');
    await page.goto('/assessment');
    await wakeUp(page);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chat helper' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Type your message' }).fill('something private');
    await dialog.getByRole('textbox', { name: 'Type your message' }).press('Enter');
    await expect(dialog.getByText('something private')).toBeVisible();
    const exit = exitControl(dialog);
    await expect(exit).toBeInViewport({ ratio: 1 });
    expect(await isUncovered(exit)).toBe(true);
    await expect(exit).toHaveAccessibleDescription('Or press the Shift key 3 times.');
    await expectNoSeriousAxeViolations(page);
    await leaveBy(page, () => exit.click(), exit);
    await expectBackShows(page, '/', '/assessment');
    await wakeUp(page);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await expect(page.getByRole('dialog', { name: 'Chat helper' })).toBeVisible();
    await expect(page.getByText('something private')).toHaveCount(0);
  });
});

test('with JavaScript off, Exit this page is a link that still leaves', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/assessment');
  await leaveBy(page, () => exitControl(page).click());
  await context.close();
});

test('the exit control shifts nothing as the page loads and wakes (CLS at most 0.02)', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts = ((window as unknown as { __shifts: number[] }).__shifts = [] as number[]);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/', '/assessment', '/contact']) {
    await page.goto(path);
    await wakeUp(page);
    await page.waitForTimeout(500);
    const shift = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
    expect(shift, path).toBeLessThanOrEqual(0.02);
  }
});

test('the privacy page says what the exit does and does not do, and how to clear the browser history', async ({ page }) => {
  await page.goto('/privacy-policy');
  const section = page.locator('#staying-safe-online');
  await expect(section.getByRole('heading', { level: 2, name: /^\d+\. Staying Safe Online$/ })).toBeVisible();
  await expect(section).toContainText('press the Shift key 3 times');
  await expect(section).toContainText('It does not clear your browser history');
  for (const browser of ['Chrome on Android', 'Safari on iPhone', 'Private or incognito tabs']) await expect(section).toContainText(browser);
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Staying Safe Online' }).click();
  await expect(section).toBeInViewport();
  await expectNoSeriousAxeViolations(page);
});
