import { helplineWords } from '@tulia/shared/site-config';
import { CrisisEmailLink, EmergencyNumberLink, HelplineLink } from '../support/contact-links';
import { EMERGENCY_ADVICE } from '../support/emergency-advice';
import { ResultSection } from './ResultSection';

const HEADING_ID = 'crisis-support-title';

/**
 * The results page's crisis result: shown first, before the score, so that help is the
 * first thing a visitor in crisis reads.
 */
export function CrisisSupportPanel() {
  return (
    <ResultSection headingId={HEADING_ID} tone="crisis" focusOnMount data-testid="crisis-support">
      <h2 id={HEADING_ID} className="ta-heading ta-heading--xl ta-heading--crisis">
        CRISIS SUPPORT NEEDED
      </h2>
      <div className="ta-stack">
        <p>You do not have to go through this alone. Please talk to someone now.</p>
        <p className="ta-large">
          Call {helplineWords.phrase}: <HelplineLink tone="crisis" large />
        </p>
        <p>
          Email our crisis team: <CrisisEmailLink tone="crisis" />
        </p>
        <p className="ta-strong">{EMERGENCY_ADVICE}</p>
        <p>
          Emergency services: <EmergencyNumberLink tone="crisis" />
        </p>
      </div>
    </ResultSection>
  );
}
