import { helplineWords } from '@tulia/shared/site-config';
import { useEffect, useRef } from 'react';
import type { AssessmentResult } from '../results/assessment-result';
import { HelplineLink } from '../support/contact-links';
import { ScreenTitle } from '../support/ScreenTitle';
import { AssessmentProgress } from './AssessmentProgress';
import { NoScriptNote } from './NoScriptNote';
import { QuestionCard } from './QuestionCard';
import { useAssessment, type AssessmentProgress as Progress } from './useAssessment';
import { useFocusOnChange } from './useFocusOnChange';

export interface AssessmentQuestionsProps {
  onComplete: (result: AssessmentResult) => void;
  /** Where the visitor was (handed over by the island); none: the first question. */
  initial?: Progress;
  /** Told where the visitor is after every change (the island keeps it for the app). */
  onProgress?: (progress: Progress) => void;
}

/**
 * Wellness Assessment: one question per screen. The same screen in the app and on the island
 * (docs/decisions.md, "Islands"); its first render depends on nothing but its props (timers and
 * focus live in effects), so hydration keeps the server's DOM.
 */
export function AssessmentQuestions({ onComplete, initial, onProgress }: AssessmentQuestionsProps) {
  const flow = useAssessment(onComplete, undefined, initial);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(headingRef, flow.question.id);
  const { index, answers } = flow.progress;
  useEffect(() => {
    onProgress?.({ index, answers });
  }, [onProgress, index, answers]);

  return (
    <div className="ta-page" data-remote="mfe-assessment" data-remote-version={__REMOTE_VERSION__}>
      <ScreenTitle title="Wellness Assessment" subtitle="A private check-in that takes about 2 minutes" />
      <p className="ta-text ta-text--close">
        Think about how things have been for you over the last two weeks. There are no right or wrong answers. Your answers stay on this device: nothing is sent
        or saved.
      </p>
      {/* In the page's HTML, so help is one tap away before any script has loaded. */}
      <p className="ta-text">
        If you need to talk to someone now, call {helplineWords.phrase} on <HelplineLink />.
      </p>
      <NoScriptNote />
      <section aria-label="Assessment question" className="ta-card">
        <AssessmentProgress questionNumber={flow.questionNumber} questionCount={flow.questionCount} percentComplete={flow.percentComplete} />
        <QuestionCard question={flow.question} selectedScore={flow.selectedScore} onChoose={flow.choose} headingRef={headingRef} />
        <div className="ta-steps">
          <button type="button" className="ta-button ta-button--outline" onClick={flow.goPrevious} disabled={!flow.canGoPrevious}>
            Previous
          </button>
          {/* The Next indicator: dimmed until the question is answered; there is no skip. */}
          <button type="button" className="ta-button" onClick={flow.goNext} disabled={!flow.canGoNext}>
            Next
          </button>
        </div>
      </section>
    </div>
  );
}
