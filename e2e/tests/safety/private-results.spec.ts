import { expect, test, type Page } from '@playwright/test';
import { wakeUp } from '../../support/wake';
import { answerEveryQuestion, answering, expectAssessmentStart, historyStateOf, middle, openAssessment } from '../assessment/take-assessment';

// Results that stay private (docs/decisions.md, "A visitor in distress"):
// on a shared phone, Back, a reload, a new tab or the quick exit never show the result
// of someone's assessment again.

const QUICK_EXIT_EVENT = 'tulia:quick-exit';

async function takeAssessmentToResults(page: Page): Promise<void> {
  await openAssessment(page);
  await answerEveryQuestion(page, answering(middle, 'No'));
  await expect(page.getByTestId('result-score')).toHaveText('58/80');
}

test.describe('results that stay private', () => {
  test('Home, then Back: the results are gone and the visitor lands on the assessment', async ({ page }) => {
    await takeAssessmentToResults(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /A safe digital sanctuary/ })).toBeVisible();

    await page.goBack();
    await expectAssessmentStart(page);
  });

  test('Back from the results: the assessment starts afresh, and Forward shows no results', async ({ page }) => {
    await takeAssessmentToResults(page);
    await page.goBack();
    await expectAssessmentStart(page);
    await page.goForward();
    await expectAssessmentStart(page);
    expect(JSON.parse(await historyStateOf(page))?.usr ?? null).toBeNull();
  });

  test('a reload of the results shows no results', async ({ page }) => {
    await takeAssessmentToResults(page);
    await page.reload();
    // The page arrives as the assessment's start (composed HTML), and moves to /assessment once awake.
    await expect(page.getByRole('heading', { level: 1, name: 'Wellness Assessment' })).toBeVisible();
    await expect(page.getByTestId('result-score')).toHaveCount(0);
    await wakeUp(page);
    await expectAssessmentStart(page);
  });

  test('a new tab at the results address shows no results', async ({ page, context }) => {
    await takeAssessmentToResults(page);
    const other = await context.newPage();
    await other.goto('/assessment-results');
    await wakeUp(other);
    await expectAssessmentStart(other);
    // The first tab still has its own, until it leaves.
    await expect(page.getByTestId('result-score')).toHaveText('58/80');
  });

  test('the quick exit forgets the result at once', async ({ page }) => {
    await takeAssessmentToResults(page);
    await page.evaluate((type) => window.dispatchEvent(new Event(type)), QUICK_EXIT_EVENT);
    await expect(page.getByTestId('result-score')).toHaveCount(0);
    await expectAssessmentStart(page);
  });

  test('the quick exit forgets the answers given so far', async ({ page }) => {
    await openAssessment(page);
    await page.getByRole('radio', { name: 'Often', exact: true }).click();
    await expect(page.getByText('Question 2 of 18', { exact: true })).toBeVisible();
    await page.evaluate((type) => window.dispatchEvent(new Event(type)), QUICK_EXIT_EVENT);
    await expectAssessmentStart(page);
  });

  test('the quick exit forgets the chat helper’s conversation', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await wakeUp(page);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chat helper' });
    await dialog.getByRole('textbox', { name: 'Type your message' }).fill('words only for me');
    await dialog.getByRole('textbox', { name: 'Type your message' }).press('Enter');
    await expect(dialog.getByTestId('user-message')).toHaveCount(1);
    await page.evaluate((type) => window.dispatchEvent(new Event(type)), QUICK_EXIT_EVENT);
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await expect(dialog.getByTestId('user-message')).toHaveCount(0);
    // The reply that was on its way belonged to the forgotten conversation: only the new greeting.
    await page.clock.fastForward(5000);
    await expect(dialog.getByTestId('bot-message')).toHaveCount(1);
    await expect(page.getByText('words only for me')).toHaveCount(0);
  });
});
