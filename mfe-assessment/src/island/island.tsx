/**
 * The assessment's island script (islands/assessment.js; docs/decisions.md, "Islands"): React
 * and the assessment's own screens, without Chakra, the router or federation. The wake-up
 * script starts it on the visitor's first touch of the questions; it hydrates the questions'
 * HTML as its own root, activates again the answer tapped while it was on its way, and hands
 * its state over to the app if the app wakes later.
 */
import { activateAgain, ISLAND_AWAKE_ATTRIBUTE, registerIsland, type IslandModule } from '@tulia/shared/page-marks';
import { hydrateRoot } from 'react-dom/client';
import { AssessmentIsland, type HandoverRef } from './AssessmentIsland';
import { ASSESSMENT_ISLAND, type AssessmentHandover } from './handover';

export const wakeIsland: IslandModule['wakeIsland'] = (element, tapped) => {
  element.setAttribute(ISLAND_AWAKE_ATTRIBUTE, '');
  const handoverRef: HandoverRef = { current: undefined };
  // Once hydrated, the tap that woke the island is the island's to answer (React drops a click
  // on HTML it has not hydrated yet).
  const replay = () => {
    if (tapped) activateAgain(tapped);
  };
  const root = hydrateRoot(element, <AssessmentIsland handoverRef={handoverRef} onHydrated={replay} />);
  registerIsland<AssessmentHandover | undefined>(ASSESSMENT_ISLAND, {
    handOver() {
      const handed = handoverRef.current;
      root.unmount();
      element.removeAttribute(ISLAND_AWAKE_ATTRIBUTE);
      return handed;
    },
  });
};
