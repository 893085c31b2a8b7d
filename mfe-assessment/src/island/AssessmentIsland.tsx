import { useCallback, useEffect, useState, type ReactNode, type RefObject } from 'react';
import { AssessmentQuestions } from '../assessment/AssessmentQuestions';
import type { AssessmentProgress } from '../assessment/useAssessment';
import { resultsPageHead } from '../page-heads';
import type { AssessmentResult } from '../results/assessment-result';
import { ResultView } from '../results/ResultView';
import { forgetResult, holdResult, useVisitResult } from '../results/visit-result';
import type { AssessmentHandover } from './handover';

const ASSESSMENT_PATH = '/assessment';
const RESULTS_PATH = '/assessment-results';

/** What the island holds for the app: kept up to date as the visitor answers. */
export type HandoverRef = RefObject<AssessmentHandover | undefined>;

/** The results' links (Retake, Download App): ordinary links, the next page arrives as HTML. */
function PlainLink({ to, className, children, 'data-testid': testId }: { to: string; className: string; children: ReactNode; 'data-testid'?: string }) {
  return (
    <a href={to} className={className} data-testid={testId}>
      {children}
    </a>
  );
}

/**
 * The questions and then the result, as the app shows them on /assessment and
 * /assessment-results: the island moves to the results' address itself (the app's router is
 * not there), and Back from there shows the questions afresh, as the app does. The result is
 * held in the tab's memory like the app's, and the quick exit forgets it.
 */
export function AssessmentIsland({ handoverRef, onHydrated }: { handoverRef: HandoverRef; onHydrated: () => void }) {
  const result = useVisitResult((visit) => visit.result);
  const [attempt, setAttempt] = useState(0);

  useEffect(onHydrated, [onHydrated]);

  useEffect(() => {
    // (The questions report their progress themselves.)
    if (result) handoverRef.current = { result };
  }, [handoverRef, result]);

  useEffect(() => {
    const onMove = () => {
      // The result is never shown again once left (as in the app); the questions start afresh.
      if (window.location.pathname !== ASSESSMENT_PATH) window.history.replaceState(null, '', ASSESSMENT_PATH);
      forgetResult();
      setAttempt((count) => count + 1);
    };
    window.addEventListener('popstate', onMove);
    return () => window.removeEventListener('popstate', onMove);
  }, []);

  const keepProgress = useCallback(
    (progress: AssessmentProgress) => {
      handoverRef.current = { progress };
    },
    [handoverRef],
  );
  const showResult = useCallback((completed: AssessmentResult) => {
    holdResult(completed);
    window.history.pushState(null, '', RESULTS_PATH);
    document.title = resultsPageHead.title;
  }, []);

  if (result) return <ResultView result={result} Link={PlainLink} />;
  return <AssessmentQuestions key={attempt} onProgress={keepProgress} onComplete={showResult} />;
}
