import { helplineWords } from '@tulia/shared/site-config';
import { EmergencyNumberLink, HelplineLink } from '../support/contact-links';

/**
 * Shown with the question about thoughts of ending one's life: someone having those thoughts
 * now should see where to get help before answering, not only on the results page.
 */
export function SensitiveQuestionNote() {
  return (
    <div data-testid="sensitive-question-note" className="ta-note ta-note--sensitive">
      <p>
        This question is about something painful, and your answer stays on this device. If you are having these thoughts right now, please don&apos;t wait for
        your results: call {helplineWords.phrase} on <HelplineLink tone="sensitive" />, or emergency services on <EmergencyNumberLink tone="sensitive" />.
      </p>
    </div>
  );
}
