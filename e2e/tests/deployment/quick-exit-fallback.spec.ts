import { expect, test, type Page } from '@playwright/test';
import { questionBank } from '../../../mfe-assessment/src/question-bank/questions';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { takeRemoteDown } from '../../support/deployment';
import { exitControl, expectInSightWithoutScrolling, isUncovered, leaveBy, pressShiftThreeTimes, storeSomething, tabTo } from '../../support/quick-exit';
import { wakeUp } from '../../support/wake';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 360, height: 740 } });

// With mfe-public down, public pages render in the shell's fallback layout: "Exit this page"
// (docs/visitor-safety.md) stays there, in sight on a phone, and leaves as it does everywhere
// else.

let restore: (() => void) | undefined;
test.beforeAll(() => {
  restore = takeRemoteDown('mfe-public');
});
test.afterAll(() => restore?.());

/** The page, awake, in the shell's fallback layout; its exit control. */
async function openInFallbackLayout(page: Page, path: string) {
  await page.goto(path);
  await wakeUp(page);
  const layout = page.getByTestId('fallback-public-layout');
  await expect(layout).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  return exitControl(layout);
}

async function expectBackShowsFallback(page: Page, before: string): Promise<void> {
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === before);
}

for (const path of ['/', '/assessment', '/contact']) {
  test(`${path}: the fallback layout keeps Exit this page in sight at 360 px, named and reachable by keyboard; axe finds no serious violation`, async ({
    page,
  }) => {
    const exit = await openInFallbackLayout(page, path);
    await expect(exit).toHaveCount(1);
    await expectInSightWithoutScrolling(page, exit);
    await expect(exit).toHaveAccessibleDescription('Or press the Shift key 3 times.');
    // The helpline stays in sight beside it, uncovered.
    expect(await isUncovered(page.getByTestId('fallback-helpline'))).toBe(true);
    await tabTo(page, exit);
    await expectNoSeriousAxeViolations(page);
  });
}

test('a click on the fallback layout’s exit leaves; Back does not show the page', async ({ page }) => {
  await page.goto('/assessment');
  const exit = await openInFallbackLayout(page, '/contact');
  const expectForgotten = await storeSomething(page);
  await leaveBy(page, () => exit.click(), exit);
  await expectBackShowsFallback(page, '/assessment');
  await expectForgotten();
});

test('Shift pressed 3 times leaves from the assessment in the fallback layout; its answers are gone', async ({ page }) => {
  await page.goto('/contact');
  const exit = await openInFallbackLayout(page, '/assessment');
  await page.getByRole('radio', { name: questionBank[0]!.options[3]!.text, exact: true }).click();
  await expect(page.getByText('Question 2 of 18', { exact: true })).toBeVisible();
  await leaveBy(page, () => pressShiftThreeTimes(page), exit);
  await expectBackShowsFallback(page, '/contact');
  await openInFallbackLayout(page, '/assessment');
  await expect(page.getByText('Question 1 of 18', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
});
