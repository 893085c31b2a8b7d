/**
 * The wellness assessment's 18 questions; the totals are computed from them (scoring.ts).
 *
 * Written for young people in Kenya: plain words, no clinical labels, examples from their
 * lives (school, work, money, family, faith). Every question is about
 * "the last two weeks", which the assessment's intro says once.
 *
 * Scoring rules the tests hold this data to:
 * - questions 1-12 are positively phrased: options run from hardest to easiest, scored upwards;
 * - questions 13-16 are negatively phrased and reversed: options run from "Never" upwards in
 *   frequency, scored downwards;
 * - questions 17 and 18 are Yes / No, Yes 1 and No 5;
 * - ten items have four options and six have five, so the highest possible total is 80 and the
 *   lowest 18.
 */
import type { AnswerOption, AssessmentQuestion } from './schema';

/** Options in the order shown, the first scoring 1: a higher score means more well-being. */
const scoredUpwards = (...texts: string[]): AnswerOption[] => texts.map((text, index) => ({ text, score: index + 1 }));

/** Options in the order shown, the last scoring 1: for questions about difficulties. */
const scoredDownwards = (...texts: string[]): AnswerOption[] => texts.map((text, index) => ({ text, score: texts.length - index }));

const yesOrNo: AnswerOption[] = [
  { text: 'Yes', score: 1 },
  { text: 'No', score: 5 },
];

export const questionBank: readonly AssessmentQuestion[] = [
  {
    id: 1,
    category: 'meaning',
    text: 'How often do you feel that your life has meaning and purpose?',
    options: scoredUpwards('Never', 'Rarely', 'Sometimes', 'Often', 'Almost always'),
  },
  {
    id: 2,
    category: 'concentration',
    text: 'How well have you been able to focus on your studies, your work or the things you enjoy?',
    options: scoredUpwards('Not at all', 'A little', 'Quite well', 'Very well'),
  },
  {
    id: 3,
    category: 'energy',
    text: 'How much energy have you had for your everyday life?',
    options: scoredUpwards('Almost none', 'A little', 'Enough on most days', 'Plenty'),
  },
  {
    id: 4,
    category: 'safety',
    text: 'How safe do you feel at home, at school or work, and in your neighbourhood?',
    options: scoredUpwards('Not safe at all', 'Often unsafe', 'Mostly safe', 'Safe'),
  },
  {
    id: 5,
    category: 'daily_tasks',
    text: 'How easy has it been to get through daily tasks like classes, work, chores or looking after yourself?',
    options: scoredUpwards('Very hard', 'Quite hard', 'Mostly easy', 'Easy'),
  },
  {
    id: 6,
    category: 'relationships',
    text: 'How do you feel about your relationships with family and friends?',
    options: scoredUpwards('Very unhappy', 'Unhappy', 'Okay', 'Happy', 'Very happy'),
  },
  {
    id: 7,
    category: 'appearance',
    text: 'How comfortable do you feel with the way you look?',
    options: scoredUpwards('Not comfortable at all', 'A little comfortable', 'Mostly comfortable', 'Very comfortable'),
  },
  {
    id: 8,
    category: 'coping',
    text: 'When life gets hard, how well are you able to cope?',
    options: scoredUpwards('Not at all', 'Not very well', 'Some of the time', 'Well most of the time', 'Very well'),
  },
  {
    id: 9,
    category: 'physical_health',
    text: 'How would you describe your physical health lately?',
    options: scoredUpwards('Very poor', 'Poor', 'Fair', 'Good', 'Very good'),
  },
  {
    id: 10,
    category: 'leisure',
    text: 'How often do you get to do things you enjoy, like music, sport, church or mosque activities, or hanging out with friends?',
    options: scoredUpwards('Never', 'Rarely', 'Sometimes', 'Often'),
  },
  {
    id: 11,
    category: 'sleep',
    text: 'How well have you been sleeping?',
    options: scoredUpwards('Very badly', 'Not very well', 'Fairly well', 'Very well'),
  },
  {
    id: 12,
    category: 'support',
    text: 'When you need help, how easy is it to find someone you trust to talk to?',
    options: scoredUpwards('Very hard', 'Hard', 'Sometimes easy', 'Easy', 'Very easy'),
  },
  {
    id: 13,
    category: 'negative_feelings',
    text: 'How often have you felt sad, empty or hopeless?',
    options: scoredDownwards('Never', 'Rarely', 'Sometimes', 'Often', 'Almost always'),
  },
  {
    id: 14,
    category: 'overwhelmed',
    text: 'How often have you felt overwhelmed by pressure from school, money, family or work?',
    options: scoredDownwards('Never', 'Sometimes', 'Often', 'Almost always'),
  },
  {
    id: 15,
    category: 'eating',
    text: 'How often have you eaten much more or much less than usual because of how you were feeling?',
    options: scoredDownwards('Never', 'Sometimes', 'Often', 'Almost always'),
  },
  {
    id: 16,
    category: 'substance_use',
    text: 'How often have you used alcohol, drugs or other substances to cope with how you feel?',
    options: scoredDownwards('Never', 'Sometimes', 'Often', 'Almost always'),
  },
  {
    id: 17,
    category: 'burden',
    text: 'Do you often feel that you are a burden to the people around you?',
    options: yesOrNo,
  },
  {
    id: 18,
    category: 'suicidal_thoughts',
    text: 'In the last two weeks, have you had thoughts of ending your life?',
    options: yesOrNo,
    sensitive: true,
  },
];
