import { Box, Text } from '@tulia/shared/chakra';
import { helplineWords } from '@tulia/shared/site-config';
import { EmergencyNumberLink, HelplineLink } from '../support/contact-links';

/**
 * Shown with the question about thoughts of ending one's life: someone having those thoughts
 * now should see where to get help before answering, not only on the results page.
 */
export function SensitiveQuestionNote() {
  return (
    <Box data-testid="sensitive-question-note" mt="5" p="4" bg="sunrise.50" borderWidth="1px" borderColor="sunrise.600" borderRadius="lg" color="gray.900">
      <Text>
        This question is about something painful, and your answer stays on this device. If you are having these thoughts right now, please don&apos;t wait for
        your results: call {helplineWords.phrase} on <HelplineLink color="sunrise.800" />, or emergency services on <EmergencyNumberLink color="sunrise.800" />.
      </Text>
    </Box>
  );
}
