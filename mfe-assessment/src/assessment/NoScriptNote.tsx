import { Box, Text } from '@tulia/shared/chakra';
import { HelplineLink } from '../support/contact-links';

/**
 * Read only where JavaScript is off: the questions are buttons that need it. React does not
 * render or hydrate a noscript's children in the browser, so this never affects hydration.
 */
export function NoScriptNote() {
  return (
    <noscript>
      <Box
        data-testid="noscript-note"
        mb="6"
        p="4"
        bg="brand.50"
        borderWidth="1px"
        borderColor="brand.200"
        borderRadius="lg"
        color="gray.900"
      >
        <Text>
          Answering the questions needs JavaScript, which is switched off in this browser. You can switch it on in your
          browser&apos;s settings and reload this page. Meanwhile, you can call our free 24/7 helpline on{' '}
          <HelplineLink color="brand.700" />.
        </Text>
      </Box>
    </noscript>
  );
}
