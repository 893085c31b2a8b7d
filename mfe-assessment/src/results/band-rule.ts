/**
 * Which result band a result falls in (docs/decisions.md, "Assessment and chat helper (mfe-assessment)").
 * Crisis comes first: a "Yes" to the question about thoughts of ending one's life means crisis
 * support, whatever the total says.
 */
import { ASSESSMENT_MAX_SCORE, ASSESSMENT_MIN_SCORE, questionBank } from '../question-bank';
import type { AssessmentResult } from './assessment-result';

export type ResultBandKey = 'ndege-crisis' | 'ndege' | 'twiga' | 'simba';

/** A score at or below this is Ndege. */
export const NDEGE_MAX_SCORE = 32;
/** A score at or above this is Simba (the spec's "above 63"; any range text says 64-80). */
export const SIMBA_MIN_SCORE = 64;

/** The score of the "Yes" answer that means crisis. */
const CRISIS_ANSWER_SCORE = 1;
const SUICIDAL_THOUGHTS_INDEX = questionBank.findIndex((question) => question.category === 'suicidal_thoughts');

export function resultBandKeyFor({ score, answers }: Pick<AssessmentResult, 'score' | 'answers'>): ResultBandKey {
  if (answers[SUICIDAL_THOUGHTS_INDEX] === CRISIS_ANSWER_SCORE) return 'ndege-crisis';
  if (score <= NDEGE_MAX_SCORE) return 'ndege';
  if (score < SIMBA_MIN_SCORE) return 'twiga';
  return 'simba';
}

/** The score range a band covers, as the page prints it ("64-80"); none for crisis, which is not about the score. */
export function bandScoreRange(key: ResultBandKey): string | null {
  switch (key) {
    case 'ndege':
      return `${ASSESSMENT_MIN_SCORE}-${NDEGE_MAX_SCORE}`;
    case 'twiga':
      return `${NDEGE_MAX_SCORE + 1}-${SIMBA_MIN_SCORE - 1}`;
    case 'simba':
      return `${SIMBA_MIN_SCORE}-${ASSESSMENT_MAX_SCORE}`;
    case 'ndege-crisis':
      return null;
  }
}
