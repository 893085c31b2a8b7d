import type { ResultBand } from './result-bands';
import { ResultSection } from './ResultSection';

export interface ResultSummaryProps {
  band: ResultBand;
  score: number;
  maxScore: number;
  percent: number;
  /** The band's score range ("64-80"), when the band is about the score. */
  scoreRange: string | null;
  /** Focused when the page opens (unless the crisis panel comes first). */
  focusOnMount: boolean;
}

const HEADING_ID = 'result-band-title';

/** The band and the score, as score/max and a percent. */
export function ResultSummary({ band, score, maxScore, percent, scoreRange, focusOnMount }: ResultSummaryProps) {
  return (
    <ResultSection headingId={HEADING_ID} tone="band" focusOnMount={focusOnMount} data-testid="result-band">
      <div className="ta-summary">
        <div>
          <span className="ta-badge">{band.animal}</span>
          <h2 id={HEADING_ID} className="ta-heading ta-heading--xl">
            {band.title}
          </h2>
          {scoreRange ? <p className="ta-muted">Score range {scoreRange}</p> : null}
        </div>
        <div className="ta-score">
          <p>Your score</p>
          <p className="ta-score__value" data-testid="result-score">
            {score}/{maxScore}
          </p>
          <p className="ta-score__percent" data-testid="result-percent">
            {percent}%
          </p>
        </div>
      </div>
      <p className="ta-description">{band.description}</p>
    </ResultSection>
  );
}
