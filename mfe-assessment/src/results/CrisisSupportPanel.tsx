import { Heading, Stack, Text } from '@tulia/shared/chakra';
import { helplineWords } from '@tulia/shared/site-config';
import { CrisisEmailLink, EmergencyNumberLink, HelplineLink } from '../support/contact-links';
import { EMERGENCY_ADVICE } from '../support/emergency-advice';
import { ResultSection } from './ResultSection';

/**
 * The results page's crisis result: shown first, before the score, so that help is the
 * first thing a visitor in crisis reads.
 */
export function CrisisSupportPanel() {
  return (
    <ResultSection focusOnMount data-testid="crisis-support" bg="red.50" borderWidth="2px" borderColor="red.700">
      {(headingId) => (
        <>
          <Heading as="h2" id={headingId} size="xl" color="red.700" mb="3">
            CRISIS SUPPORT NEEDED
          </Heading>
          <Stack gap="3" color="gray.900">
            <Text>You do not have to go through this alone. Please talk to someone now.</Text>
            <Text fontSize="lg">
              Call {helplineWords.phrase}: <HelplineLink color="red.700" fontSize="xl" />
            </Text>
            <Text>
              Email our crisis team: <CrisisEmailLink color="red.700" />
            </Text>
            <Text fontWeight="semibold">{EMERGENCY_ADVICE}</Text>
            <Text>
              Emergency services: <EmergencyNumberLink color="red.700" />
            </Text>
          </Stack>
        </>
      )}
    </ResultSection>
  );
}
