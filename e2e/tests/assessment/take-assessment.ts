import { expect, type Page } from '@playwright/test';
import { questionBank } from '../../../mfe-assessment/src/question-bank/questions';
import type { AssessmentQuestion } from '../../../mfe-assessment/src/question-bank/schema';
import { wakeUp } from '../../support/wake';

// Taking the wellness assessment in the browser, shared by the assessment's and the safety specs.

export type ChooseAnswer = (question: AssessmentQuestion) => string;
export const highest: ChooseAnswer = (q) => q.options.reduce((a, b) => (b.score > a.score ? b : a)).text;
export const lowest: ChooseAnswer = (q) => q.options.reduce((a, b) => (b.score < a.score ? b : a)).text;
export const middle: ChooseAnswer = (q) => q.options.find((option) => option.score === 3)?.text ?? 'No';
/** Every answer by `pick`, except question 18 answered `last`. */
export const answering =
  (pick: ChooseAnswer, last: 'Yes' | 'No'): ChooseAnswer =>
  (q) =>
    q.id === 18 ? last : pick(q);

export const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });

/**
 * Answers the 18 questions with `pick` and waits for the results. `afterEachAnswer` runs once
 * each question is on screen and answered (e.g. to look at what the page keeps).
 */
export async function answerEveryQuestion(page: Page, pick: ChooseAnswer, afterEachAnswer?: () => Promise<void>): Promise<void> {
  for (const question of questionBank) {
    await expect(page.getByText(`Question ${question.id} of 18`, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: question.text })).toBeVisible();
    await radio(page, pick(question)).click();
    await afterEachAnswer?.();
  }
  await expect(page).toHaveURL(/\/assessment-results$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Results' })).toBeVisible();
}

export async function openAssessment(page: Page): Promise<void> {
  await page.goto('/assessment');
  await expect(page.getByRole('heading', { level: 1, name: 'Wellness Assessment' })).toBeVisible();
  // The page arrives as HTML; its keyboard handling and the chat come with the app.
  await wakeUp(page);
}

/** The assessment's start: where a visitor without a result lands. */
export async function expectAssessmentStart(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/assessment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wellness Assessment' })).toBeVisible();
  await expect(page.getByText('Question 1 of 18', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Results' })).toHaveCount(0);
  await expect(page.getByTestId('result-score')).toHaveCount(0);
}

/** history.state as JSON: React Router's own keys, and nothing of the assessment. */
export const historyStateOf = (page: Page): Promise<string> => page.evaluate(() => JSON.stringify(window.history.state ?? null));
