import type { ResultBand } from './result-bands';

/** The band's recommendations and next steps. */
export function BandGuidance({ band }: { band: ResultBand }) {
  return (
    <div className="ta-guidance">
      <h3 className="ta-heading">What might help</h3>
      <ul className="ta-list">
        {band.recommendations.map((recommendation) => (
          <li key={recommendation}>{recommendation}</li>
        ))}
      </ul>
      <h3 className="ta-heading">Next steps</h3>
      <p>{band.nextSteps}</p>
    </div>
  );
}
