import { Box, Button, Flex, Text } from '@tulia/shared/chakra';
import { helplineWords, type PageHead } from '@tulia/shared/site-config';
import { PageHeader } from '@tulia/shared/ui';
import { outlinedCard } from '@tulia/shared/public-ui';
import { useRef } from 'react';
import { useNavigate } from '@tulia/shared/router';
import { holdResult } from '../results/visit-result';
import { HelplineLink } from '../support/contact-links';
import { AssessmentProgress } from './AssessmentProgress';
import { NoScriptNote } from './NoScriptNote';
import { QuestionCard } from './QuestionCard';
import { useAssessment } from './useAssessment';
import { useFocusOnChange } from './useFocusOnChange';

export const pageHead: PageHead = {
  title: 'Wellness Assessment | Tulia',
  description: 'A free, private wellness check-in that takes about 2 minutes. Your answers stay on your device: nothing is sent or saved.',
};

/**
 * Wellness Assessment: one question per screen, then the results page.
 * Rendered ahead of time as HTML: the first render depends on nothing but the route (timers
 * and focus live in effects), so hydration keeps the server's DOM. The result goes to the
 * results page through the tab's memory, never through navigation state (see visit-result.ts).
 */
export default function AssessmentPage() {
  const navigate = useNavigate();
  const flow = useAssessment((result) => {
    holdResult(result);
    navigate('/assessment-results');
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(headingRef, flow.question.id);

  return (
    <Box data-remote="mfe-assessment" data-remote-version={__REMOTE_VERSION__} maxW="2xl" mx="auto">
      <PageHeader title="Wellness Assessment" subtitle="A private check-in that takes about 2 minutes" />
      <Text color="gray.700" mb="3">
        Think about how things have been for you over the last two weeks. There are no right or wrong answers. Your answers stay on this device: nothing is sent
        or saved.
      </Text>
      {/* In the page's HTML, so help is one tap away before any script has loaded. */}
      <Text color="gray.700" mb="6">
        If you need to talk to someone now, call {helplineWords.phrase} on <HelplineLink color="brand.700" />.
      </Text>
      <NoScriptNote />
      <Box as="section" aria-label="Assessment question" {...outlinedCard} borderRadius="xl" shadow="sm" p={{ base: '4', md: '8' }}>
        <AssessmentProgress questionNumber={flow.questionNumber} questionCount={flow.questionCount} percentComplete={flow.percentComplete} />
        <QuestionCard question={flow.question} selectedScore={flow.selectedScore} onChoose={flow.choose} headingRef={headingRef} />
        <Flex justify="space-between" gap="3" mt="8">
          <Button variant="outline" colorPalette="brand" onClick={flow.goPrevious} disabled={!flow.canGoPrevious}>
            Previous
          </Button>
          {/* The Next indicator: dimmed until the question is answered; there is no skip. */}
          <Button colorPalette="brand" onClick={flow.goNext} disabled={!flow.canGoNext}>
            Next
          </Button>
        </Flex>
      </Box>
    </Box>
  );
}
