import type { AssessmentProgress } from '../assessment/useAssessment';
import type { AssessmentResult } from '../results/assessment-result';

/** The island's name: its element's data-island, its script's file (islands/assessment.js). */
export const ASSESSMENT_ISLAND = 'assessment';

/** What the assessment's island hands over to the app when it wakes: where the visitor is, or the result shown. */
export type AssessmentHandover = { progress: AssessmentProgress } | { result: AssessmentResult };
