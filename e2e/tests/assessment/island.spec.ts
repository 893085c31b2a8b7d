import { expect, test, type Page } from '@playwright/test';
import { questionBank } from '../../../mfe-assessment/src/question-bank/questions';
import { answering, highest, lowest, radio, type ChooseAnswer } from './take-assessment';

// On a phone the assessment runs on its island (docs/decisions.md, "Islands"): its own small
// script, started by the first touch of the questions; the app comes only when something else
// needs it, and then takes over what the visitor has done.

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });

const scriptsRequested = (page: Page) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
};

const pageScripts = /^\/assets\/wake-[\w-]+\.js$|^\/remotes\/mfe-assessment\/[^/]+\/islands\/assessment\.js$/;
const asleep = async (page: Page) => expect(await page.locator('#root').getAttribute('data-hydrated')).toBeNull();

/** Taps the answers of questions `from` to `to` (1-based), each once it is shown. */
async function tapAnswers(page: Page, pick: ChooseAnswer, from: number, to: number): Promise<void> {
  for (const question of questionBank.slice(from - 1, to)) {
    await expect(page.getByText(`Question ${question.id} of 18`, { exact: true })).toBeVisible();
    await radio(page, pick(question)).tap();
  }
}

test('the whole assessment and its result run on the island: the app is never downloaded', async ({ page }) => {
  const scripts = scriptsRequested(page);
  await page.goto('/assessment');
  await tapAnswers(page, answering(lowest, 'No'), 1, 18);
  await expect(page).toHaveURL(/\/assessment-results$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Results' })).toBeVisible();
  await expect(page.getByTestId('result-score')).toBeVisible();
  await expect(page).toHaveTitle('Your Results | Tulia');
  await asleep(page);
  expect(scripts.filter((path) => !pageScripts.test(path))).toEqual([]);
  expect(scripts.some((path) => path.endsWith('/islands/assessment.js'))).toBe(true);
  // Back shows the questions afresh, as the app does: the result is not kept.
  await page.goBack();
  await expect(page).toHaveURL(/\/assessment$/);
  await expect(page.getByText('Question 1 of 18', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(page.getByTestId('result-score')).toHaveCount(0);
});

test('the app, woken mid-way by the menu, takes the answers over', async ({ page }) => {
  await page.goto('/assessment');
  await tapAnswers(page, lowest, 1, 3);
  await expect(page.getByText('Question 4 of 18', { exact: true })).toBeVisible();
  await expect(page.locator('[data-island-awake]')).toHaveCount(1);
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await menu.tap();
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
  await expect(page.locator('[data-island-awake]')).toHaveCount(0);
  await menu.tap();
  await expect(page.getByTestId('mobile-menu')).toBeHidden();
  await expect(page.getByText('Question 4 of 18', { exact: true })).toBeVisible();
  // The app has the answers the island was given.
  await page.getByRole('button', { name: 'Previous' }).tap();
  await expect(page.getByText('Question 3 of 18', { exact: true })).toBeVisible();
  await expect(radio(page, lowest(questionBank[2]!))).toHaveAttribute('aria-checked', 'true');
  await tapAnswers(page, answering(lowest, 'No'), 3, 18);
  await expect(page).toHaveURL(/\/assessment-results$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Results' })).toBeVisible();
});

test('the app, woken on the result by the chat button, keeps the result on screen', async ({ page }) => {
  await page.goto('/assessment');
  await tapAnswers(page, answering(highest, 'No'), 1, 18);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Results' })).toBeVisible();
  const score = await page.getByTestId('result-score').textContent();
  await page.getByRole('button', { name: 'Chat with us' }).tap();
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
  await expect(page.getByRole('dialog', { name: 'Chat helper' })).toBeVisible();
  await expect(page).toHaveURL(/\/assessment-results$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Results' })).toBeVisible();
  await expect(page.getByTestId('result-score')).toHaveText(score ?? '');
});

test("if the island's script cannot be loaded, the app wakes and answers the tap", async ({ page }) => {
  await page.route('**/islands/assessment.js', (route) => route.abort());
  await page.goto('/assessment');
  await page.getByRole('radio').first().tap();
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
  await expect(page.getByText('Question 2 of 18', { exact: true })).toBeVisible();
});
