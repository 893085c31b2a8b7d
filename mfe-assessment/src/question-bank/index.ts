// The question bank and its totals; the zod schema stays out of here (tests import it directly).
export { questionBank } from './questions';
export { QUESTION_CATEGORIES, type QuestionCategory } from './categories';
export type { AnswerOption, AssessmentQuestion } from './schema';
export { ASSESSMENT_MAX_SCORE, ASSESSMENT_MIN_SCORE, QUESTION_COUNT, maxScoreOf, minScoreOf, totalScore } from './scoring';
