import css from './assessment.css?inline';

/**
 * The assessment's stylesheet, hoisted into the head by React (once, whoever renders it first:
 * the page's HTML, the app or the island) and kept there.
 */
export function AssessmentStyles() {
  return (
    <style href="tulia-assessment" precedence="default">
      {css}
    </style>
  );
}
