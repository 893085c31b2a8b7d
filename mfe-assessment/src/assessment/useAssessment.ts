/**
 * The questionnaire's state: the current question, the answers by
 * question index, auto-advance after a choice and completion after the last one. Answers live
 * in this component's state only, gone when the visitor leaves the page or uses the quick exit;
 * on completion they go to `onComplete` and nowhere else.
 */
import { answeredAgo } from '@tulia/shared/page-marks';
import { onQuickExit } from '@tulia/shared/safety';
import { useEffect, useRef, useState } from 'react';
import { ASSESSMENT_MAX_SCORE, QUESTION_COUNT, questionBank, totalScore, type AssessmentQuestion } from '../question-bank';
import type { AssessmentResult } from '../results/assessment-result';
import { browserClock, type Clock, type TimerHandle } from '../timing/clock';
import { useScheduler } from '../timing/useScheduler';
import { AUTO_ADVANCE_MS, RESULTS_NAVIGATION_MS } from './timing';

/** Where a visitor is in the questionnaire: what the island hands over to the app (src/island). */
export interface AssessmentProgress {
  index: number;
  answers: readonly (number | undefined)[];
}

export interface AssessmentFlow {
  progress: AssessmentProgress;
  question: AssessmentQuestion;
  /** 1-based, as shown in 'Question N of 18'. */
  questionNumber: number;
  questionCount: number;
  /** (N / 18) * 100, rounded. */
  percentComplete: number;
  selectedScore: number | undefined;
  canGoPrevious: boolean;
  /** There is no skipping: only an answered question lets the visitor move on. */
  canGoNext: boolean;
  choose(score: number): void;
  goPrevious(): void;
  goNext(): void;
}

type Answers = readonly (number | undefined)[];

const isComplete = (answers: Answers): answers is number[] => answers.length === QUESTION_COUNT && answers.every((answer) => answer !== undefined);

const noAnswers = (): Answers => Array.from({ length: QUESTION_COUNT }, () => undefined);

/** A progress handed over, if it fits this questionnaire (an island of another version may not). */
const fits = (progress: AssessmentProgress | undefined): progress is AssessmentProgress =>
  progress !== undefined &&
  progress.answers.length === QUESTION_COUNT &&
  Number.isInteger(progress.index) &&
  progress.index >= 0 &&
  progress.index < QUESTION_COUNT &&
  progress.answers.every((answer, at) => (answer === undefined ? at >= progress.index : questionBank[at]?.options.some((option) => option.score === answer)));

/** `initial`: where the visitor was when the island handed over (none: the first question). */
export function useAssessment(onComplete: (result: AssessmentResult) => void, clock: Clock = browserClock, initial?: AssessmentProgress): AssessmentFlow {
  const [index, setIndex] = useState(() => (fits(initial) ? initial.index : 0));
  const [answers, setAnswers] = useState<Answers>(() => (fits(initial) ? [...initial.answers] : noAnswers()));
  const scheduler = useScheduler(clock);
  // The auto-advance or completion waiting to happen; going back or choosing again cancels it.
  const pendingStep = useRef<TimerHandle | null>(null);

  // The quick exit: the answers so far are forgotten at once, and a completion on its way never comes.
  useEffect(
    () =>
      onQuickExit(() => {
        if (pendingStep.current !== null) scheduler.cancel(pendingStep.current);
        pendingStep.current = null;
        setAnswers(noAnswers());
        setIndex(0);
      }),
    [scheduler],
  );

  const cancelPendingStep = () => {
    if (pendingStep.current === null) return;
    scheduler.cancel(pendingStep.current);
    pendingStep.current = null;
  };

  const stepForwardFrom = (from: number, given: Answers) => {
    if (from < QUESTION_COUNT - 1) {
      setIndex(from + 1);
    } else if (isComplete(given)) {
      onComplete({ score: totalScore(given), maxScore: ASSESSMENT_MAX_SCORE, answers: [...given] });
    }
  };

  const question = questionBank[index] as AssessmentQuestion;
  const selectedScore = answers[index];
  const isLast = index === QUESTION_COUNT - 1;
  const questionNumber = index + 1;

  return {
    progress: { index, answers },
    question,
    questionNumber,
    questionCount: QUESTION_COUNT,
    percentComplete: Math.round((questionNumber / QUESTION_COUNT) * 100),
    selectedScore,
    canGoPrevious: index > 0,
    canGoNext: selectedScore !== undefined,
    choose(score) {
      cancelPendingStep();
      const given = answers.map((answer, at) => (at === index ? score : answer));
      setAnswers(given);
      const from = index;
      // A choice tapped before the page's code was there was drawn as chosen at once: the pause
      // after it runs from then (the page's code took part of it already).
      const pause = Math.max(0, (isLast ? RESULTS_NAVIGATION_MS : AUTO_ADVANCE_MS) - answeredAgo());
      pendingStep.current = scheduler.schedule(() => {
        pendingStep.current = null;
        stepForwardFrom(from, given);
      }, pause);
    },
    goPrevious() {
      if (index === 0) return;
      cancelPendingStep();
      setIndex(index - 1);
    },
    goNext() {
      if (selectedScore === undefined) return;
      cancelPendingStep();
      stepForwardFrom(index, answers);
    },
  };
}
