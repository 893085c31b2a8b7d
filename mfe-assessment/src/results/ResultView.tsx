import type { ComponentType, ReactNode } from 'react';
import { ScreenTitle } from '../support/ScreenTitle';
import { scorePercent, type AssessmentResult } from './assessment-result';
import { BandGuidance } from './BandGuidance';
import { bandScoreRange, resultBandKeyFor } from './band-rule';
import { CrisisSupportPanel } from './CrisisSupportPanel';
import { resultBands } from './result-bands';
import { ResultSummary } from './ResultSummary';
import { UrgentHelplineCallout } from './UrgentHelplineCallout';
import { useForgetResultOnLeaving } from './visit-result';

/** A link to another page: the router's in the app, a plain one on the island. */
export type PageLink = ComponentType<{ to: string; className: string; children: ReactNode; 'data-testid'?: string }>;

/** Your Results for one result: the same screen in the app and on the island. */
export function ResultView({ result, Link }: { result: AssessmentResult; Link: PageLink }) {
  useForgetResultOnLeaving();
  const bandKey = resultBandKeyFor(result);
  const band = resultBands[bandKey];
  return (
    <div className="ta-page ta-page--results" data-remote="mfe-assessment" data-remote-version={__REMOTE_VERSION__} data-band={bandKey}>
      <ScreenTitle title="Your Results" subtitle="Your private wellness check-in" />
      {band.crisis ? <CrisisSupportPanel /> : null}
      <ResultSummary
        band={band}
        score={result.score}
        maxScore={result.maxScore}
        percent={scorePercent(result)}
        scoreRange={bandScoreRange(bandKey)}
        focusOnMount={!band.crisis}
      />
      {band.urgent && !band.crisis ? <UrgentHelplineCallout /> : null}
      <BandGuidance band={band} />
      <div className="ta-actions">
        <Link to="/assessment" className="ta-button ta-button--large">
          Retake Assessment
        </Link>
        <Link to="/" className="ta-button ta-button--large ta-button--outline" data-testid="results-download">
          Download App
        </Link>
      </div>
      <p className="ta-text ta-text--small">
        This check-in is not a diagnosis. Your answers and this result stayed on your device: nothing was sent or saved, and they are gone once you leave this
        page.
      </p>
    </div>
  );
}
