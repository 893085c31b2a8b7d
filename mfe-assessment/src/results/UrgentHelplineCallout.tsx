import { Heading, Text } from '@tulia/shared/chakra';
import { helplineWords } from '@tulia/shared/site-config';
import { HelplineLink } from '../support/contact-links';
import { ResultSection } from './ResultSection';

/** An urgent (Ndege) result puts the helpline where it cannot be missed. */
export function UrgentHelplineCallout() {
  return (
    <ResultSection data-testid="urgent-helpline" bg="sunrise.50" borderWidth="2px" borderColor="sunrise.600">
      {(headingId) => (
        <>
          <Heading as="h2" id={headingId} size="lg" color="gray.900" mb="2">
            Talk to someone today
          </Heading>
          <Text color="gray.900" fontSize="lg">
            Call {helplineWords.phrase}: <HelplineLink color="sunrise.700" fontSize="xl" />
          </Text>
        </>
      )}
    </ResultSection>
  );
}
