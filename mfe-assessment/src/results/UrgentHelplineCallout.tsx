import { helplineWords } from '@tulia/shared/site-config';
import { HelplineLink } from '../support/contact-links';
import { ResultSection } from './ResultSection';

const HEADING_ID = 'urgent-helpline-title';

/** An urgent (Ndege) result puts the helpline where it cannot be missed. */
export function UrgentHelplineCallout() {
  return (
    <ResultSection headingId={HEADING_ID} tone="urgent" data-testid="urgent-helpline">
      <h2 id={HEADING_ID} className="ta-heading">
        Talk to someone today
      </h2>
      <p className="ta-large">
        Call {helplineWords.phrase}: <HelplineLink tone="urgent" large />
      </p>
    </ResultSection>
  );
}
