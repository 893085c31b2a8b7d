// The question bank and its totals; the zod schema stays out of here (tests import it directly).
export { questionBank } from './questions';
export type { AnswerOption, AssessmentQuestion } from './schema';
export { ASSESSMENT_MAX_SCORE, ASSESSMENT_MIN_SCORE, QUESTION_COUNT, totalScore } from './scoring';
