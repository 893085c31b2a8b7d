/**
 * The 18 question categories, in the order the questions are asked: question N
 * is about category N. Plain data (no zod) so that importing it never pulls the schema library
 * into the bundle visitors download.
 */
export const QUESTION_CATEGORIES = [
  'meaning',
  'concentration',
  'energy',
  'safety',
  'daily_tasks',
  'relationships',
  'appearance',
  'coping',
  'physical_health',
  'leisure',
  'sleep',
  'support',
  'negative_feelings',
  'overwhelmed',
  'eating',
  'substance_use',
  'burden',
  'suicidal_thoughts',
] as const;
