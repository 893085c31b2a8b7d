import { Box, Heading } from '@tulia/shared/chakra';
import { useId, type Ref } from 'react';
import type { AssessmentQuestion } from '../question-bank';
import { AnswerOptions } from './AnswerOptions';
import { SensitiveQuestionNote } from './SensitiveQuestionNote';

export interface QuestionCardProps {
  question: AssessmentQuestion;
  selectedScore: number | undefined;
  onChoose: (score: number) => void;
  /** The heading receives focus when the question changes. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** One question per screen: its text as the heading that names its options. */
export function QuestionCard({ question, selectedScore, onChoose, headingRef }: QuestionCardProps) {
  const headingId = useId();
  return (
    <Box>
      <Heading as="h2" id={headingId} ref={headingRef} tabIndex={-1} size="xl" color="gray.900" mb="5" outline="none">
        {question.text}
      </Heading>
      {/* Keyed by question, so the roving tab stop starts afresh on every question. */}
      <AnswerOptions key={question.id} options={question.options} selectedScore={selectedScore} onChoose={onChoose} labelledBy={headingId} />
      {question.sensitive ? <SensitiveQuestionNote /> : null}
    </Box>
  );
}
