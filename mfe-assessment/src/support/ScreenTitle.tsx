import { AssessmentStyles } from '../styles/AssessmentStyles';

/** The h1 of the assessment's and the results' screens, with its subtitle (and their stylesheet). */
export function ScreenTitle({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className="ta-title">
      <AssessmentStyles />
      <div>
        <h1>{title}</h1>
        <p>{subtitle}</p>
      </div>
    </div>
  );
}
