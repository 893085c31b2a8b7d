import type { Ref } from 'react';
import type { AssessmentQuestion } from '../question-bank';
import { AnswerOptions } from './AnswerOptions';
import { SensitiveQuestionNote } from './SensitiveQuestionNote';

/** The question's heading id: one assessment per page (no useId: the island is a root of its own). */
const HEADING_ID = 'assessment-question';

export interface QuestionCardProps {
  question: AssessmentQuestion;
  selectedScore: number | undefined;
  onChoose: (score: number) => void;
  /** The heading receives focus when the question changes. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** One question per screen: its text as the heading that names its options. */
export function QuestionCard({ question, selectedScore, onChoose, headingRef }: QuestionCardProps) {
  return (
    <div>
      <h2 id={HEADING_ID} ref={headingRef} tabIndex={-1} className="ta-question">
        {question.text}
      </h2>
      {/* Keyed by question, so the roving tab stop starts afresh on every question. */}
      <AnswerOptions key={question.id} options={question.options} selectedScore={selectedScore} onChoose={onChoose} labelledBy={HEADING_ID} />
      {question.sensitive ? <SensitiveQuestionNote /> : null}
    </div>
  );
}
