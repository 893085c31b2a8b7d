/**
 * The assessment result passed to the results page in navigation state (public §3 "Assessment
 * result"). It lives only in the browser's history entry: nothing stores or sends it (DECISIONS
 * "Privacy").
 */
import { QUESTION_COUNT } from '../question-bank';

export interface AssessmentResult {
  score: number;
  maxScore: number;
  /** The chosen option scores, by question index. */
  answers: number[];
}

const isWholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/**
 * The result in a navigation state, or null when the state is missing or is not a complete
 * result (an old history entry, a hand-made link): the page then sends the visitor to the
 * assessment instead of showing a band for answers that were never given.
 */
export function readAssessmentResult(state: unknown): AssessmentResult | null {
  if (typeof state !== 'object' || state === null) return null;
  const { score, maxScore, answers } = state as Record<string, unknown>;
  if (!isWholeNumber(score) || !isWholeNumber(maxScore) || maxScore <= 0 || score < 0 || score > maxScore) return null;
  if (!Array.isArray(answers) || answers.length !== QUESTION_COUNT) return null;
  if (!answers.every((answer) => isWholeNumber(answer) && answer >= 1 && answer <= 5)) return null;
  return { score, maxScore, answers: [...answers] };
}

/** The score as a whole percent of the maximum. */
export const scorePercent = ({ score, maxScore }: Pick<AssessmentResult, 'score' | 'maxScore'>): number =>
  Math.round((score / maxScore) * 100);
