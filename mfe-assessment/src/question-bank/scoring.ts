/**
 * Totals of the assessment: the maximum and minimum are computed from the bank, never
 * hard-coded, so editing a question cannot leave them stale (docs/decisions.md, "Assessment and chat helper (mfe-assessment)").
 */
import { questionBank } from './questions';
import type { AssessmentQuestion } from './schema';

const optionScores = (question: AssessmentQuestion): number[] => question.options.map((option) => option.score);

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/** The sum of each question's highest option score. */
export const maxScoreOf = (bank: readonly AssessmentQuestion[]): number => sum(bank.map((question) => Math.max(...optionScores(question))));

/** The sum of each question's lowest option score. */
export const minScoreOf = (bank: readonly AssessmentQuestion[]): number => sum(bank.map((question) => Math.min(...optionScores(question))));

/** The score of a set of answers (the chosen option scores by question index). */
export const totalScore = (answers: readonly number[]): number => sum(answers);

export const ASSESSMENT_MAX_SCORE = maxScoreOf(questionBank);
export const ASSESSMENT_MIN_SCORE = minScoreOf(questionBank);
export const QUESTION_COUNT = questionBank.length;
