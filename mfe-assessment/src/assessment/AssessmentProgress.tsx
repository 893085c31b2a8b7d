import { Flex, Progress, Text } from '@tulia/shared/chakra';

export interface AssessmentProgressProps {
  questionNumber: number;
  questionCount: number;
  percentComplete: number;
}

/** 'Question N of 18', the rounded percent and the bar. */
export function AssessmentProgress({ questionNumber, questionCount, percentComplete }: AssessmentProgressProps) {
  return (
    <Progress.Root value={percentComplete} colorPalette="brand" size="sm" mb="6">
      <Flex justify="space-between" gap="3" mb="2" fontSize="sm" color="gray.700">
        <Text data-testid="question-progress">
          Question {questionNumber} of {questionCount}
        </Text>
        <Text data-testid="percent-complete">{percentComplete}% complete</Text>
      </Flex>
      <Progress.Track aria-label="Assessment progress" aria-valuetext={`${percentComplete}% complete`} borderRadius="full">
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
