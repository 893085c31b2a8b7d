import { helplineWords } from '@tulia/shared/site-config';
import { HelplineLink } from '../support/contact-links';

/**
 * Read only where JavaScript is off: the questions are buttons that need it. React neither
 * renders nor hydrates a noscript's children in the browser, so the note never affects hydration.
 */
export function NoScriptNote() {
  return (
    <noscript>
      <div data-testid="noscript-note" className="ta-note">
        <p>
          Answering the questions needs JavaScript, which is switched off in this browser. You can switch it on in your browser&apos;s settings and reload this
          page. Meanwhile, you can call {helplineWords.phrase} on <HelplineLink />.
        </p>
      </div>
    </noscript>
  );
}
