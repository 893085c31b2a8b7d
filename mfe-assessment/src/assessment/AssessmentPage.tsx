import { useNavigate } from '@tulia/shared/router';
import { IslandElement, IslandHolder, useIslandTakeover } from '../island/useIslandTakeover';
import { ASSESSMENT_ISLAND, type AssessmentHandover } from '../island/handover';
import { assessmentPageHead } from '../page-heads';
import { holdResult } from '../results/visit-result';
import { AssessmentQuestions } from './AssessmentQuestions';

export const pageHead = assessmentPageHead;
/** The page runs as this island before the app (docs/decisions.md, "Islands"). */
export const island = ASSESSMENT_ISLAND;

/**
 * Wellness Assessment in the app: the questions, then the results page. The result goes to the
 * results page through the tab's memory, never through navigation state (see visit-result.ts).
 * If the page's island ran before the app woke, the app carries on from where it was.
 */
export default function AssessmentPage() {
  const navigate = useNavigate();
  const takeover = useIslandTakeover<AssessmentHandover>(ASSESSMENT_ISLAND);
  if (takeover.running) return <IslandHolder name={ASSESSMENT_ISLAND} />;
  const handed = takeover.handed && 'progress' in takeover.handed ? takeover.handed.progress : undefined;
  return (
    <IslandElement name={ASSESSMENT_ISLAND}>
      <AssessmentQuestions
        initial={handed}
        onComplete={(result) => {
          holdResult(result);
          navigate('/assessment-results');
        }}
      />
    </IslandElement>
  );
}
