import { Text } from '@tulia/shared/chakra';
import { helplineWords } from '@tulia/shared/site-config';
import { NoScriptNote as SharedNoScriptNote } from '@tulia/shared/ui';
import { HelplineLink } from '../support/contact-links';

/** Read only where JavaScript is off: the questions are buttons that need it. */
export function NoScriptNote() {
  return (
    <SharedNoScriptNote>
      <Text>
        Answering the questions needs JavaScript, which is switched off in this browser. You can switch it on in your browser&apos;s settings and reload this
        page. Meanwhile, you can call {helplineWords.phrase} on <HelplineLink color="brand.700" />.
      </Text>
    </SharedNoScriptNote>
  );
}
