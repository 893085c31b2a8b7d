/**
 * The assessment result the results page shows. It lives only in the tab's memory (see
 * visit-result.ts): nothing stores or sends it.
 */
export interface AssessmentResult {
  score: number;
  maxScore: number;
  /** The chosen option scores, by question index. */
  answers: number[];
}

/** The score as a whole percent of the maximum. */
export const scorePercent = ({ score, maxScore }: Pick<AssessmentResult, 'score' | 'maxScore'>): number => Math.round((score / maxScore) * 100);
