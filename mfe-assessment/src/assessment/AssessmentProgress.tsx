export interface AssessmentProgressProps {
  questionNumber: number;
  questionCount: number;
  percentComplete: number;
}

/** 'Question N of 18', the rounded percent and the bar. */
export function AssessmentProgress({ questionNumber, questionCount, percentComplete }: AssessmentProgressProps) {
  return (
    <div className="ta-progress">
      <div className="ta-progress__words">
        <p data-testid="question-progress">
          Question {questionNumber} of {questionCount}
        </p>
        <p data-testid="percent-complete">{percentComplete}% complete</p>
      </div>
      <div
        className="ta-progress__track"
        role="progressbar"
        aria-label="Assessment progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentComplete}
        aria-valuetext={`${percentComplete}% complete`}
      >
        <div className="ta-progress__range" style={{ width: `${percentComplete}%` }} />
      </div>
    </div>
  );
}
