import { Box, Button, Flex, Text } from '@tulia/shared/chakra';
import { PageHeader } from '@tulia/shared/ui';
import { useRef } from 'react';
import { useNavigate } from '@tulia/shared/router';
import { AssessmentProgress } from './AssessmentProgress';
import { QuestionCard } from './QuestionCard';
import { useAssessment } from './useAssessment';
import { useFocusOnChange } from './useFocusOnChange';

/** Wellness Assessment (public §2, §4, §5): one question per screen, then the results page. */
export default function AssessmentPage() {
  const navigate = useNavigate();
  const flow = useAssessment((result) => navigate('/assessment-results', { state: result }));
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(headingRef, flow.question.id);

  return (
    <Box data-remote="mfe-assessment" data-remote-version={__REMOTE_VERSION__} maxW="2xl" mx="auto">
      <PageHeader title="Wellness Assessment" subtitle="A private check-in that takes about 2 minutes" />
      <Text color="gray.700" mb="6">
        Think about how things have been for you over the last two weeks. There are no right or wrong answers. Your
        answers stay on this device: nothing is sent or saved.
      </Text>
      <Box
        as="section"
        aria-label="Assessment question"
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        borderRadius="xl"
        shadow="sm"
        p={{ base: '4', md: '8' }}
      >
        <AssessmentProgress
          questionNumber={flow.questionNumber}
          questionCount={flow.questionCount}
          percentComplete={flow.percentComplete}
        />
        <QuestionCard
          question={flow.question}
          selectedScore={flow.selectedScore}
          onChoose={flow.choose}
          headingRef={headingRef}
        />
        <Flex justify="space-between" gap="3" mt="8">
          <Button variant="outline" colorPalette="brand" onClick={flow.goPrevious} disabled={!flow.canGoPrevious}>
            Previous
          </Button>
          {/* The Next indicator: dimmed until the question is answered; there is no skip (public §5). */}
          <Button colorPalette="brand" onClick={flow.goNext} disabled={!flow.canGoNext}>
            Next
          </Button>
        </Flex>
      </Box>
    </Box>
  );
}
