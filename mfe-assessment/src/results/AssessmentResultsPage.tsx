import { Link as RouterLink, useNavigate } from '@tulia/shared/router';
import { useEffect } from 'react';
import AssessmentPage from '../assessment/AssessmentPage';
import { IslandHolder, useIslandTakeover } from '../island/useIslandTakeover';
import { ASSESSMENT_ISLAND, type AssessmentHandover } from '../island/handover';
import { resultsPageHead } from '../page-heads';
import { ResultView } from './ResultView';
import { holdResult, useVisitResult } from './visit-result';

export const pageHead = resultsPageHead;

/**
 * Your Results: reached only from the assessment, whose result it finds in the tab's memory
 * (not in navigation state: see visit-result.ts). Back, a reload or a new tab finds nothing.
 * The assessment's island shows its result at this address itself: the app, waking there,
 * takes the result over from it.
 */
export default function AssessmentResultsPage() {
  const takeover = useIslandTakeover<AssessmentHandover>(ASSESSMENT_ISLAND, holdHandedResult);
  const result = useVisitResult((visit) => visit.result);
  if (takeover.running) return <IslandHolder name={ASSESSMENT_ISLAND} />;
  return result ? <ResultView result={result} Link={RouterLink} /> : <WithoutResult />;
}

/** The result the island showed, held as the assessment holds it. */
function holdHandedResult(handed: AssessmentHandover): void {
  if ('result' in handed) holdResult(handed.result);
}

/**
 * Opened without a result (a reload, Back, a new tab, the quick exit), the visitor is
 * sent to the assessment. The HTML made ahead of time never has a result, so it shows the
 * assessment's start (a redirect would render nothing), and the URL follows once the page runs
 * in the browser.
 */
function WithoutResult() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate('/assessment', { replace: true });
  }, [navigate]);
  return <AssessmentPage />;
}
